import { MAP_PROPERTIES, namedLikeWalls, Readings } from './conventions';
import { decodeTileData } from './layer-data';
import { collectLayers, type TileLayerEntry } from './layers';
import { MAP_LIMITS, atMost } from './limits';
import { LoadMeter } from './load-meter';
import { dirOf, joinMapPath, referencedPath } from './map-source';
import { readObjects, type Grid, type PlacedObject, type TerrainCells } from './objects';
import { flattenProperties } from './properties';
import { quoted, shown } from './quote';
import { TooMuchWork, WorkBudget } from './shapes';
import { finishMap } from './finish';
import { mergeTemplate, templateTilesets, type TemplateResolver } from './templates';
import { schemaProblem, tiledMapSchema, tiledObjectSchema, type TiledMap } from './tiled-schema';
import { buildGidTable, resolveTilesets, type GidTable, type LoadedTileset, type TilesetResolver } from './tilesets';
import type { MapImage, MapLoadResult, TileLayerData } from './types';
import { readMapMission } from './mission-objects';

export interface LoadOptions {
  /**
   * External tilesets by path relative to the map's folder, normalised (map-source.ts): a
   * resolver or a record of path -> JSON (text or parsed; a TSX file already turned into JSON).
   */
  readonly tilesets?: TilesetResolver | Readonly<Record<string, unknown>>;
  /** Object templates (.tx, .tj) the same way. */
  readonly templates?: TemplateResolver | Readonly<Record<string, unknown>>;
  /** The map file's own path (its name, or "maps/x.tmj"): references are read relative to its folder. */
  readonly path?: string;
  /** Blacksite's own properties only: no conventions (`blacksite map check --strict`). */
  readonly strict?: boolean;
  /** Counts what the load costs (load-meter.ts); load-map.ts passes the one that counted the files. */
  readonly meter?: LoadMeter;
}

/** The four high bits of a gid are flips (horizontal, vertical, diagonal, hexagonal rotation). */
const GID_MASK = 0x0fffffff;
export const DEFAULT_METERS_PER_TILE = 2;
/** Cells marked by shapes plus scanline rows walked, over the whole map (shapes.ts). */
const SHAPE_WORK = 16 * 1024 * 1024;

const refuse = (reason: string): MapLoadResult => ({ ok: false, reason });

/**
 * Reads a Tiled map already in JSON shape (a .tmj / .json file, or a TMX turned into JSON by
 * tmx.ts) into a BattleMap, or refuses it with one sentence; never throws. Every tile layer
 * counts for the rules, hidden ones too: map makers often keep a hidden "collision" layer. A
 * cell's cover is the strongest of its tiles and objects; it blocks sight or movement if any of
 * them does. Cells the map says nothing about are open ground. Files are read by the caller
 * (load-map.ts reads them through a MapSource); this function reads none.
 */
export function loadTiledMap(input: unknown, options: LoadOptions = {}): MapLoadResult {
  try {
    return readMap(input, options);
  } catch (e) {
    if (e instanceof TooMuchWork) {
      return refuse(`The map's objects and shapes cover too many cells to read (${atMost(SHAPE_WORK)} cells and scanlines in all).`);
    }
    if (e instanceof RangeError) return refuse('The map is too large or too deeply nested to read.');
    throw e;
  }
}

