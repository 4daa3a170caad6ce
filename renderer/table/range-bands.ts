import { ladderLabel, ladderWord } from '../../src/core/ladder';
import type { RangeBands } from '../../src/ops/data/firearms-types';

/**
 * The shot difficulty a distance gives with a weapon's seven range bands (R-OPS-12). The rules
 * engine will own this for real shots (src/ops combat); the map only needs it to label the ruler
 * and colour the band overlay, and keeps it pure so both agree by test.
 */
export type RangeReading =
  | { readonly inRange: true; readonly band: number; readonly difficulty: number; readonly word: string; readonly label: string }
  | { readonly inRange: false; readonly limit: number };

export function rangeReading(meters: number, bands: RangeBands): RangeReading {
  const superb = bands[6];
  // R-OPS-12: Superb runs from its distance up to twice it; beyond, the shot cannot be taken.
  if (meters > superb * 2) return { inRange: false, limit: superb * 2 };
  // The highest band whose listed distance is <= the distance; closer than the first is Terrible.
  let band = 0;
  for (let i = 0; i < bands.length; i += 1) if ((bands[i] ?? Infinity) <= meters) band = i;
  const difficulty = band - 3;
  return { inRange: true, band, difficulty, word: ladderWord(difficulty), label: ladderLabel(difficulty) };
}

/** "15.0 m · Fair (0)" or "170.0 m · out of range (160 m)". */
export function rulerText(meters: number, bands: RangeBands | null): string {
  const m = `${meters.toFixed(1)} m`;
  if (bands === null) return m;
  const r = rangeReading(meters, bands);
  return r.inRange ? `${m} · ${r.label}` : `${m} · out of range (${r.limit} m)`;
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
