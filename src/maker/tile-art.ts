import { PAINT_KINDS, TILE_KINDS, type PaintKind } from './kinds';
import { encodePng } from './png';

/**
 * The look of each painted kind as RGBA pixels, drawn once here for both places it appears: the
 * maker's canvas (renderer/maker) and the tileset picture saved with a map, so Tiled shows the
 * same paint. DESIGN.md "Map maker": one colour and one pattern per kind — walls solid, cover
 * hatched, doors notched, light shaded, spawns dotted in the side colour, objective and exit
 * ringed — over a see-through ground, so the picture shows through.
 */
function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** One `size` x `size` tile of a kind. */
export function kindPixels(kind: PaintKind, size: number): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const [r, g, b] = rgb(kind.colour);
  const put = (x: number, y: number, alpha: number): void => {
    const i = (y * size + x) * 4;
    out[i] = r;
    out[i + 1] = g;
    out[i + 2] = b;
    out[i + 3] = Math.round(alpha * 255);
  };
  const line = Math.max(1, Math.round(size / 12));
  const gap = Math.max(3, Math.round(size / 4));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const edge = x < line || y < line || x >= size - line || y >= size - line;
      let a: number;
      switch (kind.pattern) {
        case 'solid':
          // Solid but see-through enough that the picture's own wall shows under the paint.
          a = edge ? 0.95 : 0.58;
          break;
        case 'hatch':
          a = (x + y) % gap < line ? 0.95 : 0.22;
          break;
        case 'cross':
          a = (x + y) % gap < line || (x - y + size * gap) % gap < line ? 0.95 : 0.3;
          break;
        case 'notch': {
          // A door leaf across the cell with a notch at each end (the hinge and the latch).
          const mid = Math.abs(y - size / 2) < size / 7;
          const notch = (x < size / 5 || x >= size - size / 5) && Math.abs(y - size / 2) < size / 4;
          a = mid || notch ? 1 : 0.18;
          break;
        }
        case 'shade':
          a = (kind.value === 2 ? 0.72 : 0.5) + ((x + 2 * y) % gap < line ? 0.2 : 0);
          break;
        case 'dots':
          a = (x % gap) - gap / 2 < line && (x % gap) - gap / 2 >= -line && (y % gap) - gap / 2 < line && (y % gap) - gap / 2 >= -line ? 0.95 : 0.22;
          break;
        case 'ring':
          a = edge || x < 2 * line || y < 2 * line || x >= size - 2 * line || y >= size - 2 * line ? 0.95 : 0.2;
          break;
      }
      put(x, y, a);
    }
  }
  return out;
}

/** Every kind's tile side by side in PAINT_KINDS order (the maker's canvas keeps one strip). */
export function kindStrip(size: number, kinds: readonly PaintKind[] = PAINT_KINDS): { width: number; height: number; rgba: Uint8Array } {
  const width = size * kinds.length;
  const rgba = new Uint8Array(width * size * 4);
  kinds.forEach((k, n) => {
    const tile = kindPixels(k, size);
    for (let y = 0; y < size; y++) rgba.set(tile.subarray(y * size * 4, (y + 1) * size * 4), (y * width + n * size) * 4);
  });
  return { width, height: size, rgba };
}

/** The tileset picture saved with a map: the tile kinds, one row, at the map's cell size. */
export function tilesetPng(cell: number): { width: number; height: number; png: Uint8Array } {
  const strip = kindStrip(cell, TILE_KINDS);
  return { width: strip.width, height: strip.height, png: encodePng(strip.width, strip.height, strip.rgba) };
}
