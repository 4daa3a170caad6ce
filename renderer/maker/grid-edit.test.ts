import { describe, expect, it } from 'vitest';
import { makeGrid, newDoc } from '../../src/maker';
import { gridEdit, gridWords, wholeGrid } from './grid-edit';

function doc() {
  const g = makeGrid({ width: 1200, height: 900 }, { cell: 48, offsetX: 17, offsetY: 11, metersPerCell: 2, columns: 20, rows: 10 });
  if (typeof g === 'string') throw new Error(g);
  return newDoc('t', { width: 1200, height: 900 }, g);
}

describe('grid fields typed in the Grid panel', () => {
  it('a new cell size takes every whole cell again; columns crop; meters move no cell', () => {
    expect(gridEdit(doc(), 'cell', 50)).toMatchObject({ cell: 50, columns: 23, rows: 17 });
    expect(gridEdit(doc(), 'columns', 12)).toMatchObject({ columns: 12, rows: 10 });
    expect(gridEdit(doc(), 'metersPerCell', 1.5)).toMatchObject({ columns: 20, rows: 10, metersPerCell: 1.5 });
    expect(gridEdit(doc(), 'cell', 3)).toBe('A cell is a whole number of pixels from 8 to 1024.');
    expect(wholeGrid(doc())).toMatchObject({ columns: 24, rows: 18 });
    const g = gridEdit(doc(), 'offsetX', 5);
    expect(typeof g !== 'string' && gridWords(g)).toBe('Grid: 48 px cells from (5, 11), 24 x 18 cells of 2 m.');
  });
});
