import { collisionProperty, isCollisionName, TILE_PROPERTIES, type Readings } from './conventions';
import { MAP_LIMITS, atMost } from './limits';
import type { LoadMeter } from './load-meter';
import { booleanProperty, flattenProperties } from './properties';
import { quoted } from './quote';
import { schemaProblem, tiledTilesetSchema, type TiledTile, type TiledTileset } from './tiled-schema';
import { COVER_BLOCK, COVER_KINDS, DOOR_STATES, type CoverCode, type TilesetInfo } from './types';

/**
 * Gives an external tileset's contents by its path, normalised and relative to the map's folder
 * (map-source.ts): a JSON string, already-parsed JSON (a TSX file arrives converted by tmx.ts),
 * a sentence saying why it cannot be read, or undefined when there is no such file.
 */
export type TilesetResolver = (path: string) => unknown;

/** What each global tile id means for the rules; index = gid. */
export interface GidTable {
  readonly maxGid: number;
  /** 1 where a tileset defines this gid. */
  readonly defined: Uint8Array;
  readonly cover: Uint8Array;
  readonly blocksSight: Uint8Array;
  readonly blocksMove: Uint8Array;
  /** 0 no door, else 1 + index in DOOR_STATES. */
  readonly door: Uint8Array;
  /** 1 where Blacksite's own properties (cover, blocksSight, blocksMove) decide: conventions never override. */
  readonly own: Uint8Array;
  /** 0, or 1 + index in `rules`: the convention that made this gid block. */
  readonly rule: Uint16Array;
  readonly rules: readonly string[];
}

export interface LoadedTileset {
  readonly info: TilesetInfo;
  readonly tileset: TiledTileset;
}

export interface TilesetRef {
  readonly firstgid: number;
  readonly source?: string | undefined;
  readonly [k: string]: unknown;
}

/**
 * Tilesets sorted by first gid, or the sentence saying which one cannot be used. `path` gives
 * the normalised path of a `source` as written in the map.
 */
export function resolveTilesets(
  refs: readonly TilesetRef[],
  resolver: TilesetResolver | undefined,
  path: (source: string) => string,
): { tilesets: LoadedTileset[] } | { problem: string } {
  const out: LoadedTileset[] = [];
  // A file named twice is read once (its ranges then overlap, refused by buildGidTable).
  const files = new Map<string, { tileset: TiledTileset } | { problem: string }>();
  for (const ref of [...refs].sort((a, b) => a.firstgid - b.firstgid)) {
    let loaded: LoadedTileset | { problem: string };
    if (ref.source === undefined) loaded = embedded(ref);
    else {
      const p = path(ref.source);
      let parsed = files.get(p);
      if (!parsed) files.set(p, (parsed = external(ref.source, p, resolver)));
      loaded = 'problem' in parsed ? parsed : { tileset: parsed.tileset, info: toInfo(parsed.tileset, ref.firstgid, p) };
    }
    if ('problem' in loaded) return loaded;
    out.push(loaded);
  }
  return { tilesets: out };
}

function embedded(ref: TilesetRef): LoadedTileset | { problem: string } {
  const label = `Embedded tileset ${typeof ref['name'] === 'string' ? quoted(ref['name']) : String(ref.firstgid)}`;
  const parsed = parseTileset(ref, label);
  return 'problem' in parsed ? parsed : { tileset: parsed.tileset, info: toInfo(parsed.tileset, ref.firstgid, '') };
}

function external(source: string, path: string, resolver: TilesetResolver | undefined): { tileset: TiledTileset } | { problem: string } {
  const label = `Tileset ${quoted(source)}`;
  let raw = resolver?.(path);
  if (raw === undefined) return { problem: `${label} referenced by the map could not be found.` };
  if (typeof raw === 'string') {
    if (raw.startsWith('!')) return { problem: raw.slice(1) };
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return { problem: `${label} is not valid JSON.` };
    }
  }
  return parseTileset(raw, label);
}

