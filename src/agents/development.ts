import { z } from 'zod';
import { ladderWord, parseLadder } from '../core/ladder';
import { ATTRIBUTE_IDS, type AttributeId } from '../ops/data/attributes';
import { skillLabel } from '../ops/data/skills';
import { normalizeName } from '../ops/lookup';
import type { Character, CharacterSkill } from '../ops/character/types';
import { resolveSkillEntry } from '../ops/character/custom-skill';
import { defaultRating } from '../ops/character/skill-rules';

/**
 * What an agent bought with experience points after its missions (R-CAMP-3): one entry per level
 * raised, in order. Kept in the agent's record so that the agent travels with it, and so that the
 * rules of creation (R-OPS-6..9: budget, caps) are checked on the agent as built, before these raises.
 */
export type Raise =
  | { readonly trait: 'skill'; readonly name: string; readonly field?: string; readonly from: string; readonly to: string; readonly ep: number; readonly mission: string }
  | { readonly trait: 'attribute'; readonly name: AttributeId; readonly from: string; readonly to: string; readonly ep: number; readonly mission: string }
  | { readonly trait: 'gift'; readonly name: string; readonly ep: number; readonly mission: string };

const word = z.string().max(20).refine((w) => parseLadder(w) !== undefined, { error: 'expected a ladder word such as "Good"' });
const ep = z.number().int().min(0).max(1000);
const mission = z.string().min(1).max(40);

export const raiseSchema = z.discriminatedUnion('trait', [
  z.strictObject({ trait: z.literal('skill'), name: z.string().min(1).max(60), field: z.string().max(60).optional(), from: word, to: word, ep, mission }),
  z.strictObject({ trait: z.literal('attribute'), name: z.enum(ATTRIBUTE_IDS), from: word, to: word, ep, mission }),
  z.strictObject({ trait: z.literal('gift'), name: z.string().min(1).max(60), ep, mission }),
]);

/** Far more than a long campaign gives (at most 4 EP a mission). */
export const MAX_RAISES = 2000;

/** "Rifle", "Knowledge (History)", "REA", "Gift: Lucky". */
export function raiseLabel(r: Raise): string {
  if (r.trait === 'skill') return skillLabel(r.name, r.field);
  if (r.trait === 'attribute') return r.name;
  return `Gift: ${r.name}`;
}

/** "Rifle Good to Great (4 EP)". */
export function describeRaise(r: Raise): string {
  return r.trait === 'gift' ? `${r.name} (a Gift, ${r.ep} EP)` : `${raiseLabel(r)} ${r.from} to ${r.to} (${r.ep} EP)`;
}

const sameSkill = (s: Pick<CharacterSkill, 'name' | 'field'>, name: string, field: string | undefined): boolean =>
  normalizeName(skillLabel(s.name, s.field?.trim() || undefined)) === normalizeName(skillLabel(name, field?.trim() || undefined));

/** The skill entry after setting it to `rating` (added when the raise bought it from its default). */
function withSkillRating(c: Character, name: string, field: string | undefined, rating: number): readonly CharacterSkill[] {
  const found = c.skills.some((s) => sameSkill(s, name, field));
  if (found) return c.skills.map((s) => (sameSkill(s, name, field) ? { ...s, rating } : s));
  return [...c.skills, { name, rating, ...(field ? { field } : {}) }];
}

/** The character with one raise applied (forward): what spending the EP does. */
export function applyRaise<C extends Character>(c: C, r: Raise): C {
  if (r.trait === 'gift') return { ...c, gifts: [...c.gifts, r.name] };
  const to = parseLadder(r.to) ?? 0;
  if (r.trait === 'attribute') return { ...c, attributes: { ...c.attributes, [r.name]: to } };
  return { ...c, skills: withSkillRating(c, r.name, r.field, to) };
}

/** The character with one raise taken back. */
function undoRaise<C extends Character>(c: C, r: Raise): C {
  if (r.trait === 'gift') {
    const i = c.gifts.lastIndexOf(r.name);
    return i < 0 ? c : { ...c, gifts: [...c.gifts.slice(0, i), ...c.gifts.slice(i + 1)] };
  }
  const from = parseLadder(r.from) ?? 0;
  if (r.trait === 'attribute') return { ...c, attributes: { ...c.attributes, [r.name]: from } };
  // A raise from a skill's default bought its entry: taking it back removes the entry, or an
  // attribute taken back after it would charge the old default as levels bought (R-OPS-7).
  const entry = c.skills.find((s) => sameSkill(s, r.name, r.field));
  const def = entry ? resolveSkillEntry(entry) : undefined;
  if (entry && def?.ok && def.def.field.kind === 'none') {
    const base = defaultRating(def.def.difficulty ?? entry.difficulty ?? 'Average', c.attributes[def.def.attribute], def.def.hasDefault);
    if (base === from) return { ...c, skills: c.skills.filter((s) => s !== entry) };
  }
  return { ...c, skills: withSkillRating(c, r.name, r.field, from) };
}

/**
 * The agent as it was built, before the raises its experience paid for: the character whose
 * budget and caps the rules of creation judge (R-OPS-7, R-OPS-9). The raises are taken back in
 * reverse order, so an attribute raised between two skill raises is undone at the right moment.
 */
export function asBuilt<C extends Character>(c: C, raises: readonly Raise[] | undefined): C {
  if (!raises || raises.length === 0) return c;
  let out = c;
  for (let i = raises.length - 1; i >= 0; i -= 1) {
    const r = raises[i];
    if (r) out = undoRaise(out, r);
  }
  return out;
}

/** Where the record's raises do not match the agent (a hand-edited file): one sentence, or undefined. */
export function raisesProblem(c: Character, raises: readonly Raise[] | undefined): string | undefined {
  if (!raises || raises.length === 0) return undefined;
  let at: Character = asBuilt(c, raises);
  for (const r of raises) {
    if (r.trait === 'attribute') {
      if (at.attributes[r.name] !== parseLadder(r.from)) return `The record raises ${r.name} from ${r.from}, but it stood at ${ladderWord(at.attributes[r.name])} then.`;
    } else if (r.trait === 'skill') {
      const entry = at.skills.find((s) => sameSkill(s, r.name, r.field));
      if (entry && entry.rating !== parseLadder(r.from)) return `The record raises ${raiseLabel(r)} from ${r.from}, but it stood at ${ladderWord(entry.rating)} then.`;
    }
    at = applyRaise(at, r);
  }
  return undefined;
}
