import type { BattleMap } from '../battle/map/types';
import { emptyLayers, type MakerDoc } from './doc';
import type { PictureGrid } from './grid';
import { TILE_KINDS, ZONE_EXIT, ZONE_OBJECTIVE, ZONE_SIDES } from './kinds';
import { objectsFromJson } from './objects';
import { OBJECTS_LAYER, PAINT_GROUP, PICTURE_LAYER, TILESET_FILE, TILESET_NAME, TILE_LAYERS, ZONES_LAYER, ZONE_CLASSES } from './tiled-names';

/**
 * A Tiled map opened in the maker. The maker's own parts (tiled-names.ts) — its paint group and
 * its tileset — are read back into paint; everything else is the map's own and is kept as it was
 * (`stripped`: the map's JSON without the maker's parts, to write the paint onto again). A map the
 * maker made from a picture has nothing else but its picture layer (`ownPicture`).
 *
 * `full` is the whole map as the loader read it (its tile layers decoded, whatever their encoding);
 * the tile data is read from it, the zone objects from the JSON (TMX: its JSON shape, tmx.ts).
 */
type Json = Record<string, unknown>;

export interface OpenedMap {
  readonly doc: MakerDoc;
  /** The map's JSON without the maker's paint group and tileset. */
  readonly stripped: Json;
  /** The first free global tile id once the maker's tileset is left out. */
  readonly nextGid: number;
  /** Set when the map is the maker's own picture map: the picture file the image layer names. */
  readonly ownPicture?: { readonly path: string; readonly width: number; readonly height: number };
}

const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const fileName = (p: string): string => p.slice(p.replace(/\\/g, '/').lastIndexOf('/') + 1);

export function openTiledMap(json: Json, full: BattleMap, base?: BattleMap): OpenedMap | string {
  if (full.tileWidth !== full.tileHeight) return `The map's cells are ${full.tileWidth} x ${full.tileHeight} px; the map maker paints square cells only.`;
  const cell = full.tileWidth;
  const ours = (t: unknown): boolean => isObject(t) && ((typeof t['source'] === 'string' && fileName(t['source']) === TILESET_FILE) || t['name'] === TILESET_NAME);
  const tilesets = arrayOf(json['tilesets']);
  const layersJson = arrayOf(json['layers']);
  const paintGroup = layersJson.find((l) => isObject(l) && l['type'] === 'group' && l['name'] === PAINT_GROUP) as Json | undefined;
  const stripped: Json = { ...json, tilesets: tilesets.filter((t) => !ours(t)), layers: layersJson.filter((l) => l !== paintGroup) };

  const { width: columns, height: rows } = full;
  const layers = emptyLayers(columns * rows);
  const mine = full.tilesets.find((t) => t.name === TILESET_NAME || fileName(t.basePath) === TILESET_FILE);
  if (mine) {
    const painted = new Set(Object.values(TILE_LAYERS));
    for (const layer of full.layers) {
      if (!painted.has(layer.name)) continue;
      layer.gids.forEach((gid, i) => {
        const kind = gid >= mine.firstGid ? TILE_KINDS[gid - mine.firstGid] : undefined;
        if (kind) layers[kind.channel][i] = kind.value;
      });
    }
  }
  const zonesLayer = arrayOf(paintGroup?.['layers']).find((l) => isObject(l) && l['name'] === ZONES_LAYER) as Json | undefined;
  for (const o of arrayOf(zonesLayer?.['objects'])) {
    if (!isObject(o)) continue;
    const value = zoneValue(o);
    if (value === 0) continue;
    const n = (k: string): number => (typeof o[k] === 'number' ? o[k] : 0);
    const x0 = Math.round(n('x') / cell);
    const y0 = Math.round(n('y') / cell);
    const x1 = Math.round((n('x') + n('width')) / cell);
    const y1 = Math.round((n('y') + n('height')) / cell);
    for (let y = Math.max(0, y0); y < Math.min(rows, Math.max(y1, y0 + 1)); y++) for (let x = Math.max(0, x0); x < Math.min(columns, Math.max(x1, x0 + 1)); x++) layers.zone[y * columns + x] = value;
  }

  const objectsLayer = arrayOf(paintGroup?.['layers']).find((l) => isObject(l) && l['name'] === OBJECTS_LAYER) as Json | undefined;
  const objects = objectsFromJson(arrayOf(objectsLayer?.['objects']), cell).filter((o) => o.cells.every((c) => c.x >= 0 && c.y >= 0 && c.x < columns && c.y < rows));

  let nextGid = 1;
  for (const t of full.tilesets) if (t !== mine) nextGid = Math.max(nextGid, t.firstGid + t.tileCount);
  const remaining = arrayOf(stripped['layers']);
  const picture = remaining.length === 1 && isObject(remaining[0]) && remaining[0]['type'] === 'imagelayer' && remaining[0]['name'] === PICTURE_LAYER && arrayOf(stripped['tilesets']).length === 0 ? remaining[0] : undefined;
  const offset = (k: string): number => (picture && typeof picture[k] === 'number' ? -picture[k] : 0);
  const grid: PictureGrid = { cell, offsetX: offset('offsetx'), offsetY: offset('offsety'), columns, rows, metersPerCell: full.metersPerTile };
  const title = typeof full.properties['name'] === 'string' && full.properties['name'].trim() !== '' ? full.properties['name'].trim() : 'Untitled map';
  const size = (k: string, fallback: number): number => (picture && typeof picture[k] === 'number' ? picture[k] : fallback);
  const ownPicture =
    picture && typeof picture['image'] === 'string'
      ? { path: picture['image'], width: size('imagewidth', grid.offsetX + columns * cell), height: size('imageheight', grid.offsetY + rows * cell) }
      : undefined;
  const doc: MakerDoc = {
    title,
    ...(ownPicture ? { picture: { width: ownPicture.width, height: ownPicture.height } } : {}),
    grid,
    layers,
    objects,
    ...(ownPicture || !base ? {} : { base }),
  };
  return { doc, stripped, nextGid, ...(ownPicture ? { ownPicture } : {}) };
}

/** The zone a painted object stands for: its side (1..4), objective (5) or exit (6); 0 for anything else. */
function zoneValue(o: Json): number {
  const props = arrayOf(o['properties']);
  const side = props.find((p) => isObject(p) && p['name'] === 'side');
  const sideValue = isObject(side) ? String(side['value']) : undefined;
  const k = ZONE_SIDES.findIndex((s) => s === sideValue);
  if (k >= 0) return k + 1;
  const kind = o['type'] ?? o['class'];
  if (kind === ZONE_CLASSES.objective) return ZONE_OBJECTIVE;
  if (kind === ZONE_CLASSES.exit) return ZONE_EXIT;
  return 0;
}
