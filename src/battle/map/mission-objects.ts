import { flattenProperties, type PropertyValue } from './properties';
import { quoted, shown } from './quote';
import { boxOutline, fillPolygon, rotate, traceOutline, type Pt, type WorkBudget } from './shapes';
import type { Grid, PlacedObject } from './objects';
import type { TiledObject } from './tiled-schema';
import type { LoadedTileset } from './tilesets';
import { LIGHT_UNSET, MISSION_LIMITS, type MapCaptive, type MapCell, type MapDevice, type MapDeviceKind, type MapMission, type MapPatrol, type MapPost, type MapTerminal, type MapThing, type MapZone } from './mission-types';
import type { CellRect } from './types';
import { lightCodeOf, readFacing, readLadder } from './mission-values';

/**
 * The covert-mission meaning of a Tiled map (docs/maps.md "Missions"): `light` on the map, a tile
 * layer, a tile or an object; devices (`device` = camera, tripwire, motion, panel, or the class of
 * that name), guard posts (`post`), patrol routes (`patrol`, a polyline or polygon), terminals
 * (`terminal`, with `difficulty` and `successes`), charge sites (`charge`), items (`item`),
 * captives (`captive`, with `agent`), exit zones (`exit`) and the reinforcements' zone
 * (`reinforcements`). A class of the same name counts as the property. Nothing here changes the
 * ground the rules read (walls, cover, doors): a map without any of it plays as before.
 */

const DEVICE_CLASSES: Readonly<Record<string, MapDeviceKind>> = {
  camera: 'camera',
  tripwire: 'tripwire',
  'trip-wire': 'tripwire',
  'trip wire': 'tripwire',
  motion: 'motion',
  'motion-sensor': 'motion',
  'motion sensor': 'motion',
  panel: 'panel',
  'alarm-panel': 'panel',
  'alarm panel': 'panel',
};

type Kind = 'post' | 'patrol' | 'terminal' | 'charge' | 'item' | 'captive' | 'exit' | 'reinforcements';
const KINDS: readonly Kind[] = ['post', 'patrol', 'terminal', 'charge', 'item', 'captive', 'exit', 'reinforcements'];
const CLASS_ALIASES: Readonly<Record<string, Kind>> = { 'charge-site': 'charge', 'charge site': 'charge', 'exit-zone': 'exit', reinforcement: 'reinforcements' };

export interface MissionReadInput {
  readonly objects: readonly PlacedObject[];
  readonly grid: Grid;
  /** Each tile layer's gids (flip bits masked) and its own `light` property, bottom to top. */
  readonly tileLayers: readonly { readonly name: string; readonly gids: Uint32Array; readonly properties: Readonly<Record<string, PropertyValue>> }[];
  readonly tilesets: readonly LoadedTileset[];
  readonly properties: Readonly<Record<string, PropertyValue>>;
  readonly budget: WorkBudget;
  readonly warnings: string[];
}

interface Shape {
  readonly point: boolean;
  /** Outline (or the point) in cell units. */
  readonly pts: readonly Pt[];
  readonly closed: boolean;
  readonly line: boolean;
}

function shapeOf(o: PlacedObject['object'], grid: Grid): Shape {
  const sx = (x: number): number => x / grid.tileWidth - grid.originX;
  const sy = (y: number): number => y / grid.tileHeight - grid.originY;
  const toCells = (pts: readonly Pt[]): Pt[] => pts.map((p) => ({ x: sx(p.x), y: sy(p.y) }));
  if (o.gid !== undefined) {
    let pts = boxOutline(o.x, o.y - o.height, o.width, o.height, false, 0);
    if (o.rotation !== 0) pts = rotate(pts, o.x, o.y, o.rotation);
    return { point: false, pts: toCells(pts), closed: true, line: false };
  }
  if (o.polygon || o.polyline) {
    const raw = (o.polygon ?? o.polyline ?? []).filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
    const pts = rotate(raw.map((p) => ({ x: o.x + p.x, y: o.y + p.y })), o.x, o.y, o.rotation);
    return { point: false, pts: toCells(pts), closed: o.polygon !== undefined, line: o.polyline !== undefined };
  }
  if (o.point === true || (o.width === 0 && o.height === 0)) return { point: true, pts: [{ x: sx(o.x), y: sy(o.y) }], closed: false, line: false };
  return { point: false, pts: toCells(boxOutline(o.x, o.y, o.width, o.height, o.ellipse === true, o.rotation)), closed: true, line: false };
}

const cellOfPt = (p: Pt): MapCell => ({ x: Math.floor(p.x + 1e-9), y: Math.floor(p.y + 1e-9) });

