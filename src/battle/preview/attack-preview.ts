import { meleeOdds } from '../../ops/combat/melee';
import { mapNow } from '../state/doors';
import { rangedAttackOdds, type RangedOdds } from '../../ops/combat/ranged-attack';
import type { FireMode } from '../../ops/combat/ranged-plan';
import type { WoundOdds } from '../../ops/dice/odds';
import type { Modifier } from '../../ops/dice/roll-record';
import { attackProblem } from '../commands/attack';
import { meleeInput } from '../commands/melee';
import { rangedInput } from '../commands/ranged-input';
import type { Cell } from '../geometry/cells';
import type { BattleMap } from '../map/types';
import type { AttackCommandData, BattleState, Unit } from '../state/types';
import { mayStillDodge, unitById } from '../state/units';
import { unalerted } from '../mission/access';

/** The exact odds of an attack before it is committed (R-CORE-4), for the table's attack panel. */
export interface RangedPreview {
  readonly kind: 'ranged';
  readonly weapon: string;
  readonly mode: FireMode;
  readonly distanceM: number;
  /** The difficulty and what built it: range, cover, dodge (R-OPS-12..14). */
  readonly difficulty: number;
  readonly difficultyParts: readonly Modifier[];
  readonly weaponAccuracy: number;
  readonly effectiveAccuracy: number;
  /** One per shot (semi) or burst (auto), in firing order, with its own modifiers (recoil...). */
  readonly attacks: readonly { readonly label: string; readonly modifiers: readonly Modifier[]; readonly hitChance: number; readonly damageBonus: number }[];
  readonly roundsFired: number;
  /** The wound level of one hit after the target's armor, on an unwounded target. */
  readonly woundOnHit: WoundOdds;
  readonly expectedHits: number;
  readonly chanceAnyHit: number;
  /** The target has not acted yet and will be asked whether it dodges (R-OPS-14): +1 if it does. */
  readonly targetMayDodge: boolean;
}

export interface MeleePreview {
  readonly kind: 'melee';
  readonly maneuver: string;
  readonly winChance: number;
  readonly woundOnHit: WoundOdds | null;
  readonly targetMayDodge: boolean;
  /** R-OPS-42: the target is a defender that is not alerted: no dodge or block, and +2 (already in the odds). */
  readonly surprise?: boolean;
}

export type AttackPreview = RangedPreview | MeleePreview;

/** The src/ops odds of a ranged attack by `attacker` on `target`, optionally as if it stood at `from`. */
export function rangedOddsFor(
  state: BattleState,
  ground: BattleMap,
  attacker: Unit,
  target: Unit,
  mode: FireMode,
  shots?: number,
  from?: Cell,
): RangedOdds | string {
  // R-OPS-35: the ground with the battle's closed doors in it.
  const map = mapNow(state, ground);
  const placed = from ? { ...attacker, cell: from } : attacker;
  const input = rangedInput(state, map, placed, target, mode, shots);
  if (typeof input === 'string') return input;
  const odds = rangedAttackOdds(input, { armor: target.armor, damageReduction: target.stats.damageReduction });
  return odds.ok ? odds : odds.rejected;
}

/**
 * The preview of an attack command exactly as `applyBattleCommand` would check and roll it:
 * the same refusals, and the exact chances from the src/ops odds functions; a melee attack as
 * the target meets it (`defence`: plainly, or with a block, R-OPS-33).
 */
export function previewAttack(state: BattleState, ground: BattleMap, cmd: AttackCommandData, defence: 'defend' | 'block' = 'defend'): AttackPreview | { readonly rejected: string } {
  // R-OPS-35: the ground with the battle's closed doors in it.
  const map = mapNow(state, ground);
  const problem = attackProblem(state, map, cmd);
  if (problem) return { rejected: problem };
  const attacker = unitById(state, cmd.unit);
  const target = unitById(state, cmd.target);
  if (!attacker || !target) return { rejected: 'That attack has no attacker or target.' };
  // R-OPS-42: a defender that is not alerted can neither dodge nor block (the takedown preview).
  const surprise = unalerted(state, target);
  const targetMayDodge = !surprise && mayStillDodge(target) && !(cmd.type === 'unit.melee' && cmd.maneuver === 'escape');
  if (cmd.type === 'unit.melee') {
    // R-OPS-33: a target that blocks defends with its block (its style's bonus applies).
    const odds = meleeOdds(meleeInput(attacker, target, cmd.maneuver, surprise ? 'defend' : defence, surprise), target.armor, target.stats.damageReduction);
    if (!odds.ok) return { rejected: odds.rejected };
    return { kind: 'melee', maneuver: cmd.maneuver, winChance: odds.winChance, woundOnHit: odds.woundOnHit, targetMayDodge, ...(surprise ? { surprise: true } : {}) };
  }
  const odds = rangedOddsFor(state, map, attacker, target, cmd.mode, cmd.shots);
  if (typeof odds === 'string') return { rejected: odds };
  let miss = 1;
  let expectedHits = 0;
  for (const a of odds.attacks) {
    expectedHits += a.hitChance;
    miss *= 1 - a.hitChance;
  }
  const input = rangedInput(state, map, attacker, target, cmd.mode, cmd.shots);
  return {
    kind: 'ranged',
    weapon: odds.plan.weapon.name,
    mode: cmd.mode,
    distanceM: typeof input === 'string' ? 0 : input.distanceM,
    difficulty: odds.difficulty,
    difficultyParts: odds.plan.difficultyParts,
    weaponAccuracy: odds.plan.weaponAccuracy,
    effectiveAccuracy: odds.effectiveAccuracy,
    attacks: odds.plan.attacks.map((a, i) => ({ label: a.label, modifiers: a.modifiers, hitChance: odds.attacks[i]?.hitChance ?? 0, damageBonus: a.damageBonus })),
    roundsFired: odds.plan.roundsFired,
    woundOnHit: odds.woundOnHit,
    expectedHits,
    chanceAnyHit: 1 - miss,
    targetMayDodge,
  };
}
