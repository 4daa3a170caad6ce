import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../../src/battle/map';
import { fireStretches } from './fire-line';

describe('fireStretches', () => {
  it('R-OPS-13: marks the stretch through a low wall as cover', () => {
    const { map, units } = mapFromAscii(`
      A..o.B
    `);
    const a = units['A']?.[0];
    const b = units['B']?.[0];
    if (!a || !b) throw new Error('units missing');
    const s = fireStretches(map, a, b);
    expect(s.map((x) => x.kind)).toEqual(['clear', 'cover', 'clear']);
    expect(s[1]?.t0).toBeCloseTo(2.5 / 5);
    expect(s[1]?.t1).toBeCloseTo(3.5 / 5);
    expect(s[0]?.t0).toBe(0);
    expect(s[2]?.t1).toBe(1);
  });

  it('R-OPS-13: everything past a wall is blocked', () => {
    const { map, units } = mapFromAscii(`
      A.#..B
    `);
    const a = units['A']?.[0];
    const b = units['B']?.[0];
    if (!a || !b) throw new Error('units missing');
    expect(fireStretches(map, a, b).map((x) => x.kind)).toEqual(['clear', 'blocked']);
  });

  it('gives nothing for a unit measuring to itself', () => {
    const { map } = mapFromAscii(['...']);
    expect(fireStretches(map, { x: 1, y: 0 }, { x: 1, y: 0 })).toEqual([]);
  });
});
