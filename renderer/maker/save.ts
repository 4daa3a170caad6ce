import { zipSync } from 'fflate';
import { dirOf, joinMapPath, type BattleMap } from '../../src/battle/map';
import type { BlacksiteApi } from '../../src/contract';
import type { MapEntry } from '../../src/contract/maps';
import { TILESET_FILE, TILESET_PICTURE, tilesetFiles, writeTiledMap, writeTmxOnto, type MakerDoc } from '../../src/maker';
import { addToLibrary } from '../maps/library';
import type { FileBag } from '../maps/map-files';
import { drawMapThumbnail } from '../maps/thumbnail';
import { downloadBytes } from '../ui/download';
import { fileBase, type PictureSource } from './picture';

/**
 * Where the map being made came from, and so how it is written: a picture (a new Tiled map beside
 * it), or an existing Tiled map (its files kept, the paint added: JSON by the writer, TMX by editing
 * its text, src/maker/tmx-onto.ts).
 */
export type MakerSource =
  | { readonly kind: 'picture'; readonly picture: PictureSource }
  | {
      readonly kind: 'tiled';
      readonly format: 'json' | 'tmx';
      readonly bag: FileBag;
      /** The map file's text as it was. */
      readonly text: string;
      readonly stripped: Readonly<Record<string, unknown>>;
      readonly nextGid: number;
    };

/** The map's files as they would be saved: a bag the one loader reads. */
export function makerBag(doc: MakerDoc, source: MakerSource): FileBag | { problem: string } {
  if (source.kind === 'picture') {
    const name = `${fileBase(doc.title)}.tmj`;
    const files = writeTiledMap({ doc, fileName: name, picture: { path: source.picture.fileName, bytes: source.picture.bytes } });
    return { name, files: new Map(files.map((f) => [f.path, f.bytes])) };
  }
  const { bag } = source;
  const here = (p: string): string => joinMapPath(dirOf(bag.name), p);
  const files = new Map([...bag.files].filter(([p]) => p !== here(TILESET_FILE) && p !== here(TILESET_PICTURE)));
  if (source.format === 'json') {
    for (const f of writeTiledMap({ doc, fileName: bag.name, onto: { json: source.stripped, nextGid: source.nextGid } })) files.set(f.path === bag.name ? f.path : here(f.path), f.bytes);
  } else {
    const text = writeTmxOnto(source.text, doc, source.nextGid);
    if (typeof text !== 'string') return text;
    files.set(bag.name, new TextEncoder().encode(text));
    for (const f of tilesetFiles(doc.grid.cell)) files.set(here(f.path), f.bytes);
  }
  return { name: bag.name, files };
}

export type Saved = { readonly ok: true; readonly entry: MapEntry; readonly map: BattleMap; readonly ms: number } | { readonly ok: false; readonly reason: string };

/**
 * Saves into the map library (the desktop app's user-data maps/ folder; the browser's storage):
 * checked by the one loader first, so a map the game could not open is never kept. The thumbnail
 * is drawn from the picture already decoded.
 */
export async function saveToLibrary(api: BlacksiteApi, doc: MakerDoc, source: MakerSource, art: CanvasImageSource | undefined): Promise<Saved> {
  const started = performance.now();
  const bag = makerBag(doc, source);
  if ('problem' in bag) return { ok: false, reason: bag.problem };
  const picture = art && doc.picture ? { source: art, x: -doc.grid.offsetX, y: -doc.grid.offsetY, opacity: 1 } : art ? { source: art, x: 0, y: 0, opacity: 1 } : undefined;
  const added = await addToLibrary(api, bag, new Date(), { thumbnail: (map) => drawMapThumbnail(map, picture) });
  if (!added.ok) return added;
  return { ok: true, entry: added.entry, map: added.map, ms: performance.now() - started };
}

/** "Export": the map's files in one .zip, to share or to open in Tiled. */
export function exportZip(doc: MakerDoc, source: MakerSource): string | undefined {
  const bag = makerBag(doc, source);
  if ('problem' in bag) return bag.problem;
  const entries: Record<string, Uint8Array> = {};
  // Files above the map's folder (a shipped map's tile art) go into the zip at the same distance.
  const up = Math.max(0, ...[...bag.files.keys()].map((p) => p.split('/').filter((s) => s === '..').length));
  const prefix = up > 0 ? `${Array.from({ length: up }, () => 'map').join('/')}/` : '';
  for (const [path, bytes] of bag.files) entries[joinMapPath('', prefix + path)] = bytes;
  downloadBytes(`${fileBase(doc.title)}.zip`, zipSync(entries, { level: 6 }), 'application/zip');
  return undefined;
}
