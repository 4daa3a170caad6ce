import { describe, expect, test } from 'vitest';
import { applyWound, UNWOUNDED } from '../combat/wounds';
import type { WoundLevel } from '../data/wound-chart';
import { facesRng } from '../test-helpers/faces';
import { minuteEndsAfterRound, minutesOf, ROUND_SECONDS, ROUNDS_PER_MINUTE } from './clock';
import { afterWounds, HEALTHY, type Condition } from './condition';
import { currentDanger, minutePasses, minuteSurvivalChance } from './bleeding';
import { firstAidChance, resolveFirstAid } from './first-aid';

function wounded(...levels: WoundLevel[]): Condition {
  return levels.reduce((c, l) => {
    const { track, landed } = applyWound(c.wounds, l);
    return afterWounds(c, track, landed);
  }, HEALTHY);
}

describe('time (R-OPS-24)', () => {
  test('R-OPS-24: 4-second rounds, 15 to the minute', () => {
    expect(ROUND_SECONDS * ROUNDS_PER_MINUTE).toBe(60);
    expect(minuteEndsAfterRound(15)).toBe(true);
    expect(minuteEndsAfterRound(16)).toBe(false);
    expect(minutesOf(44)).toBe(2);
  });
});

describe('bleeding (R-OPS-25)', () => {
  test('R-OPS-25: bleeding starts at a Light wound; Scratch and Hurt do not bleed', () => {
    expect(wounded('hurt').bleeding).toBe(false);
    expect(wounded('light').bleeding).toBe(true);
    expect(currentDanger(wounded('serious'))).toEqual({ kind: 'bleeding', wound: 'serious', difficulty: 1 });
    expect(currentDanger(wounded('incapacitated'))).toEqual({ kind: 'bleeding', wound: 'incapacitated', difficulty: 3 });
  });

  test('R-OPS-25: each minute Body vs the difficulty; failure moves the worst wound up one row', () => {
    const c = wounded('light');
    const held = minutePasses(facesRng(0, 0, 0), c, 0);
    expect(held.event).toEqual({ kind: 'bleeding held' });
    // Fair Body, faces 0,0,-1 -> total -1 < Fair.
    const failed = minutePasses(facesRng(0, 0, -1), c, 0);
    expect(failed.event).toEqual({ kind: 'wound worsened', from: 'light', to: 'serious' });
    expect(failed.condition.wounds).toMatchObject({ light: 0, serious: 1 });
  });

  test('R-OPS-31: the bleeding and near-death Body rolls take no wound penalties', () => {
    const c = wounded('serious', 'light');
    const roll = minutePasses(facesRng(0, 0, 0), c, 1);
    expect(roll.roll?.modifiers).toEqual([]);
    // Good Body vs Good (a Serious wound) with no penalty: 3dF >= 0.
    expect(minuteSurvivalChance(c, 1)).toBeCloseTo(17 / 27, 12);
    const nearDeath = wounded('nearDeath');
    expect(minutePasses(facesRng(0, 0, 0), nearDeath, 0).roll?.modifiers).toEqual([]);
    // Before the ruling (old saves): Serious -2 and Light -1 on the roll.
    const old = minutePasses(facesRng(0, 0, 0), c, 1, [], { woundPenalties: true });
    expect(old.roll?.modifiers).toEqual([{ value: -3, reason: 'wounds (R-OPS-22)' }]);
    expect(minuteSurvivalChance(c, 1, [], { woundPenalties: true })).toBeCloseTo(1 / 27, 12);
  });

  test('R-OPS-25: First Aid vs the same difficulty stops it; +1 kit, +2 hospital; once per minute', () => {
    const c = wounded('serious');
    const r = resolveFirstAid(facesRng(1, 0, 0), c, { firstAid: 0 });
    if (!r.ok) throw new Error(r.rejected);
    expect(r.success).toBe(true);
    expect(r.condition.bleeding).toBe(false);
    expect(currentDanger(r.condition)).toBeNull();
    expect(resolveFirstAid(facesRng(0), r.condition, { firstAid: 0 })).toMatchObject({ ok: false });
    const again = resolveFirstAid(facesRng(-1, -1, -1), c, { firstAid: 0, kit: true });
    if (!again.ok) throw new Error(again.rejected);
    expect(again.success).toBe(false);
    expect(again.roll.modifiers).toEqual([{ value: 1, reason: 'first aid kit (R-OPS-25)' }]);
    expect(resolveFirstAid(facesRng(0), again.condition, { firstAid: 0 })).toEqual({
      ok: false,
      rejected: 'First Aid can be tried once a minute per patient (R-OPS-25).',
    });
    expect(minutePasses(facesRng(1, 1, 1), again.condition, 3).condition.firstAidThisMinute).toBe(false);
    // Fair +2 hospital vs Good: 3dF >= -1.
    expect(firstAidChance(c, { firstAid: 0, hospital: true })).toBeCloseTo(23 / 27, 12);
  });

  test('R-OPS-25: a new Light wound after First Aid starts the bleeding again', () => {
    const stopped = { ...wounded('light'), bleeding: false };
    const { track, landed } = applyWound(stopped.wounds, 'light');
    expect(afterWounds(stopped, track, landed).bleeding).toBe(true);
  });
});

describe('near death (R-OPS-26)', () => {
  test('R-OPS-26: Body vs Fair each minute, -1 cumulative after the first; failure is death', () => {
    const c = wounded('nearDeath');
    expect(currentDanger(c)).toEqual({ kind: 'near death' });
    const first = minutePasses(facesRng(1, 1, 0), c, 0);
    expect(first.event).toEqual({ kind: 'near death survived' });
    expect(first.roll?.modifiers).toEqual([]);
    const second = minutePasses(facesRng(1, 0, 0), first.condition, 0);
    expect(second.roll?.modifiers).toEqual([{ value: -1, reason: 'minutes near death (R-OPS-26)' }]);
    expect(second.event).toEqual({ kind: 'near death survived' });
    const third = minutePasses(facesRng(1, 0, 0), second.condition, 0);
    expect(third.event).toEqual({ kind: 'died' });
    expect(third.condition.wounds.dead).toBe(true);
    expect(minutePasses(facesRng(1), third.condition, 0).roll).toBeNull();
  });

  test('R-OPS-26: bleeding from Incapacitated can reach Near Death', () => {
    const c = wounded('incapacitated');
    const r = minutePasses(facesRng(-1, -1, -1), c, 0);
    expect(r.event).toEqual({ kind: 'wound worsened', from: 'incapacitated', to: 'nearDeath' });
    expect(currentDanger(r.condition)).toEqual({ kind: 'near death' });
  });

  test('R-OPS-26: First Aid at Superb (with the same bonuses) ends the danger', () => {
    const c = wounded('nearDeath');
    const r = resolveFirstAid(facesRng(1, 1, 0), c, { firstAid: 1, hospital: false, kit: true });
    if (!r.ok) throw new Error(r.rejected);
    expect(r.roll.against).toMatchObject({ kind: 'difficulty', value: 3 });
    expect(r.success).toBe(true);
    expect(r.condition.stabilized).toBe(true);
    expect(currentDanger(r.condition)).toBeNull();
    expect(minutePasses(facesRng(-1), r.condition, 0).roll).toBeNull();
    expect(resolveFirstAid(facesRng(0), { ...HEALTHY, wounds: UNWOUNDED }, { firstAid: 3 })).toMatchObject({ ok: false });
  });
});
