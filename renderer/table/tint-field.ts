/**
 * The cell tints over the terrain — range-band fill, reachable-cell marks, fog — composed on the
 * CPU into ONE RGBA texel per cell, shown as one image over the terrain (tint-texture.ts), so three
 * translucent map-sized layers cost one composited layer instead of three blended full-screen
 * passes (each ~10 ms in software WebGL at 1280x720). Pure: bytes in, bytes out.
 */

/** A cell's colour in a layer, or null (clear). `alpha` 0..255. */
export type CellColour = { readonly rgb: number; readonly alpha: number } | null;

export interface TintLayer {
  /** Drawing order: lower first (under). Equal orders draw in the order they were set. */
  readonly order: number;
  /** Straight (not premultiplied) RGBA per cell. */
  readonly rgba: Uint8Array;
  /** Multiplies every cell's alpha, 0..1. */
  readonly opacity: number;
}

/** Paints `cells` cells of a layer from a colour function. */
export function paintLayer(cells: number, colour: (index: number) => CellColour, into?: Uint8Array): Uint8Array {
  const out = into && into.length === cells * 4 ? into : new Uint8Array(cells * 4);
  for (let i = 0; i < cells; i += 1) {
    const c = colour(i);
    const o = i * 4;
    if (c === null || c.alpha <= 0) {
      out[o] = 0;
      out[o + 1] = 0;
      out[o + 2] = 0;
      out[o + 3] = 0;
      continue;
    }
    out[o] = (c.rgb >> 16) & 255;
    out[o + 1] = (c.rgb >> 8) & 255;
    out[o + 2] = c.rgb & 255;
    out[o + 3] = Math.min(255, Math.round(c.alpha));
  }
  return out;
}

/**
 * Layers drawn over each other ("source over") into premultiplied RGBA: the same result as
 * drawing each layer as a translucent sprite over the terrain, folded into one texel.
 */
export function composeTint(cells: number, layers: readonly TintLayer[], out: Uint8Array = new Uint8Array(cells * 4)): Uint8Array {
  const ordered = layers.map((layer, i) => ({ layer, i })).sort((a, b) => a.layer.order - b.layer.order || a.i - b.i);
  for (let i = 0; i < cells; i += 1) {
    const o = i * 4;
    let r = 0;
    let g = 0;
    let b = 0;
    let a = 0;
    for (const { layer } of ordered) {
      const src = layer.rgba;
      const sa = ((src[o + 3] ?? 0) / 255) * layer.opacity;
      if (sa <= 0) continue;
      const keep = 1 - sa;
      r = (src[o] ?? 0) * sa + r * keep;
      g = (src[o + 1] ?? 0) * sa + g * keep;
      b = (src[o + 2] ?? 0) * sa + b * keep;
      a = sa + a * keep;
    }
    out[o] = Math.round(r);
    out[o + 1] = Math.round(g);
    out[o + 2] = Math.round(b);
    out[o + 3] = Math.round(a * 255);
  }
  return out;
}

/** Premultiplied RGBA to straight RGBA (what a 2D canvas's ImageData holds). */
export function unpremultiply(premultiplied: Uint8Array, out: Uint8ClampedArray): Uint8ClampedArray {
  for (let o = 0; o < premultiplied.length; o += 4) {
    const a = premultiplied[o + 3] ?? 0;
    const k = a === 0 ? 0 : 255 / a;
    out[o] = (premultiplied[o] ?? 0) * k;
    out[o + 1] = (premultiplied[o + 1] ?? 0) * k;
    out[o + 2] = (premultiplied[o + 2] ?? 0) * k;
    out[o + 3] = a;
  }
  return out;
}
