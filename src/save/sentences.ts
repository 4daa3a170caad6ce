import type { z } from 'zod';
import { clip, issueWhat, issueWhere } from '../core/sentence';

/** `units[2].hp` from a zod path (keys clipped), prefixed with where the value sits in the save. */
export function issuePath(base: string, path: readonly PropertyKey[]): string {
  return issueWhere(path, base) || 'the top level';
}

/** One sentence naming the first problem zod found, and where. */
export function damagedSentence(error: z.ZodError, base: string): string {
  const issue = error.issues[0];
  if (!issue) return 'This save is damaged and cannot be read.';
  const where = issuePath(base, issue.path);
  if (issue.code === 'invalid_type' && /received undefined|nonoptional/.test(issue.message)) {
    return `This save is damaged: ${where} is missing.`;
  }
  return `This save is damaged: ${where} is wrong (${issueWhat(issue)}).`;
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
