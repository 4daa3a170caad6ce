import type { MapMission } from './mission-types';

/**
 * The battle map as the rules see it: plain data in cells, built from a Tiled map by
 * `loadTiledMap` or from ASCII art by `mapFromAscii`. Per-cell facts live in flat typed arrays
 * indexed `y * width + x` because line of sight and path finding read them millions of times.
 */

/** Cover kinds in increasing strength; `block` stops sight and movement (R-OPS-13). */
export const COVER_KINDS = ['none', 'partial', 'full', 'block'] as const;
export type CoverKind = (typeof COVER_KINDS)[number];

/** Numeric codes stored in `MapCells.cover`; the order is the strength order. */
export const COVER_NONE = 0;
export const COVER_PARTIAL = 1;
export const COVER_FULL = 2;
export const COVER_BLOCK = 3;
export type CoverCode = 0 | 1 | 2 | 3;

export interface MapCells {
  /** Cover code per cell (see COVER_*). */
  readonly cover: Uint8Array;
  /** 1 where sight (and therefore fire) cannot pass the cell. */
  readonly blocksSight: Uint8Array;
  /** 1 where no unit may enter or stand. */
  readonly blocksMove: Uint8Array;
  /**
   * 1 where a shot cannot pass: blocksSight, or cover `block` on a tile the map marks as
   * see-through (bullet-proof glass). Derived, kept for the hot path.
   */
  readonly stopsFire: Uint8Array;
}

/** A rectangle in cells: x, y of the top-left cell, w and h in cells (at least 1). */
export interface CellRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface SpawnZone extends CellRect {
  /** The side that deploys here ("a", "b", ...), as written in the map. */
  readonly side: string;
}

export interface Objective extends CellRect {
  /** Tiled object id, stable across saves of the map. */
  readonly id: number;
  readonly name: string;
  /** The `objective` property's value ("hold", "extract", ...) or "objective" when only the class says so. */
  readonly kind: string;
  readonly properties: Readonly<Record<string, string | number | boolean>>;
}

/** One tileset as the renderer needs it. Image paths are as written in the map or tileset file. */
export interface TilesetInfo {
  readonly name: string;
  readonly firstGid: number;
  readonly tileCount: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly columns: number;
  readonly margin: number;
  readonly spacing: number;
  /** The atlas image, relative to `basePath`; absent for image-collection tilesets. */
  readonly image?: string;
  /** Per-tile images (image-collection tilesets), by local tile id, relative to `basePath`. */
  readonly tileImages?: Readonly<Record<number, string>>;
  /** The external tileset's `source` when it came from a .tsj file, else "" (relative to the map). */
  readonly basePath: string;
}

/** Flip flags kept for drawing (Tiled's gid high bits, shifted down to the low three bits). */
export const FLIP_HORIZONTAL = 4;
export const FLIP_VERTICAL = 2;
export const FLIP_DIAGONAL = 1;

export interface TileLayerData {
  readonly name: string;
  readonly visible: boolean;
  readonly opacity: number;
  /** Global tile ids with the flip bits masked off; 0 is an empty cell. */
  readonly gids: Uint32Array;
  /** FLIP_* bits per cell. */
  readonly flips: Uint8Array;
}

/** R-OPS-35: a door's state as the map gives it at the start of a battle. */
export const DOOR_STATES = ['closed', 'open', 'locked'] as const;
export type DoorState = (typeof DOOR_STATES)[number];

/**
 * A door on one cell (Tiled tile or object property `door` = closed | open | locked; a Universal
 * VTT portal). The cell's own terrain codes do not include the door: a door changes during a
 * battle, so the battle state keeps each door's current state and the rules consult it.
 */
export interface MapDoor {
  readonly x: number;
  readonly y: number;
  readonly state: DoorState;
}

/**
 * R-OPS-34: a weapon the map puts on the floor of a cell at set-up (Tiled object property
 * `weapon` = a firearm or melee weapon of the game's data, optional `spareMagazines`); the
 * battle's floor holds it like a disarmed weapon, and picking it up is the action.
 */
export interface MapWeapon {
  readonly x: number;
  readonly y: number;
  /** The weapon's name as the game's data spells it. */
  readonly name: string;
  readonly kind: 'firearm' | 'melee';
  /** Full spare magazines lying with a firearm (0 for a melee weapon). */
  readonly spareMagazines: number;
}

/**
 * An image drawn with the map (a Tiled image layer; a Universal VTT map's picture), in world
 * pixels of the source map. Drawing only: the rules never look at it.
 */
export interface MapImage {
  readonly name: string;
  /** As written in the map (relative to the map file), or a data: URL for an embedded picture. */
  readonly image: string;
  readonly x: number;
  readonly y: number;
  /** The drawn size in world pixels; absent = the image's own size. */
  readonly width?: number;
  readonly height?: number;
  readonly opacity: number;
  readonly visible: boolean;
  readonly repeatX: boolean;
  readonly repeatY: boolean;
  /** Drawn just below `layers[below]` (layers.length: above every tile layer). */
  readonly below: number;
}

/** What the loader read beyond Blacksite's own properties (`blacksite map check` prints it). */
export interface MapReport {
  /** Conventions applied, with the cells or objects each decided ("tiles with collides=true: blocking"). */
  readonly interpretations: readonly { readonly rule: string; readonly count: number }[];
  /** What was read and not used: unknown properties, layers and objects that mean nothing to the battle. */
  readonly ignored: readonly { readonly item: string; readonly count: number }[];
}

export interface BattleMap {
  readonly width: number;
  readonly height: number;
  /** Meters per tile side (map property `metersPerTile`, default 2; R-OPS-12). */
  readonly metersPerTile: number;
  /** Pixel size of one grid cell in the source map (for the renderer only). */
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly cells: MapCells;
  readonly spawnZones: readonly SpawnZone[];
  readonly objectives: readonly Objective[];
  /** Doors and their starting states, in reading order (row by row); empty on maps without doors. */
  readonly doors: readonly MapDoor[];
  /** R-OPS-34: weapons on the floor at set-up, in map order; absent or empty on most maps. */
  readonly weapons?: readonly MapWeapon[];
  /** R-OPS-39..45: light, devices, posts, patrols and mission objects (mission-types.ts); absent on maps without any. */
  readonly mission?: MapMission;
  /** Tile layers bottom to top, for drawing. */
  readonly layers: readonly TileLayerData[];
  /** Images drawn with the tile layers (image layers, a Universal VTT picture); often empty. */
  readonly images: readonly MapImage[];
  readonly tilesets: readonly TilesetInfo[];
  /** The map's custom properties, flattened to name -> value. */
  readonly properties: Readonly<Record<string, string | number | boolean>>;
  readonly warnings: readonly string[];
  /** Maps read from files say how they were read; ASCII and saved terrain maps have none. */
  readonly report?: MapReport;
}

/** Loading gives a map or one sentence saying why the map cannot be used. */
export type MapLoadResult =
  | {
      readonly ok: true;
      readonly map: BattleMap;
      /** Every file the map is made of (itself, tilesets, templates, images), relative to its folder. */
      readonly files: readonly string[];
    }
  | { readonly ok: false; readonly reason: string };
