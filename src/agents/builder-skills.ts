import { ladderWord } from '../core/ladder';
import { ATTRIBUTES, ATTRIBUTE_MAX, ATTRIBUTE_MIN, type AttributeId } from '../ops/data/attributes';
import { findSkill, skillLabel, type SkillDef, type SkillDifficulty } from '../ops/data/skills';
import type { CharacterSkill } from '../ops/character/types';
import { resolveSkillEntry } from '../ops/character/custom-skill';
import { defaultRating, lowestRating, skillCap } from '../ops/character/skill-rules';
import { normalizeName } from '../ops/lookup';
import { built, refused, type BuildResult } from './builder-result';
import type { Agent } from './types';

/** Which bought skill an entry is: its label, compared without regard to case. */
export function skillKey(entry: Pick<CharacterSkill, 'name' | 'field'>): string {
  return normalizeName(skillLabel(entry.name, entry.field?.trim() || undefined));
}

interface Resolved {
  readonly def: SkillDef;
  readonly custom: boolean;
  readonly difficulty: SkillDifficulty;
}

function resolve(entry: CharacterSkill): Resolved | string {
  const r = resolveSkillEntry(entry);
  if (!r.ok) return r.reason;
  return { def: r.def, custom: r.custom, difficulty: r.def.difficulty ?? entry.difficulty ?? 'Average' };
}

function attributeName(id: AttributeId): string {
  return ATTRIBUTES.find((a) => a.id === id)?.name ?? id;
}

/** A skill entry that stands at its default needs no entry at all (R-OPS-7), except per-field and custom ones. */
function keepsEntry(r: Resolved): boolean {
  return r.custom || r.def.field.kind !== 'none';
}

/**
 * Sets a skill to `rating`, creating or removing its entry. Caps are enforced (R-OPS-7: ATT+2 and
 * Superb), and no rating goes below the default or the first rating the table charges for.
 */
export function setSkillRating(agent: Agent, entry: CharacterSkill, rating: number): BuildResult {
  const r = resolve(entry);
  if (typeof r === 'string') return refused(r);
  const att = agent.attributes[r.def.attribute];
  const label = skillLabel(r.def.name, entry.field?.trim() || undefined);
  const cap = skillCap(att);
  if (rating > cap) {
    return refused(`${label} cannot go past ${ladderWord(cap)}: skills stop at ${r.def.attribute}+2 and at Superb (R-OPS-7).`);
  }
  const low = lowestRating(r.difficulty, att, r.def.hasDefault);
  if (rating < low) {
    return refused(
      r.def.hasDefault
        ? `${label} cannot go below its default of ${ladderWord(low)} (R-OPS-7).`
        : `${label} starts at ${ladderWord(low)}; remove it to leave it non-existent (R-OPS-7).`,
    );
  }
  const key = skillKey(entry);
  const others = agent.skills.filter((s) => skillKey(s) !== key);
  const existing = agent.skills.find((s) => skillKey(s) === key);
  const atDefault = r.def.hasDefault && rating === defaultRating(r.difficulty, att, true);
  if (atDefault && !keepsEntry(r)) return built({ ...agent, skills: others });
  const next: CharacterSkill = { ...(existing ?? entry), name: existing?.name ?? r.def.name, rating };
  const skills = existing ? agent.skills.map((s) => (skillKey(s) === key ? next : s)) : [...agent.skills, next];
  return built({ ...agent, skills });
}

/** The rating an entry stands at now: bought, default, or null when non-existent. */
export function currentRating(agent: Agent, entry: CharacterSkill): number | null {
  const bought = agent.skills.find((s) => skillKey(s) === skillKey(entry));
  if (bought) return bought.rating;
  const r = resolve(entry);
  if (typeof r === 'string') return null;
  return defaultRating(r.difficulty, agent.attributes[r.def.attribute], r.def.hasDefault);
}

/** One level up; a non-existent skill is bought at its first rating (R-OPS-7). */
export function raiseSkill(agent: Agent, entry: CharacterSkill): BuildResult {
  const now = currentRating(agent, entry);
  if (now === null) {
    const r = resolve(entry);
    if (typeof r === 'string') return refused(r);
    return setSkillRating(agent, entry, lowestRating(r.difficulty, agent.attributes[r.def.attribute], r.def.hasDefault));
  }
  return setSkillRating(agent, entry, now + 1);
}

/** One level down; from its lowest rating the skill is no longer bought (non-existent or at its default). */
export function lowerSkill(agent: Agent, entry: CharacterSkill): BuildResult {
  const now = currentRating(agent, entry);
  const r = resolve(entry);
  if (typeof r === 'string') return refused(r);
  const low = lowestRating(r.difficulty, agent.attributes[r.def.attribute], r.def.hasDefault);
  const bought = agent.skills.some((s) => skillKey(s) === skillKey(entry));
  if (now === null || !bought) return refused(`${skillLabel(r.def.name, entry.field)} is not bought.`);
  // At its lowest a bought entry can only go: a per-field or custom skill leaves the sheet.
  if (now <= low) return removeSkill(agent, entry);
  return setSkillRating(agent, entry, now - 1);
}

