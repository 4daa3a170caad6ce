import type { BattleMap } from '../../src/battle/map';
import type { Camera, Point } from './coords';
import type { CoverLine } from './cover-look';
import type { KeyBinding, KeyHelp, ToggleName } from './keyboard';
import type { MapOutline } from './outline-layer';
import type { TileSource } from './tile-textures';
import type { TableView } from './view-model';

/** The tactical map's contract with the screens that use it; table-map.ts implements it. */

/**
 * cover: shields on every cover tile (else only near the pointer, cursor and selection);
 * bands: the selected weapon's range bands around the selected unit; los: line of sight and
 * cover to every enemy in view; grid: the cell grid.
 */
export type MapToggles = Readonly<Record<ToggleName, boolean>>;

/** What the map asks of the screen; the screen decides, changes its state and calls `update`. */
export interface TableMapHandlers {
  /** Tab / N, or a click on a token: the seat wants this unit selected. */
  select?(unitId: string): void;
  /** Enter / Space or a click on a cell: act on it (move there, attack the unit on it...). */
  activate?(cell: Point, unitId: string | null): void;
  /** The keyboard cursor moved. */
  cursor?(cell: Point): void;
}

export interface TableMapOptions {
  readonly map: BattleMap;
  readonly tiles: TileSource;
  /**
   * False when motion is reduced: no easing, no pings, tokens jump. Asked on every frame, so a
   * change of the Motion setting or of the system's reduced motion applies on an open map.
   */
  readonly motion: () => boolean;
  readonly handlers?: TableMapHandlers;
  /** 'naive' is the benchmark's one-sprite-per-tile baseline, never for play. */
  readonly terrain?: 'chunked' | 'naive';
  /** Screen pixels per cell at start (default 40). */
  readonly cellPixels?: number;
  /** A display nobody steers (the players' projector): no keyboard cursor is drawn. */
  readonly display?: boolean;
}

export interface TableMap {
  /** Focusable host holding the canvas; put it in the screen. */
  readonly element: HTMLElement;
  update(view: TableView): void;
  toggles(): MapToggles;
  setToggle(name: ToggleName, on: boolean): void;
  /** Ruler from the selected unit to the pointer or cursor. */
  measureFromSelected(): void;
  /** Ruler from any cell to the pointer or cursor. */
  measureFrom(cell: Point): void;
  clearRuler(): void;
  /**
   * Forget where the last viewer was (a hot-seat hand-over): the ruler off, the cursor and the
   * camera on `cell`, the cell description (the map's live status) emptied. Nothing announced.
   */
  resetTo(cell: Point): void;
  /** What the ruler prints now ("15.0 m · Fair (0)"), or "" without a ruler. */
  rulerText(): string;
  cursor(): Point;
  setCursor(cell: Point): void;
  centreOn(cell: Point): void;
  zoomBy(factor: number): void;
  panBy(dx: number, dy: number): void;
  camera(): Camera;
  /**
   * The cover a cell gives against each enemy in sight, drawn from it (a line and a word per
   * enemy); [] removes it. The host's data-cover-preview holds the words printed.
   */
  coverPreview(lines: readonly CoverLine[]): void;
  /** Named cell highlights under the tokens (reachable cells for move and run...); null removes. */
  mark(name: string, cells: ReadonlySet<number> | null, rgb: number, alpha?: number): void;
  /** The pinned measures drawn as outlines with their labels (outline-layer.ts); [] removes them. */
  outlines(shapes: readonly MapOutline[]): void;
  /** An expanding ring on a cell, to point at it (none when motion is reduced). */
  ping(cell: Point): void;
  /** Adds a key (attack, end turn, dodge, hold, help); returns a function that removes it. */
  bindKey(binding: KeyBinding): () => void;
  /** Every key the map answers to, for the help overlay. */
  keyHelp(): KeyHelp[];
  stats(): { frames: number; frameMs: number; chunksCached: number; chunksVisible: number; bakes: number; textureBytes: number };
  destroy(): void;
}
