import { describe, expect, it } from 'vitest';
import type { RollRecord } from '../../ops/dice/roll-record';
import { battleClock, faces, oddsHeadline, percent, rollLine } from './roll-words';

describe('the table\'s numbers and words', () => {
  it('R-CORE-4: percentages are exact and never round to a lie', () => {
    expect(percent(8 / 9)).toBe('88.9%');
    expect(percent(0.99951)).toBe('>99.9%');
    expect(percent(0.0004)).toBe('<0.1%');
    expect(percent(1)).toBe('100%');
    expect(percent(0)).toBe('0%');
    expect(oddsHeadline(1, 0, 0.8148)).toBe('Good vs Fair: 81.5%');
  });

  it('R-CORE-2: a roll line carries the trait, every modifier, the faces, the total and the outcome', () => {
    const roll: RollRecord = {
      kind: 'ranged',
      label: 'Rifle shot 1 of 2',
      trait: { name: 'Rifle', value: 1 },
      modifiers: [{ value: 1, reason: 'laser sight' }, { value: -1, reason: 'behind cover' }],
      faces: [1, 0],
      total: 2,
      against: { kind: 'difficulty', value: 0, parts: [] },
      outcome: 'success',
    };
    expect(faces(roll)).toBe('[+ 0]');
    expect(rollLine(roll)).toBe('Rifle shot 1 of 2: Rifle Good (+1), laser sight +1, behind cover -1, dice [+ 0] = 2 (Great) vs Fair (0) → hit');
  });

  it('R-OPS-24: the battle clock runs 4 seconds a round', () => {
    expect(battleClock(1)).toBe('0:00');
    expect(battleClock(16)).toBe('1:00');
  });
});