/** The cells an object covers (an area: cells whose centre it holds; a line: cells it passes; a point: its cell). */
function cellsOf(shape: Shape, grid: Grid, budget: WorkBudget): MapCell[] {
  const out: MapCell[] = [];
  const seen = new Set<number>();
  const mark = (x: number, y: number): void => {
    const i = y * grid.width + x;
    if (seen.has(i)) return;
    seen.add(i);
    out.push({ x, y });
  };
  if (shape.point) {
    const c = cellOfPt(shape.pts[0] ?? { x: -1, y: -1 });
    if (c.x >= 0 && c.y >= 0 && c.x < grid.width && c.y < grid.height) mark(c.x, c.y);
  } else if (shape.closed) fillPolygon(shape.pts, grid.width, grid.height, budget, mark);
  else traceOutline(shape.pts, false, grid.width, grid.height, budget, mark);
  return out;
}

/** One cell standing for the object: a point's own, or the cell under a shape's centre. */
function anchorOf(shape: Shape): MapCell {
  if (shape.point) return cellOfPt(shape.pts[0] ?? { x: 0, y: 0 });
  const xs = shape.pts.map((p) => p.x);
  const ys = shape.pts.map((p) => p.y);
  return cellOfPt({ x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 });
}

/** The rectangles of whole rows the cells make (for zones). */
function rectsOf(cells: readonly MapCell[]): CellRect[] {
  const sorted = [...cells].sort((a, b) => a.y - b.y || a.x - b.x);
  const rects: CellRect[] = [];
  for (const c of sorted) {
    const last = rects[rects.length - 1];
    if (last && last.y === c.y && last.x + last.w === c.x) rects[rects.length - 1] = { ...last, w: last.w + 1 };
    else rects.push({ x: c.x, y: c.y, w: 1, h: 1 });
  }
  return rects;
}

/** The kinds an object is, by property or class. */
function kindsOf(o: PlacedObject['object'], props: Readonly<Record<string, PropertyValue>>): { device: string | null; kinds: Kind[] } {
  const cls = (o.class ?? o.type ?? '').trim().toLowerCase();
  const byClass = CLASS_ALIASES[cls] ?? (KINDS as readonly string[]).find((k) => k === cls);
  const kinds = KINDS.filter((k) => props[k] !== undefined && props[k] !== false && props[k] !== 'false');
  if (byClass && !kinds.includes(byClass as Kind)) kinds.push(byClass as Kind);
  const dev = props['device'];
  const device = dev !== undefined ? String(dev).trim().toLowerCase() : (DEVICE_CLASSES[cls] ?? null);
  return { device: device === null ? null : (DEVICE_CLASSES[device] ?? device), kinds };
}

/** Whether an object means something to missions (objects.ts then does not report it as unused). */
export function meansMission(o: TiledObject, props: Readonly<Record<string, PropertyValue>>): boolean {
  const { device, kinds } = kindsOf(o, props);
  return device !== null || kinds.length > 0 || props['light'] !== undefined;
}

function tileLights(tilesets: readonly LoadedTileset[], warnings: string[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const t of tilesets) {
    const tiles = t.tileset.tiles ?? [];
    for (const tile of Array.isArray(tiles) ? tiles : []) {
      const v = flattenProperties(tile.properties)['light'];
      if (v === undefined) continue;
      const code = lightCodeOf(v);
      if (code === null) warnings.push(`Tile ${tile.id} of tileset ${quoted(t.info.name)} has light ${shown(v)}; it must be lit, dim or dark. It is ignored.`);
      else out.set(t.info.firstGid + tile.id, code);
    }
  }
  return out;
}

