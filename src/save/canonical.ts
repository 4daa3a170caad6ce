/**
 * Canonical JSON: the text JSON.stringify would give, with object keys sorted. Two states are the
 * same game when their canonical texts are equal, whatever order their keys were built in.
 */
export function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  write(value, parts);
  return parts.join('');
}

function write(value: unknown, out: string[]): void {
  if (value === null || typeof value !== 'object') {
    // Numbers, strings, booleans exactly as JSON writes them (-0 -> 0, NaN -> null).
    out.push(JSON.stringify(value) ?? 'null');
    return;
  }
  if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item: unknown, i) => {
      if (i > 0) out.push(',');
      write(item === undefined || typeof item === 'function' ? null : item, out);
    });
    out.push(']');
    return;
  }
  const record = value as Record<string, unknown>;
  out.push('{');
  let first = true;
  for (const key of Object.keys(record).sort()) {
    const item = record[key];
    if (item === undefined || typeof item === 'function') continue;
    if (!first) out.push(',');
    first = false;
    out.push(JSON.stringify(key), ':');
    write(item, out);
  }
  out.push('}');
}

/**
 * A short, stable fingerprint of a text (cyrb53: 53 bits, 14 hex digits). For showing and comparing
 * at a glance; equality checks compare the canonical texts themselves.
 */
export function stableHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const n = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return n.toString(16).padStart(14, '0');
}

/** The fingerprint of a game state: stableHash of its canonical JSON. */
export function stateHash(state: unknown): string {
  return stableHash(canonicalJson(state));
}

/**
 * Where two JSON values first differ, as a path like `units[2].hp` ("" for the root), or undefined
 * when they are the same. Tells a replay mismatch's reader where to look.
 */
export function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (a === b) return undefined;
  const aObj = a !== null && typeof a === 'object';
  const bObj = b !== null && typeof b === 'object';
  if (!aObj || !bObj) return canonicalJson(a) === canonicalJson(b) ? undefined : path;
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])].sort();
  for (const key of keys) {
    const d = firstDifference(ra[key], rb[key], path === '' ? key : `${path}.${key}`);
    if (d !== undefined) return d;
  }
  return undefined;
}
