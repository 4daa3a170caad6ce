import { strToU8 } from 'fflate';
import type { MakerDoc } from './doc';
import { TILE_KINDS, ZONE_EXIT, ZONE_OBJECTIVE, ZONE_SIDES, tileIdOf } from './kinds';
import { tilesetPng } from './tile-art';
import { objectsJson } from './objects';
import { MAX_TILE_ART, OBJECTS_LAYER, PAINT_GROUP, PICTURE_LAYER, TILESET_FILE, TILESET_NAME, TILESET_PICTURE, TILE_LAYERS, ZONES_LAYER, ZONE_CLASSES } from './tiled-names';
import { cellsToRects } from './zones';

/**
 * The map as Tiled files (docs/maps.md "Make a map from a picture"): a .tmj whose picture is an
 * image layer and whose paint is a group of its own — one hidden tile layer per channel over the
 * maker's tileset (a .tsj of Blacksite's tile kinds, with its picture) and an object layer of zone
 * rectangles. Hidden, because the table draws walls, cover and doors itself; every tile layer
 * counts for the rules, hidden ones too. Opened in Tiled it shows the picture; tick the layers to
 * see the paint. An existing Tiled map (`onto`) keeps every layer, object, tileset and property it
 * had: the paint is added as the topmost group, its tileset after the map's own.
 */
export interface OutFile {
  readonly path: string;
  readonly bytes: Uint8Array;
}

export interface WriteInput {
  readonly doc: MakerDoc;
  /** The map file's name ("harbour.tmj"). */
  readonly fileName: string;
  /** The picture saved beside the map, by the name the image layer gives it. */
  readonly picture?: { readonly path: string; readonly bytes: Uint8Array };
  /** An existing Tiled map (JSON) to add the paint to, without the maker's own parts (tiled-reader.ts). */
  readonly onto?: { readonly json: Readonly<Record<string, unknown>>; readonly nextGid: number };
}

type Json = Record<string, unknown>;

const prop = (name: string, value: string | number | boolean): Json => ({ name, type: typeof value === 'number' ? 'float' : typeof value === 'boolean' ? 'bool' : 'string', value });

/** The maker's tileset: one tile per paintable kind, each with Blacksite's own tile properties. */
export function makerTileset(cell: number): { tsj: Json; png: Uint8Array } {
  const size = Math.min(cell, MAX_TILE_ART);
  const art = tilesetPng(size);
  const tsj: Json = {
    type: 'tileset',
    version: '1.10',
    tiledversion: '1.11.2',
    name: TILESET_NAME,
    tilewidth: size,
    tileheight: size,
    tilecount: TILE_KINDS.length,
    columns: TILE_KINDS.length,
    image: TILESET_PICTURE,
    imagewidth: art.width,
    imageheight: art.height,
    margin: 0,
    spacing: 0,
    // Tiled 1.9+ draws each tile at the map's cell size whatever its own size.
    tilerendersize: 'grid',
    fillmode: 'stretch',
    tiles: TILE_KINDS.map((k, id) => ({ id, type: k.id, properties: Object.entries(k.tile ?? {}).map(([n, v]) => prop(n, v)) })),
  };
  return { tsj, png: art.png };
}

/** The maker's paint group (JSON shape) with layer ids from `nextLayer` and object ids from `nextObject`. */
export function paintGroup(doc: MakerDoc, firstGid: number, ids: { nextLayer: number; nextObject: number }): Json {
  const { grid } = doc;
  const { columns, rows } = grid;
  const layerId = (): number => ids.nextLayer++;
  const group: Json = { id: layerId(), name: PAINT_GROUP, type: 'group', x: 0, y: 0, opacity: 1, visible: true };
  const tileLayer = (channel: keyof typeof TILE_LAYERS): Json => {
    const values = doc.layers[channel];
    const data = new Array<number>(columns * rows);
    for (let i = 0; i < data.length; i++) {
      const v = values[i] ?? 0;
      const id = v === 0 ? -1 : tileIdOf(channel, v);
      data[i] = id < 0 ? 0 : firstGid + id;
    }
    return { id: layerId(), name: TILE_LAYERS[channel], type: 'tilelayer', width: columns, height: rows, x: 0, y: 0, opacity: 0.7, visible: false, data };
  };
  const zoneObjects: Json[] = [];
  const zone = doc.layers.zone;
  const addZones = (value: number, name: string, type: string, props: Json[]): void => {
    for (const r of cellsToRects((i) => zone[i] === value, columns, rows)) {
      zoneObjects.push({ id: ids.nextObject++, name, type, x: r.x * grid.cell, y: r.y * grid.cell, width: r.w * grid.cell, height: r.h * grid.cell, rotation: 0, visible: true, properties: props });
    }
  };
  ZONE_SIDES.forEach((side, k) => addZones(k + 1, `side ${side}`, ZONE_CLASSES.spawn, [prop('side', side)]));
  addZones(ZONE_OBJECTIVE, 'objective', ZONE_CLASSES.objective, [prop('objective', 'reach')]);
  addZones(ZONE_EXIT, 'exit', ZONE_CLASSES.exit, []);
  group['layers'] = [
    tileLayer('block'),
    tileLayer('cover'),
    tileLayer('door'),
    tileLayer('light'),
    { id: layerId(), name: ZONES_LAYER, type: 'objectgroup', draworder: 'topdown', x: 0, y: 0, opacity: 1, visible: true, objects: zoneObjects },
  ];
  if (doc.objects.length > 0) {
    const layers = group['layers'] as Json[];
    layers.push({ id: layerId(), name: OBJECTS_LAYER, type: 'objectgroup', draworder: 'topdown', x: 0, y: 0, opacity: 1, visible: true, objects: objectsJson(doc.objects, grid.cell, () => ids.nextObject++) });
  }
  return group;
}

