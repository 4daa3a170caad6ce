import { Sprite, Texture } from 'pixi.js';
import type { GridGeometry } from './coords';

/**
 * A map-sized sprite with one texel per cell, stretched over the grid with crisp edges: fog and
 * the range-band fill cost one quad however large the map, and repainting is a loop over bytes.
 */
export interface CellTexture {
  readonly sprite: Sprite;
  /** Repaints every cell: `colour` returns 0xRRGGBB and alpha 0..255 (alpha 0 = clear). */
  paint(colour: (index: number) => { rgb: number; alpha: number } | null): void;
  destroy(): void;
}

export function createCellTexture(grid: GridGeometry, label: string): CellTexture {
  const canvas = document.createElement('canvas');
  canvas.width = grid.width;
  canvas.height = grid.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas context for a cell texture.');
  const image = ctx.createImageData(grid.width, grid.height);
  const texture = Texture.from(canvas);
  texture.source.scaleMode = 'nearest';
  const sprite = new Sprite({ texture, label, width: grid.width * grid.cell, height: grid.height * grid.cell });
  return {
    sprite,
    paint(colour) {
      const data = image.data;
      const n = grid.width * grid.height;
      for (let i = 0; i < n; i += 1) {
        const c = colour(i);
        const o = i * 4;
        if (c === null || c.alpha === 0) {
          data[o + 3] = 0;
          continue;
        }
        data[o] = (c.rgb >> 16) & 255;
        data[o + 1] = (c.rgb >> 8) & 255;
        data[o + 2] = c.rgb & 255;
        data[o + 3] = c.alpha;
      }
      ctx.putImageData(image, 0, 0);
      texture.source.update();
    },
    destroy() {
      sprite.destroy();
      texture.destroy(true);
    },
  };
}
