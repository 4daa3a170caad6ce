import type { BattleMap } from '../map/types';

/**
 * `findPath` and `reachableCells` (movement.ts) for hot callers such as the computer opponent,
 * on buffers kept per map instead of fresh whole-map arrays per call, with occupied cells in a
 * grid instead of a callback. The results are the same, cell for cell: the same step rules
 * (R-OPS-27), the same costs computed in the same order, and a heap ordered by (cost, index) —
 * a total order, so the cells come off it in the same sequence as from movement.ts's heap.
 * A property test compares both on random maps.
 *
 * Each call names the cells units stand on (y*width+x): never entered, but no bar to a diagonal
 * squeeze past them, as `isOccupied` in movement.ts. Not reentrant; the arrays returned are fresh.
 */

const SQRT2 = Math.SQRT2;
const EPS = 1e-9;
const DX = [1, -1, 0, 0, 1, 1, -1, -1] as const;
const DY = [0, 0, 1, -1, 1, -1, 1, -1] as const;

/** A binary min-heap on typed arrays, ordered by key then index. */
class TypedHeap {
  private keys = new Float64Array(256);
  private items = new Int32Array(256);
  size = 0;
  /** Key of the entry last popped. */
  key = 0;

  clear(): void {
    this.size = 0;
  }

  push(index: number, key: number): void {
    if (this.size === this.items.length) {
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
      const items = new Int32Array(this.size * 2);
      items.set(this.items);
      this.items = items;
    }
    const keys = this.keys;
    const items = this.items;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p] ?? 0;
      if (pk < key || (pk === key && (items[p] ?? 0) < index)) break;
      keys[i] = pk;
      items[i] = items[p] ?? 0;
      i = p;
    }
    keys[i] = key;
    items[i] = index;
  }

  /** Removes the smallest entry and returns its index (its key in `key`); -1 when empty. */
  pop(): number {
    if (this.size === 0) return -1;
    const keys = this.keys;
    const items = this.items;
    const top = items[0] ?? 0;
    this.key = keys[0] ?? 0;
    const n = --this.size;
    if (n > 0) {
      const k = keys[n] ?? 0;
      const it = items[n] ?? 0;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        let m = l;
        const r = l + 1;
        if (r < n) {
          const lk = keys[l] ?? 0;
          const rk = keys[r] ?? 0;
          if (rk < lk || (rk === lk && (items[r] ?? 0) < (items[l] ?? 0))) m = r;
        }
        const mk = keys[m] ?? 0;
        if (k < mk || (k === mk && it < (items[m] ?? 0))) break;
        keys[i] = mk;
        items[i] = items[m] ?? 0;
        i = m;
      }
      keys[i] = k;
      items[i] = it;
    }
    return top;
  }
}

export class GridSearch {
  private readonly width: number;
  private readonly height: number;
  private readonly metersPerTile: number;
  private readonly move: Uint8Array;
  /** 1 where a unit stands during a call. */
  private readonly occupied: Uint8Array;
  private occupiedList: readonly number[] = [];
  /** Cost in tiles per cell, valid where `stamp` holds the current generation. */
  private readonly cost: Float64Array;
  private readonly parent: Int32Array;
  private readonly stamp: Uint32Array;
  private generation = 0;
  private readonly heap = new TypedHeap();
  /** The cost in meters of the last path found. */
  pathMeters = 0;

  constructor(map: BattleMap) {
    this.width = map.width;
    this.height = map.height;
    this.metersPerTile = map.metersPerTile;
    this.move = map.cells.blocksMove;
    const n = map.width * map.height;
    this.occupied = new Uint8Array(n);
    this.cost = new Float64Array(n);
    this.parent = new Int32Array(n);
    this.stamp = new Uint32Array(n);
  }

  private occupy(cells: readonly number[]): void {
    for (const i of this.occupiedList) this.occupied[i] = 0;
    for (const i of cells) this.occupied[i] = 1;
    this.occupiedList = cells.slice();
  }

  private begin(occupied: readonly number[]): void {
    this.occupy(occupied);
    this.generation = (this.generation + 1) >>> 0;
    if (this.generation === 0) {
      this.stamp.fill(0);
      this.generation = 1;
    }
    this.heap.clear();
  }

  private costOf(i: number): number {
    return this.stamp[i] === this.generation ? (this.cost[i] ?? Infinity) : Infinity;
  }

  private setCost(i: number, c: number, from: number): void {
    this.stamp[i] = this.generation;
    this.cost[i] = c;
    this.parent[i] = from;
  }

  /** The cell one step in direction d from (x, y), or -1 when the step is not allowed (movement.ts's stepRule). */
  private target(x: number, y: number, d: number): number {
    const dx = DX[d] ?? 0;
    const dy = DY[d] ?? 0;
    const nx = x + dx;
    const ny = y + dy;
    const w = this.width;
    if (nx < 0 || ny < 0 || nx >= w || ny >= this.height) return -1;
    const j = ny * w + nx;
    if (this.move[j] === 1 || this.occupied[j] === 1) return -1;
    if (d >= 4 && (this.move[y * w + nx] === 1 || this.move[ny * w + x] === 1)) return -1;
    return j;
  }

  /** The last reach worked out: one turn of the computer asks for the same walk several times. */
  private lastReach: { from: number; budget: number; occupied: number[]; cells: number[] } | null = null;