/** The map's own properties with ours set: meters per cell and the title. */
export const ownProperties = (doc: MakerDoc): Json[] => [prop('metersPerTile', doc.grid.metersPerCell), prop('name', doc.title)];

export function writeTiledMap(input: WriteInput): OutFile[] {
  const { doc } = input;
  const { grid } = doc;
  const base = input.onto?.json;
  const firstGid = input.onto?.nextGid ?? 1;
  const ids = {
    nextLayer: Math.max(1, numberOf(base?.['nextlayerid']), maxId(base?.['layers'], 'layer') + 1),
    nextObject: Math.max(1, numberOf(base?.['nextobjectid']), maxId(base?.['layers'], 'object') + 1),
  };
  const pictureLayer: Json[] = input.picture && doc.picture
    ? [{ id: ids.nextLayer++, name: PICTURE_LAYER, type: 'imagelayer', image: input.picture.path, imagewidth: doc.picture.width, imageheight: doc.picture.height, offsetx: -grid.offsetX, offsety: -grid.offsetY, x: 0, y: 0, opacity: 1, visible: true, repeatx: false, repeaty: false }]
    : [];
  const paint = paintGroup(doc, firstGid, ids);
  const properties = mergeProperties(base?.['properties'], ownProperties(doc));
  const map: Json = base
    ? { ...base, properties, tilesets: [...arrayOf(base['tilesets']), { firstgid: firstGid, source: TILESET_FILE }], layers: [...arrayOf(base['layers']), paint] }
    : {
        type: 'map',
        version: '1.10',
        tiledversion: '1.11.2',
        orientation: 'orthogonal',
        renderorder: 'right-down',
        width: grid.columns,
        height: grid.rows,
        tilewidth: grid.cell,
        tileheight: grid.cell,
        infinite: false,
        compressionlevel: -1,
        properties,
        tilesets: [{ firstgid: firstGid, source: TILESET_FILE }],
        layers: [...pictureLayer, paint],
      };
  map['nextlayerid'] = ids.nextLayer;
  map['nextobjectid'] = ids.nextObject;
  return [{ path: input.fileName, bytes: strToU8(JSON.stringify(map)) }, ...tilesetFiles(grid.cell), ...(input.picture ? [input.picture] : [])];
}

/** The maker's tileset and its picture, as files beside the map. */
export function tilesetFiles(cell: number): OutFile[] {
  const tileset = makerTileset(cell);
  return [
    { path: TILESET_FILE, bytes: strToU8(JSON.stringify(tileset.tsj, null, 1)) },
    { path: TILESET_PICTURE, bytes: tileset.png },
  ];
}

export const numberOf = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The highest layer or object id in a layer tree (groups included). */
export function maxId(layers: unknown, what: 'layer' | 'object', depth = 0): number {
  let top = 0;
  if (depth > 64) return top;
  for (const l of arrayOf(layers)) {
    if (typeof l !== 'object' || l === null) continue;
    const layer = l as Json;
    if (what === 'layer') top = Math.max(top, numberOf(layer['id']));
    else for (const o of arrayOf(layer['objects'])) top = Math.max(top, numberOf((o as Json | null)?.['id']));
    top = Math.max(top, maxId(layer['layers'], what, depth + 1));
  }
  return top;
}

/** The map's own properties kept in their order, ours set in place or added (Tiled 1.1's object becomes a list). */
function mergeProperties(existing: unknown, ours: readonly Json[]): Json[] {
  const list: Json[] = Array.isArray(existing)
    ? (existing as Json[]).filter((p) => typeof p === 'object' && p !== null)
    : typeof existing === 'object' && existing !== null
      ? Object.entries(existing).map(([name, value]) => prop(name, typeof value === 'number' || typeof value === 'boolean' ? value : String(value)))
      : [];
  const out = list.map((p) => ours.find((o) => o['name'] === p['name']) ?? p);
  for (const o of ours) if (!out.includes(o)) out.push(o);
  return out;
}
