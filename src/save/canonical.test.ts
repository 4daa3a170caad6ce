import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canonicalJson, firstDifference, stableHash, stateHash } from './canonical';

describe('canonical JSON and hashes', () => {
  test('key order does not matter; values do', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
    expect(stateHash({ a: 1, b: 2 })).toBe(stateHash({ b: 2, a: 1 }));
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }));
  });
  test('same text as JSON.stringify after a JSON round trip (undefined, -0, NaN)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(canonicalJson(JSON.parse(JSON.stringify(v)))).toBe(canonicalJson(v));
      }),
    );
    expect(canonicalJson({ a: undefined, b: [undefined, -0, Number.NaN] })).toBe('{"b":[null,0,null]}');
  });
  test('the hash is pinned (seed-pinned golden: saves compare it across versions)', () => {
    expect(stableHash('')).toBe('0bdcb81aee8d83');
    expect(stableHash('blacksite')).toBe('0d4e035393a678');
    expect(stableHash('blacksite')).not.toBe(stableHash('blacksitf'));
  });
  test('firstDifference names the path', () => {
    expect(firstDifference({ u: [{ hp: 1 }, { hp: 2 }] }, { u: [{ hp: 1 }, { hp: 3 }] })).toBe('u[1].hp');
    expect(firstDifference({ a: 1 }, { a: 1, b: 2 })).toBe('b');
    expect(firstDifference([1], { 0: 1 })).toBe('');
    expect(firstDifference({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toBeUndefined();
  });
});

describe('canonical JSON of values nested past the call stack (a hostile file)', () => {
  const deep = (depth: number, leaf: unknown): unknown => {
    let v: unknown = leaf;
    for (let i = 0; i < depth; i += 1) v = i % 2 === 0 ? [v] : { k: v };
    return v;
  };
  test('canonicalJson and firstDifference answer at a depth of 50,000 (the call stack gives out near 10,000)', () => {
    const a = deep(50_000, 1);
    const b = deep(50_000, 2);
    const text = canonicalJson(a);
    expect(text.length).toBe(1 + 50_000 * 2 + 25_000 * 4);
    expect(text.startsWith('{"k":[{"k":[')).toBe(true);
    expect(stateHash(a)).not.toBe(stateHash(b));
    const at = firstDifference(a, b);
    expect(at?.length).toBeGreaterThan(50_000);
    expect(at?.startsWith('k[0].k[0]')).toBe(true);
    expect(firstDifference(a, deep(50_000, 1))).toBeUndefined();
  });
  test('a cycle is an error, not an endless loop', () => {
    const a: Record<string, unknown> = { x: 1 };
    a['self'] = [a];
    expect(() => canonicalJson(a)).toThrow(/cycle/);
    // The same object twice side by side is not a cycle.
    const shared = { v: 1 };
    expect(canonicalJson({ a: shared, b: [shared, shared] })).toBe('{"a":{"v":1},"b":[{"v":1},{"v":1}]}');
  });
  test('property: firstDifference finds exactly the differences canonicalJson sees', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (x, y) => {
        expect(firstDifference(x, y) === undefined).toBe(canonicalJson(x) === canonicalJson(y));
        expect(firstDifference(x, x)).toBeUndefined();
      }),
    );
  });
});
