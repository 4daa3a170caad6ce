import type { Container } from 'pixi.js';
import type { BattleMap } from '../../src/battle/map';
import { bakeChunkCanvas, sameDecor, type Decor } from './chunk-canvas';
import { CHUNK_CELLS, chunkKey, chunkResolution, chunksByDistance, evictionOrder } from './chunk-plan';
import { cellOrigin, visibleChunks, type Camera, type GridGeometry, type Viewport } from './coords';
import type { TileSource } from './tile-textures';

/**
 * Static terrain, baked on demand into one image per 16x16-cell chunk — tiles, then walls, grid
 * and shields, drawn with the canvas 2D API (chunk-canvas.ts) — and culled: only chunks on screen
 * are shown, at most a few are baked per frame (nearest the centre first), and chunks long off
 * screen are dropped when the cache passes its memory budget.
 *
 * The chunks are DOM canvases under the map's (transparent) Pixi canvas, each its own compositor
 * layer (will-change), moved with one CSS transform per frame: the browser's compositor pans and
 * scales them without drawing or rasterising them again. Drawn by WebGL instead, the terrain is a
 * textured full-screen pass every frame, which software WebGL (SwiftShader: no GPU, as on our CI)
 * pays for on the CPU — panning a 256x256 map at 1280x720 ran at ~38 fps that way after every
 * other saving, 61-70 fps composited (test/bench/table-fps). With a GPU both are cheap. The cell
 * tints (fog, range bands, move marks) are one more DOM layer over the chunks (tint-texture.ts).
 */
export interface TerrainLayer {
  /** Pixi content at the bottom of the world (the naive baseline's tiles), or null. */
  readonly container: Container | null;
  /** DOM content under the canvas, in world pixels; the map moves it with `placeDom`. */
  readonly element: HTMLElement | null;
  /**
   * Culls and bakes for the camera; true when something changed on screen. While the zoom is
   * still easing (`settled` false) chunks are not rebaked for it: they are stretched meanwhile.
   */
  update(cam: Camera, view: Viewport, settled: boolean): boolean;
  /** Which static marks the terrain carries; a change rebakes the chunks on screen at once, the rest when next seen. */
  setDecor(decor: Decor): void;
  stats(): { cached: number; visible: number; bakes: number; bytes: number };
  destroy(): void;
}

/** Moves a DOM world layer like the Pixi world: `x`, `y` in CSS pixels, then the zoom. */
export function placeDom(element: HTMLElement, x: number, y: number, zoom: number): void {
  element.style.transform = `translate(${x}px, ${y}px) scale(${zoom})`;
}

interface Chunk {
  readonly key: number;
  readonly cx: number;
  readonly cy: number;
  canvas: HTMLCanvasElement;
  resolution: number;
  decor: Decor;
  bytes: number;
  lastUsed: number;
}

const BAKES_PER_FRAME = 3;
const BUDGET_BYTES = 96 * 1024 * 1024;

export function createTerrainLayer(devicePixels: number, map: BattleMap, tiles: TileSource, grid: GridGeometry, overlay: HTMLElement): TerrainLayer {
  const element = document.createElement('div');
  element.className = 'terrain-chunks';
  element.style.cssText = 'position:absolute;left:0;top:0;transform-origin:0 0;will-change:transform;pointer-events:none;';
  const chunkRoot = document.createElement('div');
  element.append(chunkRoot, overlay);
  const chunks = new Map<number, Chunk>();
  const cols = Math.ceil(map.width / CHUNK_CELLS);
  const rows = Math.ceil(map.height / CHUNK_CELLS);
  let frame = 0;
  let bakes = 0;
  let shown = new Set<number>();
  let decor: Decor = { grid: false, shields: false };

  const bake = (cx: number, cy: number, resolution: number, into?: Chunk): Chunk => {
    const x0 = cx * CHUNK_CELLS;
    const y0 = cy * CHUNK_CELLS;
    const w = Math.min(CHUNK_CELLS, map.width - x0);
    const h = Math.min(CHUNK_CELLS, map.height - y0);
    const canvas = bakeChunkCanvas(map, tiles, grid, { x0, y0, w, h }, resolution, decor);
    bakes += 1;
    const origin = cellOrigin(grid, x0, y0);
    // Sized in world pixels; the layer's transform scales it to the screen (1:1 at the bake zoom).
    canvas.style.cssText = `position:absolute;left:${origin.x}px;top:${origin.y}px;width:${w * grid.cell}px;height:${h * grid.cell}px;will-change:transform;`;
    const bytes = canvas.width * canvas.height * 4;
    if (into) {
      into.canvas.replaceWith(canvas);
      into.canvas.width = 0; // frees the old pixels now rather than at the next collection
      into.canvas = canvas;
      into.resolution = resolution;
      into.decor = decor;
      into.bytes = bytes;
      return into;
    }
    chunkRoot.append(canvas);
    return { key: chunkKey(cx, cy), cx, cy, canvas, resolution, decor, bytes, lastUsed: frame };
  };

  return {
    container: null,
    element,
    update(cam, view, settled) {
      frame += 1;
      const range = visibleChunks(grid, cam, view, CHUNK_CELLS);
      const wanted = chunkResolution(cam.zoom, devicePixels);
      const next = new Set<number>();
      let changed = false;
      let budget = BAKES_PER_FRAME;
      for (const { cx, cy } of chunksByDistance(range)) {
        if (cx < 0 || cy < 0 || cx >= cols || cy >= rows) continue;
        const key = chunkKey(cx, cy);
        let chunk = chunks.get(key);
        if (!chunk && budget > 0) {
          chunk = bake(cx, cy, wanted);
          chunks.set(key, chunk);
          budget -= 1;
          changed = true;
        } else if (chunk && ((settled && chunk.resolution !== wanted) || chunk.decor !== decor) && budget > 0) {
          // A sharper (or lighter) bake for the new zoom or marks; the old image shows until then.
          bake(cx, cy, wanted, chunk);
          budget -= 1;
          changed = true;
        }
        if (chunk) {
          chunk.lastUsed = frame;
          next.add(key);
        }
      }
      for (const key of shown) if (!next.has(key)) changed = true;
      for (const chunk of chunks.values()) {
        const display = next.has(chunk.key) ? '' : 'none';
        if (chunk.canvas.style.display !== display) chunk.canvas.style.display = display;
      }
      shown = next;
      const evict = evictionOrder(
        [...chunks.values()].map((c) => ({ key: c.key, bytes: c.bytes, lastUsed: c.lastUsed, visible: next.has(c.key) })),
        BUDGET_BYTES,
      );
      for (const key of evict) {
        const chunk = chunks.get(key);
        if (!chunk) continue;
        chunk.canvas.remove();
        chunk.canvas.width = 0;
        chunks.delete(key);
      }
      // Unbaked visible chunks remain: keep asking for frames until they are done.
      return changed || budget === 0;
    },
    setDecor(next) {
      if (sameDecor(next, decor)) return;
      decor = next;
      // A toggle should answer at once: rebake what is on screen now, whatever it costs once.
      for (const key of shown) {
        const chunk = chunks.get(key);
        if (chunk) bake(chunk.cx, chunk.cy, chunk.resolution, chunk);
      }
    },
    stats() {
      let bytes = 0;
      for (const c of chunks.values()) bytes += c.bytes;
      return { cached: chunks.size, visible: shown.size, bakes, bytes };
    },
    destroy() {
      for (const chunk of chunks.values()) chunk.canvas.width = 0;
      chunks.clear();
      element.remove();
    },
  };
}
