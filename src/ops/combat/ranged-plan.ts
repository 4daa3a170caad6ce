import type { AmmoVariant, Firearm } from '../data/firearms-types';
import type { Modifier } from '../dice/roll-record';
import { effectiveAccuracy, weaponAccuracy, type Accessories } from './accuracy';
import { DEFAULT_OPS_OPTIONS, type OpsOptions } from './options';
import { maxRange, rangeDifficulty } from './range';

export type Cover = 'none' | 'partial' | 'full';
export type FireMode = 'semi' | 'auto';

/** Everything that decides a shot; the battle engine fills it from its state. */
export interface RangedAttackInput {
  readonly weapon: Firearm;
  /** Defaults to the weapon's first listed ammunition. */
  readonly ammo?: AmmoVariant;
  readonly accessories?: Accessories;
  /** The shooter's rating in the weapon's skill (weapon.skill). */
  readonly skill: number;
  /** Centre to centre, in meters (R-OPS-12). */
  readonly distanceM: number;
  /** The target's cover along the line of fire (R-OPS-13). */
  readonly cover?: Cover;
  /** The shooter leans out of cover: -1 (R-OPS-13). */
  readonly attackerInCover?: boolean;
  /** The target dodges this round: +1 difficulty (R-OPS-14). */
  readonly targetDodging?: boolean;
  /** The target is fired on as it moves (a watcher's shot): +1 difficulty (R-OPS-48). */
  readonly targetMoving?: boolean;
  /** The shooter is blinded by a flash-bang: -3 (R-OPS-17). */
  readonly attackerBlind?: boolean;
  /** R-OPS-43: the target stands in a dark cell and the shooter has no night sight: -3, as blind (not on top of blindness). */
  readonly targetInDark?: boolean;
  /** The shooter's wound penalty for combat actions (<= 0), from woundPenalty(track, true, shift). */
  readonly woundPenalty?: number;
  /** The Mod of the shooter's worn armor (<= 0): it applies to any physical action. */
  readonly armorModifier?: number;
  /** Any other modifier the table agrees on. */
  readonly modifier?: number;
  readonly mode?: FireMode;
  /** Semi-automatic shots, 1..the weapon's semi maximum (R-OPS-15). Default 1. */
  readonly shots?: number;
  /** Rounds in the weapon; omitted = enough for the whole attack (previews). */
  readonly roundsLoaded?: number;
  readonly options?: OpsOptions;
}

export interface PlannedAttack {
  readonly label: string;
  /** Modifiers to the hit roll of this attack (cover, blindness, wounds, spread, recoil...). */
  readonly modifiers: readonly Modifier[];
  readonly hitModifier: number;
  /** Change to the weapon's damage: +2 for a burst, -1 per range level above Fair for buckshot. */
  readonly damageModifiers: readonly Modifier[];
  readonly damageBonus: number;
}

export interface RangedPlan {
  readonly ok: true;
  readonly weapon: Firearm;
  readonly ammo: AmmoVariant;
  readonly rangeDifficulty: number;
  /** Range + cover + dodge: what every attack must equal or beat (R-OPS-3). */
  readonly difficulty: number;
  readonly difficultyParts: readonly Modifier[];
  readonly weaponAccuracy: number;
  readonly effectiveAccuracy: number;
  readonly trait: { readonly name: string; readonly value: number };
  readonly attacks: readonly PlannedAttack[];
  readonly roundsFired: number;
  /** Bolt action (RoF ½): the weapon cannot fire again next round (R-OPS-15). */
  readonly boltCycle: boolean;
}

export interface Rejection {
  readonly ok: false;
  readonly rejected: string;
}

const COVER_DIFFICULTY: Readonly<Record<Cover, number>> = { none: 0, partial: 1, full: 2 };
const COVER_REASON: Readonly<Record<Cover, string>> = { none: 'no cover', partial: 'partial cover (R-OPS-13)', full: 'full cover (R-OPS-13)' };
const RANGE_WORDS = ['Terrible', 'Poor', 'Mediocre', 'Fair', 'Good', 'Great', 'Superb'];

/** Per-weapon strings, built once: planning runs for every shot and preview. */
interface WeaponText {
  readonly trait: string;
  readonly labels: Record<string, string[]>;
}
const WEAPON_TEXT = new WeakMap<Firearm, WeaponText>();

function weaponText(weapon: Firearm): WeaponText {
  let t = WEAPON_TEXT.get(weapon);
  if (!t) {
    t = { trait: `${weapon.skill} with the ${weapon.name} (effective accuracy, R-OPS-11)`, labels: {} };
    WEAPON_TEXT.set(weapon, t);
  }
  return t;
}

function attackLabels(weapon: Firearm, mode: FireMode, count: number): string[] {
  const text = weaponText(weapon);
  const key = mode === 'auto' ? -count : count;
  let labels = text.labels[key];
  if (!labels) {
    labels = Array.from({ length: count }, (_, i) => `${weapon.name} ${mode === 'auto' ? 'burst' : 'shot'} ${i + 1} of ${count}`);
    text.labels[key] = labels;
  }
  return labels;
}

