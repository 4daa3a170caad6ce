import { Container, Graphics } from 'pixi.js';
import type { BattleMap } from '../../src/battle/map';
import { CHUNK_CELLS, chunkKey } from './chunk-plan';
import { visibleChunks, type Camera, type GridGeometry, type Point, type Viewport } from './coords';
import { drawShields, drawWallEdges } from './cover-glyphs';

/**
 * Cover markers: heavy wall edges always; half and full shields on every cover tile when the
 * cover toggle is on, else only near the hovered cell and the selected unit. The chunked terrain
 * bakes walls and all-shields into its chunks (chunk-canvas.ts), so with `live: false` this layer
 * draws only the shields near the focus; `live: true` (under the naive baseline terrain) builds
 * walls and shields per chunk on first sight and culls them like the terrain.
 */
export interface CoverLayer {
  readonly container: Container;
  update(cam: Camera, view: Viewport): boolean;
  setShowAll(on: boolean): void;
  /** Cells whose shields show while the toggle is off (around the pointer and the selection). */
  setFocus(points: readonly Point[]): void;
  destroy(): void;
}

interface CoverChunk {
  readonly root: Container;
  readonly shields: Graphics;
}

const FOCUS_RADIUS = 3;

export function createCoverLayer(map: BattleMap, grid: GridGeometry, options: { live: boolean }): CoverLayer {
  const container = new Container({ label: 'cover' });
  const chunkRoot = new Container({ label: 'cover chunks' });
  const focus = new Graphics({ label: 'cover near focus' });
  container.addChild(chunkRoot, focus);
  const chunks = new Map<number, CoverChunk>();
  let showAll = false;
  let focusKey = '';
  let shown = new Set<number>();

  const build = (cx: number, cy: number): CoverChunk => {
    const x0 = cx * CHUNK_CELLS;
    const y0 = cy * CHUNK_CELLS;
    const x1 = Math.min(map.width, x0 + CHUNK_CELLS) - 1;
    const y1 = Math.min(map.height, y0 + CHUNK_CELLS) - 1;
    const walls = new Graphics();
    drawWallEdges(walls, map, grid, x0, y0, x1, y1);
    const shields = new Graphics();
    const cells: number[] = [];
    for (let y = y0; y <= y1; y += 1) for (let x = x0; x <= x1; x += 1) cells.push(y * map.width + x);
    drawShields(shields, map, grid, cells);
    shields.visible = showAll;
    const root = new Container();
    root.addChild(walls, shields);
    chunkRoot.addChild(root);
    return { root, shields };
  };

  return {
    container,
    update(cam, view) {
      if (!options.live) return false;
      const range = visibleChunks(grid, cam, view, CHUNK_CELLS);
      const next = new Set<number>();
      for (let cy = range.y0; cy <= range.y1; cy += 1) {
        for (let cx = range.x0; cx <= range.x1; cx += 1) {
          const key = chunkKey(cx, cy);
          if (!chunks.has(key)) chunks.set(key, build(cx, cy));
          next.add(key);
        }
      }
      let changed = next.size !== shown.size;
      for (const [key, chunk] of chunks) {
        const on = next.has(key);
        if (on !== shown.has(key)) changed = true;
        chunk.root.visible = on;
      }
      shown = next;
      return changed;
    },
    setShowAll(on) {
      showAll = on;
      for (const chunk of chunks.values()) chunk.shields.visible = on;
      focus.visible = !on;
    },
    setFocus(points) {
      const key = points.map((p) => `${p.x},${p.y}`).join(';');
      if (key === focusKey) return;
      focusKey = key;
      focus.clear();
      const cells = new Set<number>();
      for (const p of points) {
        for (let dy = -FOCUS_RADIUS; dy <= FOCUS_RADIUS; dy += 1) {
          for (let dx = -FOCUS_RADIUS; dx <= FOCUS_RADIUS; dx += 1) {
            const x = p.x + dx;
            const y = p.y + dy;
            if (x >= 0 && y >= 0 && x < map.width && y < map.height) cells.add(y * map.width + x);
          }
        }
      }
      drawShields(focus, map, grid, cells);
    },
    destroy() {
      container.destroy({ children: true });
    },
  };
}
