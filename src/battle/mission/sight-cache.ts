import { lineOfSight } from '../geometry/sight';
import type { BattleMap } from '../map/types';

/**
 * `lineOfSight` remembered per pair of cells and per map (each door configuration is its own map,
 * state/doors.ts), for the mission rules that ask it after every command for every defender and
 * intruder (R-OPS-40) and for every cell of a hovered path (the notice preview). The line is the
 * same from either end, so one walk answers both directions. Open addressing on typed arrays,
 * bounded: a full table starts over.
 */
const FIRST = 1 << 12;
const MAX = 1 << 20;

class SightTable {
  private keys = new Float64Array(FIRST).fill(-1);
  private values = new Uint8Array(FIRST);
  private size = 0;
  private readonly n: number;
  constructor(private readonly map: BattleMap) {
    this.n = map.width * map.height;
  }

  clear(from: number, to: number): boolean {
    if (from === to) return true;
    const a = Math.min(from, to);
    const b = Math.max(from, to);
    const key = a * this.n + b;
    const mask = this.keys.length - 1;
    for (let i = slot(a, b, mask); ; i = (i + 1) & mask) {
      const k = this.keys[i];
      if (k === key) return this.values[i] === 1;
      if (k === -1) break;
    }
    const w = this.map.width;
    const seen = lineOfSight(this.map, { x: a % w, y: Math.floor(a / w) }, { x: b % w, y: Math.floor(b / w) });
    if (2 * (this.size + 1) > this.keys.length) this.grow();
    this.put(key, a, b, seen ? 1 : 0);
    return seen;
  }

  private put(key: number, a: number, b: number, v: number): void {
    const mask = this.keys.length - 1;
    let i = slot(a, b, mask);
    while (this.keys[i] !== -1 && this.keys[i] !== key) i = (i + 1) & mask;
    if (this.keys[i] === -1) this.size++;
    this.keys[i] = key;
    this.values[i] = v;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    const capacity = oldKeys.length >= MAX ? FIRST : oldKeys.length * 2;
    this.keys = new Float64Array(capacity).fill(-1);
    this.values = new Uint8Array(capacity);
    this.size = 0;
    if (capacity === FIRST) return;
    for (let i = 0; i < oldKeys.length; i++) {
      const k = oldKeys[i] ?? -1;
      if (k === -1) continue;
      const b = k % this.n;
      const a = (k - b) / this.n;
      this.put(k, a, b, oldValues[i] ?? 0);
    }
  }
}

function slot(a: number, b: number, mask: number): number {
  return (Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca77)) & mask;
}

const TABLES = new WeakMap<BattleMap, SightTable>();

/** Line of sight between cells y*width+x, remembered in the map's table. */
export function sightBetween(map: BattleMap, from: number, to: number): boolean {
  let t = TABLES.get(map);
  if (!t) {
    t = new SightTable(map);
    TABLES.set(map, t);
  }
  return t.clear(from, to);
}
