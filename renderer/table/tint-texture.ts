import { Sprite, Texture } from 'pixi.js';
import type { GridGeometry } from './coords';
import { composeTint, paintLayer, unpremultiply, type CellColour, type TintLayer } from './tint-field';

/**
 * The map's cell tints (tint-field.ts) as one image with a pixel per cell, stretched over the map
 * without smoothing so cells keep crisp edges. Layers are set by name; the image is recomposed once
 * per frame at most (`flush`), however many layers changed. Shown as a DOM layer over the chunked
 * terrain (terrain-layer.ts), or as a Pixi sprite over the naive baseline's tiles.
 */
export interface TintTexture {
  /** World-sized DOM layer (CSS pixels = world pixels), for the chunked terrain. */
  readonly element: HTMLCanvasElement;
  /** The same tints as a map-sized sprite, for terrain drawn in Pixi. */
  readonly sprite: Sprite;
  /** Sets (or with null removes) a named layer. */
  set(name: string, order: number, colour: ((index: number) => CellColour) | null, opacity: number): void;
  /** Recomposes if a layer changed; true when it did. */
  flush(): boolean;
  destroy(): void;
}

export function createTintTexture(grid: GridGeometry): TintTexture {
  const cells = grid.width * grid.height;
  const layers = new Map<string, TintLayer>();
  const composed = new Uint8Array(cells * 4);
  const element = document.createElement('canvas');
  element.width = grid.width;
  element.height = grid.height;
  element.className = 'cell-tints';
  element.style.cssText = `position:absolute;left:0;top:0;width:${grid.width * grid.cell}px;height:${grid.height * grid.cell}px;image-rendering:pixelated;will-change:transform;`;
  const ctx = element.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas context for the cell tints.');
  const image = ctx.createImageData(grid.width, grid.height);
  const texture = Texture.from(element);
  texture.source.scaleMode = 'nearest';
  const sprite = new Sprite({ texture, label: 'cell tints', width: grid.width * grid.cell, height: grid.height * grid.cell });
  let dirty = false;

  return {
    element,
    sprite,
    set(name, order, colour, opacity) {
      const old = layers.get(name);
      if (colour === null) {
        if (old) {
          layers.delete(name);
          dirty = true;
        }
        return;
      }
      layers.set(name, { order, opacity, rgba: paintLayer(cells, colour, old?.rgba) });
      dirty = true;
    },
    flush() {
      if (!dirty) return false;
      dirty = false;
      composeTint(cells, [...layers.values()], composed);
      unpremultiply(composed, image.data);
      ctx.putImageData(image, 0, 0);
      texture.source.update();
      const any = layers.size > 0;
      sprite.visible = any;
      element.style.visibility = any ? '' : 'hidden';
      return true;
    },
    destroy() {
      sprite.destroy();
      texture.destroy(true);
      element.remove();
    },
  };
}
