import { rangeDifficulty } from '../../ops/combat/range';
import type { RangeBands } from '../../ops/data/firearms-types';
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
  /** Range level tables already made, by the weapon's range bands and the sight limit. */
  readonly ranges: Map<RangeBands, Map<number, Int8Array>>;
}

const FACTS = new WeakMap<BattleMap, MapFacts>();

export function mapFacts(map: BattleMap): MapFacts {
  let facts = FACTS.get(map);
  if (!facts) {
    facts = { coverNear: coverNear(map), meters: roundedMeters(map), ranges: new Map() };
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

/**
 * Per offset (as `meters`), the R-OPS-12 range difficulty of a shot with these bands plus 3
 * (0 Terrible .. 6 Superb), or -1 where the shot is out of range or beyond `sightMeters`.
 */
export function rangeLevels(map: BattleMap, bands: RangeBands, sightMeters: number): Int8Array {
  const facts = mapFacts(map);
  let bySight = facts.ranges.get(bands);
  if (!bySight) {
    bySight = new Map();
    facts.ranges.set(bands, bySight);
  }
  let levels = bySight.get(sightMeters);
  if (!levels) {
    levels = new Int8Array(facts.meters.length);
    for (let i = 0; i < levels.length; i++) {
      const m = facts.meters[i] ?? Infinity;
      const level = m > sightMeters ? null : rangeDifficulty(bands, m);
      levels[i] = level === null ? -1 : level + 3;
    }
    bySight.set(sightMeters, levels);
  }
  return levels;
}
