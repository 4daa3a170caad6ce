import { decodeLayerData, type Decompress } from './layer-data';
import { readObjects } from './objects';
import { flattenProperties } from './properties';
import {
  objectLayerSchema,
  schemaProblem,
  tiledMapSchema,
  tileLayerSchema,
  type TiledObject,
  type TiledTileLayer,
} from './tiled-schema';
import { buildGidTable, resolveTilesets, type GidTable, type TilesetResolver } from './tilesets';
import type { BattleMap, MapLoadResult, TileLayerData } from './types';

export interface LoadOptions {
  /** External tilesets by `source`: a resolver function or a record of source -> JSON (text or parsed). */
  readonly tilesets?: TilesetResolver | Readonly<Record<string, unknown>>;
  /** Inflates zlib/gzip tile data; without it compressed layers are refused. */
  readonly decompress?: Decompress;
}

/** The four high bits of a gid are flips (horizontal, vertical, diagonal, hexagonal rotation). */
const GID_MASK = 0x0fffffff;
export const DEFAULT_METERS_PER_TILE = 2;

const refuse = (reason: string): MapLoadResult => ({ ok: false, reason });

/**
 * Reads a Tiled JSON map (.tmj / .json) into a BattleMap, or refuses it with one sentence.
 * Every tile layer counts for the rules, hidden ones too: map makers often keep a hidden
 * "collision" or "cover" layer. A cell's cover is the strongest of its tiles; it blocks sight or
 * movement if any of its tiles does. Cells the map says nothing about are open ground.
 */
export function loadTiledMap(input: unknown, options: LoadOptions = {}): MapLoadResult {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input) as unknown;
    } catch {
      return refuse('The map file is not valid JSON (Blacksite reads maps saved in Tiled\'s JSON format, .tmj).');
    }
  }
  const shape = precheck(json);
  if (shape) return refuse(shape);
  const parsed = tiledMapSchema.safeParse(json);
  if (!parsed.success) return refuse(schemaProblem('The map', parsed.error));
  const tm = parsed.data;

  const resolved = resolveTilesets(tm.tilesets, toResolver(options.tilesets));
  if ('problem' in resolved) return refuse(resolved.problem);
  const table = buildGidTable(resolved.tilesets);
  if ('problem' in table) return refuse(table.problem);

  const warnings: string[] = [];
  const collected = collectLayers(tm.layers, warnings);
  if (typeof collected === 'string') return refuse(collected);

  const metersPerTile = readMetersPerTile(flattenProperties(tm.properties)['metersPerTile']);
  if (typeof metersPerTile === 'string') return refuse(metersPerTile);

  const n = tm.width * tm.height;
  const cells = {
    cover: new Uint8Array(n),
    blocksSight: new Uint8Array(n),
    blocksMove: new Uint8Array(n),
    stopsFire: new Uint8Array(n),
  };
  const layers: TileLayerData[] = [];
  for (const layer of collected.tileLayers) {
    const made = applyLayer(layer, tm.width, tm.height, table, cells, options.decompress);
    if (typeof made === 'string') return refuse(made);
    if (layer.offsetx !== 0 || layer.offsety !== 0) {
      warnings.push(`Tile layer "${layer.name}" has a pixel offset, which is ignored.`);
    }
    layers.push(made);
  }
  for (let i = 0; i < n; i++) {
    cells.stopsFire[i] = cells.blocksSight[i] === 1 || cells.cover[i] === 3 ? 1 : 0;
  }

  const grid = { width: tm.width, height: tm.height, tileWidth: tm.tilewidth, tileHeight: tm.tileheight };
  const { spawnZones, objectives } = readObjects(collected.objects, grid, warnings);
  if (spawnZones.length === 0) warnings.push('The map has no spawn zones (object rectangles with a "side" property).');

  const map: BattleMap = {
    width: tm.width,
    height: tm.height,
    metersPerTile,
    tileWidth: tm.tilewidth,
    tileHeight: tm.tileheight,
    cells,
    spawnZones,
    objectives,
    doors: [],
    layers,
    tilesets: resolved.tilesets.map((t) => t.info),
    properties: flattenProperties(tm.properties),
    warnings,
  };
  return { ok: true, map };
}

