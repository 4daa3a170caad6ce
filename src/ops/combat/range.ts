import type { RangeBands } from '../data/firearms-types';

/**
 * R-OPS-12: each listed distance is where its difficulty begins (Terrible..Superb); closer than the
 * first is Terrible; Superb runs to twice its distance; farther is out of range (null).
 */
export function rangeDifficulty(bands: RangeBands, distanceM: number): number | null {
  if (!(distanceM >= 0) || distanceM > 2 * bands[6]) return null;
  let level = -3;
  for (let i = 1; i < 7; i += 1) {
    if ((bands[i] ?? Infinity) <= distanceM) level = i - 3;
  }
  return level;
}

/** The farthest distance a shot can be taken at. */
export function maxRange(bands: RangeBands): number {
  return 2 * bands[6];
}
