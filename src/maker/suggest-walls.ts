import type { PictureGrid } from './grid';

/**
 * "Suggest walls": the cells of a picture that hold a dark, solid outline — the way battle maps
 * draw walls — found from the pixels alone, for the user to accept or reject (renderer/maker).
 *
 * 1. Dark: a pixel darker than a threshold picked from the picture itself (Otsu's split of the
 *    brightness histogram, taken again inside the dark part while that part is over a third of
 *    the picture: a dungeon's dark floor is not a wall, its darker walls are).
 * 2. Solid: a dark pixel whose whole square of side 2r+1 around it is dark (an erosion, r a fifteenth of a
 *    cell): printed grid lines, lettering, door leaves and furniture outlines are thinner than that
 *    and vanish; walls (drawn about a sixth of a cell thick or more), pillars and solid blocks stay.
 * 3. Per cell: the share of solid pixels in the middle of the cell (its border left out, so a wall
 *    in the next cell does not spill in) — a wall suggested where it reaches MIN_SHARE.
 * Linear in the pixels (two summed-area tables), so a 4096 x 4096 picture read at half size takes
 * well under a second. The caller may pass the picture scaled down: `scale` is picture pixels per
 * pixel given.
 */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  /** RGBA, 4 bytes a pixel, row by row. */
  readonly data: Uint8Array | Uint8ClampedArray;
}

/** Share of the cell's middle that solid dark pixels must cover. */
export const MIN_SHARE = 0.12;
/** The erosion's radius as a share of a cell. */
const SOLID_RADIUS = 0.07;
/** The cell's border left out of its middle, as a share of the cell on each side. */
const BORDER = 0.2;
/** While the dark part is more than this share of the picture, split it again. */
const MAX_DARK_SHARE = 1 / 3;

export interface Suggestion {
  /** 1 where a wall is suggested, per cell of the grid (`y * columns + x`). */
  readonly cells: Uint8Array;
  /** The brightness threshold used (0..255). */
  readonly threshold: number;
}

export function suggestWalls(px: Pixels, grid: PictureGrid, scale = 1): Suggestion {
  const { width: w, height: h, data } = px;
  const lum = new Uint8Array(w * h);
  const hist = new Float64Array(256);
  for (let i = 0, p = 0; i < lum.length; i++, p += 4) {
    const a = data[p + 3] ?? 255;
    // See-through pixels count as bright: nothing is drawn there.
    const l = a < 128 ? 255 : ((data[p] ?? 0) * 77 + (data[p + 1] ?? 0) * 150 + (data[p + 2] ?? 0) * 29) >> 8;
    lum[i] = l;
    hist[l] = (hist[l] ?? 0) + 1;
  }
  const threshold = darkThreshold(hist, lum.length);

  // Summed-area table of the dark mask, then of the solid mask (dark all around within r).
  const cellPx = grid.cell / scale;
  const r = Math.max(1, Math.round(cellPx * SOLID_RADIUS));
  const W = w + 1;
  const dark = new Int32Array(W * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += (lum[y * w + x] ?? 255) < threshold ? 1 : 0;
      dark[(y + 1) * W + x + 1] = (dark[y * W + x + 1] ?? 0) + row;
    }
  }
  const full = (2 * r + 1) * (2 * r + 1);
  const solid = new Int32Array(W * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    const y0 = y - r;
    const y1 = y + r + 1;
    for (let x = 0; x < w; x++) {
      const x0 = x - r;
      const x1 = x + r + 1;
      let on = 0;
      if (x0 >= 0 && y0 >= 0 && x1 <= w && y1 <= h) {
        const sum = (dark[y1 * W + x1] ?? 0) - (dark[y0 * W + x1] ?? 0) - (dark[y1 * W + x0] ?? 0) + (dark[y0 * W + x0] ?? 0);
        on = sum === full ? 1 : 0;
      }
      row += on;
      solid[(y + 1) * W + x + 1] = (solid[y * W + x + 1] ?? 0) + row;
    }
  }

  const { columns, rows } = grid;
  const cells = new Uint8Array(columns * rows);
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < columns; cx++) {
      const left = (grid.offsetX + cx * grid.cell) / scale;
      const top = (grid.offsetY + cy * grid.cell) / scale;
      const x0 = clamp(Math.round(left + BORDER * cellPx), w);
      const x1 = clamp(Math.round(left + (1 - BORDER) * cellPx), w);
      const y0 = clamp(Math.round(top + BORDER * cellPx), h);
      const y1 = clamp(Math.round(top + (1 - BORDER) * cellPx), h);
      const area = (x1 - x0) * (y1 - y0);
      if (area <= 0) continue;
      const sum = (solid[y1 * W + x1] ?? 0) - (solid[y0 * W + x1] ?? 0) - (solid[y1 * W + x0] ?? 0) + (solid[y0 * W + x0] ?? 0);
      if (sum / area >= MIN_SHARE) cells[cy * columns + cx] = 1;
    }
  }
  return { cells, threshold };
}

const clamp = (v: number, max: number): number => Math.max(0, Math.min(max, v));

/**
 * The brightness below which a pixel is dark: Otsu's threshold of the histogram, and again of the
 * part below it while that part holds more than MAX_DARK_SHARE of the pixels.
 */
function darkThreshold(hist: Float64Array, total: number): number {
  let hi = 256;
  for (let round = 0; round < 4; round++) {
    const t = otsu(hist, hi);
    let below = 0;
    for (let v = 0; v < t; v++) below += hist[v] ?? 0;
    hi = t;
    if (below <= MAX_DARK_SHARE * total || t <= 1) break;
  }
  return hi;
}

/** Otsu's threshold over brightness values [0, hi): the split with the largest between-class variance. */
function otsu(hist: Float64Array, hi: number): number {
  let n = 0;
  let sum = 0;
  for (let v = 0; v < hi; v++) {
    n += hist[v] ?? 0;
    sum += v * (hist[v] ?? 0);
  }
  let wB = 0;
  let sumB = 0;
  let best = 0;
  let at = hi >> 1;
  for (let t = 0; t < hi; t++) {
    wB += hist[t] ?? 0;
    if (wB === 0) continue;
    const wF = n - wB;
    if (wF === 0) break;
    sumB += t * (hist[t] ?? 0);
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      at = t + 1;
    }
  }
  return at;
}
