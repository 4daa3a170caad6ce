/**
 * Bounds for maps from anywhere (STYLE.md 9: untrusted input is bounded at the edge). A map past
 * one is refused with one sentence that names the limit; nothing is allocated, parsed or walked
 * before the numbers that size it have been checked, so a hostile 2 KB file costs microseconds.
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
  /** Elements in one XML file: a 1024x1024 map written tile by tile in four layers fits. */
  maxXmlElements: 5_000_000,
} as const;

const number = (n: number): string => n.toLocaleString('en-US');

/** "at most 1,024" — how every refusal names its limit. */
export const atMost = (n: number): string => `at most ${number(n)}`;

export const MEBIBYTE = 1024 * 1024;
