import type { BattleMap } from '../map/types';
import type { Cell } from './cells';

/** Centre-to-centre Euclidean distance in tiles (R-OPS-12). */
export function distanceTiles(a: Cell, b: Cell): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Centre-to-centre Euclidean distance in meters = tiles x the map's meters per tile (R-OPS-12). */
export function distanceMeters(map: Pick<BattleMap, 'metersPerTile'>, a: Cell, b: Cell): number {
  return distanceTiles(a, b) * map.metersPerTile;
}
