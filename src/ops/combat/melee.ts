import type { Rng } from '../../core/rng';
import type { ArmorState } from '../data/armor';
import { styleBonus, type MartialArtsStyle } from '../data/martial-arts';
import type { MeleeWeaponDef } from '../data/melee-weapons';
import { rollOpposed, type Modifier, type OpposedRolls } from '../dice/roll-record';
import { opposedWinChance, woundOdds, type WoundOdds } from '../dice/odds';
import { armorFactor, resolveHitDamage, type HitDamage, type HitTarget } from './hit-damage';
import type { Rejection } from './ranged-plan';

/** Attacking maneuvers (R-OPS-18..21). `strike` is an attack with a melee weapon. */
export type MeleeManeuver = 'punch' | 'kick' | 'strike' | 'grab' | 'throw' | 'escape' | 'disarm';
/** How the defender meets it (R-OPS-19): plain defense, block, or dodge (+1). */
export type MeleeDefense = 'defend' | 'block' | 'dodge';

export interface Fighter {
  /** The attack or defense skill rolled (Brawling, Martial Arts, Melee Weapons) and its rating. */
  readonly skill: { readonly name: string; readonly value: number };
  readonly body: number;
  readonly reactions: number;
  /** Given when the fighter fights with Martial Arts: its style's key maneuvers get +1 (R-OPS-20). */
  readonly style?: MartialArtsStyle;
  /** Martial Arts rating when fighting with it: +1 damage per level above Fair (R-OPS-20). */
  readonly martialArts?: number;
  /** For `strike`. */
  readonly weapon?: MeleeWeaponDef;
  /** Holding someone / held by someone (R-OPS-19). */
  readonly grabbing?: boolean;
  readonly grabbed?: boolean;
  /** Wound penalty (combat, <= 0), worn armor Mod, blindness, a throw's -2 on the next action... */
  readonly modifiers?: readonly Modifier[];
}

export interface MeleeInput {
  readonly maneuver: MeleeManeuver;
  readonly attacker: Fighter;
  readonly defender: Fighter;
  readonly defense?: MeleeDefense;
}

/** What a maneuver changes besides wounds; the battle engine applies these to its state. */
export type MeleeEffect =
  /** The attacker now holds the defender (R-OPS-19). */
  | { readonly kind: 'hold' }
  /** The hold between the two ends (escape, or the held one thrown). */
  | { readonly kind: 'hold broken' }
  /** The thrown victim is -2 on its next action (R-OPS-19). */
  | { readonly kind: 'next action penalty'; readonly who: 'defender'; readonly value: -2 }
  /** The defender's weapon drops on its tile (R-OPS-19). */
  | { readonly kind: 'weapon dropped' }
  /** A successful block: the defender acts first next round against this attacker (R-OPS-19). */
  | { readonly kind: 'block advantage' };

interface MeleePlan {
  readonly attackTrait: { name: string; value: number };
  readonly defendTrait: { name: string; value: number };
  readonly attackMods: Modifier[];
  readonly defendMods: Modifier[];
  /** null for maneuvers that deal no damage. */
  readonly damage: { readonly source: { name: string; value: number }; readonly modifiers: Modifier[] } | null;
}

/** R-OPS-19 legality: kicks not while grabbing or grabbed; the held may only escape; throws need a hold. */
export function meleeManeuverProblem(input: MeleeInput): string | undefined {
  const { maneuver, attacker } = input;
  if (attacker.grabbed && maneuver !== 'escape') return 'A held character can only try to escape (R-OPS-19).';
  if (maneuver === 'escape' && !attacker.grabbed) return 'Only a held character can escape (R-OPS-19).';
  if (maneuver === 'kick' && attacker.grabbing) return 'No kicking while holding someone (R-OPS-19).';
  if (maneuver === 'throw' && !attacker.grabbing) return 'A throw needs a successful grab first (R-OPS-19).';
  if (maneuver === 'grab' && attacker.grabbing) return 'Already holding someone.';
  if (maneuver === 'strike' && !attacker.weapon) return 'A strike needs a melee weapon in hand.';
  return undefined;
}

