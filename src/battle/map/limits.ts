/**
 * Bounds for maps from anywhere (STYLE.md 9: untrusted input is bounded at the edge). A map past
 * one is refused with one sentence that names the limit; nothing is allocated, parsed or walked
 * before the numbers that size it have been checked, so a hostile 2 KB file costs microseconds.
 * Each item is bounded (a side, a tileset, a shape) and so is the whole map (its bytes, the
 * memory its documents take, its decoded cells, its tilesets): small parts can add up, so the
 * totals are counted too (load-meter.ts), and compressed data is judged by its frame before it
 * is decompressed (compressed.ts). docs/maps.md "Limits" and README "Input limits" list them.
 */
export const MAP_LIMITS = {
  /** Cells per side (the battle save's terrain has the same bound). */
  maxSide: 1024,
  /** Tiles in one tileset (its tilecount, and its highest tile id + 1). */
  maxTilesPerTileset: 65_536,
  /** Global tile ids over all tilesets of a map. */
  maxGid: 1_048_576,
  /** Points in one polygon or polyline, walls of a Universal VTT map included. */
  maxShapePoints: 10_000,
  /** Group layers inside group layers (XML elements: this plus the few a layer needs). */
  maxNesting: 32,
  /** Bytes in any one file the map is made of. */
  maxFileBytes: 32 * 1024 * 1024,
  /** Files one map may read: the map, its tilesets and templates. */
  maxFiles: 256,
  /** Layers of all kinds, group layers included. */
  maxLayers: 2_000,
  /** Objects over all object layers (and in all the tiles' collision shapes). */
  maxObjects: 100_000,
  /** Weapons the map puts on the floor (R-OPS-34; a battle's floor holds at most 500 things). */
  maxWeapons: 100,
  /**
   * XML elements over all the XML files of a map, counted before any is parsed (parsing costs
   * about half a microsecond an element): a 1024x1024 layer of Tiled's old one-<tile>-per-cell
   * format fits; bigger maps are saved as CSV or Base64.
   */
  maxXmlElements: 1_100_000,
  /** Tile-layer cells decoded over all layers and chunks of a map: eight layers of the largest map. */
  maxCells: 8 * 1024 * 1024,
  /** Tileset entries in a map (its own list and those its templates bring); their gid ranges may not overlap. */
  maxTilesets: 256,
  /** Bytes of all the files a map is made of, together (the map library keeps at most this much of a map). */
  maxMapBytes: 64 * 1024 * 1024,
  /**
   * Memory the parsed XML trees and JSON values of a map may take, estimated by scanning each
   * file before it is parsed (document-scan.ts): eight 1024x1024 layers as JSON numbers take ~84 MB.
   */
  maxDocumentBytes: 96 * 1024 * 1024,
} as const;

const number = (n: number): string => n.toLocaleString('en-US');

/** "at most 1,024" — how every refusal names its limit. */
export const atMost = (n: number): string => `at most ${number(n)}`;

export const MEBIBYTE = 1024 * 1024;
