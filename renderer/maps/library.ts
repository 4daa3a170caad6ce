import { summarizeMap, type BattleMap } from '../../src/battle/map';
import type { BlacksiteApi } from '../../src/contract';
import { MAX_MAP_BYTES, userMapName, type MapEntry, type MapFiles } from '../../src/contract/maps';
import { bagOfMapFiles, contentId, imageUrls, mapFilesOfBag, type FileBag } from './map-files';
import { CANCELLED, readMapOffThread, type ReadOptions } from './map-reader';
import { mapThumbnail } from './thumbnail';

/**
 * Opening a map into the library: the files (from the desktop dialog, or picked or dropped in the
 * browser) are checked by the one loader, exactly as `blacksite map check` would; a map the
 * battle can use joins the library under its content hash with a thumbnail and the check's
 * summary; the files kept are exactly those the loader read (documents and images). The check
 * runs in a Web Worker (map-reader.ts) and can be cancelled; a map refused, stopped or cancelled
 * never joins the library.
 */
export type Opened =
  | { readonly ok: true; readonly entry: MapEntry; readonly map: BattleMap }
  | { readonly ok: false; readonly reason: string; readonly cancelled?: true };

/** How a map is read (cancel, budgets) and, for the map maker, its own thumbnail drawn from the picture it has decoded. */
export type AddOptions = ReadOptions & { readonly thumbnail?: (map: BattleMap) => string };

export async function addToLibrary(api: BlacksiteApi, bag: FileBag, now: Date = new Date(), read: AddOptions = {}): Promise<Opened> {
  const loaded = await readMapOffThread(bag, read);
  if (!loaded.ok) return loaded;
  if (read.signal?.aborted) return CANCELLED;
  const map = loaded.map;
  const files = mapFilesOfBag(bag, loaded.files);
  const bytes = files.files.reduce((n, f) => n + Math.floor((f.data.length * 3) / 4), 0);
  if (bytes > MAX_MAP_BYTES) return { ok: false, reason: 'The map and its files are larger than 64 MB together; a map may be at most that.' };
  const id = await contentId(bag, loaded.files);
  // The map maker draws its thumbnail from the picture it has decoded already.
  let thumbnail: string;
  if (read.thumbnail) thumbnail = read.thumbnail(map);
  else {
    const urls = imageUrls(bag);
    thumbnail = await mapThumbnail(map, urls.url).finally(() => urls.revoke());
  }
  const s = summarizeMap(map);
  const fileName = bag.name.slice(bag.name.lastIndexOf('/') + 1);
  const title = typeof map.properties['name'] === 'string' && map.properties['name'].trim() !== '' ? map.properties['name'].trim().slice(0, 120) : fileName.replace(/\.[^.]+$/, '') || fileName;
  const entry: MapEntry = {
    id,
    name: fileName,
    title,
    addedAt: now.toISOString(),
    thumbnail,
    summary: {
      width: s.width,
      height: s.height,
      metersPerTile: s.metersPerTile,
      sides: Object.keys(s.spawnZones).slice(0, 26).map((x) => x.slice(0, 40)),
      doors: s.doors,
      blocksMove: s.cells.blocksMove,
      interpretations: s.interpretations.length,
      warnings: s.warnings.length,
    },
    bytes,
  };
  try {
    await api.maps.add({ entry, files });
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'The map could not be added to the library.' };
  }
  return { ok: true, entry, map };
}

/** The battle's name for a library map (kept in the battle state and its saves). */
export const battleMapName = (entry: MapEntry): string => userMapName(entry.id, entry.name);

/** A library map's files, ready for the loader and the table. */
export async function libraryBag(api: BlacksiteApi, id: string): Promise<FileBag> {
  const files: MapFiles = await api.maps.read({ id });
  return bagOfMapFiles(files);
}
