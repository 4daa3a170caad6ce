/** The battle map: loading (Tiled, Universal VTT), the plain-data BattleMap, ASCII maps for tests. See ../README-geometry.md. */
export * from './types';
export { loadMap, type MapLoadOptions } from './load-map';
export { memoryMapSource, joinMapPath, dirOf, baseName, levelsUp, type MapSource, type MapFile } from './map-source';
export { MAP_LIMITS } from './limits';
export { loadTiledMap, DEFAULT_METERS_PER_TILE, type LoadOptions } from './load-tiled-map';
export { UVTT_METERS_PER_TILE } from './uvtt';
export type { TilesetResolver } from './tilesets';
export { summarizeMap, type MapSummary } from './summary';
export { mapFromAscii, mapToAscii, type AsciiMap } from './ascii-map';
export { spawnCells } from './spawn';
