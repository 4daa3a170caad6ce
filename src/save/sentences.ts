import type { z } from 'zod';
import { plainIssue } from '../core/plain-issue';
import { clip, sentence } from '../core/sentence';

/** Where in a save a part sits, for the sentence: its starting state, its saved state, command 12. */
export type SavePart = 'envelope' | 'initialState' | 'snapshot' | { readonly command: number };

const PART_WORDS = (part: SavePart): string =>
  part === 'envelope' ? '' : part === 'initialState' ? ' (in its starting state)' : part === 'snapshot' ? ' (in its saved state)' : ` (in command ${part.command + 1})`;

/** One sentence naming the first problem zod found, in plain words: "unit 3 (Viper) has no wounds (in its saved state)". */
export function damagedSentence(error: z.ZodError, input: unknown, part: SavePart): string {
  const issue = error.issues[0];
  if (!issue) return 'This save is damaged and cannot be read.';
  const type = (input as { type?: unknown } | null)?.type;
  if (typeof part === 'object' && issue.path.length === 1 && issue.path[0] === 'type' && issue.code === 'invalid_union') {
    return sentence(`This save is damaged: command ${part.command + 1} is of a kind this Blacksite does not know (${typeof type === 'string' ? `"${clip(type, 30)}"` : 'none'}).`);
  }
  return sentence(`This save is damaged: ${plainIssue(error.issues[0], { input, top: 'it' })}${PART_WORDS(part)}.`);
}

/** Why JSON.parse refused a text, as one sentence for the user. */
export function jsonSentence(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const at = /at position (\d+)/.exec(message);
  const end = text.trimEnd().length;
  if (/end of JSON input/i.test(message) || (at && Number(at[1]) >= end)) {
    return 'This save file is cut off (truncated): it was not completely written or copied.';
  }
  return 'This file is not valid JSON, so it is not a readable Blacksite save (it may be corrupted).';
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A piece of outside text (a path, an engine's message) cut to `max` characters, so a sentence quoting it stays short. */
export const clipped = (text: string, max: number): string => clip(text, max);
