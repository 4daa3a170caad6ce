import { describe, expect, test } from 'vitest';
import { chanceAtLeast, fudgeWays, rollFudge } from './dice';
import { ladderWord, parseLadder } from './ladder';
import { openRng, seedRng, withRng } from './rng';

describe('FUDGE dice (R-CORE-2)', () => {
  test('ways out of 3^N match fudge-facts.md', () => {
    expect(fudgeWays(1)).toEqual([1, 1, 1]);
    expect(fudgeWays(2)).toEqual([1, 2, 3, 2, 1]);
    expect(fudgeWays(3)).toEqual([1, 3, 6, 7, 6, 3, 1]);
    expect(fudgeWays(4)).toEqual([1, 4, 10, 16, 19, 16, 10, 4, 1]);
  });
  test('chance tables of fudge-facts.md', () => {
    expect(chanceAtLeast(4, 0)).toBeCloseTo(0.6173, 4);
    expect(chanceAtLeast(2, -1)).toBeCloseTo(1 / 3, 10);
    expect(chanceAtLeast(3, 1)).toBeCloseTo(0.8519, 4);
  });
});

describe('seeded generator (R-CORE-3)', () => {
  test('same seed, same faces; state round-trips through JSON', () => {
    const a = withRng(seedRng('blacksite'), (rng) => rollFudge(rng, 4));
    const b = withRng(seedRng('blacksite'), (rng) => rollFudge(rng, 4));
    expect(a).toEqual(b);
    const restored = openRng(JSON.parse(JSON.stringify(a.rng)) as typeof a.rng);
    const cont = openRng(a.rng);
    expect(restored.next()).toBe(cont.next());
  });
});

describe('ladder (R-CORE-1)', () => {
  test('words with offsets outside the ladder', () => {
    expect(ladderWord(1)).toBe('Good');
    expect(ladderWord(-4)).toBe('Terrible-1');
    expect(ladderWord(6)).toBe('Legendary+2');
    expect(parseLadder('good')).toBe(1);
    expect(parseLadder('Terrible-1')).toBe(-4);
    expect(parseLadder('Goood')).toBeUndefined();
  });
});
