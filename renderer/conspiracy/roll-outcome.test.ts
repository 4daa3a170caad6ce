import { describe, expect, test } from 'vitest';
import type { RollRecord } from '../../src/hats';
import { rollOutcomes } from './roll-outcome';

const r = (total: number, against: string): RollRecord => ({ trait: 'T', base: 0, mods: [], faces: [], total, against });

describe('a roll says whether it succeeded, from the rolls themselves (the log text is left alone)', () => {
  test('an opposed roll succeeds only above the resisting roll (R-HATS-8: a tie holds)', () => {
    expect(rollOutcomes([r(2, "opposed by X's Loyalty Fair (0)"), r(1, 'resisting Infiltration')])).toEqual(['succeeds', null]);
    expect(rollOutcomes([r(1, "opposed by X's Loyalty Fair (0)"), r(1, 'resisting Bribery')])).toEqual(['tie', null]);
    expect(rollOutcomes([r(0, 'opposed by Y'), r(2, 'defending against Z')])).toEqual(['fails', null]);
  });

  test('against a level: "at least" reaches it, "above" and "better than" pass it; hiding reaches Fair; an unnoticed guard failed', () => {
    expect(rollOutcomes([r(1, 'at least Good (+1)')])).toEqual(['succeeds']);
    expect(rollOutcomes([r(1, 'above Good (+1)')])).toEqual(['fails']);
    expect(rollOutcomes([r(1, 'better than Loyalty Good (+1)')])).toEqual(['fails']);
    expect(rollOutcomes([r(-1, 'difficulty Fair (0)')])).toEqual(['fails']);
    expect(rollOutcomes([r(2, "against Amber Heron's Subtlety Good (+1)")])).toEqual(['succeeds']);
    expect(rollOutcomes([r(0, 'against the Subtlety of whoever came')])).toEqual(['fails']);
    expect(rollOutcomes([r(3, 'Subtlety of everyone in Denver')])).toEqual([null]);
  });
});
