import { describe, expect, it } from 'vitest';
import { reachBox } from './guide-reach';

const grid = { width: 10, height: 8, cell: 32 };
const view = { width: 640, height: 480 };
// The camera's centre on the world's point (160, 128), at 1:1: world x maps to screen x + 160.
const cam = { x: 160, y: 128, zoom: 1 };

describe('the box the guide rings for the Move step', () => {
  it('bounds the walk cells on screen', () => {
    const cells = new Set([2 * 10 + 3, 4 * 10 + 5]); // (3,2) and (5,4)
    expect(reachBox(cells, grid, cam, view)).toEqual({ x: 3 * 32 + 160, y: 2 * 32 + 112, w: 3 * 32, h: 3 * 32 });
  });

  it('is cut to the map on screen, and is none with nothing to walk to or nothing on screen', () => {
    const far = { x: 2000, y: 2000, zoom: 1 };
    expect(reachBox(new Set([0]), grid, far, view)).toBeNull();
    expect(reachBox(new Set(), grid, cam, view)).toBeNull();
    expect(reachBox(null, grid, cam, view)).toBeNull();
    const zoomed = reachBox(new Set([0, 79]), grid, { x: 160, y: 128, zoom: 4 }, view);
    expect(zoomed).toEqual({ x: 0, y: 0, w: 640, h: 480 });
  });
});
