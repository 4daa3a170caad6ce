import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeGuide, type Rect } from './guide-place';

const view = { w: 1280, h: 720 };
const o = { gap: 20, pad: 4, margin: 8 };
const inside = (r: Rect, v = view) => r.x >= 0 && r.y >= 0 && r.x + r.w <= v.w + 0.001 && r.y + r.h <= v.h + 0.001;

describe('where the guide goes', () => {
  it('puts the card beside its target with an arrow to it, not over it', () => {
    const target = { x: 1100, y: 10, w: 120, h: 36 }; // an End turn button at the top right
    const p = placeGuide(target, view, { w: 350, h: 200 }, o);
    expect(p.ring).toEqual({ x: 1096, y: 8, w: 128, h: 42 });
    expect(p.card.y).toBeGreaterThanOrEqual(8 + 42 + 20);
    expect(p.arrow).not.toBeNull();
    expect(p.arrow?.y2).toBeCloseTo(50);
  });

  it('for a target larger than the room round it (the map), sits inside its lower left corner with an arrow to its middle', () => {
    const map = { x: 300, y: 60, w: 700, h: 600 };
    const p = placeGuide(map, view, { w: 350, h: 200 }, o);
    expect(p.card.x).toBeGreaterThanOrEqual(296);
    expect(p.card.y + 200).toBeLessThanOrEqual(664);
    expect(p.arrow).toMatchObject({ x2: 650, y2: 360 });
  });

  it('with no target on screen: the card at the bottom right, no ring, no arrow', () => {
    const p = placeGuide(null, view, { w: 350, h: 200 }, o);
    expect(p).toEqual({ card: { x: 1280 - 350 - 8, y: 720 - 200 - 8 }, ring: null, arrow: null });
    expect(placeGuide({ x: 2000, y: 100, w: 50, h: 50 }, view, { w: 350, h: 200 }, o).ring).toBeNull();
  });

  it('keeps the card, the ring and the arrow on screen for any target and any card that fits the window (200% scale included)', () => {
    fc.assert(fc.property(
      fc.record({ x: fc.integer({ min: -500, max: 1500 }), y: fc.integer({ min: -500, max: 900 }), w: fc.integer({ min: 1, max: 1400 }), h: fc.integer({ min: 1, max: 800 }) }),
      fc.record({ w: fc.integer({ min: 100, max: 1264 }), h: fc.integer({ min: 60, max: 704 }) }),
      (target, card) => {
        const p = placeGuide(target, view, card, o);
        expect(inside({ ...p.card, ...card })).toBe(true);
        if (p.ring) expect(inside(p.ring)).toBe(true);
        if (p.arrow) for (const [x, y] of [[p.arrow.x1, p.arrow.y1], [p.arrow.x2, p.arrow.y2]] as const) expect(inside({ x, y, w: 0, h: 0 })).toBe(true);
      },
    ), { numRuns: 300 });
  });
});
