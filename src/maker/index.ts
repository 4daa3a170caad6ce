/** The map maker's pure parts: see ./README.md. */
export * from './kinds';
export * from './grid';
export * from './doc';
export * from './objects';
export * from './paint';
export * from './history';
export * from './suggest-walls';
export * from './table-checks';
export * from './check';
export * from './picture-file';
export * from './tiled-names';
export { writeTiledMap, makerTileset, tilesetFiles, type OutFile, type WriteInput } from './tiled-writer';
export { writeTmxOnto, stripTmx } from './tmx-onto';
export { openTiledMap, type OpenedMap } from './tiled-reader';
export { kindPixels, kindStrip, tilesetPng } from './tile-art';
export { cellsToRects } from './zones';
export { encodePng } from './png';
