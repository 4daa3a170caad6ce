import { ladderWord } from '../../core/ladder';
import type { Rng } from '../../core/rng';
import { rollVsDifficulty, type Modifier, type RollRecord } from '../dice/roll-record';
import { unopposedChance } from '../dice/odds';
import type { Rejection } from '../combat/ranged-plan';
import { currentDanger, NEAR_DEATH_FIRST_AID } from './bleeding';
import type { Condition } from './condition';

export interface FirstAidInput {
  /** The medic's First Aid rating. */
  readonly firstAid: number;
  /** The right tools and equipment (a First Aid Kit): +1 (R-OPS-25). */
  readonly kit?: boolean;
  /** A full surgical or hospital unit: +2 (R-OPS-25). */
  readonly hospital?: boolean;
  /** The medic's own modifiers (its wound penalty for non-combat actions, blindness...). */
  readonly modifiers?: readonly Modifier[];
}

export interface FirstAidResult {
  readonly ok: true;
  readonly roll: RollRecord;
  readonly success: boolean;
  readonly condition: Condition;
}

interface FirstAidPlan {
  readonly difficulty: number;
  readonly reason: string;
  readonly modifiers: Modifier[];
  readonly nearDeath: boolean;
}

function planFirstAid(c: Condition, input: FirstAidInput): FirstAidPlan | Rejection {
  if (c.firstAidThisMinute) return { ok: false, rejected: 'First Aid can be tried once a minute per patient (R-OPS-25).' };
  const danger = currentDanger(c);
  if (danger === null) return { ok: false, rejected: 'The patient is neither bleeding nor dying: First Aid has nothing to stop.' };
  const modifiers: Modifier[] = [...(input.modifiers ?? [])];
  // The text gives +1 for the right tools and +2 for a hospital; they do not add up.
  if (input.hospital) modifiers.push({ value: 2, reason: 'hospital (R-OPS-25)' });
  else if (input.kit) modifiers.push({ value: 1, reason: 'first aid kit (R-OPS-25)' });
  if (danger.kind === 'near death') {
    return { difficulty: NEAR_DEATH_FIRST_AID, reason: 'Superb: save a near-death patient (R-OPS-26)', modifiers, nearDeath: true };
  }
  return {
    difficulty: danger.difficulty,
    reason: `${ladderWord(danger.difficulty)}: stop bleeding from a ${danger.wound} wound (R-OPS-25)`,
    modifiers,
    nearDeath: false,
  };
}

/** R-OPS-25/26: First Aid (3dF) stops the bleeding, or at Superb ends the danger of dying. */
export function resolveFirstAid(rng: Rng, patient: Condition, input: FirstAidInput): FirstAidResult | Rejection {
  const plan = planFirstAid(patient, input);
  if ('ok' in plan) return plan;
  const roll = rollVsDifficulty(
    rng,
    { kind: 'unopposed', label: 'First Aid', trait: { name: 'First Aid', value: input.firstAid }, modifiers: plan.modifiers, dice: 3 },
    plan.difficulty,
    [{ value: plan.difficulty, reason: plan.reason }],
  );
  const success = roll.outcome === 'success';
  const tried = { ...patient, firstAidThisMinute: true };
  const condition = !success ? tried : plan.nearDeath ? { ...tried, stabilized: true } : { ...tried, bleeding: false };
  return { ok: true, roll, success, condition };
}

/** A First Aid try before it is made: its chance, what it needs and why, and the medic's rating with every modifier. */
export interface FirstAidOdds {
  readonly chance: number;
  readonly difficulty: number;
  /** "Good: stop bleeding from a light wound (R-OPS-25)". */
  readonly reason: string;
  readonly effective: number;
  readonly modifiers: readonly Modifier[];
}

export function firstAidOdds(patient: Condition, input: FirstAidInput): FirstAidOdds | Rejection {
  const plan = planFirstAid(patient, input);
  if ('ok' in plan) return plan;
  const effective = input.firstAid + plan.modifiers.reduce((s, m) => s + m.value, 0);
  return { chance: unopposedChance(effective, plan.difficulty), difficulty: plan.difficulty, reason: plan.reason, effective, modifiers: plan.modifiers };
}

export function firstAidChance(patient: Condition, input: FirstAidInput): number | Rejection {
  const odds = firstAidOdds(patient, input);
  return 'ok' in odds ? odds : odds.chance;
}
