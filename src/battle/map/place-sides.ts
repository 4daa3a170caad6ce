import { castView, VIEW_SEEN } from '../geometry/fov';
import { spawnAround, SQUAD_ROOM } from './objects';
import type { CellRect, SpawnZone } from './types';

/** A spawn zone with fewer standable cells than this cannot take a squad of four. */
export const SQUAD_OF_FOUR = 4;
/** Candidate starts tried for the second side before settling for the farthest one. */
const MAX_TRIES = 4096;
/** Cells of an existing zone whose views are unioned (evenly spread over a large zone). */
const MAX_VIEWERS = 48;

/** The ground as placing sides needs it: a cell per index `y * width + x`. */
export interface PlacementGround {
  readonly width: number;
  readonly height: number;
  readonly blocksMove: Uint8Array;
  readonly blocksSight: Uint8Array;
  /** 0 no door, else 1 + index in DOOR_STATES (closed, open, locked). */
  readonly door: Uint8Array;
}

export interface Placement {
  /** The zones of each side placed, in order (one side when the map already had one). */
  readonly sides: readonly (readonly CellRect[])[];
  /** True when no place out of sight of the other side was found: the sides see each other at the start. */
  readonly inSight: boolean;
}

/**
 * Where two sides start on a map that names too few spawn zones (a Universal VTT export never names
 * any): far apart along the ground a unit walks (doors open), and out of each other's sight at the
 * start (closed and locked doors stop sight, open ones do not). The area is the largest walled-in
 * building first — rooms joined through their doors, none touching the map's edge — so a dungeon
 * drawn on an open field starts its squads inside; else the largest area of all. Side A takes the
 * far end of that area (a double sweep of breadth-first searches); side B the farthest start whose
 * squad room no cell of A's zone sees. Each zone is the cells nearest its start, never through a
 * wall or a door (objects.ts spawnAround), so a squad starts in one room. When one side already has
 * a zone, only the other is placed, by the same rule. Pure and linear in the map but for the views.
 */
