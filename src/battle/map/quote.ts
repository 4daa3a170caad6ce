/**
 * A name from the map as it appears in a sentence: in quotes, one line, at most 40 characters.
 * Refusals and warnings name what is wrong without ever quoting a blob (a 1 MB layer name stays
 * 40 characters in the sentence).
 */
export function quoted(name: string): string {
  let flat = '';
  for (const ch of name.slice(0, 80)) flat += ch < ' ' || ch === '\u007f' ? ' ' : ch;
  return `"${flat.length > 40 ? `${flat.slice(0, 39)}…` : flat}"`;
}

/** A value from the map in a sentence (a property value, a type name): short, never a blob. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).slice(0, 24);
  if (value === null) return 'null';
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : typeof value;
}
