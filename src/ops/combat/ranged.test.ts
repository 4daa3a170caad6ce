import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { openRng, seedRng } from '../../core/rng';
import { findAmmo, findArmor, findFirearm } from '../data/index';
import type { Firearm } from '../data/firearms-types';
import { freshArmor, type ArmorState } from '../data/armor';
import { allFaces, facesRng } from '../test-helpers/faces';
import { effectiveAccuracy, weaponAccuracy } from './accuracy';
import { rangeDifficulty } from './range';
import { planRangedAttack, type RangedAttackInput, type RangedPlan } from './ranged-plan';
import { rangedAttackOdds, resolveRangedAttack } from './ranged-attack';
import { UNWOUNDED } from './wounds';
import type { HitTarget } from './hit-damage';

function weapon(name: string): Firearm {
  const r = findFirearm(name);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}
function armor(name: string): ArmorState {
  const r = findArmor(name);
  if (!r.ok) throw new Error(r.reason);
  return freshArmor(r.value);
}
function plan(input: RangedAttackInput): RangedPlan {
  const p = planRangedAttack(input);
  if (!p.ok) throw new Error(p.rejected);
  return p;
}
const glock = weapon('Glock 17');
const ak = weapon('AK-47');
const unhurt: HitTarget = { wounds: UNWOUNDED, armor: null };

describe('accuracy (R-OPS-11)', () => {
  test("R-OPS-11: SNAKE's Great rifle skill with a Fair rifle is Good", () => {
    expect(effectiveAccuracy(2, 0)).toBe(1);
    expect(plan({ weapon: ak, skill: 2, distanceM: 30 }).effectiveAccuracy).toBe(1);
  });

  test('R-OPS-11: rounded down both ways', () => {
    expect(effectiveAccuracy(3, 0)).toBe(1);
    expect(effectiveAccuracy(-2, 3)).toBe(0);
    expect(effectiveAccuracy(1, 1)).toBe(1);
    expect(effectiveAccuracy(0, 1)).toBe(0);
  });

  test('R-OPS-11: scope or laser +1, never +2; sniper rifles already scoped; folding stock +1', () => {
    expect(weaponAccuracy(glock, { scope: true, laserSight: true })).toMatchObject({ ok: true, value: 2 });
    expect(weaponAccuracy(weapon('PSG1'), { scope: true })).toMatchObject({ ok: true, value: 3 });
    expect(weaponAccuracy(weapon('Heckler & Koch MP5'), { foldingStock: true, laserSight: true })).toMatchObject({ ok: true, value: 3 });
    expect(weaponAccuracy(glock, { foldingStock: true })).toEqual({ ok: false, rejected: 'The Glock 17 has no folding stock.' });
  });
});

describe('range (R-OPS-12)', () => {
  test("R-OPS-12: the text's own example: SNAKE's pistol at 15 m is Fair", () => {
    expect(rangeDifficulty(glock.ammo[0]!.ranges, 15)).toBe(0);
    expect(plan({ weapon: glock, skill: 0, distanceM: 15 }).difficulty).toBe(0);
  });

  test('R-OPS-12: each listed distance begins its level; closer than the first is Terrible; Superb to twice', () => {
    const bands = glock.ammo[0]!.ranges;
    expect(rangeDifficulty(bands, 20)).toBe(1);
    expect(rangeDifficulty(bands, 2.5)).toBe(-3);
    expect(rangeDifficulty(bands, 0.5)).toBe(-3);
    expect(rangeDifficulty(bands, 3)).toBe(-2);
    expect(rangeDifficulty(bands, 80)).toBe(3);
    expect(rangeDifficulty(bands, 160)).toBe(3);
    expect(rangeDifficulty(bands, 160.1)).toBeNull();
    expect(planRangedAttack({ weapon: glock, skill: 0, distanceM: 161 })).toEqual({
      ok: false,
      rejected: "The target is out of range: 161 m is beyond the Glock 17's 160 m (R-OPS-12).",
    });
  });
});

