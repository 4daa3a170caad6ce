import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { fudgeWays, rollFudge } from '../../core/dice';
import { openRng, scriptedRng, seedRng } from '../../core/rng';
import {
  chanceDiceAtLeast,
  coverageChance,
  opposedMarginDistribution,
  opposedWinChance,
  rangedHitChance,
  unopposedChance,
  woundOdds,
} from './odds';
import { rollCoverage, rollFaces, rollOpposed, rollVsDifficulty, rollValue } from './roll-record';

const sum = (values: Iterable<number>): number => [...values].reduce((a, b) => a + b, 0);

describe('exact odds (R-CORE-4)', () => {
  test('R-OPS-1: unopposed 3dF matches fudge-facts.md', () => {
    const table = [0.037, 0.1481, 0.3704, 0.6296, 0.8519, 0.963, 1];
    table.forEach((p, i) => expect(unopposedChance(i - 3, 0)).toBeCloseTo(p, 4));
    expect(unopposedChance(-4, 0)).toBe(0);
  });

  test('R-OPS-3: ranged 2dF vs difficulty matches fudge-facts.md', () => {
    expect(rangedHitChance(-2, 0)).toBe(1 / 9);
    expect(rangedHitChance(-1, 0)).toBe(3 / 9);
    expect(rangedHitChance(0, 0)).toBe(6 / 9);
    expect(rangedHitChance(1, 0)).toBe(8 / 9);
    expect(rangedHitChance(2, 0)).toBe(1);
  });

  test('R-OPS-2: opposed 2dF vs 2dF, ties to the defender', () => {
    // Equal skills: attacker wins when 4dF >= 1: (16+10+4+1)/81.
    expect(opposedWinChance(0, 0)).toBe(31 / 81);
    expect(opposedWinChance(4, 0)).toBe(80 / 81);
    expect(opposedWinChance(5, 0)).toBe(1);
    expect(sum(opposedMarginDistribution(1, 0).values())).toBeCloseTo(1, 12);
    expect(opposedMarginDistribution(1, 0).get(1)).toBe(19 / 81);
  });

  test('R-OPS-5: armor coverage 2dF + Fair <= coverage', () => {
    expect(coverageChance(0)).toBe(6 / 9);
    expect(coverageChance(-1)).toBe(3 / 9);
    expect(coverageChance(2)).toBe(1);
    expect(coverageChance(-3)).toBe(0);
  });

  test('R-OPS-23: wound level of a hit, 1dF damage with coverage and armor value', () => {
    // Damage 10 against a Standard Vest (4, Fair): unprotected 9/10/11 -> critical, critical, incapacitated;
    // protected (6/9) 5/6/7 -> light, light, serious.
    const w = woundOdds(10, { value: 4, coverage: 0 });
    expect(w.critical).toBeCloseTo((2 * 3) / 27, 12);
    expect(w.incapacitated).toBeCloseTo(3 / 27, 12);
    expect(w.light).toBeCloseTo((2 * 6) / 27, 12);
    expect(w.serious).toBeCloseTo(6 / 27, 12);
    expect(woundOdds(5, null)).toEqual({ none: 0, scratch: 0, hurt: 1 / 3, light: 2 / 3, serious: 0, critical: 0, incapacitated: 0, nearDeath: 0 });
  });

  test('every odds distribution sums to 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: -4, max: 4 }), (dmg, value, cov) => {
        expect(sum(Object.values(woundOdds(dmg, { value, coverage: cov })))).toBeCloseTo(1, 12);
        expect(sum(Object.values(woundOdds(dmg, null)))).toBeCloseTo(1, 12);
        expect(sum(opposedMarginDistribution(dmg, value).values())).toBeCloseTo(1, 12);
      }),
    );
  });

  test('chances are monotone in the margin', () => {
    for (let n = 1; n <= 4; n += 1) {
      for (let k = -n - 1; k <= n + 1; k += 1) expect(chanceDiceAtLeast(n, k)).toBeGreaterThanOrEqual(chanceDiceAtLeast(n, k + 1));
    }
  });
});