function readMap(input: unknown, options: LoadOptions): MapLoadResult {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input) as unknown;
    } catch {
      return refuse("The map file is not valid JSON (Blacksite reads Tiled's TMX and JSON maps and Universal VTT files).");
    }
  }
  const shape = precheck(json);
  if (shape) return refuse(shape);
  const parsed = tiledMapSchema.safeParse(json);
  if (!parsed.success) return refuse(schemaProblem('The map', parsed.error, json));
  const tm = parsed.data;
  const mapPath = options.path ?? '';
  const mapDir = dirOf(mapPath);
  const refPath = (source: string): string => referencedPath(mapDir, mapDir, source);
  const readings = new Readings(options.strict === true);
  const warnings: string[] = [];

  const resolved = resolveTilesets(tm.tilesets, toResolver(options.tilesets), refPath);
  if ('problem' in resolved) return refuse(resolved.problem);
  const collected = collectLayers(tm.layers, readings, warnings);
  if (typeof collected === 'string') return refuse(collected);

  // Templates: their objects merge into the instances; their tilesets join the map's if missing.
  const templates = toResolver(options.templates);
  const extra = templateTilesets(collected.objects, templates, toResolver(options.tilesets), mapDir, resolved.tilesets);
  if (typeof extra === 'string') return refuse(extra);
  const tilesets: LoadedTileset[] = [...resolved.tilesets, ...extra.tilesets];
  if (tilesets.length > MAP_LIMITS.maxTilesets) return refuse(tooManyTilesets(tilesets.length));
  const meter = options.meter ?? new LoadMeter();
  const table = buildGidTable(tilesets, readings, meter);
  if ('problem' in table) return refuse(table.problem);

  const size = tm.infinite ? infiniteBounds(collected.tileLayers) : { x: 0, y: 0, width: tm.width, height: tm.height };
  if (typeof size === 'string') return refuse(size);
  if (tm.infinite) {
    warnings.push(`The map is infinite; it is cropped to the ${size.width}x${size.height} cells its chunks cover.`);
  }
  const { width, height } = size;

  const metersPerTile = readMetersPerTile(flattenProperties(tm.properties)['metersPerTile']);
  if (typeof metersPerTile === 'string') return refuse(metersPerTile);
  for (const key of Object.keys(flattenProperties(tm.properties))) if (!MAP_PROPERTIES.has(key)) readings.ignore(`map property "${key.slice(0, 40)}"`);

  const n = width * height;
  let toDecode = 0;
  for (const { layer } of collected.tileLayers) {
    toDecode += n;
    if (tm.infinite) for (const c of layer.chunks ?? []) toDecode += c.width * c.height;
  }
  const tooMany = meter.cellsToDecode(toDecode);
  if (tooMany !== undefined) return refuse(tooMany);
  const cells: TerrainCells & { stopsFire: Uint8Array } = {
    cover: new Uint8Array(n),
    blocksSight: new Uint8Array(n),
    blocksMove: new Uint8Array(n),
    stopsFire: new Uint8Array(n),
    door: new Uint8Array(n),
  };
  const layers: TileLayerData[] = [];
  const tileRuleCells = new Uint32Array(table.rules.length + 1);
  for (const entry of collected.tileLayers) {
    const made = applyLayer(entry, size, tm, table, cells, tileRuleCells, readings, meter);
    if (typeof made === 'string') return refuse(made);
    layers.push(made);
  }
  table.rules.forEach((rule, i) => readings.interpret(rule, tileRuleCells[i + 1] ?? 0));

  const objects: PlacedObject[] = [];
  for (const { layer, raw, offset } of collected.objects) {
    const merged = mergeTemplate(raw, templates, mapDir, tilesets);
    if ('problem' in merged) return refuse(merged.problem);
    const p = tiledObjectSchema.safeParse(merged.object);
    if (!p.success) return refuse(schemaProblem(`An object in layer ${quoted(layer.name)}`, p.error, merged.object));
    const o = p.data;
    for (const outline of [o.polygon, o.polyline]) {
      if (outline && outline.length > MAP_LIMITS.maxShapePoints) {
        return refuse(`Object ${o.id} in layer ${quoted(layer.name)} has ${outline.length.toLocaleString('en-US')} points; a shape may have ${atMost(MAP_LIMITS.maxShapePoints)}.`);
      }
    }
    objects.push({ layer, object: offset.x === 0 && offset.y === 0 ? o : { ...o, x: o.x + offset.x, y: o.y + offset.y } });
  }
  const grid: Grid = { width, height, tileWidth: tm.tilewidth, tileHeight: tm.tileheight, originX: size.x, originY: size.y };
  const budget = new WorkBudget(SHAPE_WORK);
  const { spawnZones, objectives, weapons, refusal } = readObjects(objects, grid, table, cells, readings, budget, warnings);
  if (refusal !== undefined) return refuse(refusal);
  // Covert missions (R-OPS-39..45): light, devices, posts, patrols, objectives' objects, exits.
  const mission = readMapMission({
    objects,
    grid,
    tileLayers: layers.map((l, i) => ({ name: l.name, gids: l.gids, properties: flattenProperties(collected.tileLayers[i]?.layer.properties) })),
    tilesets,
    properties: flattenProperties(tm.properties),
    budget,
    warnings,
  });
  if (mission && 'refusal' in mission) return refuse(mission.refusal);

  const images: MapImage[] = collected.images.map(({ layer, below, offset }) => ({
    name: layer.name,
    image: layer.image,
    x: layer.offsetx + offset.x - size.x * tm.tilewidth,
    y: layer.offsety + offset.y - size.y * tm.tileheight,
    opacity: layer.opacity,
    visible: layer.visible,
    repeatX: layer.repeatx,
    repeatY: layer.repeaty,
    below,
  }));
  return finishMap({
    width,
    height,
    metersPerTile,
    tileWidth: tm.tilewidth,
    tileHeight: tm.tileheight,
    cells,
    spawnZones,
    objectives,
    weapons,
    layers,
    images,
    tilesets: tilesets.map((t) => t.info),
    properties: flattenProperties(tm.properties),
    warnings,
    readings,
    files: referencedFiles(mapPath, tilesets, images),
    ...(mission ? { mission } : {}),
  });
}

