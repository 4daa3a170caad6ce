import type { Channel } from './kinds';

/**
 * The names the maker writes into a Tiled map and knows again when it opens one (tiled-writer.ts,
 * tiled-reader.ts). None of them reads like a wall or a spawn to the loader's conventions
 * (src/battle/map/conventions.ts), so the paint means exactly what its tiles and objects say.
 */
export const TILESET_NAME = 'blacksite-kinds';
export const TILESET_FILE = 'blacksite-kinds.tsj';
export const TILESET_PICTURE = 'blacksite-kinds.png';
/** The group layer that holds everything painted: one tile layer per channel and the zones. */
export const PAINT_GROUP = 'Blacksite paint';
export const TILE_LAYERS: Readonly<Record<Exclude<Channel, 'zone'>, string>> = {
  block: 'blacksite block',
  cover: 'blacksite cover',
  door: 'blacksite doors',
  light: 'blacksite light',
};
export const ZONES_LAYER = 'blacksite zones';
export const OBJECTS_LAYER = 'blacksite mission objects';
/** The picture's image layer in a map made from a picture. */
export const PICTURE_LAYER = 'picture';
/** Tiled object classes of painted zones. */
export const ZONE_CLASSES = { spawn: 'spawn', objective: 'objective', exit: 'exit' } as const;
/** The largest tileset tile drawn; bigger cells are drawn at grid size by Tiled (`tilerendersize`). */
export const MAX_TILE_ART = 64;
