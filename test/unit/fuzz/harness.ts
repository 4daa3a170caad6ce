import fc from 'fast-check';
import { loadavg } from 'node:os';
import { afterAll, expect } from 'vitest';

/**
 * The fuzz suites' shared parts (README "Reliability"). Inside `npm test` each property runs a
 * small, fixed count; `npm run fuzz` (scripts/fuzz.mjs) sets BLACKSITE_FUZZ=long and every count
 * grows LONG_FACTOR times. Work is bounded by input size and counted, never cut off by a clock;
 * the one time a test here checks is the issue's "none runs past 2 s", as this process's CPU time
 * per case (unlike wall-clock time it does not grow when the machine is busy with other work):
 * after each file, its slowest case of every kind is printed and must be within CASE_BUDGET_MS.
 */
export const LONG = process.env['BLACKSITE_FUZZ'] === 'long';
export const LONG_FACTOR = 40;

/**
 * The largest size a case builds (elements, characters, nesting levels): past every limit of the
 * loaders (64 levels of a save, 32 of a map, 10,000 points, 4 million values are refused by
 * counting) and past what a recursive walk survives; the long run goes further still.
 */
export const BIG = LONG ? 200_000 : 30_000;

/** The count of cases for a property: `base` in npm test, LONG_FACTOR times that in the long run. */
export const runs = (base: number): number => (LONG ? base * LONG_FACTOR : base);

/**
 * fc.assert's parameters: the count (see `runs`), and a failure report short enough to read: the
 * seed and path that replay the case (pass them back as `seed` and `path`), the first failing
 * assertion, and the start of the counterexample (a mutated save can be megabytes).
 */
export function params(base: number): fc.Parameters<unknown> {
  return { numRuns: runs(base), reporter: shortReport };
}
function shortReport(out: fc.RunDetails<unknown>): void {
  if (!out.failed) return;
  const example = out.counterexample === null ? '(none)' : fc.stringify(out.counterexample);
  const cause = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
  throw new Error(
    `Property failed after ${out.numRuns} cases (seed ${out.seed}, path "${out.counterexamplePath ?? ''}"): ${cause.slice(0, 1200)}\n` +
      `Counterexample (first 600 of ${example.length} characters): ${example.slice(0, 600)}`,
  );
}

/**
 * A case's time is the time of its slowest step, in wall-clock and in this process's CPU time (the
 * fair figure on a shared machine); the suites report both, and CPU time is held to the budget.
 */
const slowest = new Map<string, { ms: number; cpu: number; cases: number; read: number; refused: number }>();
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
export function timed<T>(label: string, run: () => T): T {
  const t0 = performance.now();
  const c0 = cpuMs();
  try {
    return run();
  } finally {
    note(label, performance.now() - t0, cpuMs() - c0);
  }
}
export async function timedAsync<T>(label: string, run: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const c0 = cpuMs();
  try {
    return await run();
  } finally {
    note(label, performance.now() - t0, cpuMs() - c0);
  }
}
function note(label: string, ms: number, cpu: number): void {
  const s = slowest.get(label) ?? { ms: 0, cpu: 0, cases: 0, read: 0, refused: 0 };
  slowest.set(label, { ...s, ms: Math.max(s.ms, ms), cpu: Math.max(s.cpu, cpu), cases: s.cases + 1 });
}

/** Counts a case of `label` as read or refused (not JSON, or refused by its reader), for the long run's report. */
export function tally(label: string, read: boolean): void {
  const s = slowest.get(label) ?? { ms: 0, cpu: 0, cases: 0, read: 0, refused: 0 };
  slowest.set(label, read ? { ...s, read: s.read + 1 } : { ...s, refused: s.refused + 1 });
}

/** The issue's bound: no case runs past 2 s (of this process's CPU time). */
export const CASE_BUDGET_MS = 2000;

/**
 * After this file's suites ran: prints, per kind of case, the count and the slowest case (wall and
 * CPU, with Node's version and the machine's load: every kind in the long run, the slowest kind in
 * npm test), and checks no case of any kind took more than CASE_BUDGET_MS of CPU.
 */
export function reportTimings(suite: string): void {
  afterAll(() => {
    const load = loadavg().map((l) => l.toFixed(1)).join(' ');
    const kinds = [...slowest.entries()];
    const line = ([label, s]: (typeof kinds)[number]): string =>
      `  ${label}: ${s.read + s.refused > 0 ? `${s.read + s.refused} cases (${s.read} read, ${s.refused} refused)` : `${s.cases} cases`}, slowest ${s.ms.toFixed(1)} ms wall, ${s.cpu.toFixed(1)} ms CPU${s.cpu > CASE_BUDGET_MS ? '  OVER 2 s' : ''}`;
    const worst = kinds.reduce<(typeof kinds)[number] | null>((w, k) => (w === null || k[1].cpu > w[1].cpu ? k : w), null);
    const cases = kinds.reduce((n, [, s]) => n + s.cases, 0);
    const shown = LONG ? kinds.map(line) : worst ? [`  ${cases} cases of ${kinds.length} kinds; the slowest kind:`, line(worst)] : [];
    console.log(`fuzz ${suite} (Node ${process.versions.node}, load ${load}):\n${shown.join('\n')}`);
    for (const [label, s] of kinds) expect(s.cpu, `slowest ${label} case, ms of CPU`).toBeLessThanOrEqual(CASE_BUDGET_MS);
  });
}

/**
 * A refusal as the issue wants it: one sentence of at most 200 characters, no stack trace, no
 * blob of the input quoted back (a quoted part is at most 60 characters).
 */
