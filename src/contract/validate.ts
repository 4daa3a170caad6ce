import type * as z from 'zod';
import { CONTRACT, type OperationName, type ValidatedInput } from './operations';
import { plainIssue } from '../core/plain-issue';
import { sentence } from '../core/sentence';

export type InputCheck<N extends OperationName> =
  | { readonly ok: true; readonly value: ValidatedInput<N> }
  | { readonly ok: false; readonly error: string };

/** Validates an untrusted payload for `name`; a refusal is one sentence naming the first problem. */
export function checkOperationInput<N extends OperationName>(name: N, raw: unknown): InputCheck<N> {
  const schema: z.ZodType = CONTRACT[name].input;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data as ValidatedInput<N> };
  return { ok: false, error: sentence(`${name} refused its input: ${plainIssue(parsed.error.issues[0], { input: raw, top: 'it' })}.`) };
}