/** Clear sentences for the refusals people actually hit, before the schema's generic ones. */
function precheck(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return 'The map file does not hold a Tiled map (expected a JSON object).';
  }
  const m = json as Record<string, unknown>;
  if (m['type'] === 'tileset') return 'The file is a Tiled tileset, not a map.';
  if (m['type'] === 'template') return 'The file is a Tiled object template, not a map.';
  if (Array.isArray(m['tilesets']) && m['tilesets'].length > MAP_LIMITS.maxTilesets) return tooManyTilesets(m['tilesets'].length);
  const orientation = m['orientation'];
  if (orientation !== undefined && orientation !== 'orthogonal') {
    const kind = typeof orientation === 'string' && ['isometric', 'staggered', 'hexagonal'].includes(orientation) ? orientation : `oriented ${shown(orientation)}`;
    return `The map is ${kind}; Blacksite plays on orthogonal (square-grid) maps only.`;
  }
  if (m['infinite'] !== true) {
    for (const key of ['width', 'height'] as const) {
      const v = m[key];
      if (typeof v === 'number' && v > MAP_LIMITS.maxSide) {
        return `The map is ${sizeWord(m['width'])}x${sizeWord(m['height'])} cells; Blacksite plays maps of ${atMost(MAP_LIMITS.maxSide)} cells a side.`;
      }
    }
    if (m['width'] === 0 || m['height'] === 0) return 'The map has no cells (its width or height is 0).';
  }
  return undefined;
}

export const tooManyTilesets = (n: number): string =>
  `The map uses ${n > 1e6 ? 'over a million' : n.toLocaleString('en-US')} tilesets; a map may use ${atMost(MAP_LIMITS.maxTilesets)}.`;

const sizeWord = (v: unknown): string => (typeof v === 'number' && Number.isFinite(v) ? (v > 1e9 ? 'over a billion' : String(Math.round(v))) : '?');

function toResolver<T>(source: ((path: string) => T) | Readonly<Record<string, unknown>> | undefined): ((path: string) => unknown) | undefined {
  if (source === undefined || typeof source === 'function') return source;
  return (path) => (Object.hasOwn(source, path) ? source[path] : undefined);
}

/** An infinite map's bounds: the rectangle its chunks cover, in cells. */
function infiniteBounds(layers: readonly TileLayerEntry[]): { x: number; y: number; width: number; height: number } | string {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const { layer } of layers) {
    if ((layer.chunks?.length ?? 0) > 65_536) return `Tile layer ${quoted(layer.name)} has more than 65,536 chunks.`;
    for (const c of layer.chunks ?? []) {
      x0 = Math.min(x0, c.x);
      y0 = Math.min(y0, c.y);
      x1 = Math.max(x1, c.x + c.width);
      y1 = Math.max(y1, c.y + c.height);
    }
  }
  if (!Number.isFinite(x0)) return 'The map is infinite and has no tiles to crop it to.';
  const width = x1 - x0;
  const height = y1 - y0;
  if (width > MAP_LIMITS.maxSide || height > MAP_LIMITS.maxSide) {
    return `The infinite map's chunks span ${sizeWord(width)}x${sizeWord(height)} cells; Blacksite plays maps of ${atMost(MAP_LIMITS.maxSide)} cells a side.`;
  }
  return { x: x0, y: y0, width, height };
}

function readMetersPerTile(value: string | number | boolean | undefined): number | string {
  if (value === undefined) return DEFAULT_METERS_PER_TILE;
  if (typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 100) return value;
  return `The map property metersPerTile is ${shown(value)}; it must be a number above 0 and at most 100.`;
}

