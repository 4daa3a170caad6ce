import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createSaveCodec, type SaveCodec } from './codec';
import { GAME_KINDS } from './kinds/index';
import { conspiracySave } from './test-helpers/conspiracy-games';
import { skirmishKind } from './test-helpers/skirmish-kind';
import { skirmishSave } from './test-helpers/skirmish-save';

// Issue 8 point 8: thousands of mutated saves never crash the loader and always give a message.
// Subjects: the toy battle (fast, many runs) and a short conspiracy game (the real engine).
const SUBJECTS = [
  { name: 'toy battle', codec: createSaveCodec([skirmishKind]), text: '', runs: 600, make: () => skirmishSave('fuzz', 3) },
  { name: 'conspiracy game', codec: createSaveCodec(GAME_KINDS), text: '', runs: 60, make: () => conspiracySave('fuzz', 3, 'ai') },
].map((s) => ({ ...s, text: s.codec.serialize(s.make() as never) }));

type Path = readonly (string | number)[];
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out);
  return out;
}

/** A deep copy with the value at `path` replaced (or removed when `replacement` is `remove`). */
const remove = Symbol('remove');
function mutateAt(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement !== remove) parent[last] = replacement;
  else if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete parent[last];
  return copy;
}

const hugeNumber = fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 1e-320, 4294967296, -1, 0.5);

/** Each arbitrary is one kind of damage; all give the text a loader might be handed. */
function mutationsOf(text: string) {
  const json = JSON.parse(text) as unknown;
  const paths = pathsOf(json).filter((p) => p.length > 0);
  const pathArb = fc.integer({ min: 0, max: paths.length - 1 }).map((i) => paths[i] as Path);
  return {
    truncate: fc.nat({ max: text.length - 1 }).map((n) => text.slice(0, n)),
    flipBytes: fc
      .array(fc.tuple(fc.nat({ max: text.length - 1 }), fc.integer({ min: 0, max: 0xffff })), { minLength: 1, maxLength: 8 })
      .map((flips) => {
        const chars = [...text];
        for (const [at, code] of flips) chars[at] = String.fromCharCode(code);
        return chars.join('');
      }),
    deleteKey: pathArb.map((p) => JSON.stringify(mutateAt(json, p, remove))),
    wrongType: fc
      .tuple(pathArb, fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.integer(), fc.array(fc.nat()), fc.dictionary(fc.string(), fc.nat())))
      .map(([p, v]) => JSON.stringify(mutateAt(json, p, v))),
    hugeNumber: fc.tuple(pathArb, hugeNumber).map(([p, v]) => JSON.stringify(mutateAt(json, p, v))),
    // Numbers JSON can spell but JS cannot hold: 1e999 parses as Infinity.
    overflowText: fc.nat({ max: text.length - 1 }).map((n) => {
      const at = text.indexOf(':', n);
      return at < 0 ? text : `${text.slice(0, at + 1)}1e999${text.slice(at + 1).replace(/^[^,}\]]*/, '')}`;
    }),
    anyJson: fc.jsonValue().map((v) => JSON.stringify(v)),
    splice: fc.tuple(fc.nat({ max: text.length }), fc.string({ maxLength: 20 })).map(([at, s]) => text.slice(0, at) + s + text.slice(at)),
  };
}

function checkLoad(codec: SaveCodec, mutated: string): void {
  const result = codec.load(mutated);
  if (result.ok) {
    expect(['match', 'mismatch']).toContain(result.replay.status);
    if (result.replay.status === 'mismatch') expect(result.replay.reason).toMatch(/^Replaying this save.*\.$/);
  } else {
    expect(result.reason).toMatch(/^[A-Z][^\n]{10,400}\.$/);
  }
}

for (const subject of SUBJECTS) {
  describe(`fuzzing the loader with a ${subject.name} (issue 8 point 8)`, () => {
    const mutations = mutationsOf(subject.text);
    for (const [name, arb] of Object.entries(mutations)) {
      test(`${name}: never throws; a refusal is one sentence, a load has a replay report`, () => {
        fc.assert(
          fc.property(arb, (mutated) => checkLoad(subject.codec, mutated)),
          { numRuns: subject.runs },
        );
      });
    }

    test('the mutations really damage files: most are refused or mismatch', () => {
      const samples = fc.sample(fc.oneof(...Object.values(mutations)), { numRuns: Math.min(400, subject.runs * 2), seed: 8 });
      const untouched = samples.filter((t) => {
        const r = subject.codec.load(t);
        return r.ok && r.replay.status === 'match';
      });
      expect(untouched.length).toBeLessThan(samples.length / 2);
    });
  });
}