/** Tiled 1.1 kept tiles as {"<id>": {...}} and their properties in `tileproperties`: normalise both. */
function normaliseTileset(input: Record<string, unknown>): Record<string, unknown> {
  const raw = withTileCount(input);
  const tiles = raw['tiles'];
  const tileProps = raw['tileproperties'];
  if ((tiles === undefined || Array.isArray(tiles)) && (typeof tileProps !== 'object' || tileProps === null)) return raw;
  const byId = new Map<number, Record<string, unknown>>();
  const entries: [string, unknown][] = Array.isArray(tiles) ? [] : typeof tiles === 'object' && tiles !== null ? Object.entries(tiles) : [];
  if (Array.isArray(tiles)) for (const t of tiles) if (typeof t === 'object' && t !== null) byId.set(Number((t as { id?: unknown }).id), t as Record<string, unknown>);
  for (const [id, t] of entries) if (typeof t === 'object' && t !== null) byId.set(Number(id), { ...(t as Record<string, unknown>), id: Number(id) });
  if (typeof tileProps === 'object' && tileProps !== null) {
    for (const [id, props] of Object.entries(tileProps)) {
      const tile = byId.get(Number(id)) ?? { id: Number(id) };
      byId.set(Number(id), { ...tile, properties: props });
    }
  }
  return { ...raw, tiles: [...byId.values()] };
}

/** Tilesets saved before Tiled 0.13 have no tilecount: the atlas's size (or the tile list) gives it. */
function withTileCount(raw: Record<string, unknown>): Record<string, unknown> {
  if (raw['tilecount'] !== undefined) return raw;
  const n = (k: string): number => (typeof raw[k] === 'number' ? raw[k] : 0);
  const tw = n('tilewidth');
  const th = n('tileheight');
  const iw = n('imagewidth');
  const ih = n('imageheight');
  const margin = n('margin');
  const spacing = n('spacing');
  let count = 0;
  if (tw > 0 && th > 0 && iw > 0 && ih > 0) {
    const columns = Math.floor((iw - 2 * margin + spacing) / (tw + spacing));
    const rows = Math.floor((ih - 2 * margin + spacing) / (th + spacing));
    count = Math.max(0, columns) * Math.max(0, rows);
    if (raw['columns'] === undefined) return { ...raw, tilecount: count, columns: Math.max(0, columns) };
  }
  return { ...raw, tilecount: count };
}

function parseTileset(raw: unknown, label: string): { tileset: TiledTileset } | { problem: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { problem: `${label} does not hold a Tiled tileset.` };
  const obj = raw as Record<string, unknown>;
  const count = obj['tilecount'];
  if (typeof count === 'number' && count > MAP_LIMITS.maxTilesPerTileset) {
    return { problem: `${label} has ${count > 1e9 ? 'over a billion' : count.toLocaleString('en-US')} tiles; a tileset may have ${atMost(MAP_LIMITS.maxTilesPerTileset)}.` };
  }
  const tiles = obj['tiles'];
  const tileCount = Array.isArray(tiles) ? tiles.length : typeof tiles === 'object' && tiles !== null ? Object.keys(tiles).length : 0;
  if (tileCount > MAP_LIMITS.maxTilesPerTileset) return { problem: `${label} describes more than ${atMost(MAP_LIMITS.maxTilesPerTileset)} tiles.` };
  const normalised = normaliseTileset(obj);
  const parsed = tiledTilesetSchema.safeParse(normalised);
  if (!parsed.success) return { problem: schemaProblem(label, parsed.error, normalised) };
  for (const t of parsed.data.tiles ?? []) {
    if (t.id >= MAP_LIMITS.maxTilesPerTileset) return { problem: `${label} has a tile id of ${t.id > 1e9 ? 'over a billion' : t.id}; a tileset may have ${atMost(MAP_LIMITS.maxTilesPerTileset)} tiles.` };
  }
  return { tileset: parsed.data };
}

function toInfo(ts: TiledTileset, firstGid: number, path: string): TilesetInfo {
  const tileImages: Record<number, string> = {};
  for (const t of ts.tiles ?? []) if (t.image !== undefined) tileImages[t.id] = t.image;
  return {
    name: ts.name,
    firstGid,
    tileCount: idRange(ts),
    tileWidth: ts.tilewidth,
    tileHeight: ts.tileheight,
    columns: ts.columns,
    margin: ts.margin,
    spacing: ts.spacing,
    ...(ts.image !== undefined ? { image: ts.image } : {}),
    ...(Object.keys(tileImages).length > 0 ? { tileImages } : {}),
    basePath: path,
  };
}