/** One tile layer's gids (finite or chunked) onto the map's cells, and kept for drawing. */
function applyLayer(
  entry: TileLayerEntry,
  size: { x: number; y: number; width: number; height: number },
  tm: TiledMap,
  table: GidTable,
  cells: TerrainCells,
  ruleCells: Uint32Array,
  readings: Readings,
  meter: LoadMeter,
): TileLayerData | string {
  const { layer, context } = entry;
  const { width, height } = size;
  const label = `Tile layer ${quoted(layer.name)}`;
  let raw: Uint32Array;
  if (tm.infinite) {
    raw = new Uint32Array(width * height);
    for (const c of layer.chunks ?? []) {
      const data = decodeTileData(c.data, layer.encoding, layer.compression, c.width * c.height, `${label} (chunk at ${c.x}, ${c.y})`, `${c.width}x${c.height}`, meter);
      if (typeof data === 'string') return data;
      for (let y = 0; y < c.height; y++) raw.set(data.subarray(y * c.width, (y + 1) * c.width), (c.y - size.y + y) * width + (c.x - size.x));
    }
  } else {
    if (layer.width !== width || layer.height !== height) return `${label} is ${sizeWord(layer.width)}x${sizeWord(layer.height)} but the map is ${width}x${height}.`;
    if (layer.data === undefined) return `${label} has no tile data (chunked layers belong to infinite maps).`;
    const data = decodeTileData(layer.data, layer.encoding, layer.compression, width * height, label, `${width}x${height}`, meter);
    if (typeof data === 'string') return data;
    raw = data;
  }
  // Unless strict, a layer (or group) named like walls, or with a collision flag, blocks where it has a tile.
  const wallName = readings.strict ? undefined : context.names.findIndex((nm) => namedLikeWalls(nm));
  const layerRule =
    readings.strict
      ? undefined
      : context.collision !== undefined
        ? `tiles in layers with ${context.collision}=true: blocking`
        : wallName !== undefined && wallName >= 0
          ? `tiles in ${wallName === 0 ? 'layer' : 'group'} ${quoted(context.names[wallName] ?? '')} (named like walls): blocking`
          : undefined;
  let layerCells = 0;
  const gids = new Uint32Array(raw.length);
  const flips = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const value = raw[i] ?? 0;
    const gid = value & GID_MASK;
    if (gid === 0) continue;
    if (gid > table.maxGid || table.defined[gid] !== 1) {
      return `${label} uses tile id ${gid} at cell (${i % width}, ${Math.floor(i / width)}), which no tileset of the map defines.`;
    }
    gids[i] = gid;
    flips[i] = value >>> 29;
    if (layerRule !== undefined && table.own[gid] !== 1) {
      cells.cover[i] = 3;
      cells.blocksSight[i] = 1;
      cells.blocksMove[i] = 1;
      layerCells += 1;
    } else {
      const cover = table.cover[gid] ?? 0;
      if (cover > (cells.cover[i] ?? 0)) cells.cover[i] = cover;
      if (table.blocksSight[gid] === 1) cells.blocksSight[i] = 1;
      if (table.blocksMove[gid] === 1) cells.blocksMove[i] = 1;
      const r = table.rule[gid] ?? 0;
      if (r !== 0) ruleCells[r] = (ruleCells[r] ?? 0) + 1;
    }
    const d = table.door[gid] ?? 0;
    if (d !== 0) cells.door[i] = d;
  }
  if (layerRule !== undefined) readings.interpret(layerRule, layerCells);
  return { name: layer.name, visible: layer.visible, opacity: layer.opacity, gids, flips };
}

/** The tileset, tile and image-layer files a map names, relative to the map's folder. */
function referencedFiles(mapPath: string, tilesets: readonly LoadedTileset[], images: readonly MapImage[]): string[] {
  const mapDir = dirOf(mapPath);
  const out = new Set<string>();
  if (mapPath !== '') out.add(mapPath);
  for (const { info } of tilesets) {
    if (info.basePath !== '') out.add(info.basePath);
    const dir = info.basePath === '' ? mapDir : dirOf(info.basePath);
    if (info.image !== undefined) out.add(joinMapPath(dir, info.image));
    for (const image of Object.values(info.tileImages ?? {})) out.add(joinMapPath(dir, image));
  }
  for (const image of images) if (!image.image.startsWith('data:')) out.add(joinMapPath(mapDir, image.image));
  return [...out];
}
