import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeTint, paintLayer, unpremultiply, type TintLayer } from './tint-field';

/** A composed (premultiplied) texel laid over a terrain colour, as the screen shows it (0..255 channels). */
function applyTint(terrain: readonly [number, number, number], tint: ArrayLike<number>): [number, number, number] {
  const keep = 1 - (tint[3] ?? 0) / 255;
  return [terrain[0] * keep + (tint[0] ?? 0), terrain[1] * keep + (tint[1] ?? 0), terrain[2] * keep + (tint[2] ?? 0)];
}

/** Drawing each layer as its own translucent sprite over the terrain, one after another. */
function blendOneByOne(terrain: [number, number, number], layers: readonly TintLayer[], cell: number): [number, number, number] {
  const out: [number, number, number] = [...terrain];
  for (const layer of [...layers].sort((a, b) => a.order - b.order)) {
    const o = cell * 4;
    const sa = ((layer.rgba[o + 3] ?? 0) / 255) * layer.opacity;
    for (let c = 0; c < 3; c += 1) out[c] = (layer.rgba[o + c] ?? 0) * sa + (out[c] ?? 0) * (1 - sa);
  }
  return out;
}

describe('tint field', () => {
  it('paints a layer from a colour function, null and alpha 0 being clear', () => {
    const rgba = paintLayer(3, (i) => (i === 0 ? { rgb: 0x102030, alpha: 200 } : i === 1 ? { rgb: 0xffffff, alpha: 0 } : null));
    expect([...rgba]).toEqual([0x10, 0x20, 0x30, 200, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('reuses the buffer it is given when the size fits', () => {
    const buffer = new Uint8Array(8);
    expect(paintLayer(2, () => ({ rgb: 1, alpha: 255 }), buffer)).toBe(buffer);
  });

  it('an empty field leaves the terrain as it is', () => {
    const tint = composeTint(1, []);
    expect(applyTint([90, 120, 30], tint)).toEqual([90, 120, 30]);
  });

  it('fog over a range band darkens the band too (order decides, not the order of setting)', () => {
    const fog: TintLayer = { order: 10, rgba: paintLayer(1, () => ({ rgb: 0x000000, alpha: 255 })), opacity: 0.5 };
    const band: TintLayer = { order: 0, rgba: paintLayer(1, () => ({ rgb: 0xff0000, alpha: 255 })), opacity: 0.5 };
    const [r] = applyTint([0, 0, 0], composeTint(1, [fog, band]));
    // Band first: red at half over black = 127.5; then half-black fog over it = ~64.
    expect(r).toBeCloseTo(64, 0);
  });

  it('folding the layers into one texel equals blending them one by one (property)', () => {
    const layer = fc.record({
      order: fc.integer({ min: 0, max: 3 }),
      rgba: fc.uint8Array({ minLength: 4, maxLength: 4 }),
      opacity: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    const rgb = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }));
    fc.assert(
      fc.property(fc.array(layer, { maxLength: 4 }), rgb, (layers, terrain) => {
        const folded = applyTint(terrain, composeTint(1, layers));
        const direct = blendOneByOne(terrain, layers, 0);
        // One byte of rounding per channel in the texel, at most.
        for (let c = 0; c < 3; c += 1) expect(Math.abs((folded[c] ?? 0) - (direct[c] ?? 0))).toBeLessThanOrEqual(1.5);
      }),
    );
  });

  it('straight colour from the composed texel gives the same picture drawn over the terrain', () => {
    const band: TintLayer = { order: 0, rgba: paintLayer(1, () => ({ rgb: 0xc08040, alpha: 255 })), opacity: 0.4 };
    const premul = composeTint(1, [band]);
    const straight = unpremultiply(premul, new Uint8ClampedArray(4));
    // Within a byte's rounding of the band colour, at the layer's opacity.
    [0xc0, 0x80, 0x40].forEach((c, i) => expect(Math.abs((straight[i] ?? 0) - c)).toBeLessThanOrEqual(1));
    expect(straight[3]).toBe(102);
    // A clear cell stays clear (no division by zero).
    expect([...unpremultiply(new Uint8Array(4), new Uint8ClampedArray(4))]).toEqual([0, 0, 0, 0]);
  });
});
