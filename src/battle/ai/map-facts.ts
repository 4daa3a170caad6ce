import type { BattleMap } from '../map/types';

/**
 * Facts about a map the computer opponent reads for every cell it weighs, worked out once per
 * map: the best cover next to each cell, and shot distances in meters by offset.
 */
export interface MapFacts {
  /** Per cell, the best cover (0 none, 1 partial, 2 full; `block` counts as full) among its eight neighbours. */
  readonly coverNear: Uint8Array;
  /**
   * Per offset (|dy| * width + |dx|), the centre-to-centre distance in meters rounded to the
   * centimetre exactly as rangedInput rounds it (commands/ranged-input.ts, R-OPS-12).
   */
  readonly meters: Float64Array;
}

const FACTS = new WeakMap<BattleMap, MapFacts>();

export function mapFacts(map: BattleMap): MapFacts {
  let facts = FACTS.get(map);
  if (!facts) {
    facts = { coverNear: coverNear(map), meters: roundedMeters(map) };
    FACTS.set(map, facts);
  }
  return facts;
}

function coverNear(map: BattleMap): Uint8Array {
  const { width, height } = map;
  const cover = map.cells.cover;
  const near = new Uint8Array(width * height);
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
  return near;
}

function roundedMeters(map: BattleMap): Float64Array {
  const { width, height } = map;
  const meters = new Float64Array(width * height);
  // Math.hypot takes absolute values first, so one quadrant serves every offset (a test checks it).
  for (let dy = 0; dy < height; dy++) {
    for (let dx = 0; dx < width; dx++) meters[dy * width + dx] = Math.round(Math.hypot(dx, dy) * map.metersPerTile * 100) / 100;
  }
  return meters;
}
