import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RangeBands } from '../../src/ops/data/firearms-types';
import { BAND_RAMP, bandLabels, bandWordPoint, luminance, rangeReading, rulerText } from './range-bands';

const PISTOL: RangeBands = [2, 3, 5, 10, 20, 40, 80];

describe('rangeReading (R-OPS-12)', () => {
  it('R-OPS-12: 15 m with a pistol is Fair, 20 m Good, 2.5 m Terrible (the text\'s own example)', () => {
    expect(rangeReading(15, PISTOL)).toMatchObject({ inRange: true, word: 'Fair', difficulty: 0 });
    expect(rangeReading(20, PISTOL)).toMatchObject({ inRange: true, word: 'Good', difficulty: 1 });
    expect(rangeReading(2.5, PISTOL)).toMatchObject({ inRange: true, word: 'Terrible', difficulty: -3 });
  });

  it('R-OPS-12: closer than the first listed distance is Terrible', () => {
    expect(rangeReading(0.5, PISTOL)).toMatchObject({ inRange: true, band: 0, word: 'Terrible' });
  });

  it('R-OPS-12: Superb runs to twice its distance, beyond is out of range', () => {
    expect(rangeReading(80, PISTOL)).toMatchObject({ inRange: true, word: 'Superb' });
    expect(rangeReading(160, PISTOL)).toMatchObject({ inRange: true, word: 'Superb' });
    expect(rangeReading(160.01, PISTOL)).toEqual({ inRange: false, limit: 160 });
  });

  it('R-OPS-12: the difficulty never falls as the distance grows', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 159, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (d, more) => {
        const a = rangeReading(d, PISTOL);
        const b = rangeReading(d + more, PISTOL);
        return a.inRange && b.inRange && b.difficulty >= a.difficulty;
      }),
    );
  });

  it('prints meters and the band on the ruler', () => {
    expect(rulerText(15, PISTOL)).toBe('15.0 m · Fair (0)');
    expect(rulerText(170, PISTOL)).toBe('170.0 m · out of range (160 m)');
    expect(rulerText(7.25, null)).toBe('7.3 m');
  });
});

describe('band ramp', () => {
  it('stays in order when printed in greyscale: lightness falls from Terrible to Superb', () => {
    const l = BAND_RAMP.map(luminance);
    for (let i = 1; i < l.length; i += 1) expect(l[i]).toBeLessThan((l[i - 1] ?? 0) * 0.85);
  });
});

describe('the band words on the map (R-OPS-12)', () => {
  it('prints each band\'s word in the middle of its ring, Terrible nearest, and drops words with no room on screen', () => {
    // A pistol at 1 m per 32 px cell: every band but the first two is wide enough at zoom 1.
    const words = bandLabels(PISTOL, 32, 1);
    expect(words.map((w) => w.word)).toEqual(['Terrible', 'Poor', 'Mediocre', 'Fair', 'Good', 'Great', 'Superb']);
    expect(words.find((w) => w.word === 'Fair')?.radius).toBe(((10 + 20) / 2) * 32);
    expect(words.find((w) => w.word === 'Superb')?.radius).toBe(((80 + 160) / 2) * 32);
    for (let i = 1; i < words.length; i += 1) expect(words[i]?.radius).toBeGreaterThan(words[i - 1]?.radius ?? Infinity);
    // Zoomed far out, the narrow inner bands lose their words first; the words printed always
    // name the band their ring is in.
    const far = bandLabels(PISTOL, 32, 0.1);
    expect(far.map((w) => w.word)).toEqual(['Mediocre', 'Fair', 'Good', 'Great', 'Superb']);
    for (const w of far) expect(rangeReading(w.radius / 32, PISTOL)).toMatchObject({ inRange: true, word: w.word });
  });
});

describe('where a band word stands on screen', () => {
  const room = { x0: 0, y0: 0, x1: 1000, y1: 600 };
  it('north of the shooter when that is on screen', () => {
    expect(bandWordPoint({ x: 500, y: 400 }, 200, room)).toEqual({ x: 500, y: 200 });
  });

  it('at the top edge the word goes to the first point of the ring on screen going round from north, east before west', () => {
    const top = bandWordPoint({ x: 500, y: 20 }, 200, room);
    expect(top?.x).toBeCloseTo(700);
    expect(top?.y).toBeCloseTo(20);
    const topRight = bandWordPoint({ x: 900, y: 20 }, 200, room);
    expect(topRight?.x).toBeCloseTo(700);
    expect(topRight?.y).toBeCloseTo(20);
    // Near the top-left corner: north-east (45 degrees) is the first on screen.
    const corner = bandWordPoint({ x: 20, y: 150 }, 200, room);
    expect(corner?.x).toBeCloseTo(20 + 200 * Math.SQRT1_2);
    expect(corner?.y).toBeCloseTo(150 - 200 * Math.SQRT1_2);
    // A shooter above a narrow view: only the ring's south point is on screen.
    const south = bandWordPoint({ x: 500, y: -150 }, 300, { x0: 450, y0: 0, x1: 550, y1: 600 });
    expect(south?.x).toBeCloseTo(500);
    expect(south?.y).toBeCloseTo(150);
  });

  it('moves in steps while the camera pans, and is dropped when the ring is off screen', () => {
    const a = bandWordPoint({ x: 500, y: 100 }, 200, room);
    const b = bandWordPoint({ x: 500, y: 110 }, 200, { ...room, y0: 10, y1: 610 });
    expect(b).toEqual({ x: a?.x, y: (a?.y ?? 0) + 10 });
    expect(bandWordPoint({ x: 5000, y: 5000 }, 200, room)).toBeNull();
  });
});