/** Reads the map's mission meaning; undefined when it has none, or one sentence refusing the map. */
export function readMapMission(input: MissionReadInput): MapMission | undefined | { refusal: string } {
  const { grid, warnings, budget } = input;
  const n = grid.width * grid.height;
  const base = input.properties['light'];
  let baseLight = 0;
  let light: Uint8Array | null = null;
  const lit = (): Uint8Array => (light ??= new Uint8Array(n).fill(LIGHT_UNSET));
  if (base !== undefined) {
    const code = lightCodeOf(base);
    if (code === null) warnings.push(`The map property light is ${shown(base)}; it must be lit, dim or dark. It is ignored.`);
    else baseLight = code;
  }
  const byTile = tileLights(input.tilesets, warnings);
  for (const layer of input.tileLayers) {
    const own = layer.properties['light'];
    const layerCode = own === undefined ? null : lightCodeOf(own);
    if (own !== undefined && layerCode === null) warnings.push(`Tile layer ${quoted(layer.name)} has light ${shown(own)}; it must be lit, dim or dark. It is ignored.`);
    if (layerCode === null && byTile.size === 0) continue;
    for (let i = 0; i < n; i++) {
      const gid = layer.gids[i] ?? 0;
      if (gid === 0) continue;
      const code = byTile.get(gid) ?? layerCode;
      if (code !== null && code !== undefined) lit()[i] = code;
    }
  }
  const sightRange = input.properties['sightRange'];
  if (sightRange !== undefined && (typeof sightRange !== 'number' || !(sightRange > 0) || sightRange > 10_000)) {
    return { refusal: `The map property sightRange is ${shown(sightRange)}; it must be a number of meters above 0 and at most 10,000.` };
  }
  const env = input.properties['environment'];
  const out = {
    devices: [] as MapDevice[],
    posts: [] as MapPost[],
    patrols: [] as MapPatrol[],
    terminals: [] as MapTerminal[],
    chargeSites: [] as MapThing[],
    items: [] as MapThing[],
    captives: [] as MapCaptive[],
    exits: [] as MapZone[],
    reinforcements: [] as MapZone[],
  };
  let any = light !== null || baseLight !== 0 || sightRange !== undefined || env !== undefined;
  for (const { layer, object } of input.objects) {
    const props = flattenProperties(object.properties);
    const { device, kinds } = kindsOf(object, props);
    const hasLight = props['light'] !== undefined;
    if (device === null && kinds.length === 0 && !hasLight) continue;
    any = true;
    const label = `Object ${object.id}${object.name ? ` ${quoted(object.name)}` : ''} in layer ${quoted(layer.name)}`;
    const shape = shapeOf(object, grid);
    const cells = cellsOf(shape, grid, budget);
    const anchor = anchorOf(shape);
    const inside = anchor.x >= 0 && anchor.y >= 0 && anchor.x < grid.width && anchor.y < grid.height;
    const named = (fallback: string, prop: PropertyValue | undefined): string =>
      object.name.trim() !== '' ? object.name.trim().slice(0, 80) : typeof prop === 'string' && prop.trim() !== '' && prop !== 'true' ? prop.trim().slice(0, 80) : `${fallback} ${object.id}`;
    if (hasLight) {
      const code = lightCodeOf(props['light'] as PropertyValue);
      if (code === null) warnings.push(`${label} has light ${shown(props['light'])}; it must be lit, dim or dark. It is ignored.`);
      else for (const c of cells) lit()[c.y * grid.width + c.x] = code;
    }
    if (device !== null) {
      if (!['camera', 'tripwire', 'motion', 'panel'].includes(device)) return { refusal: `${label} has device ${quoted(device)}; it must be camera, tripwire, motion or panel.` };
      if (out.devices.length >= MISSION_LIMITS.devices) return { refusal: `The map has more than ${MISSION_LIMITS.devices} devices.` };
      const kind = device as MapDeviceKind;
      const own = kind === 'camera' || kind === 'panel' ? (inside ? [anchor] : []) : cells;
      if (own.length === 0) warnings.push(`${label} lies outside the map; its ${kind} is left out.`);
      else if (own.length > MISSION_LIMITS.deviceCells) return { refusal: `${label} watches ${own.length} cells; a device may watch ${MISSION_LIMITS.deviceCells}.` };
      else {
        let facing: number | null = null;
        if (kind === 'camera') {
          const f = readFacing(props['facing']);
          if (typeof f === 'string') warnings.push(`${label} ${f}; it faces north.`);
          facing = typeof f === 'number' ? f : 0;
        }
        out.devices.push({ id: object.id, name: named(kind === 'panel' ? 'Alarm panel' : kind === 'motion' ? 'Motion sensor' : kind === 'tripwire' ? 'Trip wire' : 'Camera', undefined), kind, cells: own, facing });
      }
    }
    for (const k of kinds) {
      const problem = addKind(out, k, { object, props, shape, cells, anchor, inside, label, named, grid, warnings });
      if (problem) return { refusal: problem };
    }
  }
  if (!any) return undefined;
  return {
    baseLight,
    light,
    sightRange: typeof sightRange === 'number' ? sightRange : null,
    environment: env === undefined ? null : String(env).trim().toLowerCase().slice(0, 40),
    ...out,
  };
}

interface KindInput {
  readonly object: PlacedObject['object'];
  readonly props: Readonly<Record<string, PropertyValue>>;
  readonly shape: Shape;
  readonly cells: readonly MapCell[];
  readonly anchor: MapCell;
  readonly inside: boolean;
  readonly label: string;
  readonly named: (fallback: string, prop: PropertyValue | undefined) => string;
  readonly grid: Grid;
  readonly warnings: string[];
}

