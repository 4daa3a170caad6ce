import type { Point } from './coords';

/**
 * How the map draws the cover a hovered cell gives against each enemy in sight (cover-preview.ts
 * draws it): a hue and a word per kind of cover, plain data for the tests.
 */
export type CoverKind = 'full' | 'partial' | 'none' | 'no line';

export interface CoverLine {
  readonly from: Point;
  readonly to: Point;
  readonly cover: CoverKind;
}

/** Okabe-Ito hues: bluish green for full cover, yellow for partial, vermilion in the open, grey with no line of fire. */
export const COVER_LOOK: Readonly<Record<CoverKind, { readonly rgb: number; readonly word: string; readonly dashed: boolean }>> = {
  full: { rgb: 0x009e73, word: 'full cover', dashed: false },
  partial: { rgb: 0xf0e442, word: 'partial cover', dashed: false },
  none: { rgb: 0xd55e00, word: 'no cover', dashed: false },
  'no line': { rgb: 0x8a9099, word: 'no line of fire', dashed: true },
};

/** The words printed for these lines, in order (tests and the map's data-cover-preview read them). */
export function coverWords(lines: readonly CoverLine[]): string[] {
  return lines.map((l) => COVER_LOOK[l.cover].word);
}
