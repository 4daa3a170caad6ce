import type { SkillDifficulty } from '../data/skills';
import {
  DEFAULT_OFFSET,
  FIRST_RATING_OFFSET,
  SKILL_DEFAULT_FLOOR,
  SKILL_MAX,
  SKILL_MAX_ABOVE_ATTRIBUTE,
  costTableValue,
} from '../data/skill-costs';

/** Each row of the cost table is the offset from ATT plus this (Easy ATT:1, Average ATT:2, Hard ATT:3). */
const ROW_AT_ATTRIBUTE: Readonly<Record<SkillDifficulty, number>> = { Easy: 1, Average: 2, Hard: 3 };

/** Table value of a rating; past the table's ends it continues one level per level (only broken caps reach there). */
export function levelValue(difficulty: SkillDifficulty, attribute: number, rating: number): number {
  const offset = rating - attribute;
  return costTableValue(difficulty, offset) ?? offset + ROW_AT_ATTRIBUTE[difficulty];
}

/** R-OPS-7: Easy ATT-1, Average ATT-2, floored at Terrible; Hard (and Knowledge, Language) none. */
export function defaultRating(difficulty: SkillDifficulty, attribute: number, hasDefault: boolean): number | null {
  const offset = DEFAULT_OFFSET[difficulty];
  if (!hasDefault || offset === undefined) return null;
  return Math.max(SKILL_DEFAULT_FLOOR, attribute + offset);
}

/** Lowest rating a skill may be bought at: its default, or the first rating the table charges 1 for. */
export function lowestRating(difficulty: SkillDifficulty, attribute: number, hasDefault: boolean): number {
  return defaultRating(difficulty, attribute, hasDefault) ?? attribute + FIRST_RATING_OFFSET[difficulty];
}

/** R-OPS-7 caps: ATT+2 and Superb. */
export function skillCap(attribute: number): number {
  return Math.min(attribute + SKILL_MAX_ABOVE_ATTRIBUTE, SKILL_MAX);
}

/** R-OPS-7: levels spent = table value of the rating - table value of the (floored) default. */
export function skillCost(difficulty: SkillDifficulty, attribute: number, rating: number, hasDefault: boolean): number {
  const base = defaultRating(difficulty, attribute, hasDefault);
  return levelValue(difficulty, attribute, rating) - (base === null ? 0 : levelValue(difficulty, attribute, base));
}