/** Clear sentences for the refusals people actually hit, before the schema's generic ones. */
function precheck(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return 'The map file does not hold a Tiled map (expected a JSON object).';
  }
  const m = json as Record<string, unknown>;
  if (m['type'] === 'tileset') return 'The file is a Tiled tileset, not a map.';
  if (m['orientation'] !== undefined && m['orientation'] !== 'orthogonal') {
    return `The map is ${String(m['orientation'])}; Blacksite plays on orthogonal maps only.`;
  }
  if (m['infinite'] === true) {
    return 'The map is infinite; Blacksite needs a fixed size (turn off "Infinite" in Tiled\'s map properties).';
  }
  return undefined;
}

function toResolver(source: LoadOptions['tilesets']): TilesetResolver | undefined {
  if (source === undefined || typeof source === 'function') return source;
  return (path) => (Object.hasOwn(source, path) ? source[path] : undefined);
}

interface Collected {
  tileLayers: TiledTileLayer[];
  objects: { layer: string; object: TiledObject }[];
}

/** Flattens group layers bottom to top; image layers are drawing only and skipped. */
function collectLayers(layers: readonly unknown[], warnings: string[], into?: Collected): Collected | string {
  const acc: Collected = into ?? { tileLayers: [], objects: [] };
  for (const [i, raw] of layers.entries()) {
    const kind = (raw as { type?: unknown }).type;
    if (kind === 'tilelayer') {
      const p = tileLayerSchema.safeParse(raw);
      if (!p.success) return schemaProblem(`Layer ${i}`, p.error);
      acc.tileLayers.push(p.data);
    } else if (kind === 'objectgroup') {
      const p = objectLayerSchema.safeParse(raw);
      if (!p.success) return schemaProblem(`Object layer ${i}`, p.error);
      for (const object of p.data.objects) acc.objects.push({ layer: p.data.name, object });
    } else if (kind === 'group') {
      const children = (raw as { layers?: unknown }).layers;
      if (!Array.isArray(children)) return `Group layer ${i} has no layer list.`;
      const nested = collectLayers(children, warnings, acc);
      if (typeof nested === 'string') return nested;
    } else if (kind !== 'imagelayer') {
      warnings.push(`Layer ${i} has the unknown type "${String(kind)}" and is ignored.`);
    }
  }
  return acc;
}

function readMetersPerTile(value: string | number | boolean | undefined): number | string {
  if (value === undefined) return DEFAULT_METERS_PER_TILE;
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  return `The map property metersPerTile is ${JSON.stringify(value)}; it must be a positive number.`;
}

function applyLayer(
  layer: TiledTileLayer,
  width: number,
  height: number,
  table: GidTable,
  cells: { cover: Uint8Array; blocksSight: Uint8Array; blocksMove: Uint8Array },
  decompress: Decompress | undefined,
): TileLayerData | string {
  if (layer.width !== width || layer.height !== height) {
    return `Tile layer "${layer.name}" is ${layer.width}x${layer.height} but the map is ${width}x${height}.`;
  }
  const decoded = decodeLayerData(layer, decompress);
  if ('problem' in decoded) return decoded.problem;
  const raw = decoded.gids;
  const gids = new Uint32Array(raw.length);
  const flips = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const value = raw[i] ?? 0;
    const gid = value & GID_MASK;
    if (gid === 0) continue;
    if (gid > table.maxGid || table.defined[gid] !== 1) {
      return `Tile layer "${layer.name}" uses tile id ${gid} at cell (${i % width}, ${Math.floor(i / width)}), which no tileset of the map defines.`;
    }
    gids[i] = gid;
    flips[i] = value >>> 29;
    const cover = table.cover[gid] ?? 0;
    if (cover > (cells.cover[i] ?? 0)) cells.cover[i] = cover;
    if (table.blocksSight[gid] === 1) cells.blocksSight[i] = 1;
    if (table.blocksMove[gid] === 1) cells.blocksMove[i] = 1;
  }
  return { name: layer.name, visible: layer.visible, opacity: layer.opacity, gids, flips };
}
