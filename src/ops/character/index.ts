// Character rules (R-OPS-6..10): the API the character builder and `blacksite agent check` use.
export type { Attributes, Character, CharacterSkill } from './types';
export { checkCharacter, type CharacterReport } from './check';
export { derivedSkills, rollableSkills, skillRating, type DerivedSkill } from './derived-skills';
export { defaultRating, levelValue, lowestRating, skillCap, skillCost } from './skill-rules';
export {
  characterBudget,
  FREE_GIFTS,
  LEVELS_PER_ATTRIBUTE,
  LEVELS_PER_FAULT,
  LEVELS_PER_GIFT,
  SKILL_LEVELS,
  type Budget,
} from './budget';
export { characterViolations, MAX_FAULTS, MIN_FAULTS } from './violations';
export {
  animalNameProblem,
  codeName,
  designateTeams,
  TEAM_COLORS,
  TEAM_DESIGNATIONS,
  type Designations,
  type TeamColor,
  type TeamDesignation,
} from './code-names';
export { characterSchema, parseCharacter, type ParsedCharacter } from './schema';
export { customSkillDef, resolveSkillEntry, type SkillResolution } from './custom-skill';
