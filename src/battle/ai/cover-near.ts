import type { BattleMap } from '../map/types';

const COVER_NEAR = new WeakMap<BattleMap, Uint8Array>();

/**
 * Per cell, the best cover (0 none, 1 partial, 2 full; `block` counts as full) among its eight
 * neighbours: what the computer opponent means by "next to cover". Worked out once per map,
 * since the AI asks it for every cell it considers.
 */
export function coverNearCells(map: BattleMap): Uint8Array {
  let near = COVER_NEAR.get(map);
  if (near) return near;
  const { width, height } = map;
  const cover = map.cells.cover;
  near = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let best = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if ((dx || dy) && nx >= 0 && ny >= 0 && nx < width && ny < height) best = Math.max(best, Math.min(2, cover[ny * width + nx] ?? 0));
        }
      }
      near[y * width + x] = best;
    }
  }
  COVER_NEAR.set(map, near);
  return near;
}
