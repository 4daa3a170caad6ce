import { Container, Matrix, RenderTexture, Sprite, type Renderer, type TextureSource } from 'pixi.js';
import type { BattleMap } from '../../src/battle/map';
import { CHUNK_CELLS, chunkKey, chunkResolution, chunksByDistance, evictionOrder } from './chunk-plan';
import { buildChunkDecor, sameDecor, type Decor } from './chunk-decor';
import { createGroundMesh, type GroundMesh } from './ground-mesh';
import { cellOrigin, visibleChunks, worldSize, type Camera, type GridGeometry, type Viewport } from './coords';
import type { TileSource } from './tile-textures';
import { flipMatrix } from './tile-transform';

/**
 * Static terrain, baked into one texture per 16x16-cell chunk on demand and culled: only chunks
 * on screen are drawn, at most a few are baked per frame (nearest the centre first), and chunks
 * long off screen are dropped when the cache passes its memory budget. Chunks are drawn with the
 * map's cell tints folded in (ground-mesh.ts), so fog and range bands cost no pass of their own,
 * and carry the static marks (walls, grid, shields: chunk-decor.ts).
 */
export interface TerrainLayer {
  readonly container: Container;
  /** Culls and bakes for the camera; true when something changed on screen. */
  update(cam: Camera, view: Viewport): boolean;
  /** Which static marks the terrain carries; a change rebakes the chunks on screen at once, the rest when next seen. */
  setDecor(decor: Decor): void;
  stats(): { cached: number; visible: number; bakes: number; bytes: number };
  destroy(): void;
}

interface Chunk {
  readonly key: number;
  readonly cx: number;
  readonly cy: number;
  readonly ground: GroundMesh;
  texture: RenderTexture;
  resolution: number;
  decor: Decor;
  bytes: number;
  lastUsed: number;
}

const BAKES_PER_FRAME = 3;
const BUDGET_BYTES = 96 * 1024 * 1024;

export function createTerrainLayer(renderer: Renderer, map: BattleMap, tiles: TileSource, grid: GridGeometry, tints: TextureSource): TerrainLayer {
  const container = new Container({ label: 'terrain' });
  const chunks = new Map<number, Chunk>();
  const devicePixels = renderer.resolution;
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
    const scene = new Container();
    const m = new Matrix();
    for (let y = y0; y < y0 + h; y += 1) {
      for (let x = x0; x < x0 + w; x += 1) {
        const i = y * map.width + x;
        let drawn = false;
        for (const layer of map.layers) {
          const gid = layer.gids[i] ?? 0;
          if (gid === 0 || !layer.visible) continue;
          const texture = tiles.texture(gid);
          if (!texture) continue;
          const sprite = new Sprite({ texture, anchor: 0.5, alpha: layer.opacity });
          const f = flipMatrix(layer.flips[i] ?? 0);
          const sx = grid.cell / texture.width;
          const sy = grid.cell / texture.height;
          m.set(f.a * sx, f.b * sx, f.c * sy, f.d * sy, (x - x0 + 0.5) * grid.cell, (y - y0 + 0.5) * grid.cell);
          sprite.setFromMatrix(m);
          scene.addChild(sprite);
          drawn = true;
        }
        if (!drawn) {
          const sprite = new Sprite({ texture: tiles.fallback(map, i), width: grid.cell, height: grid.cell });
          sprite.position.set((x - x0) * grid.cell, (y - y0) * grid.cell);
          scene.addChild(sprite);
        }
      }
    }
    const marks = buildChunkDecor(map, grid, x0, y0, x0 + w, y0 + h, decor);
    marks.position.set(-x0 * grid.cell, -y0 * grid.cell);
    scene.addChild(marks);
    const texture = RenderTexture.create({ width: w * grid.cell, height: h * grid.cell, resolution, antialias: false });
    renderer.render({ container: scene, target: texture, clear: true, clearColor: [0.055, 0.075, 0.1, 1] });
    scene.destroy({ children: true });
    bakes += 1;
    const bytes = Math.ceil(w * grid.cell * resolution) * Math.ceil(h * grid.cell * resolution) * 4;
    if (into) {
      const old = into.texture;
      into.ground.setTexture(texture);
      old.destroy(true);
      into.texture = texture;
      into.resolution = resolution;
      into.decor = decor;
      into.bytes = bytes;
      return into;
    }
    const origin = cellOrigin(grid, x0, y0);
    const ground = createGroundMesh(texture, tints, { x: origin.x, y: origin.y, width: w * grid.cell, height: h * grid.cell }, worldSize(grid));
    container.addChild(ground.mesh);
    return { key: chunkKey(cx, cy), cx, cy, ground, texture, resolution, decor, bytes, lastUsed: frame };
  };

  return {
    container,
    update(cam, view) {
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
        } else if (chunk && (chunk.resolution !== wanted || chunk.decor !== decor) && budget > 0) {
          // A sharper (or lighter) bake for the new zoom or marks; the old texture shows until then.
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
      for (const chunk of chunks.values()) chunk.ground.mesh.visible = next.has(chunk.key);
      shown = next;
      const evict = evictionOrder(
        [...chunks.values()].map((c) => ({ key: c.key, bytes: c.bytes, lastUsed: c.lastUsed, visible: next.has(c.key) })),
        BUDGET_BYTES,
      );
      for (const key of evict) {
        const chunk = chunks.get(key);
        if (!chunk) continue;
        chunk.ground.destroy();
        chunk.texture.destroy(true);
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
      for (const chunk of chunks.values()) {
        chunk.ground.destroy();
        chunk.texture.destroy(true);
      }
      chunks.clear();
      container.destroy({ children: true });
    },
  };
}