export function expectOneSentence(reason: string): void {
  expect(reason.length, reason.slice(0, 300)).toBeLessThanOrEqual(200);
  // A sentence starts with a capital, a digit, a quote, or the name of an IPC operation (`saves.read`).
  expect(reason, reason).toMatch(/^(?:["A-Z0-9(]|[a-z]+\.[a-zA-Z]+ )[^\n\r]*[.!?)"]$/);
  // No stack frame (`at fn (file:1:2)`), no engine error name, no source location.
  expect(reason).not.toMatch(/\bat \S+ \([^)]*:\d+:\d+\)|\bat <anonymous>|(?:Type|Range|Syntax|Reference)Error\b|node_modules|\.[cm]?[jt]s:\d+/);
  for (const quoted of reason.match(/"[^"]*"/g) ?? []) expect(quoted.length, reason).toBeLessThanOrEqual(62);
}

type Path = readonly (string | number)[];

/** Every path into a JSON value (iterative: any depth), the root excluded. */
function pathsOf(value: unknown): Path[] {
  const out: Path[] = [];
  const todo: [unknown, Path][] = [[value, []]];
  for (let item = todo.pop(); item !== undefined; item = todo.pop()) {
    const [v, path] = item;
    if (path.length > 0) out.push(path);
    if (Array.isArray(v)) v.forEach((c: unknown, i) => todo.push([c, [...path, i]]));
    else if (v !== null && typeof v === 'object') for (const [k, c] of Object.entries(v)) todo.push([c, [...path, k]]);
  }
  return out;
}

const REMOVE = Symbol('remove');
/** A copy of `value` with the value at `path` replaced, removed (REMOVE) or given a sibling key. */
function mutateAt(value: unknown, path: Path, replacement: unknown, extraKey?: string): unknown {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (extraKey !== undefined && !Array.isArray(parent)) parent[extraKey] = replacement;
  else if (replacement !== REMOVE) parent[last] = replacement;
  else if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete parent[last];
  return copy;
}

const extremeNumber = fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 1e-320, 4294967296, 2e9, -1, 0.5, 1e6, 100_000);
/** Keys that mean something to JavaScript objects. */
const oddKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'x'.repeat(5000));
const nestedText = (depth: number, open = '[', close = ']'): string => `${open.repeat(depth)}0${close.repeat(depth)}`;

/**
 * Each arbitrary is one kind of damage to a JSON file, giving the text a loader might be handed.
 * Sizes are bounded: no case is bigger than a few times the original plus 1 MB.
 */
export function jsonMutations(text: string) {
  const json = JSON.parse(text) as unknown;
  const paths = pathsOf(json);
  const path = fc.integer({ min: 0, max: Math.max(0, paths.length - 1) }).map((i) => paths[i] ?? []);
  const at = (p: Path, v: unknown, extra?: string) => JSON.stringify(mutateAt(json, p, v, extra));
  const MARK = '__fuzz_mark__';
  const withText = (p: Path, raw: string) => at(p, MARK).replace(`"${MARK}"`, raw);
  return {
    truncate: fc.nat({ max: text.length - 1 }).map((n) => text.slice(0, n)),
    flipChars: fc
      .array(fc.tuple(fc.nat({ max: text.length - 1 }), fc.integer({ min: 0, max: 0xffff })), { minLength: 1, maxLength: 8 })
      .map((flips) => {
        const chars = [...text];
        for (const [i, code] of flips) chars[i] = String.fromCharCode(code);
        return chars.join('');
      }),
    deleteKey: path.map((p) => (p.length === 0 ? text : at(p, REMOVE))),
    wrongType: fc
      .tuple(path, fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.integer(), fc.array(fc.nat(), { maxLength: 5 }), fc.dictionary(fc.string(), fc.nat(), { maxKeys: 4 })))
      .map(([p, v]) => (p.length === 0 ? text : at(p, v))),
    extremeNumber: fc.tuple(path, extremeNumber).map(([p, v]) => (p.length === 0 ? text : at(p, v))),
    hugeString: fc.tuple(path, fc.integer({ min: 1000, max: BIG }), fc.constantFrom('x', '"', '\\u0000', 'é', '<')).map(([p, n, c]) =>
      p.length === 0 ? text : withText(p, JSON.stringify(c.repeat(n))),
    ),
    hugeArray: fc.tuple(path, fc.integer({ min: 1000, max: BIG })).map(([p, n]) => (p.length === 0 ? text : withText(p, `[${'0,'.repeat(n)}0]`))),
    deepNesting: fc.tuple(path, fc.integer({ min: 50, max: BIG }), fc.boolean()).map(([p, depth, objects]) =>
      p.length === 0 ? text : withText(p, objects ? `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}` : nestedText(depth)),
    ),
    oddKey: fc.tuple(path, oddKey, fc.jsonValue({ maxDepth: 2 })).map(([p, k, v]) => (p.length === 0 ? text : at(p, v, k))),
    // Numbers JSON can spell but JavaScript cannot hold: 1e999 parses as Infinity.
    overflowText: fc.nat({ max: text.length - 1 }).map((n) => {
      const colon = text.indexOf(':', n);
      return colon < 0 ? text : `${text.slice(0, colon + 1)}1e999${text.slice(colon + 1).replace(/^[^,}\]]*/, '')}`;
    }),
    anyJson: fc.jsonValue().map((v) => JSON.stringify(v)),
    splice: fc.tuple(fc.nat({ max: text.length }), fc.string({ maxLength: 20 })).map(([i, s]) => text.slice(0, i) + s + text.slice(i)),
  };
}