function push(mods: Modifier[], value: number | undefined, reason: string): void {
  if (value) mods.push({ value, reason });
}

/** R-OPS-15: full automatic fires the whole RoF in bursts of three, rounded to the nearest. */
export function burstCount(roundsFired: number): number {
  return Math.max(1, Math.round(roundsFired / 3));
}

/** Everything about an attack that needs no dice: shared by the roll and by the exact odds. */
export function planRangedAttack(input: RangedAttackInput): RangedPlan | Rejection {
  const { weapon } = input;
  const ammo = input.ammo ?? weapon.ammo[0];
  if (!ammo) return { ok: false, rejected: `The ${weapon.name} has no ammunition listed.` };
  const range = rangeDifficulty(ammo.ranges, input.distanceM);
  if (range === null) {
    return {
      ok: false,
      rejected: `The target is out of range: ${input.distanceM} m is beyond the ${weapon.name}'s ${maxRange(ammo.ranges)} m (R-OPS-12).`,
    };
  }
  const acc = weaponAccuracy(weapon, input.accessories);
  if (!acc.ok) return acc;

  const mode = input.mode ?? 'semi';
  const loaded = input.roundsLoaded ?? Infinity;
  if (loaded <= 0) return { ok: false, rejected: `The ${weapon.name} is empty: reload first (R-OPS-15).` };
  let roundsFired: number;
  let attackCount: number;
  if (mode === 'auto') {
    if (weapon.autoRate === null) return { ok: false, rejected: `The ${weapon.name} has no full-automatic mode (R-OPS-15).` };
    // The whole RoF is fired; a magazine holding less empties itself (this game's reading).
    roundsFired = Math.min(weapon.autoRate, loaded);
    attackCount = burstCount(roundsFired);
  } else {
    const shots = input.shots ?? 1;
    if (!Number.isInteger(shots) || shots < 1 || shots > weapon.semiMax) {
      return { ok: false, rejected: `The ${weapon.name} fires 1 to ${weapon.semiMax} shots on semi-automatic, not ${shots} (R-OPS-15).` };
    }
    if (shots > loaded) return { ok: false, rejected: `The ${weapon.name} has only ${loaded} rounds loaded.` };
    roundsFired = shots;
    attackCount = shots;
  }

  const cover = input.cover ?? 'none';
  const difficultyParts: Modifier[] = [{ value: range, reason: `range ${input.distanceM} m: ${RANGE_WORDS[range + 3] ?? ''} (R-OPS-12)` }];
  push(difficultyParts, COVER_DIFFICULTY[cover], COVER_REASON[cover]);
  push(difficultyParts, input.targetDodging ? 1 : 0, 'target dodging (R-OPS-14)');
  push(difficultyParts, input.targetMoving ? 1 : 0, 'moving target (R-OPS-48)');
  let difficulty = 0;
  for (const p of difficultyParts) difficulty += p.value;

  const common: Modifier[] = [];
  push(common, input.attackerInCover ? -1 : 0, 'firing from behind cover (R-OPS-13)');
  push(common, input.attackerBlind ? -3 : 0, 'blinded (R-OPS-17)');
  push(common, input.targetInDark && !input.attackerBlind ? -3 : 0, 'target in darkness (R-OPS-43)');
  push(common, input.woundPenalty, 'wounds (R-OPS-22)');
  push(common, input.armorModifier, 'heavy armor');
  push(common, input.modifier, 'situation');
  const spread = ammo.spread ? Math.max(0, range) : 0;
  push(common, spread, 'buckshot spread (R-OPS-16)');
  const damageCommon: Modifier[] = [];
  push(damageCommon, -spread, 'buckshot spread (R-OPS-16)');
  if (mode === 'auto') damageCommon.push({ value: 2, reason: 'burst (R-OPS-15)' });
  let baseHit = 0;
  for (const m of common) baseHit += m.value;
  let damageBonus = 0;
  for (const m of damageCommon) damageBonus += m.value;

  const recoilAll = (input.options ?? DEFAULT_OPS_OPTIONS).recoil === 'all-bursts';
  const attacks: PlannedAttack[] = [];
  const labels = attackLabels(weapon, mode, attackCount);
  for (let k = 1; k <= attackCount; k += 1) {
    const recoil = mode === 'auto' ? -(recoilAll ? attackCount - 1 : k - 1) : 0;
    const modifiers = recoil === 0 ? common : [...common, { value: recoil, reason: 'recoil (R-OPS-15)' }];
    attacks.push({
      label: labels[k - 1] ?? '',
      modifiers,
      hitModifier: baseHit + recoil,
      damageModifiers: damageCommon,
      damageBonus,
    });
  }

  const eff = effectiveAccuracy(input.skill, acc.value);
  return {
    ok: true,
    weapon,
    ammo,
    rangeDifficulty: range,
    difficulty,
    difficultyParts,
    weaponAccuracy: acc.value,
    effectiveAccuracy: eff,
    trait: { name: weaponText(weapon).trait, value: eff },
    attacks,
    roundsFired,
    boltCycle: weapon.boltAction,
  };
}
