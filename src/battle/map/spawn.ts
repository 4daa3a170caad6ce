import type { BattleMap } from './types';

/** The cells of a side's spawn zones where a unit may stand, in reading order, without repeats. */
export function spawnCells(map: BattleMap, side: string): { x: number; y: number }[] {
  const seen = new Set<number>();
  const out: { x: number; y: number }[] = [];
  for (const z of map.spawnZones) {
    if (z.side !== side) continue;
    for (let y = z.y; y < z.y + z.h; y++) {
      for (let x = z.x; x < z.x + z.w; x++) {
        const i = y * map.width + x;
        if (map.cells.blocksMove[i] === 1 || seen.has(i)) continue;
        seen.add(i);
        out.push({ x, y });
      }
    }
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}
