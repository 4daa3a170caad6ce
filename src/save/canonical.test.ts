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
