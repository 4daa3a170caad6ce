import { CHANNELS, type Channel, type PaintKind } from './kinds';
import type { MakerDoc } from './doc';

/**
 * Painting: which cells a tool touches (brush, line, rectangle, flood fill) and what it writes
 * there. Every write goes through an EditBuilder, which keeps each touched cell's first value, so
 * a whole stroke is one edit the history can undo and redo exactly.
 */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** One channel's changes of an edit: cells (indices) with their values before and after. */
export interface ChannelEdit {
  readonly channel: Channel;
  readonly cells: Int32Array;
  readonly before: Uint8Array;
  readonly after: Uint8Array;
}

export type CellEdits = readonly ChannelEdit[];

/** What to write: a kind, or the eraser (every channel in `channels` back to 0). */
export type Paint = { readonly kind: PaintKind } | { readonly erase: readonly Channel[] };

export class EditBuilder {
  private readonly first = CHANNELS.map(() => new Map<number, number>());

  constructor(private readonly doc: MakerDoc) {}

  /** Writes `value` into `channel` at cell `i`, remembering the cell's first value. */
  set(channel: Channel, i: number, value: number): boolean {
    const layer = this.doc.layers[channel];
    const old = layer[i] ?? 0;
    if (old === value) return false;
    const seen = this.first[CHANNELS.indexOf(channel)];
    if (seen && !seen.has(i)) seen.set(i, old);
    layer[i] = value;
    return true;
  }

  /** The edit so far: cells whose value differs from their first one. */
  edits(): CellEdits {
    const out: ChannelEdit[] = [];
    CHANNELS.forEach((channel, k) => {
      const seen = this.first[k];
      if (!seen || seen.size === 0) return;
      const layer = this.doc.layers[channel];
      const cells: number[] = [];
      const before: number[] = [];
      const after: number[] = [];
      for (const [i, was] of seen) {
        const now = layer[i] ?? 0;
        if (now === was) continue;
        cells.push(i);
        before.push(was);
        after.push(now);
      }
      if (cells.length > 0) out.push({ channel, cells: Int32Array.from(cells), before: Uint8Array.from(before), after: Uint8Array.from(after) });
    });
    return out;
  }
}

/**
 * Paints one cell. A wall or a cell that stops movement is no door, and a door is no wall (the
 * battle decides what a door stops, R-OPS-35), so each clears the other.
 */
export function paintCell(b: EditBuilder, i: number, paint: Paint): void {
  if ('erase' in paint) {
    for (const c of paint.erase) b.set(c, i, 0);
    return;
  }
  const { channel, value } = paint.kind;
  b.set(channel, i, value);
  if (channel === 'door') b.set('block', i, 0);
  if (channel === 'block' && (value === 1 || value === 2)) b.set('door', i, 0);
}

export interface Bounds {
  readonly columns: number;
  readonly rows: number;
}

/** The cells of a square brush of `size` cells centred on a cell (an even size leans up and left). */
export function brushCells(at: Cell, size: number, g: Bounds, out: Cell[] = []): Cell[] {
  const s = Math.max(1, Math.floor(size));
  const x0 = at.x - Math.floor((s - 1) / 2);
  const y0 = at.y - Math.floor((s - 1) / 2);
  for (let y = Math.max(0, y0); y < Math.min(g.rows, y0 + s); y++) for (let x = Math.max(0, x0); x < Math.min(g.columns, x0 + s); x++) out.push({ x, y });
  return out;
}

/** The cells of a line from a to b (Bresenham: each step one cell, ends included). */
export function lineCells(a: Cell, b: Cell): Cell[] {
  const out: Cell[] = [];
  let x = a.x;
  let y = a.y;
  const dx = Math.abs(b.x - x);
  const dy = -Math.abs(b.y - y);
  const sx = x < b.x ? 1 : -1;
  const sy = y < b.y ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    out.push({ x, y });
    if (x === b.x && y === b.y) return out;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
}

/** A brush dragged from a to b: every cell of the brush at every cell of the line. */
export function strokeCells(a: Cell, b: Cell, size: number, g: Bounds): Cell[] {
  const out: Cell[] = [];
  for (const c of lineCells(a, b)) brushCells(c, size, g, out);
  return out;
}

/** The cells of the rectangle with corners a and b, filled or (outline) its border only. */
export function rectCells(a: Cell, b: Cell, g: Bounds, outline = false): Cell[] {
  const x0 = Math.max(0, Math.min(a.x, b.x));
  const x1 = Math.min(g.columns - 1, Math.max(a.x, b.x));
  const y0 = Math.max(0, Math.min(a.y, b.y));
  const y1 = Math.min(g.rows - 1, Math.max(a.y, b.y));
  const out: Cell[] = [];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) if (!outline || x === x0 || x === x1 || y === y0 || y === y1) out.push({ x, y });
  }
  return out;
}

/**
 * Flood fill from a cell: the 4-connected cells holding the same value as it in the painted
 * channel (for the eraser, the same values in every erased channel). Filling anything but walls
 * stops at walls, so a room's light or zone fills the room and not the corridor behind its wall.
 */
export function floodCells(doc: MakerDoc, at: Cell, paint: Paint): number[] {
  const { columns, rows } = doc.grid;
  const n = columns * rows;
  const start = at.y * columns + at.x;
  if (at.x < 0 || at.y < 0 || at.x >= columns || at.y >= rows) return [];
  const channels: readonly Channel[] = 'erase' in paint ? paint.erase : [paint.kind.channel];
  const want = channels.map((c) => doc.layers[c][start] ?? 0);
  const wall = doc.layers.block;
  const stopAtWalls = !('kind' in paint && paint.kind.channel === 'block');
  const same = (i: number): boolean => channels.every((c, k) => doc.layers[c][i] === want[k]) && !(stopAtWalls && wall[i] === 1 && i !== start);
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  let tail = 0;
  seen[start] = 1;
  queue[tail++] = start;
  for (let head = 0; head < tail; head++) {
    const i = queue[head] as number;
    const x = i % columns;
    for (const j of [x + 1 < columns ? i + 1 : -1, x > 0 ? i - 1 : -1, i + columns < n ? i + columns : -1, i - columns]) {
      if (j < 0 || seen[j] === 1 || !same(j)) continue;
      seen[j] = 1;
      queue[tail++] = j;
    }
  }
  return Array.from(queue.subarray(0, tail));
}

/** Paints cells through a builder; returns the indices it touched (for drawing). */
export function paintCells(b: EditBuilder, doc: MakerDoc, cells: readonly Cell[], paint: Paint): number[] {
  const touched: number[] = [];
  for (const c of cells) {
    const i = c.y * doc.grid.columns + c.x;
    paintCell(b, i, paint);
    touched.push(i);
  }
  return touched;
}
