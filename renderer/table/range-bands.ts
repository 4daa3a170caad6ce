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

/** A rectangle in world pixels (the part of the map on screen, less room for a word). */
export interface WorldRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Sixteen points of the compass, nearest north first (clockwise before anticlockwise), in radians from north. */
const WORD_ANGLES = [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6, 7, -7, 8].map((k) => (k * Math.PI) / 8);

/**
 * Where a band's word goes on its ring (centre `c`, `radius` in world pixels): north of the
 * shooter where that is on screen, else the point of the ring nearest north that is, among
 * sixteen (so it moves in steps, not with every frame of a pan); null when no part of the ring
 * it could stand on is on screen. `room` is the part of the map on screen, already shrunk by
 * half a word on each side.
 */
export function bandWordPoint(c: { readonly x: number; readonly y: number }, radius: number, room: WorldRect): { readonly x: number; readonly y: number } | null {
  for (const a of WORD_ANGLES) {
    const x = c.x + radius * Math.sin(a);
    const y = c.y - radius * Math.cos(a);
    if (x >= room.x0 && x <= room.x1 && y >= room.y0 && y <= room.y1) return { x, y };
  }
  return null;
}