  /** `reachableCells(map, from, budgetMeters, { isOccupied }).cells` as indices, in the same order. */
  reach(from: number, budgetMeters: number, occupied: readonly number[]): number[] {
    const last = this.lastReach;
    if (last && last.from === from && last.budget === budgetMeters && sameCells(last.occupied, occupied)) return last.cells.slice();
    const cells = this.flood(from, budgetMeters, occupied);
    this.lastReach = { from, budget: budgetMeters, occupied: occupied.slice(), cells: cells.slice() };
    return cells;
  }

  private flood(from: number, budgetMeters: number, occupied: readonly number[]): number[] {
    const out: number[] = [];
    if (from < 0 || from >= this.width * this.height) return out;
    const budget = budgetMeters / this.metersPerTile + EPS;
    this.begin(occupied);
    this.setCost(from, 0, -1);
    this.heap.push(from, 0);
    for (let i = this.heap.pop(); i !== -1; i = this.heap.pop()) {
      const cost = this.heap.key;
      if (cost > this.costOf(i)) continue;
      if (i !== from) out.push(i);
      const x = i % this.width;
      const y = (i - x) / this.width;
      for (let d = 0; d < 8; d++) {
        const j = this.target(x, y, d);
        if (j < 0) continue;
        const next = cost + (d < 4 ? 1 : SQRT2);
        if (next <= budget && next < this.costOf(j)) {
          this.setCost(j, next, i);
          this.heap.push(j, next);
        }
      }
    }
    return out;
  }

  /**
   * `findPath(map, from, to, { maxMeters, isOccupied })`: the cells from start to goal (indices),
   * or undefined. `pathMeters` then holds its cost.
   */
  path(from: number, to: number, maxMeters: number, occupied: readonly number[]): number[] | undefined {
    return this.search(from, to, maxMeters, occupied, false);
  }

  /**
   * `path`, looking only where a way within `maxMeters` may run: a cell whose cost so far plus the
   * straight estimate to the goal exceeds it is never queued, so a search that fails stays inside
   * the ellipse between start and goal instead of flooding the map. Whenever the goal costs less
   * than `maxMeters` less a whole tile, the path is `path(from, to, Infinity)`'s, cell for cell:
   * the cells it leaves out would have come off the heap only after the goal (the estimate never
   * overstates, so their keys exceed the goal's). Undefined when no way within `maxMeters` exists.
   */
  pathUnder(from: number, to: number, maxMeters: number, occupied: readonly number[]): number[] | undefined {
    return this.search(from, to, maxMeters, occupied, true);
  }

  private search(from: number, to: number, maxMeters: number, occupied: readonly number[], pruneEstimate: boolean): number[] | undefined {
    const w = this.width;
    const height = this.height;
    const n = w * height;
    if (from < 0 || from >= n || to < 0 || to >= n) return undefined;
    this.pathMeters = 0;
    if (from === to) return [from];
    const tx = to % w;
    const ty = Math.floor(to / w);
    const limit = maxMeters / this.metersPerTile + EPS;
    this.begin(occupied);
    // The loop reads its buffers directly: it is the computer's hottest (step rules as `target`).
    const { stamp, cost: costs, parent, move, occupied: taken, heap, generation } = this;
    stamp[from] = generation;
    costs[from] = 0;
    parent[from] = -1;
    heap.push(from, octile(from % w, Math.floor(from / w), tx, ty));
    for (let i = heap.pop(); i !== -1; i = heap.pop()) {
      // A cell comes off the heap only after it was given a cost in this search.
      const cost = costs[i] ?? 0;
      const x = i % w;
      const y = (i - x) / w;
      if (heap.key > cost + octile(x, y, tx, ty) + EPS) continue;
      if (i === to) break;
      for (let d = 0; d < 8; d++) {
        const nx = x + (DX[d] ?? 0);
        const ny = y + (DY[d] ?? 0);
        if (nx < 0 || ny < 0 || nx >= w || ny >= height) continue;
        const j = ny * w + nx;
        if (move[j] === 1 || taken[j] === 1) continue;
        if (d >= 4 && (move[y * w + nx] === 1 || move[ny * w + x] === 1)) continue;
        const next = cost + (d < 4 ? 1 : SQRT2);
        if (next > limit || (stamp[j] === generation && !(next < (costs[j] ?? 0) - EPS))) continue;
        const estimate = next + octile(nx, ny, tx, ty);
        if (pruneEstimate && estimate > limit) continue;
        stamp[j] = generation;
        costs[j] = next;
        parent[j] = i;
        heap.push(j, estimate);
      }
    }
    const total = this.costOf(to);
    if (!Number.isFinite(total)) return undefined;
    const cells: number[] = [];
    for (let i = to; i !== -1; i = this.parent[i] ?? -1) cells.push(i);
    this.pathMeters = total * this.metersPerTile;
    return cells.reverse();
  }
}

function sameCells(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The octile distance in tiles from (x, y) to (tx, ty): the search's estimate, never more than the real cost. */
function octile(x: number, y: number, tx: number, ty: number): number {
  const ax = Math.abs(x - tx);
  const ay = Math.abs(y - ty);
  return Math.max(ax, ay) + (SQRT2 - 1) * Math.min(ax, ay);
}

const SEARCHES = new WeakMap<BattleMap, GridSearch>();

/** The search buffers of a map, made on first use. */
export function gridSearch(map: BattleMap): GridSearch {
  let s = SEARCHES.get(map);
  if (!s) {
    s = new GridSearch(map);
    SEARCHES.set(map, s);
  }
  return s;
}
