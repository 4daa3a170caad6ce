import type { CellRange } from './coords';

/**
 * Pure planning for the terrain chunk cache: which chunks to bake first, at what resolution, and
 * which to drop when the cache is over budget. Pixi work lives in terrain-layer.ts.
 */

export const CHUNK_CELLS = 16;

/**
 * Texture resolution for chunks at a zoom: the on-screen scale itself, so one chunk pixel is one
 * screen pixel and the compositor shows it unscaled (sharp), between 1/8 (a whole 256x256 map fits
 * in memory zoomed out) and twice the device pixels (zoomed far in, the art is magnified smoothly
 * instead of baked huge).
 */
export function chunkResolution(zoom: number, devicePixels: number): number {
  return Math.min(2 * devicePixels, Math.max(1 / 8, zoom * devicePixels));
}

export const chunkKey = (cx: number, cy: number): number => cy * 65536 + cx;

/** Chunks of a range, nearest to its centre first, so the middle of the screen fills in first. */
export function chunksByDistance(range: CellRange): Array<{ cx: number; cy: number }> {
  const mx = (range.x0 + range.x1) / 2;
  const my = (range.y0 + range.y1) / 2;
  const out: Array<{ cx: number; cy: number; d: number }> = [];
  for (let cy = range.y0; cy <= range.y1; cy += 1) {
    for (let cx = range.x0; cx <= range.x1; cx += 1) out.push({ cx, cy, d: (cx - mx) ** 2 + (cy - my) ** 2 });
  }
  out.sort((a, b) => a.d - b.d);
  return out.map(({ cx, cy }) => ({ cx, cy }));
}

export interface CachedChunk {
  readonly key: number;
  readonly bytes: number;
  readonly lastUsed: number;
  readonly visible: boolean;
}

/** Keys to evict, least recently used first, until the total is within budget; visible chunks stay. */
export function evictionOrder(chunks: readonly CachedChunk[], budgetBytes: number): number[] {
  let total = chunks.reduce((sum, c) => sum + c.bytes, 0);
  const out: number[] = [];
  for (const c of [...chunks].filter((c) => !c.visible).sort((a, b) => a.lastUsed - b.lastUsed)) {
    if (total <= budgetBytes) break;
    out.push(c.key);
    total -= c.bytes;
  }
  return out;
}
