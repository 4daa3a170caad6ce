import { strFromU8, strToU8 } from 'fflate';
import { loadMap, type BattleMap } from '../../src/battle/map';
import { tmxMap } from '../../src/battle/map/tmx';
import { parseXml } from '../../src/battle/map/xml';
import type { BlacksiteApi } from '../../src/contract';
import { parseUserMapName } from '../../src/contract/maps';
import { openTiledMap, PICTURE_EXTENSION, readPictureHeader, stripTmx, type MakerDoc } from '../../src/maker';
import { loadShippedMap, tileImageUrl } from '../assets-maps';
import { libraryBag } from '../maps/library';
import { bagSource, imageUrls, type FileBag } from '../maps/map-files';
import { bakeChunkCanvas } from '../table/chunk-canvas';
import { loadTileSource } from '../table/tile-textures';
import { decodePicture, fileBase, openUvttBytes, type Opened } from './picture';
import type { MakerSource } from './save';

/**
 * A map of the library or a shipped map, opened in the maker: its files, what its own layers mean
 * (the base, shown dimmed under the paint) and what the maker painted on it before (read back from
 * its paint group), and a picture to paint over — the map's own picture for a map the maker made,
 * else its tiles drawn into one canvas. A Universal VTT map opens as a new map from its picture.
 */
export interface OpenedForEdit {
  readonly doc: MakerDoc;
  readonly source: MakerSource;
  /** What is drawn under the paint, at `size` picture pixels. */
  readonly art: { readonly source: CanvasImageSource; readonly width: number; readonly height: number } | undefined;
}

const mapGlob = import.meta.glob<string>('../../maps/*.{tmj,tsj}', { query: '?raw', import: 'default' });

