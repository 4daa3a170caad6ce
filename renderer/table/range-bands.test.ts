import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RangeBands } from '../../src/ops/data/firearms-types';
import { BAND_RAMP, bandLabels, luminance, rangeReading, rulerText } from './range-bands';

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
