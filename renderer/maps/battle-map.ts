import type { BattleMap } from '../../src/battle/map';
import type { BlacksiteApi } from '../../src/contract';
import { parseUserMapName } from '../../src/contract/maps';
import { loadShippedMap, tileImageUrl } from '../assets-maps';
import { libraryBag } from './library';
import { imageUrls } from './map-files';
import { readMapOffThread } from './map-reader';

/**
 * Any battle map by the name a battle keeps: a shipped map ("warehouse") or a library map
 * ("user:<id>:<file>"), with what the table needs to draw it (its path, for tileset-relative
 * images, and a URL for each image). A save made on a library map opens again while the map is
 * in the library; otherwise the answer is one sentence naming the map it needs.
 */
export type BattleMapArt =
  | { readonly ok: true; readonly map: BattleMap; readonly path: string; readonly imageUrl: (path: string) => string | undefined; release(): void }
  | { readonly ok: false; readonly reason: string };

/** Where the table finds a map's images: the last art loaded for that battle map name in this window. */
const arts = new Map<string, { readonly path: string; readonly imageUrl: (path: string) => string | undefined; release(): void }>();

export function battleMapArt(name: string): { readonly path: string; readonly imageUrl: (path: string) => string | undefined } {
  return arts.get(name) ?? { path: `maps/${name}.tmj`, imageUrl: tileImageUrl };
}

export async function loadBattleMap(api: BlacksiteApi, name: string): Promise<BattleMapArt> {
  const loaded = await load(api, name);
  if (loaded.ok) {
    const old = arts.get(name);
    if (old && old.imageUrl !== loaded.imageUrl) old.release();
    arts.set(name, loaded);
  }
  return loaded;
}

async function load(api: BlacksiteApi, name: string): Promise<BattleMapArt> {
  const user = parseUserMapName(name);
  if (!user) {
    const shipped = await loadShippedMap(name);
    return shipped.ok ? { ok: true, map: shipped.map, path: shipped.path, imageUrl: tileImageUrl, release: () => undefined } : shipped;
  }
  const missing = `This battle was fought on your map "${user.fileName}", which is not in the map library: open it again with "Open map…" in the battle set-up.`;
  let bag;
  try {
    bag = await libraryBag(api, user.id);
  } catch {
    return { ok: false, reason: missing };
  }
  // Read off the window's thread, like opening it (map-reader.ts).
  const loaded = await readMapOffThread(bag);
  if (!loaded.ok) return { ok: false, reason: `Your map "${user.fileName}" no longer loads: ${loaded.reason}` };
  const urls = imageUrls(bag);
  return { ok: true, map: loaded.map, path: bag.name, imageUrl: urls.url, release: urls.revoke };
}