export function removeSkill(agent: Agent, entry: Pick<CharacterSkill, 'name' | 'field'>): BuildResult {
  const key = skillKey(entry);
  if (!agent.skills.some((s) => skillKey(s) === key)) return refused(`${skillLabel(entry.name, entry.field)} is not bought.`);
  return built({ ...agent, skills: agent.skills.filter((s) => skillKey(s) !== key) });
}

/**
 * Adds a per-field skill (Knowledge, Language, Pilot, Survival: R-OPS-7) at its first rating.
 * A Language names its difficulty.
 */
export function addFieldSkill(agent: Agent, name: string, field: string, difficulty?: SkillDifficulty): BuildResult {
  const found = findSkill(name);
  if (!found.ok) return refused(found.reason);
  const def = found.value;
  if (def.field.kind === 'none') return refused(`${def.name} is not taken per field.`);
  const f = field.trim().replace(/\s+/g, ' ');
  if (f === '') return refused(`Name the ${def.field.label} for ${def.name}.`);
  let chosen = f;
  if (def.field.kind === 'choice') {
    const option = def.field.options.find((o) => normalizeName(o) === normalizeName(f));
    if (!option) return refused(`${def.name} is taken for ${def.field.options.join(', ')}; "${f}" is not one of them.`);
    chosen = option;
  }
  if (def.difficulty === null && difficulty === undefined) return refused(`Say how hard ${f} is to learn: Easy, Average or Hard (R-OPS-7).`);
  const entry: CharacterSkill = { name: def.name, field: chosen, rating: 0, ...(def.difficulty === null ? { difficulty } : {}) };
  if (agent.skills.some((s) => skillKey(s) === skillKey(entry))) return refused(`${skillLabel(def.name, chosen)} is already on the sheet.`);
  const att = agent.attributes[def.attribute];
  const diff = def.difficulty ?? difficulty ?? 'Average';
  return built({ ...agent, skills: [...agent.skills, { ...entry, rating: lowestRating(diff, att, def.hasDefault) }] });
}

/** Adds a skill of the player's own (the text's "Other" row) at its default or first rating. */
export function addCustomSkill(agent: Agent, name: string, attribute: AttributeId, difficulty: SkillDifficulty): BuildResult {
  const n = name.trim().replace(/\s+/g, ' ');
  if (!/^\p{L}[\p{L}\p{N} '/&-]*$/u.test(n)) return refused('A skill of your own needs a name of letters (and digits, spaces, hyphens).');
  const listed = findSkill(n);
  if (listed.ok) return refused(`${listed.value.name} is already on the skill list; raise it there.`);
  if (agent.skills.some((s) => skillKey(s) === normalizeName(n))) return refused(`${n} is already on the sheet.`);
  const att = agent.attributes[attribute];
  const rating = lowestRating(difficulty, att, difficulty !== 'Hard');
  return built({ ...agent, skills: [...agent.skills, { name: n, attribute, difficulty, rating }] });
}

/**
 * Sets an attribute (R-OPS-6: Terrible..Superb). Skills it governs follow: a rating above the new
 * cap comes down to it, one below the new default goes back to it (R-OPS-7); the notes say which.
 */
export function setAttribute(agent: Agent, id: AttributeId, value: number): BuildResult {
  const name = attributeName(id);
  if (value < ATTRIBUTE_MIN) return refused(`${name} cannot go below Terrible (R-OPS-6).`);
  if (value > ATTRIBUTE_MAX) return refused(`${name} cannot go past Superb (R-OPS-6).`);
  let next: Agent = { ...agent, attributes: { ...agent.attributes, [id]: value } };
  const notes: string[] = [];
  for (const s of agent.skills) {
    const r = resolve(s);
    if (typeof r === 'string' || r.def.attribute !== id) continue;
    const label = skillLabel(r.def.name, s.field);
    const cap = skillCap(value);
    const low = lowestRating(r.difficulty, value, r.def.hasDefault);
    const target = Math.min(cap, Math.max(low, s.rating));
    if (target === s.rating) continue;
    const done = setSkillRating(next, s, target);
    if (!done.ok) continue;
    next = done.agent;
    const atDefault = !next.skills.some((x) => skillKey(x) === skillKey(s));
    notes.push(
      target < s.rating
        ? `${label} came down to ${ladderWord(target)}, its new cap (R-OPS-7).`
        : atDefault
          ? `${label} is back at its default of ${ladderWord(target)}.`
          : `${label} rose to ${ladderWord(target)}, its new lowest rating (R-OPS-7).`,
    );
  }
  return built(next, notes);
}

/** The one-for-one trade of R-OPS-6: one level off `from`, one level onto `to`. */
export function tradeAttribute(agent: Agent, from: AttributeId, to: AttributeId): BuildResult {
  if (from === to) return refused('Trade between two different attributes.');
  const lowered = setAttribute(agent, from, agent.attributes[from] - 1);
  if (!lowered.ok) return lowered;
  const raised = setAttribute(lowered.agent, to, lowered.agent.attributes[to] + 1);
  if (!raised.ok) return raised;
  return built(raised.agent, [...lowered.notes, ...raised.notes]);
}
