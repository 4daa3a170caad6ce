import { ATTRIBUTE_IDS, FREE_ATTRIBUTE_LEVELS } from '../data/attributes';
import type { Character } from './types';
import { derivedSkills } from './derived-skills';

/** FUDGE 1.64 exchange rates in skill levels (R-OPS-9). */
export const SKILL_LEVELS = 30;
export const LEVELS_PER_ATTRIBUTE = 3;
export const LEVELS_PER_GIFT = 6;
export const LEVELS_PER_FAULT = 6;
export const FREE_GIFTS = 1;

/** The R-OPS-9 budget, in skill levels, and how it was traded. */
export interface Budget {
  /** 30 + 3*4 + 6*1 + 6*(faults - 1). */
  readonly budget: number;
  /** Skill costs + 3 * sum of attribute values + 6 * gifts. */
  readonly spent: number;
  /** budget - spent; negative when overspent. */
  readonly balance: number;
  readonly skillLevels: number;
  readonly attributeLevels: number;
  readonly giftLevels: number;
  readonly extraFaultLevels: number;
  /** The trades made automatically, in words ("2 unused attribute levels became 6 skill levels"). */
  readonly trades: readonly string[];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function characterBudget(character: Character): Budget {
  const skillLevels = derivedSkills(character).reduce((sum, s) => sum + (s.bought ? s.cost : 0), 0);
  const attributeSum = ATTRIBUTE_IDS.reduce((sum, id) => sum + character.attributes[id], 0);
  const attributeLevels = LEVELS_PER_ATTRIBUTE * attributeSum;
  const gifts = character.gifts.length;
  const extraFaults = Math.max(0, character.faults.length - 1);
  const extraFaultLevels = LEVELS_PER_FAULT * extraFaults;
  const budget = SKILL_LEVELS + LEVELS_PER_ATTRIBUTE * FREE_ATTRIBUTE_LEVELS + LEVELS_PER_GIFT * FREE_GIFTS + extraFaultLevels;
  const spent = skillLevels + attributeLevels + LEVELS_PER_GIFT * gifts;

  const trades: string[] = [];
  const spareAttr = FREE_ATTRIBUTE_LEVELS - attributeSum;
  if (spareAttr > 0) {
    trades.push(`${plural(spareAttr, 'unused attribute level')} became ${LEVELS_PER_ATTRIBUTE * spareAttr} skill levels.`);
  } else if (spareAttr < 0) {
    trades.push(`${plural(-spareAttr, 'extra attribute level')} cost ${-LEVELS_PER_ATTRIBUTE * spareAttr} skill levels.`);
  }
  const spareGifts = FREE_GIFTS - gifts;
  if (spareGifts > 0) trades.push(`The unused free gift became ${LEVELS_PER_GIFT * spareGifts} skill levels.`);
  else if (spareGifts < 0) trades.push(`${plural(-spareGifts, 'extra gift')} cost ${-LEVELS_PER_GIFT * spareGifts} skill levels.`);
  if (extraFaults > 0) trades.push(`${plural(extraFaults, 'extra fault')} paid for ${extraFaultLevels} skill levels.`);

  return {
    budget,
    spent,
    balance: budget - spent,
    skillLevels,
    attributeLevels,
    giftLevels: LEVELS_PER_GIFT * gifts,
    extraFaultLevels,
    trades,
  };
}
