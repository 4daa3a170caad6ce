/**
 * The GM's dice roller as plain data: a draft the panel edits, the exact odds
 * shown before anything is rolled (R-CORE-4: the chance to reach the difficulty, and the chance
 * of every total), and the gm.roll command the draft becomes. The roll itself is the core's
 * (src/battle/commands/gm-roll.ts): keyed dice, recorded in the dice log, public or private.
 */
import { fudgeDistribution } from '../../src/core/dice';
import { ladderLabel, ladderWord } from '../../src/core/ladder';
import type { GmCommand } from '../../src/battle/commands/gm-types';
import { GM_ROLL_LIMITS, gmRollChance, gmRollProblem, type GmRollSpec } from '../../src/battle/commands/gm-roll';
import { chanceText } from '../../src/battle/gm/gm-line';

export interface RollDraft {
  readonly label: string;
  readonly dice: number;
  readonly traitName: string;
  readonly trait: number;
  /** null: a plain roll, no difficulty. */
  readonly difficulty: number | null;
  readonly public: boolean;
}

export const DEFAULT_ROLL: RollDraft = { label: '', dice: 4, traitName: 'Trait', trait: 0, difficulty: 0, public: false };

export interface TotalOdds {
  readonly total: number;
  readonly word: string;
  readonly chance: number;
  readonly text: string;
  /** Whether this total reaches the difficulty (null for a plain roll). */
  readonly succeeds: boolean | null;
}

export interface RollOdds {
  /** "61.7% to reach Great (+2)", or "No difficulty: a plain roll". */
  readonly headline: string;
  readonly chance: number | null;
  /** Every total the roll can make, lowest first, with its exact chance. */
  readonly totals: readonly TotalOdds[];
}

const clampInt = (v: number, lo: number, hi: number): number => (Number.isFinite(v) ? Math.max(lo, Math.min(hi, Math.round(v))) : lo);

/** The draft with every number inside the roller's limits (a field typed out of range is brought back). */
export function boundedDraft(d: RollDraft): RollDraft {
  const { dice, trait, difficulty } = GM_ROLL_LIMITS;
  return {
    ...d,
    label: d.label.slice(0, 80),
    traitName: d.traitName.slice(0, 40),
    dice: clampInt(d.dice, dice.min, dice.max),
    trait: clampInt(d.trait, trait.min, trait.max),
    difficulty: d.difficulty === null ? null : clampInt(d.difficulty, difficulty.min, difficulty.max),
  };
}

export function specOf(d: RollDraft): GmRollSpec {
  return { label: d.label.trim(), dice: d.dice, trait: { name: d.traitName.trim() || 'Trait', value: d.trait }, difficulty: d.difficulty };
}

/** R-CORE-4: the exact odds of the draft, before it is rolled. */
export function rollOdds(draft: RollDraft): RollOdds {
  const d = boundedDraft(draft);
  const chance = gmRollChance(specOf(d));
  const totals = [...fudgeDistribution(d.dice).entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([face, p]) => {
      const total = d.trait + face;
      return { total, word: ladderWord(total), chance: p, text: chanceText(p), succeeds: d.difficulty === null ? null : total >= d.difficulty };
    });
  const headline = chance === null || d.difficulty === null ? `No difficulty: a plain roll of ${ladderLabel(d.trait)} + ${d.dice}dF` : `${chanceText(chance)} to reach ${ladderLabel(d.difficulty)}`;
  return { headline, chance, totals };
}

/** The gm.roll command of the draft, or the sentence that says what is wrong with it. */
export function rollCommand(draft: RollDraft): { readonly command: GmCommand } | { readonly problem: string } {
  const spec = specOf(boundedDraft(draft));
  const problem = gmRollProblem(spec);
  return problem ? { problem } : { command: { type: 'gm.roll', public: draft.public, ...spec } };
}
