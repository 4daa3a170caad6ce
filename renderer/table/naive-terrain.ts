import { Container, Sprite } from 'pixi.js';
import type { BattleMap } from '../../src/battle/map';
import { cellOrigin, type GridGeometry } from './coords';
import type { TileSource } from './tile-textures';
import type { TerrainLayer } from './terrain-layer';

/**
 * The benchmark's baseline: one sprite per tile, no chunk cache, no culling.
 * Never used for play; it exists so the cached terrain has a measured peer in the same run.
 */
export function createNaiveTerrain(map: BattleMap, tiles: TileSource, grid: GridGeometry): TerrainLayer {
  const container = new Container({ label: 'terrain (naive)' });
  for (let y = 0; y < map.height; y += 1) {
    for (let x = 0; x < map.width; x += 1) {
      const i = y * map.width + x;
      const origin = cellOrigin(grid, x, y);
      let drawn = false;
      for (const layer of map.layers) {
        const texture = tiles.texture(layer.gids[i] ?? 0);
        if (!texture || !layer.visible) continue;
        container.addChild(new Sprite({ texture, x: origin.x, y: origin.y, width: grid.cell, height: grid.cell }));
        drawn = true;
      }
      if (!drawn) container.addChild(new Sprite({ texture: tiles.fallback(map, i), x: origin.x, y: origin.y, width: grid.cell, height: grid.cell }));
    }
  }
  return {
    container,
    element: null,
    update: () => false,
    // Its grid, walls and shields are drawn live by the grid and cover layers, like everything else here.
    setDecor: () => undefined,
    stats: () => ({ cached: 0, visible: container.children.length, bakes: 0, bytes: 0 }),
    destroy: () => container.destroy({ children: true }),
  };
}