/** Image-collection tilesets may have gaps in their ids, so the range is not always tilecount. */
function idRange(ts: TiledTileset): number {
  let range = ts.tilecount;
  for (const t of ts.tiles ?? []) range = Math.max(range, t.id + 1);
  return range;
}

/**
 * The rules meaning of every gid: Blacksite's tile properties, else (unless strict) the
 * conventions. Tilesets' gid ranges may not overlap: Tiled never saves a map that way, and
 * thousands of entries over one range would each rewrite it (tilesets are sorted by first gid).
 */
export function buildGidTable(tilesets: readonly LoadedTileset[], readings: Readings, meter?: LoadMeter): GidTable | { problem: string } {
  let maxGid = 0;
  for (const [i, { info }] of tilesets.entries()) {
    maxGid = Math.max(maxGid, info.firstGid + info.tileCount - 1);
    const next = tilesets[i + 1]?.info;
    if (next && info.tileCount > 0 && next.firstGid < info.firstGid + info.tileCount) return { problem: overlap(info, next) };
  }
  if (maxGid > MAP_LIMITS.maxGid) {
    return { problem: `The map's tilesets reach tile id ${maxGid > 1e9 ? 'over a billion' : maxGid.toLocaleString('en-US')}; a map may use ${atMost(MAP_LIMITS.maxGid)} tile ids.` };
  }
  meter?.tilesets(tilesets.length, maxGid + 1);
  const size = maxGid + 1;
  const rules: string[] = [];
  const ruleIndex = (rule: string): number => {
    let i = rules.indexOf(rule);
    if (i < 0) i = rules.push(rule) - 1;
    return i + 1;
  };
  const table = {
    maxGid,
    defined: new Uint8Array(size),
    cover: new Uint8Array(size),
    blocksSight: new Uint8Array(size),
    blocksMove: new Uint8Array(size),
    door: new Uint8Array(size),
    own: new Uint8Array(size),
    rule: new Uint16Array(size),
    rules,
  };
  let shapes = 0;
  for (const { info, tileset } of tilesets) {
    const first = info.firstGid;
    const end = first + info.tileCount;
    table.defined.fill(1, first, end);
    for (const a of [table.cover, table.blocksSight, table.blocksMove, table.door, table.own, table.rule]) a.fill(0, first, end);
    for (const tile of tileset.tiles ?? []) {
      shapes += tile.objectgroup?.objects.length ?? 0;
      if (shapes > MAP_LIMITS.maxObjects) return { problem: `The map's tiles have more than ${atMost(MAP_LIMITS.maxObjects)} collision shapes.` };
      const meaning = tileMeaning(tile, tileset, readings);
      if ('problem' in meaning) return { problem: `Tileset ${quoted(info.name || info.basePath)} tile ${tile.id} ${meaning.problem}` };
      const gid = first + tile.id;
      table.cover[gid] = meaning.cover;
      table.blocksSight[gid] = meaning.blocksSight ? 1 : 0;
      table.blocksMove[gid] = meaning.blocksMove ? 1 : 0;
      table.door[gid] = meaning.door;
      table.own[gid] = hasOwnTerrain(flattenProperties(tile.properties)) ? 1 : 0;
      if (meaning.rule !== undefined) table.rule[gid] = ruleIndex(meaning.rule);
    }
  }
  return table;
}

function overlap(a: TilesetInfo, b: TilesetInfo): string {
  const name = (t: TilesetInfo): string => quoted(t.name || t.basePath || `at ${t.firstGid}`);
  return `Tilesets ${name(a)} (tile ids ${a.firstGid}-${a.firstGid + a.tileCount - 1}) and ${name(b)} (from ${b.firstGid}) overlap; Tiled never saves that (save the map again in Tiled).`;
}

export interface TileMeaning {
  readonly cover: CoverCode;
  readonly blocksSight: boolean;
  readonly blocksMove: boolean;
  /** 0 none, else 1 + index in DOOR_STATES. */
  readonly door: number;
  /** The convention that gave this meaning ("tiles with collides=true: blocking"), if one did. */
  readonly rule?: string;
}

const OPEN: TileMeaning = { cover: 0, blocksSight: false, blocksMove: false, door: 0 };

