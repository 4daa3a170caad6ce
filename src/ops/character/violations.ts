import { ATTRIBUTES, ATTRIBUTE_MAX, ATTRIBUTE_MIN } from '../data/attributes';
import { findFault, findGift } from '../data/gifts-faults';
import { skillLabel } from '../data/skills';
import { SKILL_MAX } from '../data/skill-costs';
import { ladderWord } from '../../core/ladder';
import { closestNames, listChoices, normalizeName } from '../lookup';
import type { Character } from './types';
import { lowestRating, skillCap } from './skill-rules';
import { characterBudget } from './budget';
import { resolveSkillEntry } from './custom-skill';

/** R-OPS-9: at least one fault, at most three at creation. */
export const MIN_FAULTS = 1;
export const MAX_FAULTS = 3;

function attributeViolations(c: Character): string[] {
  const out: string[] = [];
  for (const a of ATTRIBUTES) {
    const v = c.attributes[a.id];
    if (!Number.isInteger(v)) out.push(`${a.name} must be a whole ladder level, not ${v}.`);
    else if (v < ATTRIBUTE_MIN || v > ATTRIBUTE_MAX) {
      out.push(`${a.name} is ${ladderWord(v)}; attributes range from Terrible to Superb (R-OPS-6).`);
    }
  }
  return out;
}

function skillViolations(c: Character): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const entry of c.skills) {
    const found = resolveSkillEntry(entry);
    if (!found.ok) {
      out.push(found.reason);
      continue;
    }
    const def = found.def;
    if (!found.custom && entry.attribute !== undefined && entry.attribute !== def.attribute) {
      out.push(`${def.name} is governed by ${def.attribute}; only a skill not on the list names its own attribute (R-OPS-8).`);
    }
    const field = entry.field?.trim() ?? '';
    const label = skillLabel(def.name, field || undefined);
    const key = normalizeName(label);
    if (seen.has(key)) out.push(`${label} is listed twice.`);
    seen.add(key);

    if (def.field.kind === 'none' && field) out.push(`${def.name} is not taken per field; remove "${field}".`);
    if (def.field.kind !== 'none' && !field) out.push(`${def.name} must name its ${def.field.label} (R-OPS-7).`);
    if (def.field.kind === 'choice' && field && !def.field.options.some((o) => normalizeName(o) === normalizeName(field))) {
      const close = closestNames(field, def.field.options);
      out.push(`${def.name} has no ${def.field.label} "${field}"; the closest valid choices are ${listChoices(close)}.`);
    }
    if (def.difficulty === null && entry.difficulty === undefined) {
      out.push(`${label} must give its difficulty (Easy, Average or Hard) (R-OPS-7).`);
    }
    if (!found.custom && def.difficulty !== null && entry.difficulty !== undefined && entry.difficulty !== def.difficulty) {
      out.push(`${def.name} is ${def.difficulty}; only a Language names its own difficulty.`);
    }
    if (!Number.isInteger(entry.rating)) {
      out.push(`${label} must be a whole ladder level, not ${entry.rating}.`);
      continue;
    }
    const att = c.attributes[def.attribute];
    const difficulty = def.difficulty ?? entry.difficulty ?? 'Average';
    const cap = skillCap(att);
    if (entry.rating > SKILL_MAX) out.push(`${label} is ${ladderWord(entry.rating)}; no skill goes past Superb (R-OPS-7).`);
    else if (entry.rating > cap) {
      out.push(`${label} is ${ladderWord(entry.rating)}, above its cap of ${def.attribute}+2 = ${ladderWord(cap)} (R-OPS-7).`);
    }
    const low = lowestRating(difficulty, att, def.hasDefault);
    if (entry.rating < low) {
      out.push(
        def.hasDefault
          ? `${label} is ${ladderWord(entry.rating)}, below its default of ${ladderWord(low)}; leave it unbought instead.`
          : `${label} is ${ladderWord(entry.rating)}; its first rating is ${ladderWord(low)} (R-OPS-7).`,
      );
    }
  }
  return out;
}

function traitViolations(c: Character): string[] {
  const out: string[] = [];
  const check = (names: readonly string[], find: typeof findGift, kind: string): void => {
    const seen = new Set<string>();
    for (const name of names) {
      const r = find(name);
      if (!r.ok) out.push(r.reason);
      const key = normalizeName(name);
      if (seen.has(key)) out.push(`The ${kind} ${name.trim()} is listed twice.`);
      seen.add(key);
    }
  };
  check(c.gifts, findGift, 'gift');
  check(c.faults, findFault, 'fault');
  if (c.faults.length < MIN_FAULTS) out.push('Every agent needs at least one fault (R-OPS-9).');
  if (c.faults.length > MAX_FAULTS) out.push(`An agent may have at most ${MAX_FAULTS} faults at creation, not ${c.faults.length} (R-OPS-9).`);
  return out;
}

/** Every rule of R-OPS-6..10 the character breaks, each as one plain sentence; empty when valid. */
export function characterViolations(c: Character): string[] {
  const out: string[] = [];
  if (c.name.trim() === '') out.push('The agent needs a name.');
  if (c.animal.trim() === '') out.push('The agent needs an animal code name (R-OPS-10).');
  out.push(...attributeViolations(c), ...skillViolations(c), ...traitViolations(c));
  const b = characterBudget(c);
  if (b.balance < 0) {
    out.push(`The agent spends ${b.spent} skill levels but has ${b.budget}: ${-b.balance} too many (R-OPS-9).`);
  }
  return out;
}
