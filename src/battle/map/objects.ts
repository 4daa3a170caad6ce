import { collisionProperty, isCollisionName, namedLikeSpawn, namedLikeWalls, OBJECT_PROPERTIES, type Readings } from './conventions';
import { flattenProperties, type PropertyValue } from './properties';
import { quoted } from './quote';
import { boxOutline, fillPolygon, rotate, traceOutline, type Pt, type WorkBudget } from './shapes';
import { hasOwnTerrain, ownMeaning, type GidTable, type TileMeaning } from './tilesets';
import type { TiledObject } from './tiled-schema';
import { COVER_BLOCK, type CellRect, type MapWeapon, type Objective, type SpawnZone } from './types';
import { MAP_LIMITS } from './limits';
import { mapWeaponOf, tooManyWeapons } from './weapons';
import { meansMission } from './mission-objects';

/**
 * Objects on the map: spawn zones (a `side` property), objectives (class `objective` or an
 * `objective` property), doors (`door`), weapons on the floor (`weapon`, weapons.ts), terrain set on an object (`cover`, `blocksSight`,
 * `blocksMove`) or by its tile (a tile object), and — unless strict — the conventions: shapes
 * in object layers named like collisions block, objects named like a spawn or start become
 * spawn zones big enough for a squad.
 */
export interface LayerContext {
  readonly name: string;
  /** Names of the layer and the groups around it, innermost first. */
  readonly names: readonly string[];
  /** A collision property on the layer or one of its groups ("solid" for a `solid: true`). */
  readonly collision: string | undefined;
}

export interface PlacedObject {
  readonly layer: LayerContext;
  readonly object: TiledObject;
}

export interface Grid {
  readonly width: number;
  readonly height: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
  /** Cells cropped off the top-left (an infinite map's chunk bounds); objects shift by as much. */
  readonly originX: number;
  readonly originY: number;
}

export interface TerrainCells {
  readonly cover: Uint8Array;
  readonly blocksSight: Uint8Array;
  readonly blocksMove: Uint8Array;
  /** 0 none, else 1 + index in DOOR_STATES, per cell. */
  readonly door: Uint8Array;
}

/** A squad needs this many cells to stand on: point spawns grow until they have them. */
export const SQUAD_ROOM = 12;
const GID_MASK = 0x0fffffff;

// Objects drawn by hand sit a hair off the grid; this much slack keeps a snapped edge on its cell.
const EPS = 1e-6;

export interface ObjectResult {
  readonly spawnZones: SpawnZone[];
  readonly objectives: Objective[];
  readonly weapons: MapWeapon[];
  /** One sentence refusing the map (a weapon the game does not know, too many weapons). */
  readonly refusal?: string;
}

