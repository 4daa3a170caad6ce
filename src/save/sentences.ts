import type { z } from 'zod';

/** `units[2].hp` from a zod path, prefixed with where the value sits in the save. */
export function issuePath(base: string, path: readonly PropertyKey[]): string {
  let out = base;
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? 'the top level' : out;
}

/** One sentence naming the first problem zod found, and where. */
export function damagedSentence(error: z.ZodError, base: string): string {
  const issue = error.issues[0];
  if (!issue) return 'This save is damaged and cannot be read.';
  const where = issuePath(base, issue.path);
  if (issue.code === 'invalid_type' && /received undefined|nonoptional/.test(issue.message)) {
    return `This save is damaged: ${where} is missing.`;
  }
  const message = issue.message.replace(/[.\s]+$/, '').replace(/\.\s/g, '; ');
  return `This save is damaged: ${where} is wrong (${message}).`;
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
export function clipped(text: string, max: number): string {
  const flat = text.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
