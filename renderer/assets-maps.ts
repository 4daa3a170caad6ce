import { loadTiledMap, type BattleMap } from '../src/battle/map';

/**
 * The shipped tactical maps (maps/*.tmj), their external tilesets (maps/*.tsj) and tile art
 * (assets/tiles/*), as Vite bundles them. Map and tileset text is loaded on demand, so maps cost
 * nothing at start-up; images are URLs. Paths are repository-relative: "maps/warehouse.tmj".
 */
const mapFiles = import.meta.glob<string>('../maps/*.tmj', { query: '?raw', import: 'default' });
const tilesetFiles = import.meta.glob<string>('../maps/*.tsj', { query: '?raw', import: 'default' });
const imageUrls = import.meta.glob<string>('../assets/tiles/**/*.{png,svg,webp}', { query: '?url', import: 'default', eager: true });

const repoPath = (globKey: string): string => globKey.replace(/^\.\.\//, '');
const mapPath = (name: string): string => `maps/${name}.tmj`;

/** Names of the shipped maps ("warehouse" for maps/warehouse.tmj), sorted. */
export function shippedMapNames(): string[] {
  return Object.keys(mapFiles)
    .map((k) => repoPath(k).replace(/^maps\//, '').replace(/\.tmj$/, ''))
    .sort();
}

/** The URL of a tile image by its repository path, or undefined when it is not bundled. */
export function tileImageUrl(path: string): string | undefined {
  return imageUrls[`../${path}`];
}

export type ShippedMap = { ok: true; map: BattleMap; path: string } | { ok: false; reason: string };

export async function loadShippedMap(name: string): Promise<ShippedMap> {
  const path = mapPath(name);
  const load = mapFiles[`../${path}`];
  if (!load) return { ok: false, reason: `There is no shipped map named "${name}".` };
  const text = await load();
  // Tileset sources are relative to the map; every shipped map lives in maps/, so its tilesets do too.
  const tilesets: Record<string, string> = {};
  await Promise.all(
    Object.entries(tilesetFiles).map(async ([key, read]) => {
      tilesets[repoPath(key).replace(/^maps\//, '')] = await read();
    }),
  );
  const loaded = loadTiledMap(text, { tilesets });
  return loaded.ok ? { ok: true, map: loaded.map, path } : { ok: false, reason: `Map "${name}": ${loaded.reason}` };
}