export function placeSides(g: PlacementGround, existing: readonly SpawnZone[]): Placement {
  const { width, height, blocksMove, door } = g;
  const n = width * height;
  const walk = (i: number): boolean => blocksMove[i] !== 1;
  const queue = new Int32Array(n);
  const mark = new Int32Array(n).fill(-1);
  const dist = new Int32Array(n).fill(-1);
  const sight = withClosedDoors(g);

  /** Breadth-first distances from `starts` over cells that `allowed` admits; returns the cells in order. */
  const sweep = (starts: readonly number[], allowed: (i: number) => boolean): Int32Array => {
    dist.fill(-1);
    let tail = 0;
    for (const s of starts) {
      if (dist[s] !== -1) continue;
      dist[s] = 0;
      queue[tail++] = s;
    }
    for (let head = 0; head < tail; head++) {
      const i = queue[head] as number;
      const x = i % width;
      const d = (dist[i] as number) + 1;
      for (const j of [x + 1 < width ? i + 1 : -1, x > 0 ? i - 1 : -1, i + width < n ? i + width : -1, i - width]) {
        if (j < 0 || dist[j] !== -1 || !allowed(j)) continue;
        dist[j] = d;
        queue[tail++] = j;
      }
    }
    return queue.slice(0, tail);
  };

  if (existing.length > 0) {
    const starts: number[] = [];
    for (const z of existing) for (let y = z.y; y < z.y + z.h; y++) for (let x = z.x; x < z.x + z.w; x++) if (walk(y * width + x)) starts.push(y * width + x);
    if (starts.length === 0) return { sides: [], inSight: false };
    const order = sweep(starts, walk);
    if (order.length <= starts.length) return { sides: [], inSight: false };
    const second = farOutOfSight(order, new Set(starts), starts);
    return { sides: [second.rects], inSight: second.inSight };
  }

  const area = chooseArea(g, mark, queue);
  if (area.size < 2 * SQUAD_OF_FOUR) return { sides: [], inSight: false };
  const inArea = (i: number): boolean => mark[i] === area.id;
  const anyEnd = sweep([area.first], inArea);
  const a = anyEnd[anyEnd.length - 1] as number;
  // A small area is shared: each side takes at most half of it.
  const room = Math.min(SQUAD_ROOM, Math.floor(area.size / 2));
  const first = spawnAround(centre(a), g, blocksMove, door, undefined, room);
  const firstCells = cellsOf(first);
  const order = sweep([a], inArea);
  const second = farOutOfSight(order, firstCells, [...firstCells], room);
  return { sides: [first, second.rects].filter((r) => r.length > 0), inSight: second.inSight };

  /**
   * The farthest start in `order` (cells by walking distance, nearest first) whose squad room no
   * cell of `viewers` sees: the zone grows only over unseen cells, so it is hidden whole. A start
   * with room for the whole squad wins; else the hidden pocket with the most room (four at least);
   * failing that, the farthest start of all, in sight.
   */
  function farOutOfSight(order: Int32Array, taken: ReadonlySet<number>, viewers: readonly number[], size = SQUAD_ROOM): { rects: CellRect[]; inSight: boolean } {
    const seen = new Uint8Array(n);
    const step = Math.max(1, Math.ceil(viewers.length / MAX_VIEWERS));
    const radius = Math.hypot(width, height) + 1;
    for (let k = 0; k < viewers.length; k += step) castView(sight, { x: (viewers[k] as number) % width, y: Math.floor((viewers[k] as number) / width) }, radius, seen);
    const hiddenOnly = new Set(taken);
    for (let i = 0; i < n; i++) if ((seen[i] ?? 0) & VIEW_SEEN) hiddenOnly.add(i);
    const tried = new Uint8Array(n);
    let best: CellRect[] = [];
    let bestRoom = 0;
    let tries = 0;
    for (let k = order.length - 1; k >= 0 && tries < MAX_TRIES; k--) {
      const c = order[k] as number;
      if (tried[c] === 1 || hiddenOnly.has(c) || door[c] !== 0) continue;
      tries += 1;
      const rects = spawnAround(centre(c), g, blocksMove, door, hiddenOnly, size);
      const cells = cellsOf(rects);
      if (cells.size >= size) return { rects, inSight: false };
      // A pocket smaller than a squad's room was walked whole: none of its cells starts a bigger one.
      for (const i of cells) tried[i] = 1;
      if (cells.size > bestRoom) {
        best = rects;
        bestRoom = cells.size;
      }
    }
    if (bestRoom >= SQUAD_OF_FOUR) return { rects: best, inSight: false };
    const fallback = spawnAround(centre(order[order.length - 1] as number), g, blocksMove, door, taken, size);
    return { rects: fallback, inSight: fallback.length > 0 };
  }

  function centre(i: number): { x: number; y: number } {
    return { x: (i % width) + 0.5, y: Math.floor(i / width) + 0.5 };
  }

  function cellsOf(rects: readonly CellRect[]): Set<number> {
    const out = new Set<number>();
    for (const r of rects) for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) out.add(y * width + x);
    return out;
  }
}

/** The sight grid the battle starts on: closed and locked doors stop sight (R-OPS-35), open ones do not. */
function withClosedDoors(g: PlacementGround): { width: number; height: number; cells: { blocksSight: Uint8Array } } {
  const blocksSight = Uint8Array.from(g.blocksSight);
  for (let i = 0; i < blocksSight.length; i++) if (g.door[i] === 1 || g.door[i] === 3) blocksSight[i] = 1;
  return { width: g.width, height: g.height, cells: { blocksSight } };
}

/**
 * The area the sides start in, marked in `mark` with its id: rooms (walkable cells split by doors)
 * joined through the doors between them. Buildings — joined rooms none of which touches the map's
 * edge — come first, the largest of them; else the largest joined area of all.
 */
