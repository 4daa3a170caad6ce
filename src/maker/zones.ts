import type { CellRect } from '../battle/map/types';

/**
 * Painted cells as rectangles (a Tiled object is a rectangle): greedy, in reading order — each
 * rectangle starts at the first cell not yet covered, runs right as far as the cells do, then
 * down while the whole run continues. Exact (the rectangles cover the cells and nothing else, with
 * no overlap) and few for the blobs people paint.
 */
export function cellsToRects(mask: (i: number) => boolean, columns: number, rows: number): CellRect[] {
  const used = new Uint8Array(columns * rows);
  const rects: CellRect[] = [];
  const free = (x: number, y: number): boolean => used[y * columns + x] === 0 && mask(y * columns + x);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      if (!free(x, y)) continue;
      let w = 1;
      while (x + w < columns && free(x + w, y)) w++;
      let h = 1;
      for (;;) {
        if (y + h >= rows) break;
        let whole = true;
        for (let k = 0; k < w && whole; k++) whole = free(x + k, y + h);
        if (!whole) break;
        h++;
      }
      for (let yy = y; yy < y + h; yy++) used.fill(1, yy * columns + x, yy * columns + x + w);
      rects.push({ x, y, w, h });
    }
  }
  return rects;
}
