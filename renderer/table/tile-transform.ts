import { FLIP_DIAGONAL, FLIP_HORIZONTAL, FLIP_VERTICAL } from '../../src/battle/map';

/**
 * The 2x2 matrix (Pixi order a, b, c, d: x' = a*x + c*y, y' = b*x + d*y) that draws a tile with
 * Tiled's flip bits about its centre. Tiled applies the diagonal flip (a transpose) first, then
 * the horizontal, then the vertical one.
 */
export function flipMatrix(flips: number): { a: number; b: number; c: number; d: number } {
  let m00 = 1;
  let m01 = 0;
  let m10 = 0;
  let m11 = 1;
  if (flips & FLIP_DIAGONAL) {
    m00 = 0;
    m01 = 1;
    m10 = 1;
    m11 = 0;
  }
  if (flips & FLIP_HORIZONTAL) {
    m00 = -m00;
    m01 = -m01;
  }
  if (flips & FLIP_VERTICAL) {
    m10 = -m10;
    m11 = -m11;
  }
  return { a: m00, b: m10, c: m01, d: m11 };
}