function chooseArea(g: PlacementGround, mark: Int32Array, queue: Int32Array): { id: number; size: number; first: number } {
  const { width, height, blocksMove, door } = g;
  const n = width * height;
  const room = new Int32Array(n).fill(-1);
  const roomSize: number[] = [];
  const roomEdge: boolean[] = [];
  for (let i = 0; i < n; i++) {
    if (blocksMove[i] === 1 || door[i] !== 0 || room[i] !== -1) continue;
    const id = roomSize.length;
    let tail = 0;
    let edge = false;
    room[i] = id;
    queue[tail++] = i;
    for (let head = 0; head < tail; head++) {
      const c = queue[head] as number;
      const x = c % width;
      const y = (c - x) / width;
      edge ||= x === 0 || y === 0 || x === width - 1 || y === height - 1;
      for (const j of [x + 1 < width ? c + 1 : -1, x > 0 ? c - 1 : -1, y + 1 < height ? c + width : -1, y > 0 ? c - width : -1]) {
        if (j < 0 || room[j] !== -1 || blocksMove[j] === 1 || door[j] !== 0) continue;
        room[j] = id;
        queue[tail++] = j;
      }
    }
    roomSize.push(tail);
    roomEdge.push(edge);
  }
  // Rooms joined through doors (a run of door cells joins every room it touches), twice: among
  // walled-in rooms only (buildings), then among all rooms.
  const best = (insideOnly: boolean): { id: number; size: number; first: number } | undefined => {
    const parent = roomSize.map((_, k) => k);
    const find = (k: number): number => {
      while (parent[k] !== k) k = parent[k] = parent[parent[k] as number] as number;
      return k;
    };
    const doorSeen = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      if (door[i] === 0 || doorSeen[i] === 1 || blocksMove[i] === 1) continue;
      let tail = 0;
      let joined = -1;
      doorSeen[i] = 1;
      queue[tail++] = i;
      for (let head = 0; head < tail; head++) {
        const c = queue[head] as number;
        const x = c % width;
        const y = (c - x) / width;
        for (const j of [x + 1 < width ? c + 1 : -1, x > 0 ? c - 1 : -1, y + 1 < height ? c + width : -1, y > 0 ? c - width : -1]) {
          if (j < 0 || blocksMove[j] === 1) continue;
          if (door[j] !== 0) {
            if (doorSeen[j] === 0) {
              doorSeen[j] = 1;
              queue[tail++] = j;
            }
            continue;
          }
          const r = room[j] as number;
          if (insideOnly && roomEdge[r] === true) continue;
          if (joined < 0) joined = find(r);
          else parent[find(r)] = joined = find(joined);
        }
      }
    }
    const total = new Map<number, number>();
    roomSize.forEach((size, k) => {
      if (insideOnly && roomEdge[k] === true) return;
      total.set(find(k), (total.get(find(k)) ?? 0) + size);
    });
    let pick: number | undefined;
    for (const [root, size] of total) if (pick === undefined || size > (total.get(pick) ?? 0)) pick = root;
    if (pick === undefined || (total.get(pick) ?? 0) < 2 * SQUAD_OF_FOUR) return undefined;
    // Mark the area: its rooms and the doors that join them.
    let first = -1;
    for (let i = 0; i < n; i++) {
      const r = room[i] as number;
      if (r >= 0 && !(insideOnly && roomEdge[r] === true) && find(r) === pick) {
        mark[i] = 0;
        if (first < 0) first = i;
      }
    }
    for (let i = 0; i < n; i++) {
      if (door[i] === 0 || blocksMove[i] === 1) continue;
      const x = i % width;
      for (const j of [x + 1 < width ? i + 1 : -1, x > 0 ? i - 1 : -1, i + width < n ? i + width : -1, i - width]) if (j >= 0 && mark[j] === 0) mark[i] = 0;
    }
    return { id: 0, size: total.get(pick) ?? 0, first };
  };
  return best(true) ?? best(false) ?? { id: 0, size: 0, first: 0 };
}
