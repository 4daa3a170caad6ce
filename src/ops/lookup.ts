/**
 * Case-insensitive lookups by name with "closest valid choices" for error messages. Every table of
 * the rules engine is looked up through here, so every unknown name is refused the same way.
 */

export type Lookup<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: string; readonly suggestions: readonly string[] };

/** Lower case, single spaces, no surrounding space: how names are compared. */
export function normalizeName(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Edit distance (insert, delete, substitute) between two short strings. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** How far a typed name is from a valid one; a name containing what was typed counts as close. */
function closeness(typed: string, name: string): number {
  if (name.includes(typed) || typed.includes(name)) return Math.abs(name.length - typed.length) / 100;
  const compact = (s: string): string => s.replace(/[^a-z0-9.]/g, '');
  const ct = compact(typed);
  const cn = compact(name);
  if (ct.length > 0 && (cn.includes(ct) || ct.includes(cn))) return 0.5;
  return editDistance(typed, name);
}

/** Up to `count` valid names nearest to what was typed, nearest first (ties keep table order). */
export function closestNames(typed: string, names: readonly string[], count = 3): string[] {
  const t = normalizeName(typed);
  return names
    .map((name, index) => ({ name, index, d: closeness(t, normalizeName(name)) }))
    .sort((a, b) => a.d - b.d || a.index - b.index)
    .slice(0, count)
    .map((x) => x.name);
}

function joinList(names: readonly string[], word: 'or' | 'and'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${word} ${names[names.length - 1] ?? ''}`;
}

/** "Glock 17, Beretta M92 or Colt m1911a1". */
export function listChoices(names: readonly string[]): string {
  return joinList(names, 'or');
}

/** "Amber Heron, Ashen Heron and Black Heron". */
export function listAll(names: readonly string[]): string {
  return joinList(names, 'and');
}

export interface LookupOptions<T> {
  /** Other names the same item answers to. */
  readonly aliasesOf?: (item: T) => readonly string[];
  /** How typed and listed names are compared; case-insensitive by default. */
  readonly normalize?: (name: string) => string;
}

/**
 * A case-insensitive table over `items`, keyed by `nameOf` (and optional extra aliases).
 * `kind` names the table in refusals: `Unknown weapon "Glok"; the closest are: Glock 17, ...`.
 */
export function makeLookup<T>(
  kind: string,
  items: readonly T[],
  nameOf: (item: T) => string,
  options: LookupOptions<T> = {},
): (name: string) => Lookup<T> {
  const key = options.normalize ?? normalizeName;
  const aliasesOf = options.aliasesOf ?? (() => []);
  const byName = new Map<string, T>();
  for (const item of items) {
    for (const name of [nameOf(item), ...aliasesOf(item)]) {
      const k = key(name);
      if (byName.has(k)) throw new Error(`Duplicate ${kind} name in the data: ${name}`);
      byName.set(k, item);
    }
  }
  const names = items.map(nameOf);
  // The battle engine looks the same few names up for every shot it weighs: remember the answers
  // by the name exactly as given, so a repeat skips the normalising (bounded: names are typed).
  const found = new Map<string, Lookup<T>>();
  return (name) => {
    const known = found.get(name);
    if (known) return known;
    const value = byName.get(key(name));
    if (value !== undefined) {
      const hit: Lookup<T> = { ok: true, value };
      if (found.size >= 1024) found.clear();
      found.set(name, hit);
      return hit;
    }
    const suggestions = closestNames(key(name), names);
    return {
      ok: false,
      reason: `Unknown ${kind} "${name.trim()}"; the closest valid choices are ${listChoices(suggestions)}.`,
      suggestions,
    };
  };
}
