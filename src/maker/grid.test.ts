import { describe, expect, it } from 'vitest';
import { cellAtPixel, gridFromBox, makeGrid } from './grid';

const picture = { width: 1013, height: 707 };

describe('the picture grid', () => {
  it('crops to whole cells from the offset', () => {
    expect(makeGrid(picture, { cell: 50, offsetX: 13, offsetY: 7, metersPerCell: 2 })).toEqual({ cell: 50, offsetX: 13, offsetY: 7, columns: 20, rows: 14, metersPerCell: 2 });
    // Fewer columns and rows crop the map further; more are cut to what the picture holds.
    expect(makeGrid(picture, { cell: 50, offsetX: 13, offsetY: 7, metersPerCell: 1.5, columns: 5, rows: 99 })).toMatchObject({ columns: 5, rows: 14, metersPerCell: 1.5 });
  });

  it('refuses what cannot be a grid, in one sentence', () => {
    expect(makeGrid(picture, { cell: 7, offsetX: 0, offsetY: 0, metersPerCell: 2 })).toBe('A cell is a whole number of pixels from 8 to 1024.');
    expect(makeGrid(picture, { cell: 50.5, offsetX: 0, offsetY: 0, metersPerCell: 2 })).toBe('A cell is a whole number of pixels from 8 to 1024.');
    expect(makeGrid(picture, { cell: 50, offsetX: 0, offsetY: 0, metersPerCell: 0 })).toBe('Meters per cell is a number above 0 and at most 100.');
    expect(makeGrid(picture, { cell: 800, offsetX: 300, offsetY: 0, metersPerCell: 2 })).toBe('The picture holds no whole cell of 800 px from that offset.');
    expect(makeGrid({ width: 16384, height: 100 }, { cell: 8, offsetX: 0, offsetY: 0, metersPerCell: 2 })).toBe('That makes 2,048 x 12 cells; a map has at most 1,024 a side: make the cells larger or crop the map.');
  });

  it('a box dragged over one cell gives its size and puts a grid line on its corner', () => {
    // The cell from (263, 157) to (313, 207), dragged a little loosely and from its far corner.
    expect(gridFromBox(picture, { x0: 314, y0: 208, x1: 263, y1: 158 }, 2)).toEqual({ cell: 51, offsetX: 8, offsetY: 5, columns: 19, rows: 13, metersPerCell: 2 });
    expect(gridFromBox(picture, { x0: 263, y0: 157, x1: 313, y1: 207 }, 2)).toMatchObject({ cell: 50, offsetX: 13, offsetY: 7 });
    expect(gridFromBox(picture, { x0: 10, y0: 10, x1: 13, y1: 12 }, 2)).toBe('Drag a box over one whole cell of the picture (at least 8 px).');
  });

  it('finds the cell under a picture pixel', () => {
    const g = makeGrid(picture, { cell: 50, offsetX: 13, offsetY: 7, metersPerCell: 2 });
    if (typeof g === 'string') throw new Error(g);
    expect(cellAtPixel(g, 13, 7)).toEqual({ x: 0, y: 0 });
    expect(cellAtPixel(g, 62.9, 56.9)).toEqual({ x: 0, y: 0 });
    expect(cellAtPixel(g, 1012, 706)).toEqual({ x: 19, y: 13 });
    expect(cellAtPixel(g, 1013, 300)).toBeUndefined();
    expect(cellAtPixel(g, 5, 5)).toBeUndefined();
  });
});
