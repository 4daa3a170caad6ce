import type { Character } from './types';
import { derivedSkills, type DerivedSkill } from './derived-skills';
import { characterBudget, type Budget } from './budget';
import { characterViolations } from './violations';

/** Everything the builder and `blacksite agent check` show for one character. */
export interface CharacterReport {
  readonly valid: boolean;
  readonly violations: readonly string[];
  readonly skills: readonly DerivedSkill[];
  readonly budget: Budget;
}

export function checkCharacter(character: Character): CharacterReport {
  const violations = characterViolations(character);
  return { valid: violations.length === 0, violations, skills: derivedSkills(character), budget: characterBudget(character) };
}
