import { Container, Graphics } from 'pixi.js';
import { CHUNK_CELLS, chunkKey } from './chunk-plan';
import { cellOrigin, visibleChunks, type Camera, type GridGeometry, type Viewport } from './coords';

/**
 * The cell grid as crisp one-pixel lines, built per chunk and culled like the terrain. Thin lines
 * touch far fewer pixels than a full-screen tiling quad, which matters in software WebGL. Hidden
 * when cells are too small on screen to read (the lines would only shimmer).
 */
export interface GridLayer {
  readonly container: Container;
  update(cam: Camera, view: Viewport, enabled: boolean): void;
  destroy(): void;
}

export function createGridLayer(grid: GridGeometry): GridLayer {
  const container = new Container({ label: 'grid' });
  const chunks = new Map<number, Graphics>();
  const build = (cx: number, cy: number): Graphics => {
    const x0 = cx * CHUNK_CELLS;
    const y0 = cy * CHUNK_CELLS;
    const x1 = Math.min(grid.width, x0 + CHUNK_CELLS);
    const y1 = Math.min(grid.height, y0 + CHUNK_CELLS);
    const a = cellOrigin(grid, x0, y0);
    const b = cellOrigin(grid, x1, y1);
    const g = new Graphics();
    for (let x = x0; x < x1; x += 1) g.moveTo(x * grid.cell, a.y).lineTo(x * grid.cell, b.y);
    for (let y = y0; y < y1; y += 1) g.moveTo(a.x, y * grid.cell).lineTo(b.x, y * grid.cell);
    g.stroke({ width: 1, color: 0xc8d6e5, alpha: 0.16, pixelLine: true });
    container.addChild(g);
    return g;
  };
  return {
    container,
    update(cam, view, enabled) {
      container.visible = enabled && cam.zoom * grid.cell >= 12;
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
