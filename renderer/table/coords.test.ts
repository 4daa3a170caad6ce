import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cellAtScreen, cellCentre, metersBetween, visibleCells, visibleChunks, worldToScreen, type GridGeometry } from './coords';

const g: GridGeometry = { width: 256, height: 128, cell: 32 };
const view = { width: 1280, height: 720 };

describe('coords', () => {
  it('finds the cell whose centre was projected to the screen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 127 }),
        fc.double({ min: 0.25, max: 4, noNaN: true }),
        (x, y, zoom) => {
          const cam = { x: 4000, y: 2000, zoom };
          const s = worldToScreen(cam, view, cellCentre(g, x, y));
          const back = cellAtScreen(g, cam, view, s);
          return back !== null && back.x === x && back.y === y;
        },
      ),
    );
  });

  it('gives no cell off the map', () => {
    expect(cellAtScreen(g, { x: 0, y: 0, zoom: 1 }, view, { x: 10, y: 10 })).toBeNull();
  });

  it('lists the cells and chunks on screen, clamped to the map', () => {
    const cam = { x: 640, y: 360, zoom: 1 };
    expect(visibleCells(g, cam, view)).toEqual({ x0: 0, y0: 0, x1: 39, y1: 22 });
    expect(visibleChunks(g, cam, view, 16)).toEqual({ x0: 0, y0: 0, x1: 2, y1: 1 });
    expect(visibleCells(g, { x: 0, y: 0, zoom: 1 }, view)).toEqual({ x0: 0, y0: 0, x1: 19, y1: 11 });
  });

  it('R-OPS-12: measures centre to centre in meters', () => {
    expect(metersBetween({ x: 0, y: 0 }, { x: 3, y: 4 }, 2)).toBe(10);
  });
});
