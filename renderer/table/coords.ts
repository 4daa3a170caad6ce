/**
 * The one place where cells meet pixels (STYLE.md 5). Everything else speaks cells; Pixi
 * objects are placed with these functions. "World" pixels are the map's own pixels (one cell =
 * `cell` world px); "screen" pixels are CSS pixels of the canvas, after the camera.
 */

export interface GridGeometry {
  readonly width: number;
  readonly height: number;
  /** World pixels per cell side. */
  readonly cell: number;
}

export interface Camera {
  /** World point at the centre of the screen. */
  readonly x: number;
  readonly y: number;
  /** Screen pixels per world pixel. */
  readonly zoom: number;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface CellRange {
  /** Inclusive bounds. Empty when x1 < x0 or y1 < y0. */
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export const cellIndex = (g: GridGeometry, x: number, y: number): number => y * g.width + x;

export const inGrid = (g: GridGeometry, x: number, y: number): boolean =>
  x >= 0 && y >= 0 && x < g.width && y < g.height;

/** Top-left world pixel of a cell. */
export const cellOrigin = (g: GridGeometry, x: number, y: number): Point => ({ x: x * g.cell, y: y * g.cell });

/** World pixel at a cell's centre: where tokens stand and where lines of fire start (R-OPS-12). */
export const cellCentre = (g: GridGeometry, x: number, y: number): Point => ({
  x: (x + 0.5) * g.cell,
  y: (y + 0.5) * g.cell,
});

export const worldSize = (g: GridGeometry): { width: number; height: number } => ({
  width: g.width * g.cell,
  height: g.height * g.cell,
});

/** The cell under a world point, or null off the map. */
export function cellAtWorld(g: GridGeometry, p: Point): Point | null {
  const x = Math.floor(p.x / g.cell);
  const y = Math.floor(p.y / g.cell);
  return inGrid(g, x, y) ? { x, y } : null;
}

export function screenToWorld(cam: Camera, view: Viewport, p: Point): Point {
  return { x: (p.x - view.width / 2) / cam.zoom + cam.x, y: (p.y - view.height / 2) / cam.zoom + cam.y };
}

export function worldToScreen(cam: Camera, view: Viewport, p: Point): Point {
  return { x: (p.x - cam.x) * cam.zoom + view.width / 2, y: (p.y - cam.y) * cam.zoom + view.height / 2 };
}

/** The cell under a screen point, or null off the map. */
export function cellAtScreen(g: GridGeometry, cam: Camera, view: Viewport, p: Point): Point | null {
  return cellAtWorld(g, screenToWorld(cam, view, p));
}

/** The transform that puts the world container under the camera: position and uniform scale. */
export function worldTransform(cam: Camera, view: Viewport): { x: number; y: number; scale: number } {
  return { x: view.width / 2 - cam.x * cam.zoom, y: view.height / 2 - cam.y * cam.zoom, scale: cam.zoom };
}

/** Cells at least partly on screen, widened by `margin` cells, clamped to the map. */
export function visibleCells(g: GridGeometry, cam: Camera, view: Viewport, margin = 0): CellRange {
  const a = screenToWorld(cam, view, { x: 0, y: 0 });
  const b = screenToWorld(cam, view, { x: view.width, y: view.height });
  return {
    x0: Math.max(0, Math.floor(a.x / g.cell) - margin),
    y0: Math.max(0, Math.floor(a.y / g.cell) - margin),
    x1: Math.min(g.width - 1, Math.ceil(b.x / g.cell) - 1 + margin),
    y1: Math.min(g.height - 1, Math.ceil(b.y / g.cell) - 1 + margin),
  };
}

/** Chunks (squares of `size` cells) at least partly on screen. */
export function visibleChunks(g: GridGeometry, cam: Camera, view: Viewport, size: number): CellRange {
  const r = visibleCells(g, cam, view);
  return { x0: Math.floor(r.x0 / size), y0: Math.floor(r.y0 / size), x1: Math.floor(r.x1 / size), y1: Math.floor(r.y1 / size) };
}

/** Euclidean centre-to-centre distance in meters (R-OPS-12). */
export function metersBetween(a: Point, b: Point, metersPerTile: number): number {
  return Math.hypot(a.x - b.x, a.y - b.y) * metersPerTile;
}
