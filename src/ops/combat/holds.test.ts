import { describe, expect, test } from 'vitest';
import { applyHoldEffects, isGrabbed, isGrabbing, releaseHolds, type Hold } from './holds';

describe('grab and hold state (R-OPS-19)', () => {
  test('R-OPS-19: a grab makes a hold; escape or throw ends it; release drops all of a character', () => {
    let holds: Hold[] = applyHoldEffects([], 'wolf', 'guard', [{ kind: 'hold' }]);
    expect(holds).toEqual([{ holder: 'wolf', held: 'guard' }]);
    expect(isGrabbing(holds, 'wolf')).toBe(true);
    expect(isGrabbed(holds, 'guard')).toBe(true);
    // The held guard escapes: the escape action is the guard's, against its holder.
    holds = applyHoldEffects(holds, 'guard', 'wolf', [{ kind: 'hold broken' }]);
    expect(holds).toEqual([]);
    holds = applyHoldEffects(holds, 'wolf', 'guard', [{ kind: 'hold' }]);
    holds = applyHoldEffects(holds, 'wolf', 'guard', [{ kind: 'next action penalty', who: 'defender', value: -2 }, { kind: 'hold broken' }]);
    expect(holds).toEqual([]);
    holds = applyHoldEffects([{ holder: 'bear', held: 'guard' }], 'wolf', 'fox', [{ kind: 'hold' }]);
    expect(releaseHolds(holds, 'guard')).toEqual([{ holder: 'wolf', held: 'fox' }]);
  });
});