type Collected = {
  posts: MapPost[];
  patrols: MapPatrol[];
  terminals: MapTerminal[];
  chargeSites: MapThing[];
  items: MapThing[];
  captives: MapCaptive[];
  exits: MapZone[];
  reinforcements: MapZone[];
};

const LIMIT_OF: Readonly<Record<Kind, number>> = {
  post: MISSION_LIMITS.posts,
  patrol: MISSION_LIMITS.patrols,
  terminal: MISSION_LIMITS.terminals,
  charge: MISSION_LIMITS.chargeSites,
  item: MISSION_LIMITS.items,
  captive: MISSION_LIMITS.captives,
  exit: MISSION_LIMITS.zones,
  reinforcements: MISSION_LIMITS.zones,
};

const WORD: Readonly<Record<Kind, string>> = { post: 'Post', patrol: 'Patrol', terminal: 'Terminal', charge: 'Charge site', item: 'Item', captive: 'Captive', exit: 'Exit', reinforcements: 'Reinforcements' };

function listOf(out: Collected, k: Kind): unknown[] {
  return { post: out.posts, patrol: out.patrols, terminal: out.terminals, charge: out.chargeSites, item: out.items, captive: out.captives, exit: out.exits, reinforcements: out.reinforcements }[k];
}

/** Adds one object as a mission thing of kind `k`; a sentence refusing the map past a limit or on a bad value. */
function addKind(out: Collected, k: Kind, x: KindInput): string | undefined {
  const list = listOf(out, k);
  if (list.length >= LIMIT_OF[k]) return `The map has more than ${LIMIT_OF[k]} objects of kind ${k}.`;
  const { object, props, anchor, inside, label, named, warnings } = x;
  const id = object.id;
  if (k === 'exit' || k === 'reinforcements') {
    if (x.cells.length === 0) warnings.push(`${label} covers no cell of the map; its ${k} zone is left out.`);
    else (list as MapZone[]).push({ id, name: named(WORD[k], props[k]), rects: rectsOf(x.cells) });
    return undefined;
  }
  if (k === 'patrol') {
    if (x.shape.point || x.shape.pts.length < 2) {
      warnings.push(`${label} is a patrol but not a polyline or polygon; it is left out.`);
      return undefined;
    }
    if (x.shape.pts.length > MISSION_LIMITS.patrolPoints) return `${label} has ${x.shape.pts.length} points; a patrol may have ${MISSION_LIMITS.patrolPoints}.`;
    const points: MapCell[] = [];
    for (const p of x.shape.pts) {
      const c = cellOfPt(p);
      const last = points[points.length - 1];
      if (c.x < 0 || c.y < 0 || c.x >= x.grid.width || c.y >= x.grid.height) continue;
      if (!last || last.x !== c.x || last.y !== c.y) points.push(c);
    }
    if (points.length === 0) warnings.push(`${label} lies outside the map; its patrol is left out.`);
    else out.patrols.push({ id, name: named(WORD[k], props[k]), points, loop: props['loop'] === true || props['loop'] === 'true' || (x.shape.closed && props['loop'] !== false) });
    return undefined;
  }
  if (!inside) {
    warnings.push(`${label} lies outside the map; its ${k} is left out.`);
    return undefined;
  }
  const name = named(WORD[k], props[k]);
  if (k === 'terminal') {
    const difficulty = props['difficulty'] === undefined ? 1 : readLadder(props['difficulty']);
    if (typeof difficulty === 'string') return `${label} has difficulty ${shown(props['difficulty'])}; ${difficulty}`;
    const s = props['successes'];
    const successes = s === undefined ? 2 : typeof s === 'number' ? s : Number(String(s).trim());
    if (!Number.isInteger(successes) || successes < 1 || successes > 20) return `${label} has successes ${shown(s ?? '')}; it must be a whole number from 1 to 20.`;
    out.terminals.push({ id, name, cell: anchor, difficulty, successes });
  } else if (k === 'captive') {
    const agent = props['agent'];
    out.captives.push({ id, name, cell: anchor, agent: typeof agent === 'string' && agent.trim() !== '' ? agent.trim().slice(0, 80) : null });
  } else if (k === 'post') out.posts.push({ id, name, cell: anchor });
  else if (k === 'charge') out.chargeSites.push({ id, name, cell: anchor });
  else out.items.push({ id, name, cell: anchor });
  return undefined;
}
