import type { BattleMap } from '../map/types';
import type { Cell } from './cells';
import { IndexHeap } from './heap';

export interface MoveOptions {
  /** Extra cells no unit may enter (a locked door); the map's blocksMove always applies. */
  readonly isBlocked?: (x: number, y: number) => boolean;
  /**
   * Cells held by other units: never entered, passed through or ended in. Unlike blocked tiles
   * they do not stop a diagonal step past their corner (people can squeeze by people).
   */
  readonly isOccupied?: (x: number, y: number) => boolean;
}

export interface ReachableCell extends Cell {
  readonly meters: number;
}

export interface Reach {
  readonly from: Cell;
  readonly budgetMeters: number;
  /** Meters of the cheapest way to each cell (index y*width+x); Infinity when out of reach. */
  readonly meters: Float64Array;
  /** The previous cell on that cheapest way; -1 for the start and unreached cells. */
  readonly parent: Int32Array;
  /** Every reachable cell except the start, cheapest first (ties by index). */
  readonly cells: readonly ReachableCell[];
}

const SQRT2 = Math.SQRT2;
// Sums of 1 and sqrt(2) drift in the last bits; a budget of exactly 6 m must still reach 6 m.
const EPS = 1e-9;
const DX = [1, -1, 0, 0, 1, 1, -1, -1] as const;
const DY = [0, 0, 1, -1, 1, -1, 1, -1] as const;

/**
 * Which cells a unit can reach for `budgetMeters` (R-OPS-27: 6 m moving, 24 m running).
 * Straight steps cost one tile, diagonal steps sqrt(2) tiles (Euclidean), times the map's
 * meters per tile. No diagonal step cuts the corner of a tile that blocks movement. Dijkstra.
 */
export function reachableCells(map: BattleMap, from: Cell, budgetMeters: number, options: MoveOptions = {}): Reach {
  const n = map.width * map.height;
  const meters = new Float64Array(n).fill(Infinity);
  const parent = new Int32Array(n).fill(-1);
  const budget = budgetMeters / map.metersPerTile + EPS;
  const start = from.y * map.width + from.x;
  const cells: ReachableCell[] = [];
  // Costs are kept in tiles while searching and turned into meters for the touched cells only.
  const tiles = meters;
  const touched: number[] = [start];
  if (start < 0 || start >= n) return { from, budgetMeters, meters, parent, cells };
  tiles[start] = 0;
  const heap = new IndexHeap();
  heap.push(start, 0);
  const top: [number, number] = [0, 0];
  const canStep = stepRule(map, options);
  while (heap.pop(top)) {
    const [i, cost] = top;
    if (cost > (tiles[i] ?? Infinity)) continue;
    if (i !== start) cells.push({ x: i % map.width, y: Math.floor(i / map.width), meters: cost * map.metersPerTile });
    const x = i % map.width;
    const y = (i - x) / map.width;
    for (let d = 0; d < 8; d++) {
      const dx = DX[d] ?? 0;
      const dy = DY[d] ?? 0;
      if (!canStep(x, y, dx, dy)) continue;
      const j = i + dy * map.width + dx;
      const next = cost + (d < 4 ? 1 : SQRT2);
      if (next <= budget && next < (tiles[j] ?? Infinity)) {
        if (tiles[j] === Infinity) touched.push(j);
        tiles[j] = next;
        parent[j] = i;
        heap.push(j, next);
      }
    }
  }
  for (const i of touched) meters[i] = (tiles[i] ?? 0) * map.metersPerTile;
  return { from, budgetMeters, meters, parent, cells };
}

/** The way to `to` inside a Reach, start and end included; undefined when out of reach. */
export function pathInReach(map: BattleMap, reach: Reach, to: Cell): Cell[] | undefined {
  const end = to.y * map.width + to.x;
  if (!(to.x >= 0 && to.y >= 0 && to.x < map.width && to.y < map.height)) return undefined;
  if (!Number.isFinite(reach.meters[end] ?? Infinity)) return undefined;
  const out: Cell[] = [];
  for (let i = end; i !== -1; i = reach.parent[i] ?? -1) out.push({ x: i % map.width, y: Math.floor(i / map.width) });
  return out.reverse();
}

export interface PathResult {
  /** Cells from start to goal, both included. */
  readonly cells: readonly Cell[];
  readonly meters: number;
}

/**
 * The cheapest way between two cells under the same step rules as `reachableCells` (A* with the
 * octile distance, which never overestimates), or undefined when there is none within `maxMeters`.
 */
export function findPath(
  map: BattleMap,
  from: Cell,
  to: Cell,
  options: MoveOptions & { readonly maxMeters?: number } = {},
): PathResult | undefined {
  const { width, height } = map;
  const inside = (c: Cell) => c.x >= 0 && c.y >= 0 && c.x < width && c.y < height;
  if (!inside(from) || !inside(to)) return undefined;
  const start = from.y * width + from.x;
  const goal = to.y * width + to.x;
  if (start === goal) return { cells: [from], meters: 0 };
  const canStep = stepRule(map, options);
  const limit = (options.maxMeters ?? Infinity) / map.metersPerTile + EPS;
  const g = new Float64Array(width * height).fill(Infinity);
  const parent = new Int32Array(width * height).fill(-1);
  const h = (i: number) => {
    const ax = Math.abs((i % width) - to.x);
    const ay = Math.abs(Math.floor(i / width) - to.y);
    return Math.max(ax, ay) + (SQRT2 - 1) * Math.min(ax, ay);
  };
  g[start] = 0;
  const heap = new IndexHeap();
  heap.push(start, h(start));
  const top: [number, number] = [0, 0];
  while (heap.pop(top)) {
    const i = top[0];
    const cost = g[i] ?? Infinity;
    if (top[1] > cost + h(i) + EPS) continue;
    if (i === goal) break;
    const x = i % width;
    const y = (i - x) / width;
    for (let d = 0; d < 8; d++) {
      const dx = DX[d] ?? 0;
      const dy = DY[d] ?? 0;
      if (!canStep(x, y, dx, dy)) continue;
      const j = i + dy * width + dx;
      const next = cost + (d < 4 ? 1 : SQRT2);
      if (next <= limit && next < (g[j] ?? Infinity) - EPS) {
        g[j] = next;
        parent[j] = i;
        heap.push(j, next + h(j));
      }
    }
  }
  if (!Number.isFinite(g[goal] ?? Infinity)) return undefined;
  const cells: Cell[] = [];
  for (let i = goal; i !== -1; i = parent[i] ?? -1) cells.push({ x: i % width, y: Math.floor(i / width) });
  return { cells: cells.reverse(), meters: (g[goal] ?? 0) * map.metersPerTile };
}

/** Whether one step (dx, dy) from (x, y) is allowed: in the map, enterable, no corner cutting. */
function stepRule(map: BattleMap, options: MoveOptions): (x: number, y: number, dx: number, dy: number) => boolean {
  const { width, height } = map;
  const move = map.cells.blocksMove;
  const blocked = options.isBlocked;
  const occupied = options.isOccupied;
  const terrain = (x: number, y: number) => move[y * width + x] === 1 || (blocked !== undefined && blocked(x, y));
  return (x, y, dx, dy) => {
    const nx = x + dx;
    const ny = y + dy;
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) return false;
    if (terrain(nx, ny) || (occupied !== undefined && occupied(nx, ny))) return false;
    if (dx !== 0 && dy !== 0 && (terrain(x + dx, y) || terrain(x, y + dy))) return false;
    return true;
  };
}
