import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { rollFudge } from './dice';
import { diceKeyText, keyedRng, nextDiceKey } from './keyed-rng';

describe('keyed dice (R-CORE-5)', () => {
  test('the same seed and key give the same faces, whatever was drawn before', () => {
    const first = rollFudge(keyedRng('night-op', ['round', 3, 'u2', 0]), 4);
    // Other rolls in between, in another order, change nothing.
    rollFudge(keyedRng('night-op', ['round', 3, 'u1', 0]), 4);
    rollFudge(keyedRng('night-op', ['round', 3, 'u1', 1]), 4);
    expect(rollFudge(keyedRng('night-op', ['round', 3, 'u2', 0]), 4)).toEqual(first);
  });

  test('a different seed, round, actor or count gives an independent stream', () => {
    const draw = (seed: string, key: (string | number)[]) => keyedRng(seed, key).next();
    const base = draw('s', ['round', 1, 'u1', 0]);
    expect(draw('t', ['round', 1, 'u1', 0])).not.toBe(base);
    expect(draw('s', ['round', 2, 'u1', 0])).not.toBe(base);
    expect(draw('s', ['round', 1, 'u2', 0])).not.toBe(base);
    expect(draw('s', ['round', 1, 'u1', 1])).not.toBe(base);
  });

  test('keys do not run together: ["ab", "c"] and ["a", "bc"] differ', () => {
    expect(diceKeyText('s', ['ab', 'c'])).not.toBe(diceKeyText('s', ['a', 'bc']));
    expect(keyedRng('s', ['ab', 'c']).next()).not.toBe(keyedRng('s', ['a', 'bc']).next());
  });

  test('faces stay fair: each of -1, 0, +1 about a third of 30,000 keyed dice', () => {
    const counts = new Map<number, number>([[-1, 0], [0, 0], [1, 0]]);
    for (let i = 0; i < 10_000; i += 1) {
      for (const f of rollFudge(keyedRng('fair', ['turn', i, 'a', 0]), 3).faces) counts.set(f, (counts.get(f) ?? 0) + 1);
    }
    for (const c of counts.values()) expect(Math.abs(c - 10_000)).toBeLessThan(600);
  });

  test('nextDiceKey counts rolls per actor within the period', () => {
    const a = nextDiceKey({}, ['round', 4], 'u1');
    expect(a.key).toEqual(['round', 4, 'u1', 0]);
    const b = nextDiceKey(a.counters, ['round', 4], 'u1');
    expect(b.key).toEqual(['round', 4, 'u1', 1]);
    const c = nextDiceKey(b.counters, ['round', 4], 'u2');
    expect(c.key).toEqual(['round', 4, 'u2', 0]);
    expect(c.counters).toEqual({ u1: 2, u2: 1 });
  });

  test('order independence: rolling for two actors in either order gives each the same faces', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(100), (seed, round) => {
        const roll = (counters: Record<string, number>, actor: string) => {
          const next = nextDiceKey(counters, ['round', round], actor);
          return { faces: rollFudge(keyedRng(seed, next.key), 2).faces, counters: { ...next.counters } };
        };
        const x1 = roll({}, 'x');
        const y1 = roll(x1.counters, 'y');
        const y2 = roll({}, 'y');
        const x2 = roll(y2.counters, 'x');
        expect(x1.faces).toEqual(x2.faces);
        expect(y1.faces).toEqual(y2.faces);
      }),
      { numRuns: 50 },
    );
  });
});
