import { Container, Texture, TilingSprite } from 'pixi.js';
import { worldSize, type Camera, type GridGeometry } from './coords';

/**
 * The cell grid as one tiling sprite over the whole map: a single quad whatever the map size.
 * Hidden when cells are too small on screen to read (the lines would only shimmer).
 */
export interface GridLayer {
  readonly container: Container;
  update(cam: Camera, enabled: boolean): void;
  destroy(): void;
}

export function createGridLayer(grid: GridGeometry): GridLayer {
  const canvas = document.createElement('canvas');
  canvas.width = grid.cell;
  canvas.height = grid.cell;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = 'rgba(200, 214, 229, 0.16)';
    ctx.fillRect(0, 0, grid.cell, 1);
    ctx.fillRect(0, 0, 1, grid.cell);
  }
  const texture = Texture.from(canvas);
  const size = worldSize(grid);
  const sprite = new TilingSprite({ texture, width: size.width, height: size.height });
  const container = new Container({ label: 'grid' });
  container.addChild(sprite);
  return {
    container,
    update(cam, enabled) {
      container.visible = enabled && cam.zoom * grid.cell >= 12;
    },
    destroy() {
      container.destroy({ children: true });
      texture.destroy(true);
    },
  };
}
