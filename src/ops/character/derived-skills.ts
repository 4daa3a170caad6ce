import type { AttributeId } from '../data/attributes';
import { SKILLS, skillLabel, type SkillDef, type SkillDifficulty } from '../data/skills';
import { normalizeName } from '../lookup';
import type { Character, CharacterSkill } from './types';
import { defaultRating, skillCost } from './skill-rules';
import { resolveSkillEntry } from './custom-skill';

/** A skill as the character can use it: its rating, or null when it is non-existent (R-OPS-7). */
export interface DerivedSkill {
  /** "Rifle", "Knowledge (History)". */
  readonly label: string;
  readonly name: string;
  readonly field?: string;
  readonly attribute: AttributeId;
  readonly difficulty: SkillDifficulty | null;
  /** null = non-existent: cannot be rolled. */
  readonly rating: number | null;
  readonly bought: boolean;
  /** Skill levels spent on it (0 when at its default). */
  readonly cost: number;
  readonly defaultRating: number | null;
  /** A skill not on the list, added by the player with its attribute and difficulty. */
  readonly custom?: true;
}

/** A bought entry matched to its table row; entries with unknown names are left to the violations. */
export interface ResolvedSkill {
  readonly entry: CharacterSkill;
  readonly def: SkillDef;
  /** Language without a stated difficulty is costed as Average (and reported as a violation). */
  readonly difficulty: SkillDifficulty;
  readonly custom: boolean;
}

export function resolveSkills(character: Character): ResolvedSkill[] {
  const out: ResolvedSkill[] = [];
  for (const entry of character.skills) {
    const found = resolveSkillEntry(entry);
    if (!found.ok) continue;
    const def = found.def;
    out.push({ entry, def, difficulty: def.difficulty ?? entry.difficulty ?? 'Average', custom: found.custom });
  }
  return out;
}

function derive(character: Character, r: ResolvedSkill): DerivedSkill {
  const att = character.attributes[r.def.attribute];
  const field = r.entry.field?.trim() || undefined;
  return {
    label: skillLabel(r.def.name, field),
    name: r.def.name,
    ...(field ? { field } : {}),
    attribute: r.def.attribute,
    difficulty: r.def.difficulty ?? r.entry.difficulty ?? null,
    rating: r.entry.rating,
    bought: true,
    cost: skillCost(r.difficulty, att, r.entry.rating, r.def.hasDefault),
    defaultRating: defaultRating(r.difficulty, att, r.def.hasDefault),
    ...(r.custom ? { custom: true as const } : {}),
  };
}

/**
 * Every skill of the list for this character, in the table's order: bought ones at their rating,
 * the rest at their default or non-existent (R-OPS-7). Per-field skills list each bought field;
 * Survival also keeps its default for the terrains not bought. Custom skills follow the list.
 */
export function derivedSkills(character: Character): DerivedSkill[] {
  const resolved = resolveSkills(character);
  const out: DerivedSkill[] = [];
  for (const def of SKILLS) {
    const mine = resolved.filter((r) => r.def === def);
    for (const r of mine) out.push(derive(character, r));
    const perField = def.field.kind !== 'none';
    if (mine.length > 0 && !(perField && def.hasDefault)) continue;
    if (perField && !def.hasDefault) continue;
    const att = character.attributes[def.attribute];
    const base = def.difficulty === null ? null : defaultRating(def.difficulty, att, def.hasDefault);
    out.push({
      label: def.name,
      name: def.name,
      attribute: def.attribute,
      difficulty: def.difficulty,
      rating: base,
      bought: false,
      cost: 0,
      defaultRating: base,
    });
  }
  // Skills of the player's own come after the list, in the order they were added.
  for (const r of resolved) if (r.custom) out.push(derive(character, r));
  return out;
}

/** Only the skills that can be rolled. */
export function rollableSkills(character: Character): DerivedSkill[] {
  return derivedSkills(character).filter((s) => s.rating !== null);
}

/**
 * The rating the character rolls for a skill ("Rifle", "Knowledge (History)" or name + field), or
 * null when it is non-existent or not a skill of the list.
 */
export function skillRating(character: Character, name: string, field?: string): number | null {
  const all = derivedSkills(character);
  const want = normalizeName(field ? skillLabel(name, field) : name);
  const exact = all.find((s) => normalizeName(s.label) === want);
  if (exact) return exact.rating;
  // A field skill with a default (Survival) falls back to its default for fields not bought.
  const bare = all.find((s) => !s.bought && normalizeName(s.name) === normalizeName(name.replace(/\s*\(.*$/, '')));
  return bare && bare.defaultRating !== null ? bare.rating : null;
}