describe('cover, dodge, blindness (R-OPS-13, R-OPS-14, R-OPS-17)', () => {
  test('R-OPS-13: partial cover +1, full +2 difficulty; firing from cover -1', () => {
    expect(plan({ weapon: glock, skill: 0, distanceM: 15, cover: 'partial' }).difficulty).toBe(1);
    expect(plan({ weapon: glock, skill: 0, distanceM: 15, cover: 'full' }).difficulty).toBe(2);
    const p = plan({ weapon: glock, skill: 0, distanceM: 15, attackerInCover: true });
    expect(p.attacks[0]?.modifiers).toEqual([{ value: -1, reason: 'firing from behind cover (R-OPS-13)' }]);
  });

  test('R-OPS-14: a dodging target is +1 difficulty', () => {
    const p = plan({ weapon: glock, skill: 0, distanceM: 15, cover: 'partial', targetDodging: true });
    expect(p.difficulty).toBe(2);
    expect(p.difficultyParts.map((m) => m.reason)).toEqual(['range 15 m: Fair (R-OPS-12)', 'partial cover (R-OPS-13)', 'target dodging (R-OPS-14)']);
  });

  test('R-OPS-17: a blinded shooter is -3; wounds apply to the roll (R-OPS-22)', () => {
    const p = plan({ weapon: glock, skill: 0, distanceM: 15, attackerBlind: true, woundPenalty: -2 });
    expect(p.attacks[0]?.hitModifier).toBe(-5);
  });
});

describe('rate of fire and ammunition (R-OPS-15)', () => {
  test('R-OPS-15: semi-automatic: 1..RoF shots, each its own roll and damage', () => {
    const r = resolveRangedAttack(openRng(seedRng('semi')), { weapon: glock, skill: 1, distanceM: 5, shots: 2, roundsLoaded: 17 }, unhurt);
    if (!r.ok) throw new Error(r.rejected);
    expect(r.attacks).toHaveLength(2);
    expect(r.roundsFired).toBe(2);
    expect(r.roundsLeft).toBe(15);
    expect(planRangedAttack({ weapon: glock, skill: 1, distanceM: 5, shots: 3 })).toMatchObject({ ok: false });
    expect(planRangedAttack({ weapon: glock, skill: 1, distanceM: 5, shots: 2, roundsLoaded: 1 })).toEqual({
      ok: false,
      rejected: 'The Glock 17 has only 1 rounds loaded.',
    });
    expect(planRangedAttack({ weapon: glock, skill: 1, distanceM: 5, roundsLoaded: 0 })).toEqual({
      ok: false,
      rejected: 'The Glock 17 is empty: reload first (R-OPS-15).',
    });
  });

  test('R-OPS-15: full auto fires the whole RoF; bursts = RoF/3 rounded; +2 damage; burst k at -(k-1)', () => {
    const p = plan({ weapon: ak, skill: 1, distanceM: 30, mode: 'auto' });
    expect(p.roundsFired).toBe(20);
    expect(p.attacks).toHaveLength(7);
    expect(p.attacks.map((a) => a.hitModifier)).toEqual([0, -1, -2, -3, -4, -5, -6]);
    expect(p.attacks.every((a) => a.damageBonus === 2)).toBe(true);
    expect(plan({ weapon: weapon('Heckler & Koch MP5'), skill: 1, distanceM: 5, mode: 'auto' }).attacks).toHaveLength(5);
    expect(plan({ weapon: weapon('Ingram Mach 10'), skill: 1, distanceM: 5, mode: 'auto' }).attacks).toHaveLength(3);
  });

  test('R-OPS-15: house-rule option "recoil": all bursts at -(bursts-1)', () => {
    const p = plan({ weapon: ak, skill: 1, distanceM: 30, mode: 'auto', options: { recoil: 'all-bursts', flashBangRadiusM: 2 } });
    expect(p.attacks.map((a) => a.hitModifier)).toEqual([-6, -6, -6, -6, -6, -6, -6]);
  });

  test('R-OPS-15: a magazine smaller than the RoF empties itself; no auto mode refused; bolt action cycles', () => {
    const r = resolveRangedAttack(openRng(seedRng('skorpion')), { weapon: weapon('Skorpion vz64'), skill: 1, distanceM: 5, mode: 'auto', roundsLoaded: 10 }, unhurt);
    if (!r.ok) throw new Error(r.rejected);
    expect(r.roundsFired).toBe(10);
    expect(r.roundsLeft).toBe(0);
    expect(r.attacks).toHaveLength(3);
    expect(planRangedAttack({ weapon: weapon('M16a2'), skill: 1, distanceM: 5, mode: 'auto' })).toEqual({
      ok: false,
      rejected: 'The M16a2 has no full-automatic mode (R-OPS-15).',
    });
    expect(plan({ weapon: weapon('M24'), skill: 1, distanceM: 50 }).boltCycle).toBe(true);
    expect(plan({ weapon: ak, skill: 1, distanceM: 50 }).boltCycle).toBe(false);
  });
});

