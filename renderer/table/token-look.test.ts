import { describe, expect, it } from 'vitest';
import { bodyFrame, COUNTER_HALF, frameAnchor, isDown, lookKey, lookOf, notchFrame, R, TAG_OFFSET, type TokenLook } from './token-look';
import { NO_STATES, type UnitView } from './view-model';

const unit: UnitView = { id: 'u1', codeName: 'Red Tiger', side: 1, x: 2, y: 3, facing: 90, wound: 'hurt', states: NO_STATES };
const base = lookOf(unit, 'B', false, false);

describe('lookKey', () => {
  it('is equal for equal looks, whatever the facing, place or name (those never re-bake)', () => {
    const moved = lookOf({ ...unit, x: 9, y: 9, facing: 270, codeName: 'Red Wolf', id: 'u2' }, 'B', false, false);
    expect(lookKey(moved)).toBe(lookKey(base));
  });

  it('tells apart every change the counter shows', () => {
    const variants: TokenLook[] = [
      { ...base, letter: 'C' },
      { ...base, side: 2 },
      { ...base, wound: 'critical' },
      { ...base, selected: true },
      { ...base, acting: true },
      ...(Object.keys(NO_STATES) as Array<keyof typeof NO_STATES>).map((k) => ({ ...base, states: { ...NO_STATES, [k]: true } })),
    ];
    const keys = new Set([lookKey(base), ...variants.map(lookKey)]);
    expect(keys.size).toBe(variants.length + 1);
  });
});

describe('isDown (R-OPS-22: out or dead is greyed and tilted)', () => {
  it('is true for out and dead only', () => {
    expect(isDown(base)).toBe(false);
    expect(isDown({ ...base, states: { ...NO_STATES, out: true } })).toBe(true);
    expect(isDown({ ...base, states: { ...NO_STATES, dead: true } })).toBe(true);
    expect(isDown({ ...base, states: { ...NO_STATES, blind: true, grabbed: true } })).toBe(false);
  });
});

describe('frames', () => {
  it.each([24, 32, 48, 64])('hold the whole counter and notch in whole units at a %i px cell', (cell) => {
    const body = bodyFrame(cell);
    // The selection ring outside the acting ring is the widest part: r + 0.2 cell + half its stroke.
    const ring = cell * (R + 0.2 + 0.0225);
    expect(-body.x).toBeGreaterThan(ring);
    expect(body.x + body.width).toBeGreaterThan(ring);
    const notch = notchFrame(cell);
    expect(notch.y).toBeLessThan(-cell * (R + 0.15));
    expect(notch.y + notch.height).toBeGreaterThan(-cell * (R - 0.02));
    expect(-notch.x).toBeGreaterThan(cell * 0.11);
    for (const f of [body, notch]) for (const v of [f.x, f.y, f.width, f.height]) expect(Number.isInteger(v)).toBe(true);
  });

  it('anchor sprites so the token centre stays on the token, and the notch turns round it', () => {
    expect(frameAnchor(bodyFrame(32))).toEqual({ x: 0.5, y: 0.5 });
    const notch = notchFrame(32);
    const a = frameAnchor(notch);
    expect(a.x).toBe(0.5);
    // The centre lies below the notch's own picture: an anchor past its bottom edge.
    expect(a.y * notch.height + notch.y).toBeCloseTo(0);
    expect(a.y).toBeGreaterThan(1);
  });

  it('put name tags clear of the counter box they keep out of', () => {
    expect(TAG_OFFSET).toBeGreaterThan(COUNTER_HALF);
    expect(COUNTER_HALF).toBeGreaterThan(R);
  });
});
