import type { Cell } from '../../geometry/cells';
import type { BattleMap } from '../../map/types';

/**
 * Walking distance (meters, R-OPS-27 steps: diagonals cost their length, no corner cutting) from
 * every cell of a map to the nearest of some goal cells, ignoring units: the computer's compass
 * toward posts, patrol waypoints, panels, objectives and exits, which never move. Remembered per
 * map (each door configuration is its own map, state/doors.ts) and goal set; bounded.
 */

const DX: readonly number[] = [1, -1, 0, 0, 1, 1, -1, -1];
const DY: readonly number[] = [0, 0, 1, -1, 1, -1, 1, -1];

const FIELDS = new WeakMap<BattleMap, Map<string, Float64Array>>();
const MAX_FIELDS = 64;

/** A heap of (cost, index) on plain arrays, for the one-off field fills. */
class Heap {
  private readonly keys: number[] = [];
  private readonly items: number[] = [];
  get size(): number {
    return this.items.length;
  }
  push(item: number, key: number): void {
    const keys = this.keys;
    const items = this.items;
    let i = items.length;
    keys.push(key);
    items.push(item);
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p] as number;
      if (pk < key || (pk === key && (items[p] as number) < item)) break;
      keys[i] = pk;
      items[i] = items[p] as number;
      i = p;
    }
    keys[i] = key;
    items[i] = item;
  }
  pop(): [number, number] {
    const keys = this.keys;
    const items = this.items;
    const top: [number, number] = [items[0] as number, keys[0] as number];
    const k = keys.pop() as number;
    const it = items.pop() as number;
    const n = items.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        let m = l;
        if (r < n && ((keys[r] as number) < (keys[l] as number) || ((keys[r] as number) === (keys[l] as number) && (items[r] as number) < (items[l] as number)))) m = r;
        const mk = keys[m] as number;
        if (k < mk || (k === mk && it < (items[m] as number))) break;
        keys[i] = mk;
        items[i] = items[m] as number;
        i = m;
      }
      keys[i] = k;
      items[i] = it;
    }
    return top;
  }
}

function fill(map: BattleMap, goals: readonly number[], avoid: readonly number[]): Float64Array {
  const { width, height } = map;
  let block = map.cells.blocksMove;
  if (avoid.length > 0) {
    block = block.slice();
    for (const i of avoid) block[i] = 1;
  }
  const out = new Float64Array(width * height).fill(Infinity);
  const heap = new Heap();
  for (const g of goals) {
    if (g < 0 || g >= out.length) continue;
    out[g] = 0;
    heap.push(g, 0);
  }
  const step = map.metersPerTile;
  const diag = step * Math.SQRT2;
  while (heap.size > 0) {
    const [i, d] = heap.pop();
    if (d > (out[i] as number)) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (let k = 0; k < 8; k++) {
      const nx = x + (DX[k] ?? 0);
      const ny = y + (DY[k] ?? 0);
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (block[j] === 1) continue;
      // No diagonal step past a wall's corner (R-OPS-27, geometry/movement.ts).
      if (k >= 4 && (block[y * width + nx] === 1 || block[ny * width + x] === 1)) continue;
      const nd = d + (k >= 4 ? diag : step);
      if (nd < (out[j] as number)) {
        out[j] = nd;
        heap.push(j, nd);
      }
    }
  }
  return out;
}

/**
 * Meters from each cell to the nearest of `goals`, walking round walls (Infinity where none can be
 * reached) and round the cells in `avoid` (known trip wires and sensors) when given.
 */
export function distanceField(map: BattleMap, goals: readonly Cell[], avoid: readonly number[] = []): Float64Array {
  let byKey = FIELDS.get(map);
  if (!byKey) {
    byKey = new Map();
    FIELDS.set(map, byKey);
  }
  const indices = goals.map((g) => g.y * map.width + g.x).sort((a, b) => a - b);
  const key = avoid.length > 0 ? `${indices.join(',')}/${avoid.join(',')}` : indices.join(',');
  let f = byKey.get(key);
  if (!f) {
    if (byKey.size >= MAX_FIELDS) byKey.clear();
    f = fill(map, indices, avoid);
    byKey.set(key, f);
  }
  return f;
}

/** The cells next to `c` (its 8 neighbours) that a unit may stand on. */
export function besideCells(map: BattleMap, c: Cell): Cell[] {
  const out: Cell[] = [];
  for (let k = 0; k < 8; k++) {
    const x = c.x + (DX[k] ?? 0);
    const y = c.y + (DY[k] ?? 0);
    if (x < 0 || y < 0 || x >= map.width || y >= map.height || map.cells.blocksMove[y * map.width + x] === 1) continue;
    out.push({ x, y });
  }
  return out;
}
