import type { Rng } from '../../core/rng';
import { rollVsDifficulty, type RollRecord } from '../dice/roll-record';
import { rangedHitChance, woundOdds, type WoundOdds } from '../dice/odds';
import { armorFactor, resolveHitDamage, type HitDamage, type HitTarget } from './hit-damage';
import { planRangedAttack, type RangedAttackInput, type RangedPlan, type Rejection } from './ranged-plan';

export interface AttackOutcome {
  readonly hitRoll: RollRecord;
  readonly hit: boolean;
  /** Present for hits. */
  readonly damage?: HitDamage;
}

export interface RangedAttackResult {
  readonly ok: true;
  readonly plan: RangedPlan;
  readonly attacks: readonly AttackOutcome[];
  readonly roundsFired: number;
  /** Rounds left in the weapon, when roundsLoaded was given. */
  readonly roundsLeft: number | null;
  /** The target after every hit: wound track and armor values (R-OPS-22, R-OPS-23). */
  readonly target: HitTarget;
}

/**
 * One ranged attack action (R-OPS-3, R-OPS-11..17, R-OPS-22, R-OPS-23): every shot or burst in
 * firing order, each with its hit roll and, on a hit, its damage, armor and wound. Pure: the
 * generator is the only thing that moves.
 */
export function resolveRangedAttack(rng: Rng, input: RangedAttackInput, target: HitTarget): RangedAttackResult | Rejection {
  const plan = planRangedAttack(input);
  if (!plan.ok) return plan;
  const parts = plan.difficultyParts;
  const source = { name: plan.ammo.label, value: plan.ammo.damage };
  const attacks: AttackOutcome[] = [];
  let current = target;
  for (const a of plan.attacks) {
    const hitRoll = rollVsDifficulty(rng, { kind: 'ranged', label: a.label, trait: plan.trait, modifiers: a.modifiers, dice: 2 }, plan.difficulty, parts);
    if (hitRoll.outcome !== 'success') {
      attacks.push({ hitRoll, hit: false });
      continue;
    }
    const damage = resolveHitDamage(rng, { label: a.label, source, modifiers: a.damageModifiers, kind: 'ballistic' }, current);
    current = damage.target;
    attacks.push({ hitRoll, hit: true, damage });
  }
  return {
    ok: true,
    plan,
    attacks,
    roundsFired: plan.roundsFired,
    roundsLeft: input.roundsLoaded === undefined ? null : input.roundsLoaded - plan.roundsFired,
    target: current,
  };
}

export interface AttackOdds {
  readonly hitChance: number;
  readonly damageBonus: number;
}

export interface RangedOdds {
  readonly ok: true;
  readonly plan: RangedPlan;
  readonly difficulty: number;
  readonly effectiveAccuracy: number;
  /** One per shot (semi) or per burst (auto), in firing order. */
  readonly attacks: readonly AttackOdds[];
  /** Wound level of a hit on an unwounded target through the target's armor (ballistic), intact. */
  readonly woundOnHit: WoundOdds;
}

/** The exact preview of resolveRangedAttack (R-CORE-4): same input, no dice. */
export function rangedAttackOdds(input: RangedAttackInput, target?: Omit<HitTarget, 'wounds'>): RangedOdds | Rejection {
  const plan = planRangedAttack(input);
  if (!plan.ok) return plan;
  const attacks: AttackOdds[] = plan.attacks.map((a) => ({
    hitChance: rangedHitChance(plan.effectiveAccuracy + a.hitModifier, plan.difficulty),
    damageBonus: a.damageBonus,
  }));
  // Every attack of one action shares its damage bonus (bursts +2, spread by range).
  const bonus = attacks[0]?.damageBonus ?? 0;
  const woundOnHit = woundOdds(plan.ammo.damage + bonus, armorFactor(target?.armor, 'ballistic'), target?.damageReduction ?? 0);
  return { ok: true, plan, difficulty: plan.difficulty, effectiveAccuracy: plan.effectiveAccuracy, attacks, woundOnHit };
}
