import { BufferImageSource, Sprite, Texture, type TextureSource } from 'pixi.js';
import type { GridGeometry } from './coords';
import { composeTint, paintLayer, type CellColour, type TintLayer } from './tint-field';

/**
 * The map's cell tints (tint-field.ts) as one texture with a texel per cell, sampled without
 * smoothing so cells keep crisp edges. Layers are set by name; the texture is recomposed once per
 * frame at most (`flush`), however many layers changed.
 */
export interface TintTexture {
  /** For the ground shader (ground-mesh.ts). */
  readonly source: TextureSource;
  /** The same tints as a plain map-sized sprite, for terrain drawn without the ground shader. */
  readonly sprite: Sprite;
  /** Sets (or with null removes) a named layer. */
  set(name: string, order: number, colour: ((index: number) => CellColour) | null, opacity: number): void;
  /** Recomposes and uploads if a layer changed; true when it did. */
  flush(): boolean;
  destroy(): void;
}

export function createTintTexture(grid: GridGeometry): TintTexture {
  const cells = grid.width * grid.height;
  const layers = new Map<string, TintLayer>();
  const pixels = new Uint8Array(cells * 4);
  const source = new BufferImageSource({
    resource: pixels,
    width: grid.width,
    height: grid.height,
    format: 'rgba8unorm',
    // composeTint writes premultiplied colour: upload the bytes as they are.
    alphaMode: 'premultiplied-alpha',
    scaleMode: 'nearest',
  });
  const texture = new Texture({ source });
  const sprite = new Sprite({ texture, label: 'cell tints', width: grid.width * grid.cell, height: grid.height * grid.cell });
  let dirty = false;

  return {
    source,
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
      composeTint(cells, [...layers.values()], pixels);
      source.update();
      sprite.visible = layers.size > 0;
      return true;
    },
    destroy() {
      sprite.destroy();
      texture.destroy(true);
    },
  };
}