export function readObjects(
  objects: readonly PlacedObject[],
  grid: Grid,
  table: GidTable,
  cells: TerrainCells,
  readings: Readings,
  budget: WorkBudget,
  warnings: string[],
): ObjectResult {
  const spawnZones: SpawnZone[] = [];
  const objectives: Objective[] = [];
  const weapons: MapWeapon[] = [];
  const pendingPoints: { side: string; at: Pt; label: string }[] = [];
  const taken = new Set<string>();
  for (const { object } of objects) {
    const side = flattenProperties(object.properties)['side'];
    if (side !== undefined) taken.add(String(side).trim());
  }
  const unnamedSides: string[] = [];
  const nextSide = (): string => {
    for (let i = 0; ; i++) {
      const s = i < 26 ? String.fromCharCode(97 + i) : `s${i}`;
      if (!taken.has(s)) {
        taken.add(s);
        unnamedSides.push(s);
        return s;
      }
    }
  };
  const unused = new Map<string, number>();

  for (const { layer, object } of objects) {
    const props = flattenProperties(object.properties);
    const label = `Object ${object.id}${object.name ? ` ${quoted(object.name)}` : ''} in layer ${quoted(layer.name)}`;
    for (const name of Object.keys(props)) if (!OBJECT_PROPERTIES.has(name) && (readings.strict || !isCollisionName(name))) readings.ignore(`object property "${name.slice(0, 40)}"`);
    const shape = shapeOf(object, grid);
    let meaningful = false;

    // Terrain: the object's own properties, else its tile's, else (not strict) its layer's name.
    const own = ownMeaning(props);
    if (own && 'problem' in own) {
      warnings.push(`${label} ${own.problem} It is ignored.`);
    }
    const tileGid = object.gid === undefined ? 0 : (object.gid >>> 0) & GID_MASK;
    const fromTile = tileGid > 0 && tileGid <= table.maxGid && table.defined[tileGid] === 1 ? tileMeaningOf(table, tileGid) : undefined;
    if (tileGid > 0 && !fromTile) warnings.push(`${label} shows tile id ${tileGid}, which no tileset of the map defines; it is ignored.`);
    let terrain: TileMeaning | undefined;
    let rule: string | undefined;
    if (own && !('problem' in own) && hasOwnTerrain(props)) terrain = own;
    else if (fromTile && (fromTile.meaning.cover !== 0 || fromTile.meaning.blocksMove || fromTile.meaning.blocksSight)) {
      terrain = fromTile.meaning;
      rule = fromTile.rule === undefined ? undefined : `cells under tile objects (${fromTile.rule})`;
    } else if (!readings.strict && !shape.point) {
      const flag = collisionProperty(props);
      const layerWalls = layer.names.find((n) => namedLikeWalls(n));
      if (flag) rule = `cells of objects with ${flag.name.slice(0, 40)}=${String(flag.value)}: blocking`;
      else if (layer.collision !== undefined) rule = `cells of shapes in object layers with ${layer.collision}=true: blocking`;
      else if (layerWalls !== undefined) rule = `cells of shapes in object layer ${quoted(layerWalls)} (named like collisions): blocking`;
      if (rule !== undefined) terrain = { cover: COVER_BLOCK, blocksSight: true, blocksMove: true, door: 0 };
    }
    const door = own && !('problem' in own) && own.door !== 0 ? own.door : (fromTile?.meaning.door ?? 0);
    if (terrain || door !== 0) {
      let marked = 0;
      const mark = (x: number, y: number): void => {
        const i = y * grid.width + x;
        if (terrain) {
          if (terrain.cover > (cells.cover[i] ?? 0)) cells.cover[i] = terrain.cover;
          if (terrain.blocksSight) cells.blocksSight[i] = 1;
          if (terrain.blocksMove) cells.blocksMove[i] = 1;
        }
        if (door !== 0) cells.door[i] = door;
        marked += 1;
      };
      if (shape.point) {
        const x = Math.floor(shape.at.x);
        const y = Math.floor(shape.at.y);
        if (x >= 0 && y >= 0 && x < grid.width && y < grid.height) mark(x, y);
      } else if (shape.closed) fillPolygon(shape.pts, grid.width, grid.height, budget, mark);
      else traceOutline(shape.pts, false, grid.width, grid.height, budget, mark);
      if (rule !== undefined && terrain) readings.interpret(rule, marked);
      meaningful = marked > 0;
    }

    // R-OPS-34: a weapon on the floor of the object's cell (a shape's: the cell under its centre).
    if (props['weapon'] !== undefined) {
      const at = shape.point ? shape.at : { x: (shape.box.left + shape.box.right) / 2, y: (shape.box.top + shape.box.bottom) / 2 };
      const x = Math.floor(at.x);
      const y = Math.floor(at.y);
      const weapon = mapWeaponOf(props, label, x, y);
      if (typeof weapon === 'string') return { spawnZones, objectives, weapons, refusal: weapon };
      if (weapon && (x < 0 || y < 0 || x >= grid.width || y >= grid.height)) warnings.push(`${label} lies outside the map; its weapon is left out.`);
      else if (weapon) {
        if (weapons.length >= MAP_LIMITS.maxWeapons) return { spawnZones, objectives, weapons, refusal: tooManyWeapons(weapons.length + 1) };
        weapons.push(weapon);
        meaningful = true;
      }
    }

    // Spawn zones and objectives.
    let side = props['side'] === undefined ? undefined : String(props['side']).trim();
    if (side === '') {
      warnings.push(`${label} has an empty side and is not used as a spawn zone.`);
      side = undefined;
    }
    // Blacksite's project file (maps/blacksite.tiled-project) has a class `spawn` whose side defaults to a; Tiled saves no default.
    if (side === undefined && (object.type === 'spawn' || object.class === 'spawn')) side = 'a';
    const spawnLike = side === undefined && !readings.strict && [object.name, object.type ?? '', object.class ?? '', ...layer.names].some((n) => namedLikeSpawn(n));
    if (spawnLike) side = nextSide();
    const isObjective = object.type === 'objective' || object.class === 'objective' || props['objective'] !== undefined;
    if (side !== undefined) {
      meaningful = true;
      if (shape.point) pendingPoints.push({ side, at: shape.at, label });
      else {
        const rect = cellRect(shape.box, grid, label, warnings, shape.note);
        if (rect) spawnZones.push({ side, ...rect });
      }
    }
    if (isObjective) {
      meaningful = true;
      const rect = shape.point ? pointRect(shape.at, grid, label, warnings) : cellRect(shape.box, grid, label, warnings, shape.note);
      if (rect) {
        const kind = props['objective'];
        objectives.push({ id: object.id, name: object.name, kind: kind === undefined || kind === '' ? 'objective' : String(kind), properties: props, ...rect });
      }
    }
    // Light, devices, posts, patrols and the like are read by mission-objects.ts.
    if (!meaningful && !meansMission(object, props)) unused.set(layer.name, (unused.get(layer.name) ?? 0) + 1);
  }

  // Point spawns last: the walls they must avoid are all known now.
  // Sides never share start cells; on a small map each point gets its share of the free cells.
  let free = 0;
  for (let i = 0; i < grid.width * grid.height; i++) if (cells.blocksMove[i] !== 1 && cells.door[i] === 0) free += 1;
  const room = Math.max(1, Math.min(SQUAD_ROOM, Math.floor(free / Math.max(1, pendingPoints.length))));
  const startCells = new Set<number>();
  for (const p of pendingPoints) {
    const zones = spawnAround(p.at, grid, cells.blocksMove, cells.door, startCells, room);
    if (zones.length > 0) {
      for (const z of zones) {
        spawnZones.push({ side: p.side, ...z });
        for (let x = z.x; x < z.x + z.w; x++) startCells.add(z.y * grid.width + x);
      }
    } else warnings.push(`${p.label} lies outside the map or has no free cell near it, and is ignored.`);
  }
  if (unnamedSides.length > 0) {
    readings.interpret(`objects named like a spawn or start: spawn zones for side${unnamedSides.length === 1 ? '' : 's'} ${unnamedSides.join(', ')} (in map order)`, unnamedSides.length);
  }
  for (const [layer, n] of unused) readings.ignore(`objects with no meaning for the battle in layer ${quoted(layer)}`, n);
  return { spawnZones, objectives, weapons };
}

