/** Upkeep per turn by the Agent's highest attribute (black-hats.txt table; R-HATS-2). Index = ladder + 3. */
export const UPKEEP_BY_LEVEL: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

export function upkeepForLevel(level: number): number {
  const i = Math.min(6, Math.max(0, level + 3));
  return UPKEEP_BY_LEVEL[i] ?? 7;
}
