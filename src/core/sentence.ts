/**
 * The shape of every refusal Blacksite gives about outside input (a save, a map, an agent, squad or
 * settings file, an IPC payload): one line of at most SENTENCE_MAX characters, quoting
 * at most QUOTE_MAX characters of the input at a time, never a stack trace. Schema problems are said in
 * plain words (plain-issue.ts); engine sentences and keys are pieces of outside text (a key can be
 * 5,000 characters long), so they go through `clip` before they are quoted.
 */
export const SENTENCE_MAX = 200;
export const QUOTE_MAX = 40;

/** Outside text quoted inside a sentence: one line, no control characters, at most `max` characters. */
export function clip(text: string, max: number = QUOTE_MAX): string {
  const flat = text.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, Math.max(1, max - 1))}…`;
}

/**
 * The last guard before a sentence leaves a loader: one line; any quoted run longer than QUOTE_MAX
 * cut; the whole at most `max` characters, ending with a stop.
 */
export function sentence(text: string, max: number = SENTENCE_MAX): string {
  const flat = text
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .replace(/"([^"]{41,})"/g, (_all, inner: string) => `"${clip(inner, QUOTE_MAX)}"`);
  const ended = /[.!?)"]$/.test(flat) ? flat : `${flat}.`;
  return ended.length <= max ? ended : `${ended.slice(0, max - 2).trimEnd()}….`;
}