function tileMeaningOf(table: GidTable, gid: number): { meaning: TileMeaning; rule: string | undefined } {
  const r = table.rule[gid] ?? 0;
  return {
    meaning: {
      cover: (table.cover[gid] ?? 0) as TileMeaning['cover'],
      blocksSight: table.blocksSight[gid] === 1,
      blocksMove: table.blocksMove[gid] === 1,
      door: table.door[gid] ?? 0,
    },
    rule: r === 0 ? undefined : table.rules[r - 1],
  };
}

type Shape =
  | { readonly point: true; readonly at: Pt }
  | { readonly point: false; readonly closed: boolean; readonly pts: Pt[]; readonly box: Box; readonly note: string | undefined };

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The object's outline in cell units (crop origin applied), rotation included. */
function shapeOf(o: TiledObject, grid: Grid): Shape {
  const sx = (x: number): number => x / grid.tileWidth - grid.originX;
  const sy = (y: number): number => y / grid.tileHeight - grid.originY;
  const cellPts = (pts: readonly Pt[]): Pt[] => pts.map((p) => ({ x: sx(p.x), y: sy(p.y) }));
  let pts: Pt[];
  let closed = true;
  let note: string | undefined;
  if (o.gid !== undefined) {
    // Tile objects are anchored at their bottom-left corner and turn about it.
    pts = boxOutline(o.x, o.y - o.height, o.width, o.height, false, 0);
    if (o.rotation !== 0) pts = rotate(pts, o.x, o.y, o.rotation);
  } else if (o.polygon || o.polyline) {
    const outline = (o.polygon ?? o.polyline ?? []).filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
    closed = o.polygon !== undefined;
    pts = rotate(outline.map((p) => ({ x: o.x + p.x, y: o.y + p.y })), o.x, o.y, o.rotation);
    note = 'is a polygon or polyline; its bounding box is used';
  } else if (o.point === true || (o.width === 0 && o.height === 0)) {
    return { point: true, at: { x: sx(o.x), y: sy(o.y) } };
  } else {
    pts = boxOutline(o.x, o.y, o.width, o.height, o.ellipse === true, o.rotation);
  }
  if (o.rotation !== 0) note = 'is rotated; its bounding box is used';
  const c = cellPts(pts);
  if (c.length === 0) return { point: true, at: { x: sx(o.x), y: sy(o.y) } };
  const box = {
    left: Math.min(...c.map((p) => p.x)),
    right: Math.max(...c.map((p) => p.x)),
    top: Math.min(...c.map((p) => p.y)),
    bottom: Math.max(...c.map((p) => p.y)),
  };
  return { point: false, closed, pts: c, box, note };
}

