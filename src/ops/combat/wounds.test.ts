import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { openRng, seedRng } from '../../core/rng';
import { WOUND_LEVELS, woundLevel } from '../data/wound-chart';
import { traitEffects } from '../data/gifts-faults';
import { facesRng } from '../test-helpers/faces';
import { applyWound, painShift, UNWOUNDED, woundPenalty, worsenWorstWound, type WoundTrack } from './wounds';
import { rollInitiative, mayDodge } from './initiative';
import { flashBangThrowChance, flashBangVictims, resolveFlashBangThrow, BLIND_ROUNDS, BLIND_PENALTY } from './flash-bang';
import { DEFAULT_OPS_OPTIONS, parseOpsOptions } from './options';

function track(...levels: Parameters<typeof applyWound>[1][]): WoundTrack {
  return levels.reduce((t, l) => applyWound(t, l).track, UNWOUNDED);
}

describe('wound chart and track (R-OPS-22)', () => {
  test('R-OPS-22: damage rows of the text', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 20].map(woundLevel)).toEqual([
      'none', 'scratch', 'scratch', 'hurt', 'hurt', 'light', 'light', 'serious', 'serious', 'critical', 'critical', 'incapacitated', 'nearDeath', 'nearDeath',
    ]);
  });

  test('R-OPS-22: a full row moves the wound up; past Near Death kills', () => {
    expect(applyWound(track('critical'), 'critical')).toMatchObject({ landed: 'incapacitated' });
    expect(applyWound(track('scratch', 'scratch', 'scratch'), 'scratch')).toMatchObject({ landed: 'hurt' });
    const dying = track('critical', 'incapacitated', 'nearDeath');
    expect(applyWound(dying, 'critical')).toMatchObject({ landed: 'dead', track: { dead: true } });
  });

  test('R-OPS-22: penalties add up; Hurt only outside combat actions', () => {
    const t = track('hurt', 'light', 'light', 'serious');
    expect(woundPenalty(t, true)).toBe(-4);
    expect(woundPenalty(t, false)).toBe(-5);
    expect(woundPenalty(track('scratch'), true)).toBe(0);
  });

  test('High and Low Pain Threshold shift the wound penalty one level', () => {
    const t = track('serious');
    expect(woundPenalty(t, true, painShift(traitEffects(['High Pain Threshold'])))).toBe(-1);
    expect(woundPenalty(t, true, painShift(traitEffects(['Low Pain Threshold'])))).toBe(-3);
    expect(woundPenalty(track('scratch'), true, -1)).toBe(-1);
    expect(woundPenalty(track('light'), true, 1)).toBe(0);
    expect(woundPenalty(UNWOUNDED, true, -1)).toBe(0);
  });

  test('R-OPS-25: bleeding moves the worst wound up one row', () => {
    expect(worsenWorstWound(track('scratch', 'light'))).toMatchObject({ landed: 'serious', track: { light: 0, serious: 1, scratch: 1 } });
    expect(worsenWorstWound(track('nearDeath'))).toMatchObject({ landed: 'dead', track: { dead: true, nearDeath: 1 } });
  });

  test('wound boxes stay within 0..capacity whatever lands', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WOUND_LEVELS), { maxLength: 30 }), fc.array(fc.boolean(), { maxLength: 30 }), (levels, worsen) => {
        let t = UNWOUNDED;
        levels.forEach((l, i) => {
          t = worsen[i] ? worsenWorstWound(t).track : applyWound(t, l).track;
          for (const [row, cap] of [['scratch', 3], ['hurt', 2], ['light', 2], ['serious', 2], ['critical', 1], ['incapacitated', 1], ['nearDeath', 1]] as const) {
            expect(t[row]).toBeGreaterThanOrEqual(0);
            expect(t[row]).toBeLessThanOrEqual(cap);
          }
        });
      }),
    );
  });
});

describe('initiative and dodging (R-OPS-4, R-OPS-14)', () => {
  test('R-OPS-4: 1dF + Reactions; Combat Reflexes +1; wound penalties apply (R-OPS-22)', () => {
    const r = rollInitiative(facesRng(1), 1, traitEffects(['Combat Reflexes']), -2);
    expect(r).toMatchObject({ kind: 'initiative', faces: [1], total: 1, trait: { name: 'Reactions', value: 1 } });
    expect(r.modifiers).toEqual([{ value: 1, reason: 'Combat Reflexes' }, { value: -2, reason: 'wounds (R-OPS-22)' }]);
  });

  test('R-OPS-14: only a character that has not acted may dodge; Danger Sense even when surprised', () => {
    expect(mayDodge(true, false)).toBe(false);
    expect(mayDodge(false, false)).toBe(true);
    expect(mayDodge(false, true)).toBe(false);
    expect(mayDodge(false, true, traitEffects(['Danger Sense']))).toBe(true);
  });
});

describe('flash-bangs (R-OPS-17)', () => {
  test('R-OPS-17: Throwing, unopposed 3dF at the range difficulty; blind 2 rounds at -3', () => {
    const r = resolveFlashBangThrow(facesRng(1, 0, 0), { throwing: 0, distanceM: 8 });
    if (!r.ok) throw new Error(r.rejected);
    expect(r.roll).toMatchObject({ kind: 'unopposed', faces: [1, 0, 0], against: { kind: 'difficulty', value: 0 } });
    expect(r.onTarget).toBe(true);
    expect(flashBangThrowChance({ throwing: 0, distanceM: 8 })).toBeCloseTo(17 / 27, 12);
    expect(resolveFlashBangThrow(facesRng(0), { throwing: 0, distanceM: 41 })).toMatchObject({ ok: false });
    expect([BLIND_ROUNDS, BLIND_PENALTY]).toEqual([2, -3]);
  });

  test('R-OPS-17: everyone within the radius option (default 2 m) is blinded', () => {
    const people = [
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 2, y: 0 },
      { id: 'c', x: 2, y: 1 },
      { id: 'd', x: 3, y: 3 },
    ];
    expect(flashBangVictims({ x: 0, y: 0 }, people)).toEqual(['a', 'b']);
    expect(flashBangVictims({ x: 0, y: 0 }, people, { ...DEFAULT_OPS_OPTIONS, flashBangRadiusM: 5 })).toEqual(['a', 'b', 'c', 'd']);
  });

  test('house-rule options: defaults, and bad saved values refused in one sentence', () => {
    expect(parseOpsOptions(undefined)).toEqual({ ok: true, options: { recoil: 'per-burst', flashBangRadiusM: 2 } });
    expect(parseOpsOptions({ recoil: 'all-bursts' })).toEqual({ ok: true, options: { recoil: 'all-bursts', flashBangRadiusM: 2 } });
    expect(parseOpsOptions({ recoil: 'none' })).toMatchObject({ ok: false });
  });

  test('a seeded throw is reproducible (R-CORE-3)', () => {
    const a = resolveFlashBangThrow(openRng(seedRng('fb')), { throwing: 1, distanceM: 10 });
    const b = resolveFlashBangThrow(openRng(seedRng('fb')), { throwing: 1, distanceM: 10 });
    expect(a).toEqual(b);
  });
});
