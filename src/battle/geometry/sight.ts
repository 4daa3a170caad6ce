import type { BattleMap } from '../map/types';
import type { Cell } from './cells';
import { walkLine } from './line';

/** True when no cell strictly between the two stops the line (see line.ts for gaps between cells). */
function lineClear(width: number, stops: Uint8Array, a: Cell, b: Cell): boolean {
  return walkLine(a.x, a.y, b.x, b.y, (x1, y1, x2, y2) => {
    if (stops[y1 * width + x1] !== 1) return true;
    // A tie: the line squeezes between two cells and is stopped only if both stop it.
    return x2 >= 0 && stops[y2 * width + x2] !== 1;
  });
}

/**
 * Line of sight between cell centres: no sight-blocking tile between them (R-OPS-13). The end
 * cells themselves never block, so a unit in smoke can still be seen from next to it. Symmetric.
 */
export function lineOfSight(map: BattleMap, a: Cell, b: Cell): boolean {
  return lineClear(map.width, map.cells.blocksSight, a, b);
}

/**
 * Line of fire: line of sight, and no `block` tile on the line even where the map lets sight
 * through it (bullet-proof glass). "A blocking tile anywhere on the line ... no shot" (R-OPS-13).
 */
export function lineOfFire(map: BattleMap, a: Cell, b: Cell): boolean {
  return lineClear(map.width, map.cells.stopsFire, a, b);
}
