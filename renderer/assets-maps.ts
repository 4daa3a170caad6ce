import { strToU8 } from 'fflate';
import { joinMapPath, loadMap, type BattleMap, type MapSource } from '../src/battle/map';

/**
 * The shipped tactical maps (maps/*.tmj), their external tilesets (maps/*.tsj) and tile art
 * (assets/tiles/*), as Vite bundles them. Map and tileset text is loaded on demand, so maps cost
 * nothing at start-up; images are URLs. Paths are repository-relative: "maps/warehouse.tmj".
 * Shipped maps load through the same loader and MapSource contract as every other map
 * (src/battle/map/load-map.ts), with the bundle as the source.
 */
const mapFiles = import.meta.glob<string>('../maps/*.{tmj,tmx,tsj,tsx}', { query: '?raw', import: 'default' });
const imageUrls = import.meta.glob<string>('../assets/tiles/**/*.{png,svg,webp}', { query: '?url', import: 'default', eager: true });

const repoPath = (globKey: string): string => globKey.replace(/^\.\.\//, '');
const mapPath = (name: string): string => `maps/${name}.tmj`;

/** Names of the shipped maps ("warehouse" for maps/warehouse.tmj), sorted. */
export function shippedMapNames(): string[] {
  return Object.keys(mapFiles)
    .map(repoPath)
    .filter((p) => p.endsWith('.tmj'))
    .map((p) => p.replace(/^maps\//, '').replace(/\.tmj$/, ''))
    .sort();
}

/** The URL of a tile image by its repository path, or undefined when it is not bundled. */
export function tileImageUrl(path: string): string | undefined {
  return imageUrls[`../${path}`];
}

/** The bundled files of maps/ as a MapSource (paths relative to maps/). */
const bundledSource: MapSource = {
  async read(path, maxBytes) {
    const load = mapFiles[`../${joinMapPath('maps', path)}`];
    if (!load) return 'missing';
    const bytes = strToU8(await load());
    return bytes.length > maxBytes ? 'too-big' : bytes;
  },
};

export type ShippedMap = { ok: true; map: BattleMap; path: string } | { ok: false; reason: string };

export async function loadShippedMap(name: string): Promise<ShippedMap> {
  const path = mapPath(name);
  if (!mapFiles[`../${path}`]) return { ok: false, reason: `There is no shipped map named "${name}".` };
  const loaded = await loadMap(`${name}.tmj`, bundledSource);
  return loaded.ok ? { ok: true, map: loaded.map, path } : { ok: false, reason: `Map "${name}": ${loaded.reason}` };
}
