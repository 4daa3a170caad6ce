import type { z } from 'zod';
import { clip, sentence } from './sentence';

/**
 * A schema problem in plain words, as a clause for a refusal: "skill 11 has no rating",
 * "layer 4's width is text, not a number", "the squad has more than 8 agents" — never the schema
 * library's own text ("skills[10].rating: Invalid input: expected string, received undefined"),
 * which names array positions from zero and speaks of types. Lists are counted from one, an item
 * is named by its `name` when the file gives one, and keys become words (`metersPerTile` ->
 * "meters per tile"). A message the schema's author wrote (a refine's `error`) is already words and
 * is kept. Every loader's refusal goes through here (README "Reliability").
 */
type Issue = z.core.$ZodIssue;

export interface PlainOptions {
  /** What the whole file is called when the problem is at its top ("the agent file"). */
  readonly top?: string;
  /** The value the schema read, to name items ("skill 11 (Pistol)") and say what a wrong value is. */
  readonly input?: unknown;
  /** Nouns for keys where the plain rule reads badly: { data: 'tile' }. */
  readonly words?: Readonly<Record<string, string>>;
}

/** Zod's own messages; anything else was written by the schema's author and is kept. */
const ZOD_MESSAGE = /^(Invalid\b|Too big|Too small|Unrecognized key|Required)/;

const spaced = (key: string): string =>
  /^[A-Z0-9_]+$/.test(key) && /[A-Z]/.test(key)
    ? key
    : key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .trim();

/** The noun for one item of a list under `key`: "skills" -> "skill", "entries" -> "entry". */
function itemNoun(key: string, words: Readonly<Record<string, string>>): string {
  const own = words[key];
  if (own !== undefined) return own;
  const w = spaced(key);
  if (/ies$/.test(w)) return w.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(w)) return w;
  if (/(ches|shes|xes|sses)$/.test(w)) return w.replace(/es$/, '');
  if (/s$/.test(w)) return w.replace(/s$/, '');
  return `${w} item`;
}

/** Keys whose plain rule reads badly everywhere. */
const COMMON_WORDS: Readonly<Record<string, string>> = { uiScale: 'UI scale', id: 'id', gid: 'gid', firstgid: 'first gid' };

const fieldNoun = (key: string, words: Readonly<Record<string, string>>): string => words[key] ?? COMMON_WORDS[key] ?? spaced(key);

function at(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const part of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[part];
  }
  return v;
}

/** "skill 11 (Pistol)" / "the gear" / "" — where the problem is, without its last field. */
function owner(path: readonly PropertyKey[], options: PlainOptions): string {
  const words = options.words ?? {};
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = path[i + 1];
    if (typeof key === 'number') continue;
    if (typeof next === 'number') {
      const item = at(options.input, path.slice(0, i + 2));
      const name = item !== null && typeof item === 'object' ? (item as { name?: unknown }).name : undefined;
      parts.push(`${itemNoun(String(key), words)} ${next + 1}${typeof name === 'string' && name.trim() !== '' ? ` (${clip(name, 24)})` : ''}`);
      i += 1;
    } else if (i < path.length - 1) parts.push(`the ${fieldNoun(String(key), words)}`);
  }
  // The innermost first: "weapon 2 of the gear"; three steps are enough to find it.
  return parts.slice(-3).reverse().join(' of ');
}

/** The last key of the path, as words ("rating", "meters per tile"); none when the path ends in a list item. */
function fieldOf(path: readonly PropertyKey[], words: Readonly<Record<string, string>>): string | undefined {
  const last = path[path.length - 1];
  return typeof last === 'string' ? fieldNoun(last, words) : undefined;
}

const kindOf = (v: unknown): string => {
  if (v === undefined) return 'missing';
  if (v === null) return 'empty (null)';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return 'text';
  if (typeof v === 'number') return Number.isInteger(v) ? 'a number' : 'a fraction';
  if (typeof v === 'boolean') return 'true or false';
  return 'a set of fields';
};

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'a set of fields',
  record: 'a set of fields',
  null: 'empty (null)',
  undefined: 'absent',
  nan: 'a number',
};

const shownValue = (v: unknown): string => (typeof v === 'string' ? `"${clip(v, 24)}"` : String(v));