describe('roll records (R-CORE-2)', () => {
  // scriptedRng: 0 -> face -1, 0.5 -> 0, 0.9 -> +1.
  test('an unopposed roll records trait, modifiers, faces, total, difficulty and outcome', () => {
    const r = rollVsDifficulty(
      scriptedRng([0.9, 0.9, 0.5]),
      { kind: 'unopposed', label: 'First Aid', trait: { name: 'First Aid', value: 0 }, modifiers: [{ value: 1, reason: 'first aid kit' }], dice: 3 },
      2,
      [{ value: 2, reason: 'Great: stop the bleeding of a Critical Wound' }],
    );
    expect(r).toEqual({
      kind: 'unopposed',
      label: 'First Aid',
      trait: { name: 'First Aid', value: 0 },
      modifiers: [{ value: 1, reason: 'first aid kit' }],
      faces: [1, 1, 0],
      total: 3,
      against: { kind: 'difficulty', value: 2, parts: [{ value: 2, reason: 'Great: stop the bleeding of a Critical Wound' }] },
      outcome: 'success',
    });
  });

  test('R-OPS-2: an opposed tie goes to the defender', () => {
    const r = rollOpposed(
      scriptedRng([0.9, 0.5, 0.5, 0.9]),
      { label: 'punch', trait: { name: 'Brawling', value: 1 }, modifiers: [] },
      { label: 'defend', trait: { name: 'Brawling', value: 1 }, modifiers: [] },
    );
    expect(r.attacker.total).toBe(2);
    expect(r.defender.total).toBe(2);
    expect(r.attackerWins).toBe(false);
    expect(r.defender.outcome).toBe('success');
    expect(r.attacker.against).toEqual({ kind: 'opposed', total: 2, side: 'attacker' });
  });

  test('coverage succeeds at or below the coverage; damage has no pass/fail', () => {
    expect(rollCoverage(scriptedRng([0.5, 0.9]), 'vest', 1).outcome).toBe('success');
    expect(rollCoverage(scriptedRng([0.9, 0.9]), 'vest', 1).outcome).toBe('failure');
    const d = rollValue(scriptedRng([0]), { kind: 'damage', label: 'damage', trait: { name: 'AK-47', value: 8 }, modifiers: [{ value: 2, reason: 'burst' }], dice: 1 });
    expect(d).toMatchObject({ total: 9, faces: [-1], outcome: 'rolled', against: { kind: 'none' } });
  });
});

describe('seeded dice (R-CORE-3)', () => {
  test('golden sequence for a fixed seed (the engine\'s dice and the core\'s agree)', () => {
    const rng = openRng(seedRng('black-ops'));
    const core = openRng(seedRng('black-ops'));
    const rolls = Array.from({ length: 8 }, () => rollFaces(rng, 3).faces.join(','));
    expect(Array.from({ length: 8 }, () => rollFudge(core, 3).faces.join(','))).toEqual(rolls);
    expect(rolls).toMatchInlineSnapshot(`
      [
        "0,1,-1",
        "0,0,-1",
        "-1,-1,1",
        "1,1,1",
        "-1,0,0",
        "-1,1,-1",
        "0,-1,0",
        "1,0,1",
      ]
    `);
  });

  test('100,000 rolls of each of 1dF..4dF match the exact distributions (chi-square)', () => {
    const rng = openRng(seedRng('statistics'));
    // 99.9% chi-square critical values for 2, 4, 6, 8 degrees of freedom.
    const critical = [13.82, 18.47, 22.46, 26.12];
    for (let n = 1; n <= 4; n += 1) {
      const rolls = 100_000;
      const counts = new Array<number>(2 * n + 1).fill(0);
      for (let i = 0; i < rolls; i += 1) {
        const t = rollFaces(rng, n).sum;
        counts[t + n] = (counts[t + n] ?? 0) + 1;
      }
      const ways = fudgeWays(n);
      const chi = counts.reduce((acc, c, i) => {
        const expected = (rolls * (ways[i] ?? 0)) / 3 ** n;
        return acc + (c - expected) ** 2 / expected;
      }, 0);
      expect(chi).toBeLessThan(critical[n - 1] ?? 0);
    }
  });
});
