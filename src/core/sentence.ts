/**
 * The shape of every refusal Blacksite gives about outside input (a save, a map, an agent, squad or
 * settings file, an IPC payload): one line of at most SENTENCE_MAX characters, quoting
 * at most QUOTE_MAX characters of the input at a time, never a stack trace. Schema messages and
 * engine sentences are pieces of outside text too (a zod message can list fifty options, a key can
 * be 5,000 characters long), so they go through `clip` before they are quoted.
 */
export const SENTENCE_MAX = 200;
export const QUOTE_MAX = 40;

/** Outside text quoted inside a sentence: one line, no control characters, at most `max` characters. */
export function clip(text: string, max: number = QUOTE_MAX): string {
  const flat = text.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, Math.max(1, max - 1))}…`;
}

/** The parts of a zod issue a sentence names. */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Where a schema problem is: `units[2].name`, each key clipped, at most six steps deep ('' at the top). */
export function issueWhere(path: readonly PropertyKey[], base = ''): string {
  let out = base;
  for (const part of path.slice(0, 6)) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += `${out === '' ? '' : '.'}${clip(String(part), 24)}`;
  }
  return path.length > 6 ? `${out}…` : out;
}

/** What a schema problem is, as a clause: zod's message without its final stop, clipped. */
export function issueWhat(issue: IssueLike | undefined, max = 80): string {
  if (!issue) return 'invalid';
  return clip(issue.message.replace(/[.\s]+$/, '').replace(/\.\s/g, '; '), max).replace(/[.\s]+$/, '') || 'invalid';
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
