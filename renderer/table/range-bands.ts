import { ladderLabel, ladderWord } from '../../src/core/ladder';
import type { RangeBands } from '../../src/ops/data/firearms-types';
import { maxRange, rangeDifficulty } from '../../src/ops/combat/range';

/**
 * What the ruler shows for a distance with a weapon's seven range bands. The rule itself
 * (R-OPS-12) is the rules engine's `rangeDifficulty`; this only dresses it for the map.
 */
export type RangeReading =
  | { readonly inRange: true; readonly band: number; readonly difficulty: number; readonly word: string; readonly label: string }
  | { readonly inRange: false; readonly limit: number };

export function rangeReading(meters: number, bands: RangeBands): RangeReading {
  const difficulty = rangeDifficulty(bands, meters);
  if (difficulty === null) return { inRange: false, limit: maxRange(bands) };
  return { inRange: true, band: difficulty + 3, difficulty, word: ladderWord(difficulty), label: ladderLabel(difficulty) };
}

/** "15.0 m · Fair (0)" or "170.0 m · out of range (160 m)". */
export function rulerText(meters: number, bands: RangeBands | null): string {
  const m = `${meters.toFixed(1)} m`;
  if (bands === null) return m;
  const r = rangeReading(meters, bands);
  return r.inRange ? `${m} · ${r.label}` : `${m} · out of range (${r.limit} m)`;
}

/** Screen pixels a band must span for its word to be printed on the map. */
export const BAND_LABEL_MIN_PX = 16;

/**
 * The band words the map prints around a shooter (R-OPS-12): each band's word at the middle of
 * its ring (`radius`, in world pixels from the shooter), when the band is wide enough on screen
 * at this zoom; Superb runs to twice its distance, so it has a ring to the outside too.
 */
export function bandLabels(bands: RangeBands, pxPerMeter: number, zoom: number): { readonly word: string; readonly band: number; readonly radius: number }[] {
  const starts = [...bands, bands[6] * 2];
  const out: { word: string; band: number; radius: number }[] = [];
  for (let i = 0; i < 7; i += 1) {
    const r = (starts[i] ?? 0) * pxPerMeter;
    const next = (starts[i + 1] ?? 0) * pxPerMeter;
    if ((next - r) * zoom < BAND_LABEL_MIN_PX) continue;
    out.push({ word: ladderWord(i - 3), band: i, radius: (r + next) / 2 });
  }
  return out;
}

/**
 * Band fills Terrible..Superb: viridis steps, whose lightness falls monotonically so the bands
 * stay in order in greyscale and for colour-blind players (DESIGN.md). Terrible (the easiest
 * shot) is the lightest.
 */
export const BAND_RAMP = [0xfde725, 0xa0da39, 0x4ac16d, 0x1fa187, 0x277f8e, 0x365c8d, 0x46327e] as const;

export function bandColour(band: number): number {
  return BAND_RAMP[Math.min(6, Math.max(0, band))] ?? BAND_RAMP[0];
}

/** Relative luminance (sRGB), used by the test that keeps the ramp readable in greyscale. */
export function luminance(rgb: number): number {
  const lin = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((rgb >> 16) & 255) + 0.7152 * lin((rgb >> 8) & 255) + 0.0722 * lin(rgb & 255);
}