describe('shotguns (R-OPS-16)', () => {
  const riot = weapon('FN Riot');
  const ammo = (name: string) => {
    const r = findAmmo(riot, name);
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  };
  test('R-OPS-16: buckshot +1 to hit and -1 damage per range level above Fair; slugs none', () => {
    const p = plan({ weapon: riot, skill: 0, distanceM: 30 }); // Great: two levels above Fair
    expect(p.rangeDifficulty).toBe(2);
    expect(p.attacks[0]).toMatchObject({ hitModifier: 2, damageBonus: -2 });
    expect(plan({ weapon: riot, ammo: ammo('slug'), skill: 0, distanceM: 30 }).attacks[0]).toMatchObject({ hitModifier: 0, damageBonus: 0 });
    expect(plan({ weapon: riot, skill: 0, distanceM: 4 }).attacks[0]).toMatchObject({ hitModifier: 0, damageBonus: 0 });
    const odds = rangedAttackOdds({ weapon: riot, ammo: ammo('magnum buckshot'), skill: 0, distanceM: 40 });
    if (!odds.ok) throw new Error(odds.rejected);
    // Superb range (+3 difficulty) is met by +3 spread: the shot is as easy as at Fair.
    expect(odds.attacks).toEqual([{ hitChance: 6 / 9, damageBonus: -3 }]);
  });
});

describe('armor and wounds on a hit (R-OPS-5, R-OPS-22, R-OPS-23)', () => {
  const vest = { name: 'Light Body Armor', ballistic: 5, physical: 5 };
  // Faces: hit roll (2), damage (1), coverage (2).
  test("R-OPS-23: the text's example: a level 10 wound through ballistic 5 is a level 5, Light", () => {
    // AK-47 (8) burst +2 = 10 with a 0 damage face; coverage -1,-1 protects; Great skill hits Fair.
    const r = resolveRangedAttack(facesRng(1, 1, 0, -1, -1), { weapon: ak, skill: 2, distanceM: 30, mode: 'auto', roundsLoaded: 3 }, { wounds: UNWOUNDED, armor: vest });
    if (!r.ok) throw new Error(r.rejected);
    const hit = r.attacks[0]?.damage;
    expect(hit?.damageRoll.total).toBe(10);
    expect(hit).toMatchObject({ armorProtected: true, finalDamage: 5, level: 'light', landed: 'light', armorDegraded: true });
    expect(r.target.armor).toEqual({ ...vest, ballistic: 4 });
    expect(r.target.wounds.light).toBe(1);
  });

  test('R-OPS-23: no protection when coverage fails; no degradation when damage does not exceed the value', () => {
    const miss = resolveRangedAttack(facesRng(1, 1, 0, 1, 1), { weapon: glock, skill: 2, distanceM: 15 }, { wounds: UNWOUNDED, armor: armor('Light Vest') });
    if (!miss.ok) throw new Error(miss.rejected);
    expect(miss.attacks[0]?.damage).toMatchObject({ armorProtected: false, finalDamage: 5, armorDegraded: false });
    const equal = resolveRangedAttack(facesRng(1, 1, -1, -1, -1), { weapon: glock, skill: 2, distanceM: 15 }, { wounds: UNWOUNDED, armor: { name: 'Standard Vest', ballistic: 4, physical: 4 } });
    if (!equal.ok) throw new Error(equal.rejected);
    expect(equal.attacks[0]?.damage).toMatchObject({ armorProtected: true, finalDamage: 0, level: 'none', armorDegraded: false });
  });

  test('R-OPS-5: the odds of a hit equal the count over every face sequence', () => {
    const input: RangedAttackInput = { weapon: ak, skill: 1, distanceM: 60, cover: 'partial' };
    const target: HitTarget = { wounds: UNWOUNDED, armor: armor('Standard Vest') };
    const odds = rangedAttackOdds(input, target);
    if (!odds.ok) throw new Error(odds.rejected);
    let hits = 0;
    const levels = new Map<string, number>();
    for (const f of allFaces(5)) {
      const r = resolveRangedAttack(facesRng(...f), input, target);
      if (!r.ok) throw new Error(r.rejected);
      const d = r.attacks[0]?.damage;
      if (!d) continue;
      hits += 1;
      levels.set(d.level, (levels.get(d.level) ?? 0) + 1);
    }
    expect(hits / 243).toBeCloseTo(odds.attacks[0]!.hitChance, 12);
    for (const [level, p] of Object.entries(odds.woundOnHit)) expect((levels.get(level) ?? 0) / hits).toBeCloseTo(p, 12);
  });
});

