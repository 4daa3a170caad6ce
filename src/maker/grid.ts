import { MAP_LIMITS } from '../battle/map/limits';

/**
 * How a picture is cut into cells: `cell` picture pixels a side (whole pixels: Tiled's tile size
 * is whole), the first whole cell's top-left corner at (`offsetX`, `offsetY`) in the picture, and
 * `columns` x `rows` cells from there — at most as many whole cells as the picture holds, so the
 * map covers whole cells only ("crop to whole cells"). `metersPerCell` is R-OPS-12's scale.
 */
export interface PictureGrid {
  readonly cell: number;
  readonly offsetX: number;
  readonly offsetY: number;
  readonly columns: number;
  readonly rows: number;
  readonly metersPerCell: number;
}

export const MIN_CELL_PX = 8;
export const MAX_CELL_PX = 1024;
export const DEFAULT_METERS_PER_CELL = 2;

/** The most whole cells a picture holds from an offset. */
export function wholeCells(picture: { width: number; height: number }, cell: number, offsetX: number, offsetY: number): { columns: number; rows: number } {
  return { columns: Math.max(0, Math.floor((picture.width - offsetX) / cell)), rows: Math.max(0, Math.floor((picture.height - offsetY) / cell)) };
}

/**
 * A grid from what the user typed or dragged, or one sentence saying why not. Offsets are kept
 * within the picture; columns and rows default to (and are cut down to) the whole cells there.
 */
export function makeGrid(
  picture: { width: number; height: number },
  wanted: { cell: number; offsetX: number; offsetY: number; metersPerCell: number; columns?: number; rows?: number },
): PictureGrid | string {
  const { cell, metersPerCell } = wanted;
  if (!Number.isInteger(cell) || cell < MIN_CELL_PX || cell > MAX_CELL_PX) return `A cell is a whole number of pixels from ${MIN_CELL_PX} to ${MAX_CELL_PX}.`;
  if (!Number.isFinite(metersPerCell) || metersPerCell <= 0 || metersPerCell > 100) return 'Meters per cell is a number above 0 and at most 100.';
  const offsetX = Math.round(wanted.offsetX);
  const offsetY = Math.round(wanted.offsetY);
  if (!(offsetX >= 0 && offsetY >= 0)) return 'The grid offset is at least 0 pixels.';
  const most = wholeCells(picture, cell, offsetX, offsetY);
  if (most.columns < 1 || most.rows < 1) return `The picture holds no whole cell of ${cell} px from that offset.`;
  const columns = Math.min(most.columns, Math.max(1, Math.round(wanted.columns ?? most.columns)));
  const rows = Math.min(most.rows, Math.max(1, Math.round(wanted.rows ?? most.rows)));
  if (columns > MAP_LIMITS.maxSide || rows > MAP_LIMITS.maxSide) {
    return `That makes ${columns.toLocaleString('en-US')} x ${rows.toLocaleString('en-US')} cells; a map has at most ${MAP_LIMITS.maxSide.toLocaleString('en-US')} a side: make the cells larger or crop the map.`;
  }
  return { cell, offsetX, offsetY, columns, rows, metersPerCell };
}

/**
 * The grid a box dragged over one cell of the picture gives: its side (the mean of width and
 * height, whole pixels) and the offset that puts a grid line on its top-left corner — the first
 * whole cell left of and above it, so the grid reaches the picture's edge.
 */
export function gridFromBox(
  picture: { width: number; height: number },
  box: { x0: number; y0: number; x1: number; y1: number },
  metersPerCell: number,
): PictureGrid | string {
  const w = Math.abs(box.x1 - box.x0);
  const h = Math.abs(box.y1 - box.y0);
  const cell = Math.round((w + h) / 2);
  if (cell < MIN_CELL_PX) return `Drag a box over one whole cell of the picture (at least ${MIN_CELL_PX} px).`;
  const left = Math.min(box.x0, box.x1);
  const top = Math.min(box.y0, box.y1);
  const mod = (v: number): number => ((Math.round(v) % cell) + cell) % cell;
  return makeGrid(picture, { cell, offsetX: mod(left), offsetY: mod(top), metersPerCell });
}

/** The picture pixel rectangle a cell covers. */
export function cellRect(grid: PictureGrid, x: number, y: number): { x: number; y: number; w: number; h: number } {
  return { x: grid.offsetX + x * grid.cell, y: grid.offsetY + y * grid.cell, w: grid.cell, h: grid.cell };
}

/** The cell under a picture pixel, or undefined outside the map. */
export function cellAtPixel(grid: PictureGrid, px: number, py: number): { x: number; y: number } | undefined {
  const x = Math.floor((px - grid.offsetX) / grid.cell);
  const y = Math.floor((py - grid.offsetY) / grid.cell);
  return x >= 0 && y >= 0 && x < grid.columns && y < grid.rows ? { x, y } : undefined;
}
