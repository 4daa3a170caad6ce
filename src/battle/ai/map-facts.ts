import { rangeDifficulty } from '../../ops/combat/range';
import type { RangeBands } from '../../ops/data/firearms-types';
import type { BattleMap } from '../map/types';

const UNKNOWN = -2;

/**
 * Facts about a map the computer opponent reads for every cell it weighs, remembered per map and
 * worked out on first use (a big map's turn touches a small part of it).
 */
export class MapFacts {
  private readonly near: Uint8Array;
  private readonly meterTable: Float64Array;
  private readonly levels = new Map<RangeBands, Map<number, RangeLevels>>();

  constructor(private readonly map: BattleMap) {
    const n = map.width * map.height;
    this.near = new Uint8Array(n).fill(255);
    this.meterTable = new Float64Array(n).fill(NaN);
  }

  /** The best cover (0 none, 1 partial, 2 full; `block` counts as full) among a cell's eight neighbours. */
  coverNear(cell: number): number {
    const known = this.near[cell] ?? 0;
    if (known !== 255) return known;
    const { width, height } = this.map;
    const cover = this.map.cells.cover;
    const x = cell % width;
    const y = (cell - x) / width;
    let best = 0;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if ((dx || dy) && nx >= 0 && ny >= 0 && nx < width && ny < height) best = Math.max(best, Math.min(2, cover[ny * width + nx] ?? 0));
      }
    }
    this.near[cell] = best;
    return best;
  }

  /**
   * Centre-to-centre distance in meters at an offset (|dy| * width + |dx|), rounded to the
   * centimetre exactly as rangedInput rounds it (commands/ranged-input.ts, R-OPS-12). Math.hypot
   * takes absolute values first, so one quadrant serves every offset (a test checks it).
   */
  meters(offset: number): number {
    const known = this.meterTable[offset] ?? NaN;
    if (known === known) return known;
    const dx = offset % this.map.width;
    const dy = (offset - dx) / this.map.width;
    const m = Math.round(Math.hypot(dx, dy) * this.map.metersPerTile * 100) / 100;
    this.meterTable[offset] = m;
    return m;
  }

  /** The range levels of shots with these bands under this sight limit (made on first use). */
  rangeLevels(bands: RangeBands, sightMeters: number): RangeLevels {
    let bySight = this.levels.get(bands);
    if (!bySight) {
      bySight = new Map();
      this.levels.set(bands, bySight);
    }
    let table = bySight.get(sightMeters);
    if (!table) {
      table = new RangeLevels(this, bands, sightMeters, this.meterTable.length);
      bySight.set(sightMeters, table);
    }
    return table;
  }
}

/**
 * The R-OPS-12 range difficulty of a shot at each offset with one weapon's bands, plus 3
 * (0 Terrible .. 6 Superb), or -1 out of range or beyond the sight limit.
 */
export class RangeLevels {
  private readonly table: Int8Array;

  constructor(
    private readonly facts: MapFacts,
    private readonly bands: RangeBands,
    private readonly sightMeters: number,
    size: number,
  ) {
    this.table = new Int8Array(size).fill(UNKNOWN);
  }

  at(offset: number): number {
    const known = this.table[offset] ?? UNKNOWN;
    if (known !== UNKNOWN) return known;
    const m = this.facts.meters(offset);
    const level = m > this.sightMeters ? null : rangeDifficulty(this.bands, m);
    const code = level === null ? -1 : level + 3;
    this.table[offset] = code;
    return code;
  }
}

const FACTS = new WeakMap<BattleMap, MapFacts>();

export function mapFacts(map: BattleMap): MapFacts {
  let facts = FACTS.get(map);
  if (!facts) {
    facts = new MapFacts(map);
    FACTS.set(map, facts);
  }
  return facts;
}
