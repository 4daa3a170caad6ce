import type { SkillDifficulty } from './skills';

/**
 * The skill cost table of the text (R-OPS-7): levels spent to reach a rating relative to the
 * governing attribute. Index = rating - ATT + 3 (ATT-3 .. ATT+2); `undefined` where the text has "-".
 */
export const SKILL_COST_TABLE: Readonly<Record<SkillDifficulty, readonly (number | undefined)[]>> = {
  Easy: [undefined, undefined, 0, 1, 2, 3],
  Average: [undefined, 0, 1, 2, 3, 4],
  Hard: [0, 1, 2, 3, 4, 5],
};

/** Skills cannot be raised past ATT+2, nor past Superb (R-OPS-7). */
export const SKILL_MAX_ABOVE_ATTRIBUTE = 2;
export const SKILL_MAX = 3;
/** Easy and Average skills default no lower than Terrible (R-OPS-7). */
export const SKILL_DEFAULT_FLOOR = -3;

/** Offset from ATT of the default: Easy ATT-1, Average ATT-2 (Hard has none). */
export const DEFAULT_OFFSET: Readonly<Record<SkillDifficulty, number | undefined>> = {
  Easy: -1,
  Average: -2,
  Hard: undefined,
};

/** Offset from ATT of the first rating of a skill without default: the one the table charges 1 for. */
export const FIRST_RATING_OFFSET: Readonly<Record<SkillDifficulty, number>> = {
  Easy: 0,
  Average: -1,
  Hard: -2,
};

/** The table value at `offset` = rating - ATT, or undefined where the table has no entry. */
export function costTableValue(difficulty: SkillDifficulty, offset: number): number | undefined {
  return SKILL_COST_TABLE[difficulty][offset + 3];
}
