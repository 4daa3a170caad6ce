import { Container, Graphics } from 'pixi.js';
import { CHUNK_CELLS, chunkKey } from './chunk-plan';
import { cellOrigin, visibleChunks, type Camera, type GridGeometry, type Viewport } from './coords';

/**
 * The cell grid as crisp one-pixel lines, built per chunk and culled like the terrain; used live
 * only over the naive baseline terrain (the chunked terrain bakes the same lines into its chunks,
 * chunk-canvas.ts). Hidden when cells are too small on screen to read.
 */
export interface GridLayer {
  readonly container: Container;
  update(cam: Camera, view: Viewport, enabled: boolean): void;
  destroy(): void;
}

/** One-pixel lines on the west and north edge of each cell of [x0, x1) x [y0, y1), in world pixels. */
function drawGridLines(g: Graphics, grid: GridGeometry, x0: number, y0: number, x1: number, y1: number): Graphics {
  const a = cellOrigin(grid, x0, y0);
  const b = cellOrigin(grid, x1, y1);
  for (let x = x0; x < x1; x += 1) g.moveTo(x * grid.cell, a.y).lineTo(x * grid.cell, b.y);
  for (let y = y0; y < y1; y += 1) g.moveTo(a.x, y * grid.cell).lineTo(b.x, y * grid.cell);
  return g.stroke({ width: 1, color: 0xc8d6e5, alpha: 0.16, pixelLine: true });
}

/** Cells smaller than this on screen get no grid: the lines would only shimmer. */
export const GRID_MIN_CELL_PIXELS = 12;

export function createGridLayer(grid: GridGeometry): GridLayer {
  const container = new Container({ label: 'grid' });
  const chunks = new Map<number, Graphics>();
  const build = (cx: number, cy: number): Graphics => {
    const x0 = cx * CHUNK_CELLS;
    const y0 = cy * CHUNK_CELLS;
    const x1 = Math.min(grid.width, x0 + CHUNK_CELLS);
    const y1 = Math.min(grid.height, y0 + CHUNK_CELLS);
    const g = drawGridLines(new Graphics(), grid, x0, y0, x1, y1);
    container.addChild(g);
    return g;
  };
  return {
    container,
    update(cam, view, enabled) {
      container.visible = enabled && cam.zoom * grid.cell >= GRID_MIN_CELL_PIXELS;
      if (!container.visible) return;
      const range = visibleChunks(grid, cam, view, CHUNK_CELLS);
      const on = new Set<number>();
      for (let cy = range.y0; cy <= range.y1; cy += 1) {
        for (let cx = range.x0; cx <= range.x1; cx += 1) {
          const key = chunkKey(cx, cy);
          if (!chunks.has(key)) chunks.set(key, build(cx, cy));
          on.add(key);
        }
      }
      for (const [key, g] of chunks) g.visible = on.has(key);
    },
    destroy() {
      container.destroy({ children: true });
    },
  };
}
