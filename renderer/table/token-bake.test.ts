import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bakeResolution, createBakeCache } from './token-bake';

class Fake {
  destroyed = 0;
  constructor(readonly key: string) {}
  destroy(): void {
    this.destroyed += 1;
  }
}

describe('createBakeCache', () => {
  it('bakes a look once and shares it between tokens', () => {
    const cache = createBakeCache<Fake>(4);
    let bakes = 0;
    const bake = (): Fake => {
      bakes += 1;
      return new Fake('a');
    };
    const one = cache.take('a', bake);
    const two = cache.take('a', bake);
    expect(one).toBe(two);
    expect(bakes).toBe(1);
    expect(cache.stats()).toMatchObject({ live: 1, idle: 0, baked: 1 });
  });

  it('keeps a texture nobody holds idle, then destroys it once pushed out of the idle list', () => {
    const cache = createBakeCache<Fake>(1);
    const a = cache.take('a', () => new Fake('a'));
    const b = cache.take('b', () => new Fake('b'));
    cache.give('a');
    expect(a.destroyed).toBe(0);
    expect(cache.take('a', () => new Fake('again'))).toBe(a);
    cache.give('a');
    cache.give('b');
    // Two idle, room for one: the one idle longest goes.
    expect(a.destroyed).toBe(1);
    expect(b.destroyed).toBe(0);
    expect(cache.stats()).toMatchObject({ live: 0, idle: 1, destroyed: 1 });
  });

  it('destroys everything, held or idle, exactly once on destroy', () => {
    const cache = createBakeCache<Fake>(8);
    const a = cache.take('a', () => new Fake('a'));
    const b = cache.take('b', () => new Fake('b'));
    cache.give('b');
    cache.destroy();
    expect([a.destroyed, b.destroyed]).toEqual([1, 1]);
    expect(cache.stats()).toMatchObject({ live: 0, idle: 0 });
  });

  it('refuses a give without a take', () => {
    const cache = createBakeCache<Fake>(2);
    expect(() => cache.give('nope')).toThrow(/given back/);
  });

  it('never holds more than the held keys plus the idle limit, and destroys each bake at most once (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 9 })), { maxLength: 200 }), fc.integer({ min: 0, max: 4 }), (ops, limit) => {
        const cache = createBakeCache<Fake>(limit);
        const made: Fake[] = [];
        const held = new Map<string, number>();
        for (const [take, k] of ops) {
          const key = `k${k}`;
          if (take) {
            cache.take(key, () => {
              const f = new Fake(key);
              made.push(f);
              return f;
            });
            held.set(key, (held.get(key) ?? 0) + 1);
          } else if ((held.get(key) ?? 0) > 0) {
            cache.give(key);
            held.set(key, (held.get(key) ?? 0) - 1);
          }
          const s = cache.stats();
          expect(s.live).toBe([...held.values()].filter((n) => n > 0).length);
          expect(s.idle).toBeLessThanOrEqual(limit);
          expect(made.filter((f) => f.destroyed === 0).length).toBe(s.live + s.idle);
        }
        cache.destroy();
        expect(made.every((f) => f.destroyed === 1)).toBe(true);
      }),
    );
  });
});

describe('bakeResolution', () => {
  it('is the power of two nearest the screen scale, within bounds', () => {
    expect(bakeResolution(1)).toBe(1);
    expect(bakeResolution(1.3)).toBe(1);
    expect(bakeResolution(1.5)).toBe(2);
    expect(bakeResolution(3)).toBe(4);
    expect(bakeResolution(0.1)).toBe(0.5);
    expect(bakeResolution(40)).toBe(8);
    expect(bakeResolution(0)).toBe(0.5);
    expect(bakeResolution(Number.NaN)).toBe(0.5);
  });
});
