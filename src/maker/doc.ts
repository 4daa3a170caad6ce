import type { BattleMap } from '../battle/map/types';
import { CHANNELS, ZONE_OBJECTIVE, ZONE_SIDES, type Channel } from './kinds';
import type { PictureGrid } from './grid';
import type { MissionObject } from './objects';

/** The painted cells: one typed array per channel (kinds.ts), index `y * columns + x`. */
export type PaintLayers = Record<Channel, Uint8Array>;

/**
 * The map being made. The picture is the terrain (drawn, never read by the rules); `layers` is
 * what the user painted; `base` is what an existing map already means on its own layers (a map of
 * the library being edited): shown under the paint and kept, never changed — paint adds to it.
 * Mutable on purpose: a brush stroke on a 1,024-cell-wide map changes cells in place, and every
 * change goes through an edit (paint.ts) that the history (history.ts) can take back.
 */
export interface MakerDoc {
  title: string;
  /** The picture's size in pixels; absent for a map drawn with tiles (its cell size is the grid's). */
  readonly picture?: { readonly width: number; readonly height: number };
  grid: PictureGrid;
  layers: PaintLayers;
  /** Mission objects (alarm panels, cameras, trip wires, terminals, patrol routes): objects.ts. */
  objects: MissionObject[];
  readonly base?: BattleMap;
}

export function emptyLayers(n: number): PaintLayers {
  return Object.fromEntries(CHANNELS.map((c) => [c, new Uint8Array(n)])) as PaintLayers;
}

export function newDoc(title: string, picture: { width: number; height: number } | undefined, grid: PictureGrid, base?: BattleMap): MakerDoc {
  return { title, ...(picture ? { picture } : {}), grid, layers: emptyLayers(grid.columns * grid.rows), objects: [], ...(base ? { base } : {}) };
}

/** A copy of what a grid change replaces (the history keeps one before and one after). */
export interface DocShape {
  readonly grid: PictureGrid;
  readonly layers: PaintLayers;
  readonly objects: readonly MissionObject[];
}

export function shapeOf(doc: MakerDoc): DocShape {
  return { grid: doc.grid, layers: copyLayers(doc.layers), objects: doc.objects.map((o) => ({ ...o })) };
}

export function copyLayers(layers: PaintLayers): PaintLayers {
  return Object.fromEntries(CHANNELS.map((c) => [c, Uint8Array.from(layers[c])])) as PaintLayers;
}

/**
 * The paint moved onto a new grid. Cells keep their place on the picture where they can: a cell
 * of the old grid goes to the new cell under its centre (so a grid nudged by a few pixels, or
 * cropped, keeps every wall where it was drawn); where the cell size changes, each new cell takes
 * the old cell under its own centre. Objects move the same way; those off the new map are dropped.
 */
export function regrid(doc: MakerDoc, grid: PictureGrid): DocShape {
  const old = doc.grid;
  const layers = emptyLayers(grid.columns * grid.rows);
  const oldCellAt = (px: number, py: number): number => {
    const x = Math.floor((px - old.offsetX) / old.cell);
    const y = Math.floor((py - old.offsetY) / old.cell);
    return x >= 0 && y >= 0 && x < old.columns && y < old.rows ? y * old.columns + x : -1;
  };
  for (let y = 0; y < grid.rows; y++) {
    for (let x = 0; x < grid.columns; x++) {
      const from = oldCellAt(grid.offsetX + (x + 0.5) * grid.cell, grid.offsetY + (y + 0.5) * grid.cell);
      if (from < 0) continue;
      for (const c of CHANNELS) layers[c][y * grid.columns + x] = doc.layers[c][from] ?? 0;
    }
  }
  const moved = (cx: number, cy: number): { x: number; y: number } | undefined => {
    const px = old.offsetX + (cx + 0.5) * old.cell;
    const py = old.offsetY + (cy + 0.5) * old.cell;
    const x = Math.floor((px - grid.offsetX) / grid.cell);
    const y = Math.floor((py - grid.offsetY) / grid.cell);
    return x >= 0 && y >= 0 && x < grid.columns && y < grid.rows ? { x, y } : undefined;
  };
  const objects: MissionObject[] = [];
  for (const o of doc.objects) {
    const cells = o.cells.map((c) => moved(c.x, c.y)).filter((c) => c !== undefined);
    if (cells.length === o.cells.length) objects.push({ ...o, cells });
  }
  return { grid, layers, objects };
}

export function applyShape(doc: MakerDoc, shape: DocShape): void {
  doc.grid = shape.grid;
  doc.layers = copyLayers(shape.layers);
  doc.objects = shape.objects.map((o) => ({ ...o }));
}

/**
 * A battle map's own meaning in the maker's channels: what an edited map already says (drawn dimmed
 * under the paint), and the walls and doors of a Universal VTT file, which become paint. A `block`
 * cell that lets sight through (armoured glass) reads as "stops movement only".
 */
export function layersOfMap(map: BattleMap): PaintLayers {
  const n = map.width * map.height;
  const layers = emptyLayers(n);
  const c = map.cells;
  for (let i = 0; i < n; i++) {
    const move = c.blocksMove[i] === 1;
    const sight = c.blocksSight[i] === 1;
    layers.block[i] = move && sight ? 1 : move ? 2 : sight ? 3 : 0;
    const cover = c.cover[i] ?? 0;
    layers.cover[i] = cover === 1 || cover === 2 ? cover : 0;
  }
  for (const d of map.doors) layers.door[d.y * map.width + d.x] = d.state === 'closed' ? 1 : d.state === 'open' ? 2 : 3;
  const mark = (r: { x: number; y: number; w: number; h: number }, value: number): void => {
    for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) if (x < map.width && y < map.height) layers.zone[y * map.width + x] = value;
  };
  for (const o of map.objectives) mark(o, ZONE_OBJECTIVE);
  for (const z of map.spawnZones) {
    const k = ZONE_SIDES.findIndex((s) => s === z.side);
    if (k >= 0) mark(z, k + 1);
  }
  return layers;
}
