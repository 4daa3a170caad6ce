import { z } from 'zod';
import { schemaRefusal } from '../../core/plain-issue';
import { ATTRIBUTE_IDS } from '../data/attributes';
import type { Character } from './types';

const rating = z.number().int();

/** The shape of a character file or payload (untrusted input is checked here, the rules in violations.ts). */
export const characterSchema = z.object({
  name: z.string(),
  animal: z.string(),
  attributes: z.object({ BODY: rating, REA: rating, PER: rating, TECH: rating, MEN: rating, SOC: rating }),
  skills: z.array(
    z.object({
      name: z.string(),
      rating,
      field: z.string().optional(),
      difficulty: z.enum(['Easy', 'Average', 'Hard']).optional(),
      attribute: z.enum(ATTRIBUTE_IDS).optional(),
    }),
  ),
  gifts: z.array(z.string()),
  faults: z.array(z.string()),
});

export type ParsedCharacter = { readonly ok: true; readonly character: Character } | { readonly ok: false; readonly reason: string };

/** Reads an untrusted value as a Character, or refuses it with one sentence naming the first problem. */
export function parseCharacter(value: unknown): ParsedCharacter {
  const r = characterSchema.safeParse(value);
  if (r.success) return { ok: true, character: r.data };
  return { ok: false, reason: schemaRefusal('Not a valid character', r.error, { input: value }) };
}