function listOf(values: readonly unknown[]): string {
  const shown = values.slice(0, 5).map(shownValue);
  const more = values.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1] ?? ''}` : (shown[0] ?? '');
}

/** The clause for one issue (no capital, no stop): "skill 11 has no rating". */
export function plainIssue(issue: Issue | undefined, options: PlainOptions = {}): string {
  if (!issue) return `${options.top ?? 'it'} is not valid`;
  const words = options.words ?? {};
  const path = issue.path;
  const own = owner(path, options);
  const field = fieldOf(path, words);
  const top = options.top ?? 'it';
  // "skill 11's rating", "the name of weapon 2 of the gear", "the version", "skill 11"; the file itself at the top.
  const subject =
    field === undefined ? (own !== '' ? own : top) : own === '' ? `the ${field}` : own.startsWith('the ') ? `${field} in ${own}` : own.includes(' of ') ? `the ${field} of ${own}` : `${own}'s ${field}`;
  // A message the schema's author wrote: "expected a ladder word …" reads "is not a ladder word …".
  const because = (text: string): string => (text.startsWith('expected ') ? `${subject} is not ${text.slice('expected '.length)}` : `${subject} is wrong (${text})`);
  const value = at(options.input, path);
  const authored = !ZOD_MESSAGE.test(issue.message) ? clip(issue.message.replace(/[.\s]+$/, ''), 90) : undefined;

  // Missing: known from the input when we have it, else from zod's "received undefined".
  const missing = options.input !== undefined ? value === undefined && path.length > 0 : /received undefined/.test(issue.message);
  if (missing && issue.code !== 'unrecognized_keys' && !(issue.code === 'invalid_type' && issue.expected === 'undefined')) {
    return field !== undefined ? `${own !== '' ? own : top} has no ${field}` : `${subject} is missing`;
  }
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'undefined' || issue.expected === 'never') return `${subject} should not be there`;
      return `${subject} is ${kindOf(value)}, not ${EXPECTED[issue.expected] ?? clip(issue.expected, 20)}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return `${own !== '' ? own : top} has more than ${max} ${field ?? 'entries'}`;
      if (issue.origin === 'string') return `${subject} is longer than ${max} characters`;
      return issue.inclusive === false ? `${subject} is ${max} or more` : `${subject} is more than ${max}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? `${own !== '' ? own : top} has no ${field ?? 'entries'}` : `${own !== '' ? own : top} has fewer than ${min} ${field ?? 'entries'}`;
      if (issue.origin === 'string') return min <= 1 ? `${subject} is empty` : `${subject} is shorter than ${min} characters`;
      return issue.inclusive === false ? `${subject} is ${min} or less` : `${subject} is less than ${min}`;
    }
    case 'invalid_value':
      if (authored) return because(authored);
      return issue.values.length === 1 ? `${subject} is not ${shownValue(issue.values[0])}` : `${subject} is not one of ${listOf(issue.values)}`;
    case 'unrecognized_keys':
      return `${subject} has ${issue.keys.length === 1 ? 'a field' : 'fields'} Blacksite does not know (${listOf(issue.keys.map((k) => clip(k, 24)))})`;
    case 'invalid_union': {
      // The alternative that got furthest says best what is wrong.
      const deepest = issue.errors
        .map((branch) => branch[0])
        .filter((i): i is Issue => i !== undefined)
        .sort((a, b) => b.path.length - a.path.length)[0];
      if (deepest && deepest.path.length > 0) return plainIssue({ ...deepest, path: [...path, ...deepest.path] }, options);
      const choices = 'options' in issue ? issue.options : undefined;
      if (!authored && choices && choices.length > 0) return `${subject} is not one of ${listOf(choices)}`;
      return authored ? because(authored) : `${subject} is none of the forms it may take`;
    }
    case 'invalid_format':
      return authored ? because(authored) : `${subject} is not in the form it needs`;
    case 'not_multiple_of':
      return `${subject} is not a multiple of ${issue.divisor}`;
    case 'invalid_key':
    case 'invalid_element':
      return `${subject} has an entry that is not valid`;
    case 'custom':
      return authored ? because(authored) : `${subject} is not valid`;
  }
}

/**
 * A loader's refusal: `prefix` ("This agent file is damaged") and the first problem in plain words,
 * one sentence. `top` names the file itself ("it").
 */
export function schemaRefusal(prefix: string, error: { readonly issues: readonly Issue[] }, options: PlainOptions = {}): string {
  return sentence(`${prefix}: ${plainIssue(error.issues[0], { top: 'it', ...options })}.`);
}

/** A format or file version that is there but is not a whole number: the file is damaged, not from a newer Blacksite. */
export function damagedVersion(version: unknown): boolean {
  return version !== undefined && !(typeof version === 'number' && Number.isInteger(version) && version >= 0);
}

/** The version as it appears in a sentence. */
export const versionWords = (version: unknown): string => (typeof version === 'string' ? `"${clip(version, 20)}"` : clip(String(version), 20));
