import type { BattleMap } from '../map/types';
import { fireCover, reverseFireCover } from './fire-cover';

/**
 * `fireCover` remembered per pair of cells, for callers that ask about the same pairs again and
 * again (the computer opponent: every candidate cell against every enemy, turn after turn, while
 * units hold their ground). The map never changes, so an answer never goes stale.
 *
 * One byte per pair in a row per "from" cell, each row made on first use, so only cells that
 * units stand on or weigh get one. The line is the same from either end (line.ts), so one walk
 * answers both directions. Bounded: past MAX_BYTES of rows the table starts over.
 */
const KNOWN = 128;
const MAX_BYTES = 32 * 1024 * 1024;

export class FireCoverTable {
  private readonly rows: (Uint8Array | undefined)[];
  private readonly cells: number;
  private bytes = 0;

  constructor(private readonly map: BattleMap) {
    this.cells = map.width * map.height;
    this.rows = new Array<Uint8Array | undefined>(this.cells).fill(undefined);
  }

  /** `fireCover(map, from, to)` between cells y*width+x: the full answer, cover bits even when blocked. */
  get(from: number, to: number): number {
    const known = this.rows[from]?.[to] ?? 0;
    if (known !== 0) return known & ~KNOWN;
    const n = this.cells;
    if (this.bytes + (this.rows[from] ? 0 : n) + (this.rows[to] ? 0 : n) > MAX_BYTES) {
      this.rows.fill(undefined);
      this.bytes = 0;
    }
    const w = this.map.width;
    const packed = fireCover(this.map, from % w, Math.floor(from / w), to % w, Math.floor(to / w));
    this.row(from)[to] = packed | KNOWN;
    this.row(to)[from] = reverseFireCover(packed) | KNOWN;
    return packed;
  }

  private row(i: number): Uint8Array {
    let row = this.rows[i];
    if (!row) {
      row = new Uint8Array(this.cells);
      this.rows[i] = row;
      this.bytes += this.cells;
    }
    return row;
  }
}

const TABLES = new WeakMap<BattleMap, FireCoverTable>();

/** The map's table, made on first use. */
export function fireCoverTable(map: BattleMap): FireCoverTable {
  let t = TABLES.get(map);
  if (!t) {
    t = new FireCoverTable(map);
    TABLES.set(map, t);
  }
  return t;
}

/** `fireCover(map, from, to)` between cells y*width+x, remembered in the map's table. */
export function cachedFireCover(map: BattleMap, from: number, to: number): number {
  return fireCoverTable(map).get(from, to);
}
