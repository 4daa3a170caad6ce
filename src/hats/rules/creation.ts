/**
 * Agent creation (black-hats.txt "Agents"): characteristics start at Fair, a new Agent has one
 * skill at Fair and one at Mediocre for free, each further skill starts at Poor for one level,
 * and levels move between traits one for one. The text gives no total; the five templates do:
 * four of them spend exactly 5 levels over that baseline (the Scientist spends 2), so a build may
 * spend at most CREATION_BUDGET. No skill may start at Superb.
 */
import { ladderWord } from '../../core/ladder';
import { ATTRIBUTES, type AgentBuild } from '../data/templates';
import { SKILL_INFO, type SkillId } from '../data/skills';

export const CREATION_BUDGET = 5;
const FREE_SKILL_LEVELS = [0, -1];
const EXTRA_SKILL_BASE = -3; // starts at Poor (-2) "at a cost of one skill level"
const MIN_TRAIT = -3;
const MAX_ATTRIBUTE = 3;
const MIN_SKILL = -2;
const MAX_START_SKILL = 2;

/** How many skills an Agent may know: four at Fair Versatility, one more or less per level. */
export function maxSkills(versatility: number): number {
  return Math.max(0, 4 + versatility);
}

/** Levels a build spends beyond the free baseline. */
export function buildCost(build: AgentBuild): number {
  const attributes = ATTRIBUTES.reduce((sum, a) => sum + build[a], 0);
  const levels = Object.values(build.skills);
  const bases = levels.map((_, i) => FREE_SKILL_LEVELS[i] ?? EXTRA_SKILL_BASE);
  const skills = levels.reduce((sum, l) => sum + l, 0) - bases.reduce((sum, b) => sum + b, 0);
  return attributes + skills;
}

/** Every way a build breaks the creation rules, in words; empty when it is legal. */
export function buildProblems(build: AgentBuild, available: readonly SkillId[]): string[] {
  const problems: string[] = [];
  for (const a of ATTRIBUTES) {
    if (build[a] < MIN_TRAIT || build[a] > MAX_ATTRIBUTE) problems.push(`${a} must be between Terrible and Superb, not ${ladderWord(build[a])}.`);
  }
  const entries = Object.entries(build.skills) as [SkillId, number][];
  if (entries.length < 2) problems.push('A new Agent has at least two skills (one at Fair and one at Mediocre to start with).');
  if (entries.length > maxSkills(build.versatility)) {
    problems.push(`Versatility ${ladderWord(build.versatility)} allows ${maxSkills(build.versatility)} skills, not ${entries.length}.`);
  }
  for (const [skill, level] of entries) {
    if (!available.includes(skill)) problems.push(`${SKILL_INFO[skill]?.name ?? skill} is not available to this conspiracy.`);
    if (level < MIN_SKILL) problems.push(`${SKILL_INFO[skill].name} cannot start below Poor.`);
    if (level > MAX_START_SKILL) problems.push(`${SKILL_INFO[skill].name} cannot start at ${ladderWord(level)}: no skill starts at Superb or above.`);
  }
  const cost = buildCost(build);
  if (cost > CREATION_BUDGET) problems.push(`The build spends ${cost} levels; a new Agent may spend at most ${CREATION_BUDGET}.`);
  return problems;
}
