import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNWOUNDED, type WoundTrack } from '../ops/combat/wounds';
import { WOUND_ROWS } from '../ops/data/wound-chart';
import { FIT, HEAL_DAYS, daysUntilAble, daysUntilFit, healingOrder, recoveryAfter, rest, type Recovery } from './healing';

const hurt = (w: Partial<WoundTrack>, hospital = false): Recovery => ({ wounds: { ...UNWOUNDED, ...w }, progress: 0, hospital });

describe('R-CAMP-2: healing by days of rest', () => {
  it('each wound box clears after Scratch 0, Hurt 1, Light 3, Serious 14, Critical 28, Incapacitated 56, Near Death 84 days', () => {
    expect(HEAL_DAYS).toEqual({ scratch: 0, hurt: 1, light: 3, serious: 14, critical: 28, incapacitated: 56, nearDeath: 84 });
    for (const row of WOUND_ROWS) {
      const r = hurt({ [row.id]: 1 });
      expect(daysUntilFit(r)).toBe(HEAL_DAYS[row.id]);
      if (HEAL_DAYS[row.id] > 0) expect(rest(r, HEAL_DAYS[row.id] - 1).recovery.wounds[row.id]).toBe(1);
      expect(rest(r, HEAL_DAYS[row.id]).recovery).toEqual(FIT);
    }
  });

  it('half that for an agent evacuated to hospital (R-OPS-32), counted in half days', () => {
    expect(daysUntilFit(hurt({ serious: 1 }, true))).toBe(7);
    expect(daysUntilFit(hurt({ light: 1 }, true))).toBe(2); // 1.5 days: the calendar moves in days
    expect(daysUntilFit(hurt({ light: 2 }, true))).toBe(3);
    expect(rest(hurt({ nearDeath: 1 }, true), 42).recovery).toEqual(FIT);
    expect(rest(hurt({ nearDeath: 1 }, false), 42).recovery.wounds.nearDeath).toBe(1);
  });

  it('the worst box first, one box at a time', () => {
    const r = hurt({ scratch: 2, light: 1, serious: 1 });
    expect(healingOrder(r.wounds)).toEqual(['serious', 'light', 'scratch', 'scratch']);
    // 14 days clear the Serious box only; the Light wound has not started healing.
    const after14 = rest(r, 14);
    expect(after14.recovery.wounds).toMatchObject({ serious: 0, light: 1, scratch: 2 });
    expect(after14.healed).toEqual([{ row: 'serious', day: 14 }]);
    // Three more days clear the Light box; the scratches then go at once.
    const after17 = rest(after14.recovery, 3);
    expect(after17.recovery).toEqual(FIT);
    expect(after17.healed.map((h) => h.row)).toEqual(['light', 'scratch', 'scratch']);
    expect(daysUntilFit(r)).toBe(17);
  });

  it('days of rest carry over from one rest to the next', () => {
    const r = hurt({ critical: 1 });
    const a = rest(r, 10).recovery;
    expect(daysUntilFit(a)).toBe(18);
    expect(rest(a, 18).recovery).toEqual(FIT);
  });

  it('an incapacitated agent cannot fight until its out box heals; a hurt one can at once', () => {
    expect(daysUntilAble(hurt({ incapacitated: 1, light: 1 }))).toBe(56);
    expect(daysUntilAble(hurt({ nearDeath: 1, incapacitated: 1 }))).toBe(140);
    expect(daysUntilAble(hurt({ serious: 2 }))).toBe(0);
  });

  it('an agent comes back with the wounds of its fight, stable; scratches alone heal at once', () => {
    expect(recoveryAfter({ ...UNWOUNDED, serious: 1, dead: false }, true)).toEqual({ wounds: { ...UNWOUNDED, serious: 1 }, progress: 0, hospital: true });
    expect(daysUntilFit(recoveryAfter({ ...UNWOUNDED, scratch: 3 }, false))).toBe(0);
  });

  it('property: resting n days then m days is resting n + m days', () => {
    const track = fc.record({
      scratch: fc.integer({ min: 0, max: 3 }),
      hurt: fc.integer({ min: 0, max: 2 }),
      light: fc.integer({ min: 0, max: 2 }),
      serious: fc.integer({ min: 0, max: 2 }),
      critical: fc.integer({ min: 0, max: 1 }),
      incapacitated: fc.integer({ min: 0, max: 1 }),
      nearDeath: fc.integer({ min: 0, max: 1 }),
    });
    fc.assert(
      fc.property(track, fc.boolean(), fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 }), (w, hospital, n, m) => {
        const r = hurt(w, hospital);
        const once = rest(r, n + m).recovery;
        const twice = rest(rest(r, n).recovery, m).recovery;
        expect(twice).toEqual(once);
        expect(daysUntilFit(rest(r, n).recovery)).toBe(Math.max(0, daysUntilFit(r) - n));
      }),
      { numRuns: 200 },
    );
  });
});