/** The cells a box covers, snapped outward to the grid and clipped to the map. */
function cellRect(b: Box, grid: Grid, label: string, warnings: string[], note: string | undefined): CellRect | undefined {
  if (note !== undefined) warnings.push(`${label} ${note}.`);
  const x0 = Math.floor(b.left + EPS);
  const y0 = Math.floor(b.top + EPS);
  const x1 = Math.max(x0 + 1, Math.ceil(b.right - EPS));
  const y1 = Math.max(y0 + 1, Math.ceil(b.bottom - EPS));
  const cx0 = Math.max(0, x0);
  const cy0 = Math.max(0, y0);
  const cx1 = Math.min(grid.width, x1);
  const cy1 = Math.min(grid.height, y1);
  if (!(cx1 > cx0 && cy1 > cy0)) {
    warnings.push(`${label} lies outside the map and is ignored.`);
    return undefined;
  }
  if (cx0 !== x0 || cy0 !== y0 || cx1 !== x1 || cy1 !== y1) warnings.push(`${label} reaches past the map edge and is clipped to it.`);
  return { x: cx0, y: cy0, w: cx1 - cx0, h: cy1 - cy0 };
}

function pointRect(p: Pt, grid: Grid, label: string, warnings: string[]): CellRect | undefined {
  const x = Math.floor(p.x);
  const y = Math.floor(p.y);
  if (!(x >= 0 && y >= 0 && x < grid.width && y < grid.height)) {
    warnings.push(`${label} lies outside the map and is ignored.`);
    return undefined;
  }
  return { x, y, w: 1, h: 1 };
}

/**
 * The SQUAD_ROOM free cells nearest a spawn point (breadth-first, never through a wall or a
 * door), as one-row rectangles: a squad starts around the point and on its side of the walls.
 */
export function spawnAround(
  p: Pt,
  grid: { readonly width: number; readonly height: number },
  blocksMove: Uint8Array,
  door: Uint8Array | undefined,
  taken: ReadonlySet<number> = new Set(),
  room: number = SQUAD_ROOM,
): CellRect[] {
  const { width, height } = grid;
  const x = Math.floor(p.x);
  const y = Math.floor(p.y);
  if (!(x >= 0 && y >= 0 && x < width && y < height)) return [];
  const start = y * width + x;
  const seen = new Set<number>([start]);
  const queue = [start];
  const picked: number[] = [];
  const free = (i: number): boolean => blocksMove[i] !== 1 && (door === undefined || door[i] === 0) && !taken.has(i);
  for (let head = 0; head < queue.length && picked.length < room; head++) {
    const i = queue[head] as number;
    if (free(i)) picked.push(i);
    else if (i !== start) continue;
    const cx = i % width;
    const cy = (i - cx) / width;
    for (const [nx, ny] of [
      [cx + 1, cy],
      [cx - 1, cy],
      [cx, cy + 1],
      [cx, cy - 1],
    ] as const) {
      const j = ny * width + nx;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || seen.has(j)) continue;
      seen.add(j);
      if (free(j)) queue.push(j);
    }
  }
  picked.sort((a, b) => a - b);
  const rects: CellRect[] = [];
  for (const i of picked) {
    const cx = i % width;
    const cy = (i - cx) / width;
    const last = rects[rects.length - 1];
    if (last && last.y === cy && last.x + last.w === cx) rects[rects.length - 1] = { ...last, w: last.w + 1 };
    else rects.push({ x: cx, y: cy, w: 1, h: 1 });
  }
  return rects;
}

export type { PropertyValue };