function planMelee(input: MeleeInput): MeleePlan {
  const { maneuver, attacker: a, defender: d } = input;
  const attackMods: Modifier[] = [...(a.modifiers ?? [])];
  const defendMods: Modifier[] = [...(d.modifiers ?? [])];
  const skillContest = maneuver !== 'escape' && maneuver !== 'disarm';
  const defense = input.defense ?? 'defend';
  // R-OPS-20: a style's key maneuvers add +1 to the roll of the one performing them.
  const aStyle = maneuver === 'strike' || maneuver === 'disarm' ? 0 : styleBonus(a.style, maneuver);
  if (aStyle) attackMods.push({ value: aStyle, reason: `${a.style?.name} ${maneuver} (R-OPS-20)` });
  if (skillContest && defense === 'dodge') defendMods.push({ value: 1, reason: 'dodge (R-OPS-19)' });
  const dStyle = skillContest && defense !== 'defend' ? styleBonus(d.style, defense) : 0;
  if (dStyle) defendMods.push({ value: dStyle, reason: `${d.style?.name} ${defense} (R-OPS-20)` });

  const attackTrait =
    maneuver === 'escape' || maneuver === 'disarm' ? { name: 'Body', value: a.body } : { name: a.skill.name, value: a.skill.value };
  const defendTrait =
    maneuver === 'escape' ? { name: 'Body', value: d.body } : maneuver === 'disarm' ? { name: 'Reactions', value: d.reactions } : { name: d.skill.name, value: d.skill.value };

  const base = maneuver === 'punch' ? 1 : maneuver === 'kick' || maneuver === 'throw' ? 2 : maneuver === 'strike' ? (a.weapon?.damageBonus ?? 0) : null;
  let damage: MeleePlan['damage'] = null;
  if (base !== null) {
    const modifiers: Modifier[] = [];
    const ma = maneuver !== 'strike' && a.martialArts !== undefined ? Math.max(0, a.martialArts) : 0;
    if (ma > 0) modifiers.push({ value: ma, reason: 'Martial Arts above Fair (R-OPS-20)' });
    const what = maneuver === 'strike' ? (a.weapon?.name ?? 'weapon') : maneuver;
    damage = { source: { name: `${what}: Body+${base}`, value: a.body + base }, modifiers };
  }
  return { attackTrait, defendTrait, attackMods, defendMods, damage };
}

export interface MeleeResult {
  readonly ok: true;
  readonly rolls: OpposedRolls;
  readonly attackerWins: boolean;
  readonly damage: HitDamage | null;
  readonly effects: readonly MeleeEffect[];
  /** The defender after the hit (wounds, physical armor). */
  readonly defender: HitTarget;
}

/**
 * One melee or hand-to-hand action (R-OPS-18..21): opposed 2dF, the attacker wins only when
 * strictly higher; damage 1dF + Body-based value through physical armor.
 */
export function resolveMelee(rng: Rng, input: MeleeInput, target: HitTarget): MeleeResult | Rejection {
  const problem = meleeManeuverProblem(input);
  if (problem) return { ok: false, rejected: problem };
  const plan = planMelee(input);
  const rolls = rollOpposed(
    rng,
    { label: `${input.maneuver} (${plan.attackTrait.name})`, trait: plan.attackTrait, modifiers: plan.attackMods },
    { label: `${input.defense ?? 'defend'} (${plan.defendTrait.name})`, trait: plan.defendTrait, modifiers: plan.defendMods },
  );
  const effects: MeleeEffect[] = [];
  let damage: HitDamage | null = null;
  let defender = target;
  if (rolls.attackerWins) {
    if (plan.damage) {
      damage = resolveHitDamage(rng, { label: `${input.maneuver}: damage`, ...plan.damage, kind: 'physical' }, target);
      defender = damage.target;
    }
    if (input.maneuver === 'grab') effects.push({ kind: 'hold' });
    if (input.maneuver === 'throw') effects.push({ kind: 'next action penalty', who: 'defender', value: -2 }, { kind: 'hold broken' });
    if (input.maneuver === 'escape') effects.push({ kind: 'hold broken' });
    if (input.maneuver === 'disarm') effects.push({ kind: 'weapon dropped' });
  } else if (input.defense === 'block') {
    effects.push({ kind: 'block advantage' });
  }
  return { ok: true, rolls, attackerWins: rolls.attackerWins, damage, effects, defender };
}

export interface MeleeOdds {
  readonly ok: true;
  readonly winChance: number;
  /** null for maneuvers without damage. */
  readonly woundOnHit: WoundOdds | null;
}

/** Exact preview of resolveMelee on an unwounded defender wearing `armor` (physical). */
export function meleeOdds(input: MeleeInput, armor: ArmorState | null = null, damageReduction = 0): MeleeOdds | Rejection {
  const problem = meleeManeuverProblem(input);
  if (problem) return { ok: false, rejected: problem };
  const plan = planMelee(input);
  const sum = (mods: readonly Modifier[]): number => mods.reduce((s, m) => s + m.value, 0);
  const winChance = opposedWinChance(plan.attackTrait.value + sum(plan.attackMods), plan.defendTrait.value + sum(plan.defendMods));
  const woundOnHit = plan.damage
    ? woundOdds(plan.damage.source.value + sum(plan.damage.modifiers), armorFactor(armor, 'physical'), damageReduction)
    : null;
  return { ok: true, winChance, woundOnHit };
}
