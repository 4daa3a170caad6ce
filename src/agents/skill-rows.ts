import type { AttributeId } from '../ops/data/attributes';
import { SKILLS, type SkillDef, type SkillDifficulty } from '../ops/data/skills';
import { derivedSkills } from '../ops/character/derived-skills';
import { lowestRating, skillCap, skillCost } from '../ops/character/skill-rules';
import type { CharacterSkill } from '../ops/character/types';
import { skillKey } from './builder-skills';
import type { Agent } from './types';

/** One line of the builder's skill table: what the rules say about a skill for this agent. */
export interface SkillRow {
  readonly key: string;
  readonly label: string;
  readonly name: string;
  readonly field?: string;
  readonly attribute: AttributeId;
  readonly difficulty: SkillDifficulty;
  /** null = non-existent, cannot be rolled (R-OPS-7). */
  readonly rating: number | null;
  readonly defaultRating: number | null;
  readonly bought: boolean;
  readonly custom: boolean;
  /** Skill levels spent on it now (R-OPS-7). */
  readonly cost: number;
  /** Levels one more step would cost, or null at the cap. */
  readonly raiseCost: number | null;
  readonly cap: number;
  readonly lowest: number;
  readonly canRaise: boolean;
  readonly canLower: boolean;
  /** What to hand to raiseSkill/lowerSkill/removeSkill for this row. */
  readonly entry: CharacterSkill;
}

function entryOf(agent: Agent, label: string, name: string, field: string | undefined, def: SkillDef | undefined): CharacterSkill {
  const bought = agent.skills.find((s) => skillKey(s) === skillKey({ name, field }));
  if (bought) return bought;
  return { name: def?.name ?? name, rating: 0, ...(field ? { field } : {}) };
}

/** Every listed skill (R-OPS-7 defaults shown), each bought field, and the agent's own skills. */
export function skillRows(agent: Agent): SkillRow[] {
  return derivedSkills(agent).map((s) => {
    const def = SKILLS.find((d) => d.name === s.name);
    const entry = entryOf(agent, s.label, s.name, s.field, def);
    const difficulty: SkillDifficulty = s.difficulty ?? entry.difficulty ?? 'Average';
    const hasDefault = s.defaultRating !== null;
    const att = agent.attributes[s.attribute];
    const cap = skillCap(att);
    const lowest = lowestRating(difficulty, att, def?.hasDefault ?? difficulty !== 'Hard');
    const next = s.rating === null ? lowest : s.rating + 1;
    const canRaise = next <= cap;
    return {
      key: skillKey({ name: s.name, field: s.field }),
      label: s.label,
      name: s.name,
      ...(s.field ? { field: s.field } : {}),
      attribute: s.attribute,
      difficulty,
      rating: s.rating,
      defaultRating: s.defaultRating,
      bought: s.bought,
      custom: s.custom === true,
      cost: s.cost,
      raiseCost: canRaise ? skillCost(difficulty, att, next, def?.hasDefault ?? hasDefault) - s.cost : null,
      cap,
      lowest,
      canRaise,
      canLower: s.bought,
      entry,
    };
  });
}

/** The skills taken per field (Knowledge, Language, Pilot, Survival): the builder offers to add one. */
export const FIELD_SKILLS: readonly SkillDef[] = SKILLS.filter((s) => s.field.kind !== 'none');