/**
 * Blacksite's own properties (`cover`, `blocksSight`, `blocksMove`, `door`) decide when any is
 * there; the same reader serves tiles and objects (objects.ts).
 */
export const hasOwnTerrain = (props: Readonly<Record<string, unknown>>): boolean =>
  props['cover'] !== undefined || props['blocksSight'] !== undefined || props['blocksMove'] !== undefined;

export function ownMeaning(props: Readonly<Record<string, string | number | boolean>>): TileMeaning | { problem: string } | undefined {
  const has = hasOwnTerrain(props);
  const doorValue = props['door'];
  let door = 0;
  // Real tilesets often say `door: true` (a bool): a closed door; `false` is no door.
  if (doorValue === true || doorValue === 'true') door = 1;
  else if (doorValue !== undefined && doorValue !== false && doorValue !== 'false') {
    const i = DOOR_STATES.indexOf(doorValue as (typeof DOOR_STATES)[number]);
    if (i < 0) return { problem: `has door ${quoted(String(doorValue))}; it must be closed, open or locked (or true for closed).` };
    door = i + 1;
  }
  if (!has) return door === 0 ? undefined : { ...OPEN, door };
  const coverValue = props['cover'] ?? 'none';
  const cover = COVER_KINDS.indexOf(coverValue as (typeof COVER_KINDS)[number]);
  if (cover < 0) return { problem: `has cover ${quoted(String(coverValue))}; it must be none, partial, full or block.` };
  const sight = booleanProperty(props['blocksSight']);
  const move = booleanProperty(props['blocksMove']);
  if (sight === 'invalid') return { problem: 'has a blocksSight property that is not true or false.' };
  if (move === 'invalid') return { problem: 'has a blocksMove property that is not true or false.' };
  // `block` stops sight and movement unless the tile says otherwise (a window: block, blocksSight false).
  return {
    cover: cover as CoverCode,
    blocksSight: sight ?? cover === COVER_BLOCK,
    blocksMove: move ?? cover === COVER_BLOCK,
    door,
  };
}

const BLOCK: Omit<TileMeaning, 'rule' | 'door'> = { cover: COVER_BLOCK, blocksSight: true, blocksMove: true };

function tileMeaning(tile: TiledTile, tileset: TiledTileset, readings: Readings): TileMeaning | { problem: string } {
  const props = flattenProperties(tile.properties);
  const flag = readings.strict ? undefined : collisionProperty(props);
  for (const name of Object.keys(props)) {
    if (!TILE_PROPERTIES.has(name) && !(!readings.strict && isCollisionName(name))) readings.ignore(`tile property "${name.slice(0, 40)}"`);
  }
  const own = ownMeaning(props);
  if (own && 'problem' in own) return own;
  if (own && hasOwnTerrain(props)) return own;
  const door = own?.door ?? 0;
  if (readings.strict) return { ...OPEN, door };
  if (flag) return { ...BLOCK, door, rule: `tiles with ${flag.name.slice(0, 40)}=${String(flag.value)}: blocking` };
  if (shapesCover(tile, tileset)) return { ...BLOCK, door, rule: 'tiles whose collision shapes cover their cell: blocking' };
  return { ...OPEN, door };
}

/** True when a tile's collision shapes cover at least half of it (a wall, not a fence post). */
function shapesCover(tile: TiledTile, ts: TiledTileset): boolean {
  const objects = tile.objectgroup?.objects ?? [];
  if (objects.length === 0) return false;
  const w = ts.tilewidth;
  const h = ts.tileheight;
  let area = 0;
  for (const o of objects) {
    const clipW = Math.max(0, Math.min(w, o.x + o.width) - Math.max(0, o.x));
    const clipH = Math.max(0, Math.min(h, o.y + o.height) - Math.max(0, o.y));
    if (o.polygon && o.polygon.length >= 3) {
      let twice = 0;
      const pts = o.polygon;
      for (let i = 0; i < pts.length; i++) {
        const a = pts[i];
        const b = pts[(i + 1) % pts.length];
        if (a && b) twice += a.x * b.y - b.x * a.y;
      }
      area += Math.min(w * h, Math.abs(twice) / 2);
    } else if (o.ellipse) area += (Math.PI / 4) * clipW * clipH;
    else if (!o.point && !o.polyline) area += clipW * clipH;
  }
  return area >= 0.5 * w * h;
}
