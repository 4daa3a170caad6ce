/**
 * Bounds on a parsed JSON value from outside (a save, an agent or squad file, settings, an IPC
 * payload): how deeply it nests and how many values it holds. Files are bounded in bytes before
 * they are parsed; this bounds what a small file can still do, such as nesting far past what any
 * recursive walk (a schema check, JSON.stringify, a comparison) can follow without overflowing
 * the call stack. The walk itself is a loop over an explicit stack, so any value can be checked.
 */
export interface JsonLimits {
  /** Levels of arrays and objects, the outermost one being level 1. */
  readonly maxDepth: number;
  /** Values of any kind, containers included. */
  readonly maxValues: number;
}

export type JsonLimitBreach = { readonly limit: 'depth' | 'values'; readonly max: number };

/** Which limit the value breaks first, or null when it keeps within both. */
export function jsonLimitBreach(value: unknown, limits: JsonLimits): JsonLimitBreach | null {
  const values: unknown[] = [value];
  const depths: number[] = [value !== null && typeof value === 'object' ? 1 : 0];
  let seen = 0;
  while (values.length > 0) {
    const v = values.pop();
    const depth = depths.pop() ?? 0;
    seen += 1;
    if (seen > limits.maxValues) return { limit: 'values', max: limits.maxValues };
    if (depth > limits.maxDepth) return { limit: 'depth', max: limits.maxDepth };
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (const item of v as unknown[]) {
        values.push(item);
        depths.push(item !== null && typeof item === 'object' ? depth + 1 : depth);
      }
    } else {
      const record = v as Record<string, unknown>;
      for (const key in record) {
        if (!Object.prototype.hasOwnProperty.call(record, key)) continue;
        const item = record[key];
        values.push(item);
        depths.push(item !== null && typeof item === 'object' ? depth + 1 : depth);
      }
    }
  }
  return null;
}

/** One sentence for a breach, naming what was read: "This save is nested more than 64 levels deep...". */
export function jsonLimitSentence(what: string, breach: JsonLimitBreach): string {
  return breach.limit === 'depth'
    ? `${what} nests its data more than ${breach.max} levels deep, far beyond anything Blacksite writes, so it is not read.`
    : `${what} holds more than ${breach.max.toLocaleString('en-US')} values, far beyond anything Blacksite writes, so it is not read.`;
}

/**
 * A value from a file in a few words, for a sentence that names what was found: a short string
 * quoted (cut at 40 characters), otherwise its kind ("a number", "a list"). Never the whole value:
 * a refusal must stay one short sentence, whatever the file holds.
 */
export function valueWords(value: unknown): string {
  if (typeof value === 'string') {
    const flat = value.replace(/[\p{Cc}\s]+/gu, ' ');
    return JSON.stringify(flat.length <= 40 ? flat : `${flat.slice(0, 39)}…`);
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value).slice(0, 24)}`;
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