/** A shipped map's files as a bag (paths from maps/, its tile art one folder up). */
async function shippedBag(name: string): Promise<FileBag | undefined> {
  const load = mapGlob[`../../maps/${name}.tmj`];
  if (!load) return undefined;
  const files = new Map<string, Uint8Array>([[`${name}.tmj`, strToU8(await load())]]);
  const shipped = await loadShippedMap(name);
  if (!shipped.ok) return undefined;
  for (const t of shipped.map.tilesets) {
    if (t.basePath === '') continue;
    const raw = mapGlob[`../../maps/${t.basePath}`];
    if (raw) files.set(t.basePath, strToU8(await raw()));
    if (t.image) {
      // The tile art: "../assets/tiles/x.png" from maps/, bundled as a URL of the page's own origin.
      const repoPath = t.image.replace(/^\.\.\//, '');
      const url = tileImageUrl(repoPath);
      if (url) files.set(t.image, new Uint8Array(await (await fetch(url)).arrayBuffer()));
    }
  }
  return { name: `${name}.tmj`, files };
}

/** Sides the loader placed (the map names too few): not the map's own, so not shown as its zones. */
function ownZonesOnly(map: BattleMap): BattleMap {
  const placed = map.report?.interpretations.find((r) => r.rule.startsWith('spawn zones placed'));
  if (!placed) return map;
  const sides = placed.rule.slice(placed.rule.lastIndexOf(':') + 1).split(',').map((s) => s.replace(/sides?/, '').trim());
  return { ...map, spawnZones: map.spawnZones.filter((z) => !sides.includes(z.side)) };
}

export async function openForEdit(api: BlacksiteApi, battleName: string): Promise<Opened<OpenedForEdit>> {
  const user = parseUserMapName(battleName);
  let bag: FileBag | undefined;
  try {
    bag = user ? await libraryBag(api, user.id) : await shippedBag(battleName);
  } catch (error) {
    return { problem: error instanceof Error ? error.message : 'That map could not be read.' };
  }
  if (!bag) return { problem: `There is no map "${battleName}" to edit.` };
  const mapBytes = bag.files.get(bag.name);
  if (!mapBytes) return { problem: 'That map has lost its map file.' };
  if (/\.(dd2vtt|df2vtt|uvtt)$/i.test(bag.name)) {
    const picture = await openUvttBytes(bag.name, mapBytes);
    if ('problem' in picture) return picture;
    return { doc: newPictureDoc(picture), source: { kind: 'picture', picture }, art: { source: picture.bitmap, width: picture.bitmap.width, height: picture.bitmap.height } };
  }
  const full = await loadMap(bag.name, bagSource(bag));
  if (!full.ok) return { problem: full.reason };
  const text = strFromU8(mapBytes);
  const tmx = text.trimStart().startsWith('<');
  let json: Record<string, unknown>;
  if (tmx) {
    const root = parseXml(text, 'The map file');
    if (typeof root === 'string') return { problem: root };
    json = tmxMap(root);
  } else json = JSON.parse(text) as Record<string, unknown>;
  // The map without the maker's paint: what its own layers mean.
  const strippedText = tmx ? stripTmx(text) : undefined;
  const first = openTiledMap(json, full.map);
  if (typeof first === 'string') return { problem: first };
  const baseBag: FileBag = { name: bag.name, files: new Map([...bag.files, [bag.name, strToU8(strippedText ?? JSON.stringify(first.stripped))]]) };
  const base = await loadMap(bag.name, bagSource(baseBag));
  if (!base.ok) return { problem: base.reason };
  const opened = openTiledMap(json, full.map, ownZonesOnly(base.map));
  if (typeof opened === 'string') return { problem: opened };
  if (!opened.doc.title || opened.doc.title === 'Untitled map') opened.doc.title = user?.fileName.replace(/\.[^.]+$/, '') ?? battleName;

  if (opened.ownPicture) {
    // A map the maker made: its picture is the art, and saving writes a new map beside it again.
    const path = opened.ownPicture.path;
    const bytes = bag.files.get(path) ?? [...bag.files].find(([p]) => p.endsWith(`/${path}`) || p === path)?.[1];
    if (!bytes) return { problem: `The map's picture "${path}" is not in the library.` };
    const header = readPictureHeader(bytes, `The picture "${path}"`);
    if ('problem' in header) return header;
    const bitmap = await decodePicture(bytes, header.type, `The picture "${path}"`);
    if ('problem' in bitmap) return bitmap;
    const picture = { fileName: `${fileBase(opened.doc.title)}.${PICTURE_EXTENSION[header.type]}`, title: opened.doc.title, type: header.type, bytes, bitmap };
    return { doc: opened.doc, source: { kind: 'picture', picture }, art: { source: bitmap, width: bitmap.width, height: bitmap.height } };
  }
  return {
    doc: opened.doc,
    source: { kind: 'tiled', format: tmx ? 'tmx' : 'json', bag, text, stripped: opened.stripped, nextGid: opened.nextGid },
    art: await tileArt(base.map, bag),
  };
}

/** The map's tiles and pictures drawn into one canvas (at most 4,096 px a side). */
async function tileArt(map: BattleMap, bag: FileBag): Promise<OpenedForEdit['art']> {
  const urls = imageUrls(bag);
  const tiles = await loadTileSource(map, bag.name, urls.url);
  const cell = map.tileWidth;
  const width = map.width * cell;
  const height = map.height * cell;
  const resolution = Math.min(1, 4096 / Math.max(width, height));
  const canvas = bakeChunkCanvas(map, tiles, { width: map.width, height: map.height, cell }, { x0: 0, y0: 0, w: map.width, h: map.height }, resolution, { grid: false, shields: false });
  tiles.destroy();
  urls.revoke();
  return { source: canvas, width, height };
}

/** A new map from a picture: its Universal VTT grid and paint when it came with them. */
export function newPictureDoc(picture: { title: string; bitmap: ImageBitmap; uvtt?: { grid: MakerDoc['grid']; layers: MakerDoc['layers'] } }, grid?: MakerDoc['grid']): MakerDoc {
  const g = picture.uvtt?.grid ?? grid;
  if (!g) throw new Error('A new map needs a grid.');
  return { title: picture.title, picture: { width: picture.bitmap.width, height: picture.bitmap.height }, grid: g, layers: picture.uvtt?.layers ?? emptyFor(g), objects: [] };
}

function emptyFor(g: MakerDoc['grid']): MakerDoc['layers'] {
  const n = g.columns * g.rows;
  return { block: new Uint8Array(n), cover: new Uint8Array(n), door: new Uint8Array(n), light: new Uint8Array(n), zone: new Uint8Array(n) };
}
