/** The battle map: Tiled loading, the plain-data BattleMap, ASCII maps for tests. See ../README-geometry.md. */
export * from './types';
export { loadTiledMap, DEFAULT_METERS_PER_TILE, type LoadOptions } from './load-tiled-map';
export type { TilesetResolver } from './tilesets';
export type { Decompress } from './layer-data';
export { summarizeMap, type MapSummary } from './summary';
export { mapFromAscii, mapToAscii, type AsciiMap } from './ascii-map';
export { spawnCells } from './spawn';
