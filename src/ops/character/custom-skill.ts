import type { AttributeId } from '../data/attributes';
import { findSkill, type SkillDef, type SkillDifficulty } from '../data/skills';
import type { CharacterSkill } from './types';

/**
 * A skill not on the list: the text's "Other varies" row ("If the character wants a Skill that is
 * not on the list, no problem, just add it to the list"). The player names its governing attribute
 * and difficulty; it then costs and defaults like any listed skill of that difficulty (R-OPS-7).
 */
export function customSkillDef(name: string, attribute: AttributeId, difficulty: SkillDifficulty): SkillDef {
  return {
    name: name.trim().replace(/\s+/g, ' '),
    attribute,
    difficulty,
    hasDefault: difficulty !== 'Hard',
    field: { kind: 'none' },
    description: 'A skill added to the list by the player.',
  };
}

export type SkillResolution =
  | { readonly ok: true; readonly def: SkillDef; readonly custom: boolean }
  | { readonly ok: false; readonly reason: string };

/** The table row of a bought skill, or its custom row when it names an attribute and a difficulty. */
export function resolveSkillEntry(entry: CharacterSkill): SkillResolution {
  const found = findSkill(entry.name);
  if (found.ok) return { ok: true, def: found.value, custom: false };
  if (entry.attribute !== undefined && entry.difficulty !== undefined && entry.name.trim() !== '') {
    return { ok: true, def: customSkillDef(entry.name, entry.attribute, entry.difficulty), custom: true };
  }
  return {
    ok: false,
    // The lookup's own sentence first, so every unknown name reads the same across the engine.
    reason: `${found.reason.replace(/\.$/, '')}; a skill of your own must name its attribute and difficulty.`,
  };
}
