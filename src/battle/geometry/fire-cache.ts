import type { BattleMap } from '../map/types';
import { fireCover, reverseFireCover } from './fire-cover';

/**
 * `fireCover` remembered per pair of cells, for callers that ask about the same pairs again and
 * again (the computer opponent: every candidate cell against every enemy, turn after turn, while
 * units hold their ground). The map never changes, so an answer never goes stale.
 *
 * An open-addressing hash table on typed arrays (pair key -> packed answer): no allocation per
 * pair, whatever the map's size. The line is the same from either end (line.ts), so one walk
 * answers both directions. Bounded: a full table starts over.
 */
const FIRST_CAPACITY = 1 << 12;
const MAX_CAPACITY = 1 << 21;
const EMPTY = -1;

export class FireCoverTable {
  private keys = new Float64Array(FIRST_CAPACITY).fill(EMPTY);
  private values = new Uint8Array(FIRST_CAPACITY);
  private size = 0;
  private readonly cells: number;

  constructor(private readonly map: BattleMap) {
    this.cells = map.width * map.height;
  }

  /** `fireCover(map, from, to)` between cells y*width+x: the full answer, cover bits even when blocked. */
  get(from: number, to: number): number {
    const key = from * this.cells + to;
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let i = slotOf(from, to, mask); ; i = (i + 1) & mask) {
      const k = keys[i];
      if (k === key) return this.values[i] ?? 0;
      if (k === EMPTY) break;
    }
    const w = this.map.width;
    const packed = fireCover(this.map, from % w, Math.floor(from / w), to % w, Math.floor(to / w));
    if (2 * (this.size + 2) > keys.length) this.grow();
    this.put(from, to, packed);
    if (from !== to) this.put(to, from, reverseFireCover(packed));
    return packed;
  }

  private put(from: number, to: number, packed: number): void {
    const key = from * this.cells + to;
    const keys = this.keys;
    const mask = keys.length - 1;
    let i = slotOf(from, to, mask);
    while (keys[i] !== EMPTY && keys[i] !== key) i = (i + 1) & mask;
    if (keys[i] === EMPTY) this.size++;
    keys[i] = key;
    this.values[i] = packed;
  }

  /** Doubles the table (kept at most half full), or empties it once it has reached its bound. */
  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    const capacity = oldKeys.length >= MAX_CAPACITY ? FIRST_CAPACITY : oldKeys.length * 2;
    this.keys = new Float64Array(capacity).fill(EMPTY);
    this.values = new Uint8Array(capacity);
    this.size = 0;
    if (capacity === FIRST_CAPACITY) return;
    for (let i = 0; i < oldKeys.length; i++) {
      const k = oldKeys[i] ?? EMPTY;
      if (k === EMPTY) continue;
      const to = k % this.cells;
      this.put((k - to) / this.cells, to, oldValues[i] ?? 0);
    }
  }
}

function slotOf(from: number, to: number, mask: number): number {
  return (Math.imul(from, 0x9e3779b1) ^ Math.imul(to + 0x7f4a7c15, 0x85ebca77)) & mask;
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
