import { chanceAtLeast } from '../../core/dice';
import { rollValue, rollVsDifficulty, type RollSpec } from '../../ops/dice/roll-record';
import { diceFor } from '../state/dice';
import type { BattleEvent } from '../state/events';
import type { BattleState } from '../state/types';
import { reject, type CommandResult } from './actor';

/**
 * The GM's dice roller (src/battle/README.md, "GM mode"): NdF + a trait, against a difficulty or
 * not, public or private. A command of the log like any roll, so it replays: its dice are keyed by
 * the round, the actor 'gm' and the count of the GM's rolls this round (R-CORE-5), so a rewind and
 * the same roll again gives the same faces. Logged with its faces, trait, total and difficulty
 * (R-CORE-2), and the exact chance the GM saw before rolling (R-CORE-4).
 */

/** The dice key's actor of every GM roll (no unit id is ever this). */
export const GM_ACTOR = 'gm';

export const GM_ROLL_LIMITS = { dice: { min: 1, max: 8 }, trait: { min: -10, max: 10 }, difficulty: { min: -10, max: 10 } } as const;

export interface GmRollSpec {
  /** What the roll is for ("Red Wolf climbs the fence"). */
  readonly label: string;
  /** How many Fudge dice: 4dF is FUDGE's standard, 3dF the Black Ops unopposed roll (R-OPS-1). */
  readonly dice: number;
  /** The trait rolled, by name and ladder value (R-CORE-1). */
  readonly trait: { readonly name: string; readonly value: number };
  /** The difficulty the total must reach (ties succeed), or null for a plain roll. */
  readonly difficulty: number | null;
}

/** Why a roll cannot be made as asked, or null. */
export function gmRollProblem(spec: GmRollSpec): string | null {
  const { dice, trait, difficulty } = GM_ROLL_LIMITS;
  if (spec.label.trim() === '' || spec.label.length > 80) return 'Say what the roll is for (at most 80 characters).';
  if (!Number.isInteger(spec.dice) || spec.dice < dice.min || spec.dice > dice.max) return `Roll ${dice.min} to ${dice.max} Fudge dice.`;
  if (!Number.isInteger(spec.trait.value) || spec.trait.value < trait.min || spec.trait.value > trait.max) return `A trait is a ladder value from ${trait.min} to +${trait.max}.`;
  if (spec.difficulty !== null && (!Number.isInteger(spec.difficulty) || spec.difficulty < difficulty.min || spec.difficulty > difficulty.max)) {
    return `A difficulty is a ladder value from ${difficulty.min} to +${difficulty.max}.`;
  }
  return null;
}

/** R-CORE-4: the exact chance that NdF + trait reaches the difficulty, or null for a plain roll. */
export function gmRollChance(spec: Pick<GmRollSpec, 'dice' | 'trait' | 'difficulty'>): number | null {
  return spec.difficulty === null ? null : chanceAtLeast(spec.dice, spec.trait.value - spec.difficulty);
}

export function gmRoll(state: BattleState, spec: GmRollSpec, isPublic: boolean): CommandResult {
  const problem = gmRollProblem(spec);
  if (problem) return reject(problem);
  const chance = gmRollChance(spec);
  const dice = diceFor(state, GM_ACTOR);
  const rollSpec: RollSpec = { kind: 'unopposed', label: spec.label.trim(), trait: { name: spec.trait.name.trim() || 'Trait', value: spec.trait.value }, modifiers: [], dice: spec.dice };
  const roll = spec.difficulty === null ? rollValue(dice.rng, rollSpec) : rollVsDifficulty(dice.rng, rollSpec, spec.difficulty, []);
  const event: BattleEvent = { type: 'gm.roll', public: isPublic, roll, chance };
  return { state: dice.commit(state), events: [event] };
}
