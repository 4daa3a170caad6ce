import { describe, expect, it } from 'vitest';
import { FLIP_DIAGONAL, FLIP_HORIZONTAL, FLIP_VERTICAL } from '../../src/battle/map';
import { flipMatrix } from './tile-transform';

const apply = (flips: number, x: number, y: number): [number, number] => {
  const m = flipMatrix(flips);
  return [m.a * x + m.c * y, m.b * x + m.d * y];
};

describe('flipMatrix', () => {
  it('leaves unflipped tiles alone and mirrors the flipped ones', () => {
    expect(apply(0, 3, 5)).toEqual([3, 5]);
    expect(apply(FLIP_HORIZONTAL, 3, 5)).toEqual([-3, 5]);
    expect(apply(FLIP_VERTICAL, 3, 5)).toEqual([3, -5]);
    expect(apply(FLIP_DIAGONAL, 3, 5)).toEqual([5, 3]);
  });

  it('does the diagonal flip first, as Tiled does: diagonal + horizontal is a 90 degree turn', () => {
    // Tiled's "rotate 90 clockwise" stores diagonal + horizontal: the top-left corner goes top-right.
    expect(apply(FLIP_DIAGONAL | FLIP_HORIZONTAL, -1, -1)).toEqual([1, -1]);
  });
});
