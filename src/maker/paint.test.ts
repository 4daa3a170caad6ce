import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newDoc, regrid, shapeOf, type MakerDoc } from './doc';
import { makeGrid } from './grid';
import { History } from './history';
import { CHANNELS, kindById, type PaintKind } from './kinds';
import { brushCells, EditBuilder, floodCells, lineCells, paintCells, rectCells, strokeCells, type Paint } from './paint';
import { cellsToRects } from './zones';

const kind = (id: string): PaintKind => {
  const k = kindById(id);
  if (!k) throw new Error(id);
  return k;
};

function doc(columns = 10, rows = 6): MakerDoc {
  const grid = makeGrid({ width: columns * 10, height: rows * 10 }, { cell: 10, offsetX: 0, offsetY: 0, metersPerCell: 2 });
  if (typeof grid === 'string') throw new Error(grid);
  return newDoc('t', { width: columns * 10, height: rows * 10 }, grid);
}

/** The block channel as ASCII ('#' wall, 'm' move only, 's' sight only, '|' a door). */
const ascii = (d: MakerDoc): string[] =>
  Array.from({ length: d.grid.rows }, (_, y) => Array.from({ length: d.grid.columns }, (_, x) => {
    const i = y * d.grid.columns + x;
    return d.layers.door[i] ? '|' : (['.', '#', 'm', 's'][d.layers.block[i] ?? 0] ?? '?');
  }).join(''));

function paint(d: MakerDoc, history: History, label: string, cells: { x: number; y: number }[], p: Paint): void {
  const b = new EditBuilder(d);
  paintCells(b, d, cells, p);
  history.push({ kind: 'cells', label, edits: b.edits() });
}

describe('paint tools', () => {
  it('brush, line and rectangle cells', () => {
    const g = { columns: 10, rows: 6 };
    expect(brushCells({ x: 0, y: 0 }, 3, g)).toEqual([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 1 }]);
    expect(lineCells({ x: 0, y: 0 }, { x: 4, y: 2 })).toEqual([{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 1 }, { x: 3, y: 2 }, { x: 4, y: 2 }]);
    expect(rectCells({ x: 3, y: 2 }, { x: 1, y: 1 }, g, true)).toHaveLength(6);
    expect(strokeCells({ x: 0, y: 0 }, { x: 9, y: 0 }, 1, g)).toHaveLength(10);
  });

  it('a door is no wall and a wall is no door', () => {
    const d = doc();
    const h = new History();
    paint(d, h, 'wall', rectCells({ x: 0, y: 0 }, { x: 9, y: 0 }, d.grid), { kind: kind('wall') });
    paint(d, h, 'door', [{ x: 4, y: 0 }], { kind: kind('door-locked') });
    expect(ascii(d)[0]).toBe('####|#####');
    paint(d, h, 'wall', [{ x: 4, y: 0 }], { kind: kind('wall') });
    expect(ascii(d)[0]).toBe('##########');
    h.undo(d);
    expect(ascii(d)[0]).toBe('####|#####');
    expect(d.layers.door[4]).toBe(3);
  });

  it('flood fill stops at walls and at other values; the eraser fills what is alike', () => {
    const d = doc();
    const h = new History();
    paint(d, h, 'walls', [...rectCells({ x: 0, y: 0 }, { x: 5, y: 5 }, d.grid, true)], { kind: kind('wall') });
    const light = floodCells(d, { x: 2, y: 2 }, { kind: kind('light-dark') });
    expect(light).toHaveLength(16);
    paint(d, h, 'dark', light.map((i) => ({ x: i % 10, y: Math.floor(i / 10) })), { kind: kind('light-dark') });
    expect(floodCells(d, { x: 8, y: 2 }, { kind: kind('light-dim') })).toHaveLength(6 * 4);
    expect(floodCells(d, { x: 3, y: 3 }, { erase: ['light'] })).toHaveLength(16);
  });

  it('property: any run of edits undone returns the map to where it was, and redone to where it got', () => {
    const op = fc.record({
      kind: fc.constantFrom('wall', 'blocks-move', 'door-open', 'partial', 'light-dim', 'spawn-b', 'erase'),
      tool: fc.constantFrom('brush', 'rect', 'fill'),
      a: fc.record({ x: fc.integer({ min: 0, max: 9 }), y: fc.integer({ min: 0, max: 5 }) }),
      b: fc.record({ x: fc.integer({ min: 0, max: 9 }), y: fc.integer({ min: 0, max: 5 }) }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 20 }), (ops) => {
        const d = doc();
        const h = new History();
        const snapshots = [CHANNELS.map((c) => Array.from(d.layers[c]))];
        for (const o of ops) {
          const p: Paint = o.kind === 'erase' ? { erase: CHANNELS } : { kind: kind(o.kind) };
          const cells = o.tool === 'brush' ? strokeCells(o.a, o.b, 2, d.grid) : o.tool === 'rect' ? rectCells(o.a, o.b, d.grid) : floodCells(d, o.a, p).map((i) => ({ x: i % 10, y: Math.floor(i / 10) }));
          const before = h.canUndo;
          paint(d, h, o.kind, cells, p);
          const now = CHANNELS.map((c) => Array.from(d.layers[c]));
          if (h.canUndo !== before || JSON.stringify(now) !== JSON.stringify(snapshots[snapshots.length - 1])) snapshots.push(now);
        }
        const end = CHANNELS.map((c) => Array.from(d.layers[c]));
        while (h.canUndo) h.undo(d);
        expect(CHANNELS.map((c) => Array.from(d.layers[c]))).toEqual(snapshots[0]);
        while (h.canRedo) h.redo(d);
        expect(CHANNELS.map((c) => Array.from(d.layers[c]))).toEqual(end);
      }),
      { numRuns: 150 },
    );
  });

  it('a grid change is one edit: the paint stays on the picture, and undo brings the old grid back', () => {
    const d = doc(10, 6);
    const h = new History();
    paint(d, h, 'wall', [{ x: 3, y: 2 }], { kind: kind('wall') });
    const before = shapeOf(d);
    const g = makeGrid({ width: 100, height: 60 }, { cell: 10, offsetX: 5, offsetY: 0, metersPerCell: 2 });
    if (typeof g === 'string') throw new Error(g);
    const after = regrid(d, g);
    h.push({ kind: 'shape', label: 'grid', before, after });
    d.grid = after.grid;
    d.layers = after.layers;
    // Moved by half a cell, the wall's picture pixels (30..40) lie under the new cell 2's centre (5 + 25).
    expect(d.grid.columns).toBe(9);
    expect(d.layers.block[2 * 9 + 2]).toBe(1);
    h.undo(d);
    expect(d.grid.columns).toBe(10);
    expect(d.layers.block[2 * 10 + 3]).toBe(1);
  });
});

describe('zones as rectangles', () => {
  it('cover exactly the painted cells, without overlaps', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 48, maxLength: 48 }), (mask) => {
        const rects = cellsToRects((i) => mask[i] === true, 8, 6);
        const covered = new Array<number>(48).fill(0);
        for (const r of rects) for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) covered[y * 8 + x] = (covered[y * 8 + x] ?? 0) + 1;
        expect(covered).toEqual(mask.map((m) => (m ? 1 : 0)));
      }),
      { numRuns: 200 },
    );
    expect(cellsToRects((i) => i < 12, 4, 4)).toEqual([{ x: 0, y: 0, w: 4, h: 3 }]);
  });
});
