import type { BattleMap } from '../map/types';
import { fireCover, reverseFireCover } from './fire-cover';

/**
 * `fireCover` remembered per pair of cells, for callers that ask about the same pairs again and
 * again (the computer opponent: every candidate cell against every enemy, turn after turn, while
 * units hold their ground). The map never changes, so an answer never goes stale.
 *
 * One byte per pair in a row per "from" cell, each row made on first use, so only cells that
 * units stand on or weigh get one. The line is the same from either end (line.ts), so one walk
 * answers both directions. Bounded: past MAX_BYTES of rows the cache starts over.
 */
const KNOWN = 128;
const MAX_BYTES = 32 * 1024 * 1024;

interface FireTable {
  readonly rows: (Uint8Array | undefined)[];
  bytes: number;
}

const TABLES = new WeakMap<BattleMap, FireTable>();

function tableOf(map: BattleMap): FireTable {
  let t = TABLES.get(map);
  if (!t) {
    t = { rows: new Array<Uint8Array | undefined>(map.width * map.height).fill(undefined), bytes: 0 };
    TABLES.set(map, t);
  }
  return t;
}

function rowOf(t: FireTable, i: number, n: number): Uint8Array {
  let row = t.rows[i];
  if (!row) {
    row = new Uint8Array(n);
    t.rows[i] = row;
    t.bytes += n;
  }
  return row;
}

/** `fireCover(map, from, to)` between cells y*width+x: the full answer, cover bits even when blocked. */
export function cachedFireCover(map: BattleMap, from: number, to: number): number {
  const t = tableOf(map);
  const known = t.rows[from]?.[to] ?? 0;
  if (known !== 0) return known & ~KNOWN;
  const n = map.width * map.height;
  if (t.bytes + (t.rows[from] ? 0 : n) + (t.rows[to] ? 0 : n) > MAX_BYTES) {
    t.rows.fill(undefined);
    t.bytes = 0;
  }
  const w = map.width;
  const packed = fireCover(map, from % w, Math.floor(from / w), to % w, Math.floor(to / w));
  rowOf(t, from, n)[to] = packed | KNOWN;
  rowOf(t, to, n)[from] = reverseFireCover(packed) | KNOWN;
  return packed;
}