describe('invariants (fast-check)', () => {
  const weapons = fc.constantFrom(...['Glock 17', 'AK-47', 'Skorpion vz64', 'FN Riot', 'M24', 'Desert Eagle', 'FAMAS'].map(weapon));
  const armors = fc.option(fc.constantFrom('Light Vest', 'Standard Vest', 'Heavy Body Armor', 'Bomb Blast Suit').map(armor), { nil: null });
  test('wound boxes never negative or over capacity, armor never below 0, ammunition never negative', () => {
    fc.assert(
      fc.property(
        weapons,
        armors,
        fc.integer({ min: -3, max: 4 }),
        fc.double({ min: 0, max: 400, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 0, max: 40 }),
        fc.string(),
        (w, a, skill, distanceM, auto, loaded, seed) => {
          let target: HitTarget = { wounds: UNWOUNDED, armor: a };
          const rng = openRng(seedRng(seed));
          for (let i = 0; i < 6; i += 1) {
            const r = resolveRangedAttack(rng, { weapon: w, skill, distanceM, mode: auto && w.autoRate ? 'auto' : 'semi', roundsLoaded: loaded }, target);
            if (!r.ok) return;
            expect(r.roundsLeft).toBeGreaterThanOrEqual(0);
            target = r.target;
            const t = target.wounds;
            for (const [row, cap] of [['scratch', 3], ['hurt', 2], ['light', 2], ['serious', 2], ['critical', 1], ['incapacitated', 1], ['nearDeath', 1]] as const) {
              expect(t[row]).toBeGreaterThanOrEqual(0);
              expect(t[row]).toBeLessThanOrEqual(cap);
            }
            if (target.armor) {
              expect(target.armor.ballistic).toBeGreaterThanOrEqual(0);
              expect(target.armor.physical).toBeGreaterThanOrEqual(0);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  test('every ranged odds distribution sums to 1 and hit chances are probabilities', () => {
    fc.assert(
      fc.property(weapons, armors, fc.integer({ min: -4, max: 5 }), fc.double({ min: 0, max: 1000, noNaN: true }), fc.constantFrom('none', 'partial', 'full' as const), (w, a, skill, distanceM, cover) => {
        const o = rangedAttackOdds({ weapon: w, skill, distanceM, cover }, { armor: a });
        if (!o.ok) return;
        expect(Object.values(o.woundOnHit).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
        for (const x of o.attacks) {
          expect(x.hitChance).toBeGreaterThanOrEqual(0);
          expect(x.hitChance).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('golden resolution (R-CORE-3)', () => {
  test('a pinned seed gives pinned bursts', () => {
    const r = resolveRangedAttack(
      openRng(seedRng('golden-burst')),
      { weapon: ak, skill: 2, distanceM: 30, mode: 'auto', roundsLoaded: 30 },
      { wounds: UNWOUNDED, armor: armor('Standard Vest') },
    );
    if (!r.ok) throw new Error(r.rejected);
    const summary = r.attacks.map((a) => `${a.hitRoll.faces.join(',')}=${a.hitRoll.total}${a.damage ? ` dmg ${a.damage.damageRoll.total}->${a.damage.finalDamage} ${a.damage.landed}` : ' miss'}`);
    expect({ summary, wounds: r.target.wounds, armor: r.target.armor, left: r.roundsLeft }).toMatchInlineSnapshot(`
      {
        "armor": {
          "ballistic": 3,
          "name": "Standard Vest",
          "physical": 4,
        },
        "left": 10,
        "summary": [
          "-1,0=0 dmg 11->7 serious",
          "0,1=1 dmg 11->11 incapacitated",
          "-1,-1=-3 miss",
          "1,0=-1 miss",
          "0,0=-3 miss",
          "0,0=-4 miss",
          "-1,0=-6 miss",
        ],
        "wounds": {
          "critical": 0,
          "dead": false,
          "hurt": 0,
          "incapacitated": 1,
          "light": 0,
          "nearDeath": 0,
          "scratch": 0,
          "serious": 1,
        },
      }
    `);
  });
});
