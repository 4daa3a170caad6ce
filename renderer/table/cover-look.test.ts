import { describe, expect, it } from 'vitest';
import { COVER_LOOK, coverWords } from './cover-look';

describe('the cover preview on the map', () => {
  it('prints a word per enemy, and gives each kind of cover its own hue', () => {
    expect(coverWords([
      { from: { x: 1, y: 1 }, to: { x: 5, y: 1 }, cover: 'full' },
      { from: { x: 1, y: 1 }, to: { x: 1, y: 9 }, cover: 'partial' },
      { from: { x: 1, y: 1 }, to: { x: 7, y: 7 }, cover: 'none' },
      { from: { x: 1, y: 1 }, to: { x: 9, y: 2 }, cover: 'no line' },
    ])).toEqual(['full cover', 'partial cover', 'no cover', 'no line of fire']);
    const hues = Object.values(COVER_LOOK).map((l) => l.rgb);
    expect(new Set(hues).size).toBe(hues.length);
  });
});
