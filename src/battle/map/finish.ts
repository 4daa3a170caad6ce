import type { Readings } from './conventions';
import { spawnAround, SQUAD_ROOM } from './objects';
import { quoted } from './quote';
import { spawnCells } from './spawn';
import type { MapMission } from './mission-types';
import { COVER_BLOCK, DOOR_STATES, type BattleMap, type CellRect, type MapDoor, type MapImage, type MapLoadResult, type MapWeapon, type Objective, type SpawnZone, type TileLayerData, type TilesetInfo } from './types';

/** A spawn zone with fewer standable cells than this cannot take a squad of four. */
export const SQUAD_OF_FOUR = 4;

export interface MapParts {
  readonly width: number;
  readonly height: number;
  readonly metersPerTile: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly cells: { cover: Uint8Array; blocksSight: Uint8Array; blocksMove: Uint8Array; stopsFire: Uint8Array; door: Uint8Array };
  readonly spawnZones: readonly SpawnZone[];
  readonly objectives: readonly Objective[];
  /** R-OPS-34: weapons on the floor at set-up (Tiled objects with `weapon`); none from a Universal VTT map. */
  readonly weapons?: readonly MapWeapon[];
  readonly layers: readonly TileLayerData[];
  readonly images: readonly MapImage[];
  readonly tilesets: readonly TilesetInfo[];
  readonly properties: Readonly<Record<string, string | number | boolean>>;
  readonly warnings: string[];
  readonly readings: Readings;
  readonly files: readonly string[];
  /** Covert missions' light, devices and objects (mission-objects.ts), when the map has any. */
  readonly mission?: MapMission;
}

/**
 * The last steps every loader shares (Tiled and Universal VTT): fire stops where sight or a
 * `block` does, doors listed in reading order, spawn zones for a map that has none (unless
 * strict), a warning for every side whose zones cannot take a squad of four, and the report.
 */
export function finishMap(p: MapParts): MapLoadResult {
  const { width, height, cells } = p;
  const n = width * height;
  for (let i = 0; i < n; i++) cells.stopsFire[i] = cells.blocksSight[i] === 1 || cells.cover[i] === COVER_BLOCK ? 1 : 0;
  const doors: MapDoor[] = [];
  for (let i = 0; i < n; i++) {
    const d = cells.door[i] ?? 0;
    if (d !== 0) doors.push({ x: i % width, y: Math.floor(i / width), state: DOOR_STATES[d - 1] ?? 'closed' });
  }
  let spawnZones = p.spawnZones;
  const sides = new Set(spawnZones.map((z) => z.side));
  if (sides.size < 2 && !p.readings.strict) {
    const placed = farEnds(width, height, cells.blocksMove, cells.door, spawnZones);
    const added: SpawnZone[] = [];
    const named: string[] = [];
    for (const rects of placed) {
      let side = 'a';
      for (let k = 0; sides.has(side); k++) side = String.fromCharCode(98 + k);
      sides.add(side);
      named.push(side);
      for (const rect of rects) added.push({ side, ...rect });
      if (sides.size >= 2) break;
    }
    if (added.length > 0) {
      spawnZones = [...spawnZones, ...added];
      p.readings.interpret(
        `spawn zones placed at the far ends of the largest open area, walled-in areas first (the map has too few): side${named.length === 1 ? '' : 's'} ${named.join(', ')}`,
        named.length,
      );
    }
  }
  const map: BattleMap = {
    width,
    height,
    metersPerTile: p.metersPerTile,
    tileWidth: p.tileWidth,
    tileHeight: p.tileHeight,
    cells: { cover: cells.cover, blocksSight: cells.blocksSight, blocksMove: cells.blocksMove, stopsFire: cells.stopsFire },
    spawnZones,
    objectives: p.objectives,
    doors,
    ...(p.weapons && p.weapons.length > 0 ? { weapons: p.weapons } : {}),
    ...(p.mission ? { mission: p.mission } : {}),
    layers: p.layers,
    images: p.images,
    tilesets: p.tilesets,
    properties: p.properties,
    warnings: p.warnings,
    report: {
      interpretations: [...p.readings.interpretations].map(([rule, count]) => ({ rule, count })),
      ignored: [...p.readings.ignored].map(([item, count]) => ({ item, count })),
    },
  };
  if (spawnZones.length === 0) p.warnings.push('The map has no spawn zones (object rectangles with a "side" property).');
  for (const side of [...new Set(spawnZones.map((z) => z.side))]) {
    const room = spawnCells(map, side).length;
    if (room < SQUAD_OF_FOUR) {
      p.warnings.push(`The spawn zones of side ${quoted(side)} have room for ${room} unit${room === 1 ? '' : 's'}; a squad of four needs ${SQUAD_OF_FOUR} free cells.`);
    }
  }
  return { ok: true, map, files: p.files };
}

