/**
 * Canonical JSON: the text JSON.stringify would give, with object keys sorted. Two states are the
 * same game when their canonical texts are equal, whatever order their keys were built in.
 *
 * Written as a loop over an explicit stack, not as a recursion: a value read from a file can be
 * nested far deeper than the call stack allows, and comparing it must still answer (a cycle, which
 * no JSON value has, is refused with an error instead of looping).
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  const open = new Set<object>();
  let next: unknown = value;
  let pending = true;
  for (;;) {
    if (pending) {
      pending = false;
      if (next === null || typeof next !== 'object') {
        // Numbers, strings, booleans exactly as JSON writes them (-0 -> 0, NaN -> null).
        out.push(JSON.stringify(next) ?? 'null');
      } else {
        if (open.has(next)) throw new TypeError('canonicalJson: the value contains a cycle.');
        open.add(next);
        if (Array.isArray(next)) {
          out.push('[');
          stack.push({ array: next as readonly unknown[], i: 0 });
        } else {
          out.push('{');
          const record = next as Record<string, unknown>;
          stack.push({ record, keys: Object.keys(record).sort(), i: 0, first: true });
        }
      }
    }
    const top = stack[stack.length - 1];
    if (top === undefined) return out.join('');
    if ('array' in top) {
      if (top.i < top.array.length) {
        if (top.i > 0) out.push(',');
        const item = top.array[top.i];
        top.i += 1;
        next = item === undefined || typeof item === 'function' ? null : item;
        pending = true;
        continue;
      }
      out.push(']');
      open.delete(top.array);
    } else {
      while (top.i < top.keys.length) {
        const key = top.keys[top.i] as string;
        top.i += 1;
        const item = top.record[key];
        if (item === undefined || typeof item === 'function') continue;
        if (!top.first) out.push(',');
        top.first = false;
        out.push(JSON.stringify(key), ':');
        next = item;
        pending = true;
        break;
      }
      if (pending) continue;
      out.push('}');
      open.delete(top.record);
    }
    stack.pop();
  }
}

type Frame =
  | { readonly array: readonly unknown[]; i: number }
  | { readonly record: Record<string, unknown>; readonly keys: readonly string[]; i: number; first: boolean };

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
 * when they are the same. Tells a replay mismatch's reader where to look. Depth-first in the order
 * of array indices and sorted keys, over an explicit stack (any depth).
 */
const absent = (v: unknown): boolean => v === undefined || typeof v === 'function';
/** Stands for "one side has no such key" on the stack; always differs from what it is paired with. */
const MISSING = Symbol('missing');

export function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  const todo: [unknown, unknown, string][] = [[a, b, path]];
  for (let pair = todo.pop(); pair !== undefined; pair = todo.pop()) {
    const [x, y, at] = pair;
    if (x === MISSING) return at;
    if (x === y) continue;
    const xObj = x !== null && typeof x === 'object';
    const yObj = y !== null && typeof y === 'object';
    if (!xObj || !yObj) {
      if (canonicalJson(x) === canonicalJson(y)) continue;
      return at;
    }
    if (Array.isArray(x) !== Array.isArray(y)) return at;
    const children: [unknown, unknown, string][] = [];
    if (Array.isArray(x) && Array.isArray(y)) {
      for (let i = 0; i < Math.max(x.length, y.length); i += 1) children.push([x[i], y[i], `${at}[${i}]`]);
    } else {
      const rx = x as Record<string, unknown>;
      const ry = y as Record<string, unknown>;
      for (const key of [...new Set([...Object.keys(rx), ...Object.keys(ry)])].sort()) {
        const where = at === '' ? key : `${at}.${key}`;
        // A key canonical JSON leaves out (undefined, a function) differs from any value it writes.
        if (absent(rx[key]) !== absent(ry[key])) {
          if (children.length === 0) return where;
          children.push([MISSING, null, where]);
          break;
        }
        children.push([rx[key], ry[key], where]);
      }
    }
    // Reversed onto the stack, so the first child is looked at first.
    for (let i = children.length - 1; i >= 0; i -= 1) todo.push(children[i] as [unknown, unknown, string]);
  }
  return undefined;
}