/**
 * Where sides can start on a map that names too few spawn zones: at the two ends of the largest
 * area a unit can walk (the cell farthest from anywhere in it, then the one farthest from that: a
 * double sweep of breadth-first searches, linear in the map), or — when one side already has a
 * zone — the cell farthest from it. Each takes the cells nearest it, like a point spawn (objects.ts).
 */
function farEnds(width: number, height: number, blocksMove: Uint8Array, door: Uint8Array, existing: readonly SpawnZone[]): CellRect[][] {
  const n = width * height;
  const queue = new Int32Array(n);
  let closedDoors = false;
  const bfs = (starts: readonly number[], mark: Int32Array, id: number): { last: number; size: number } => {
    let head = 0;
    let tail = 0;
    for (const s of starts) {
      if (mark[s] === id) continue;
      mark[s] = id;
      queue[tail++] = s;
    }
    let last = starts[0] ?? 0;
    while (head < tail) {
      const i = queue[head++] as number;
      last = i;
      const x = i % width;
      const y = (i - x) / width;
      if (x + 1 < width) visit(i + 1);
      if (x > 0) visit(i - 1);
      if (y + 1 < height) visit(i + width);
      if (y > 0) visit(i - width);
    }
    return { last, size: tail };
    function visit(j: number): void {
      if (blocksMove[j] === 1 || mark[j] === id || (closedDoors && door[j] !== 0)) return;
      mark[j] = id;
      queue[tail++] = j;
    }
  };
  const grow = (i: number, taken?: ReadonlySet<number>, room?: number): CellRect[] =>
    spawnAround({ x: (i % width) + 0.5, y: Math.floor(i / width) + 0.5 }, { width, height }, blocksMove, door, taken, room);
  const cellsOf = (rects: readonly CellRect[]): Set<number> => {
    const out = new Set<number>();
    for (const r of rects) for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) out.add(y * width + x);
    return out;
  };
  const seen = new Int32Array(n).fill(-1);
  if (existing.length > 0) {
    const starts: number[] = [];
    for (const z of existing) for (let y = z.y; y < z.y + z.h; y++) for (let x = z.x; x < z.x + z.w; x++) if (blocksMove[y * width + x] !== 1) starts.push(y * width + x);
    if (starts.length === 0) return [];
    const far = bfs(starts, seen, 1);
    return far.size > starts.length ? [grow(far.last, new Set(starts))] : [];
  }
  // Rooms behind closed doors count apart, and an area enclosed by walls wins over the open ground
  // around it (a dungeon drawn on an open field: the squads start inside, not on the lawn).
  closedDoors = true;
  const region = new Int32Array(n).fill(-1);
  let best = -1;
  let bestSize = 0;
  let bestEnclosed = false;
  let regions = 0;
  for (let i = 0; i < n; i++) {
    if (blocksMove[i] === 1 || door[i] !== 0 || region[i] !== -1) continue;
    const { size } = bfs([i], region, regions);
    let edge = false;
    for (let k = 0; k < size && !edge; k++) {
      const c = queue[k] as number;
      const x = c % width;
      const y = (c - x) / width;
      edge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
    }
    const enclosed = !edge && size >= 2 * SQUAD_OF_FOUR;
    if ((enclosed && !bestEnclosed) || (enclosed === bestEnclosed && size > bestSize)) {
      bestSize = size;
      best = i;
      bestEnclosed = enclosed;
    }
    regions += 1;
  }
  if (best < 0 || bestSize < 2 * SQUAD_OF_FOUR) return [];
  const a = bfs([best], seen, 1).last;
  const b = bfs([a], seen, 2).last;
  // A small room is shared: each side takes at most half of it.
  const room = Math.min(SQUAD_ROOM, Math.floor(bestSize / 2));
  const first = grow(a, undefined, room);
  return [first, grow(b, cellsOf(first), room)].filter((r) => r.length > 0);
}
