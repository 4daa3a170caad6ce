import type { BattleMap } from '../map/types';
import type { Cell } from './cells';

/** Bit set in a view buffer where the cell's centre is in line of sight (exactly `lineOfSight`). */
export const VIEW_SEEN = 1;
/** Bit set where a sight-blocking cell's face is lit (for drawing walls in the fog, not for rules). */
export const VIEW_WALL_LIT = 2;

// Quadrant transforms (depth, col) -> (dx, dy): north, east, south, west.
const QX_DEPTH = [0, 1, 0, -1] as const;
const QX_COL = [1, 0, 1, 0] as const;
const QY_DEPTH = [-1, 0, 1, 0] as const;
const QY_COL = [0, 1, 0, 1] as const;

/** What a field of view reads of a map: its size and the cells that stop sight. */
export type SightGrid = Pick<BattleMap, 'width' | 'height'> & { readonly cells: Pick<BattleMap['cells'], 'blocksSight'> };

/**
 * Field of view by symmetric shadowcasting (Albert Ford, 2021) in exact integer slopes, with
 * one change so it equals `lineOfSight` cell for cell: rows also scan the tiles that touch the
 * lit interval only at a point, so a line passing exactly between a wall and a floor tile stays
 * lit and one passing between two walls does not (line.ts). A property test checks the equality.
 *
 * ORs VIEW_* bits into `out` (length width*height), so several viewers can share one buffer for a
 * side's view. `radius` is in tiles, Euclidean, centre to centre.
 */
export function castView(map: SightGrid, origin: Cell, radius: number, out: Uint8Array): Uint8Array {
  const { width, height } = map;
  const blocks = map.cells.blocksSight;
  const ox = origin.x;
  const oy = origin.y;
  if (ox < 0 || oy < 0 || ox >= width || oy >= height) return out;
  out[oy * width + ox] = (out[oy * width + ox] ?? 0) | VIEW_SEEN;
  const r2 = radius * radius;
  const maxDepth = Math.floor(radius);
  // Row stack: depth, start slope (sn/sd), end slope (en/ed); slopes are col/depth.
  const stack: number[] = [];
  for (let q = 0; q < 4; q++) {
    const xd = QX_DEPTH[q] ?? 0;
    const xc = QX_COL[q] ?? 0;
    const yd = QY_DEPTH[q] ?? 0;
    const yc = QY_COL[q] ?? 0;
    stack.push(1, -1, 1, 1, 1);
    while (stack.length > 0) {
      const ed = stack.pop() ?? 1;
      const en = stack.pop() ?? 0;
      let sd = stack.pop() ?? 1;
      let sn = stack.pop() ?? 0;
      const depth = stack.pop() ?? 1;
      if (depth > maxDepth) continue;
      const minCol = Math.ceil((2 * depth * sn - sd) / (2 * sd));
      const maxCol = Math.floor((2 * depth * en + ed) / (2 * ed));
      let prev = -1; // -1 nothing yet, 0 floor, 1 wall
      for (let col = minCol; col <= maxCol; col++) {
        const x = ox + xd * depth + xc * col;
        const y = oy + yd * depth + yc * col;
        const inside = x >= 0 && y >= 0 && x < width && y < height;
        const i = y * width + x;
        const wall = !inside || blocks[i] === 1 ? 1 : 0;
        if (inside && depth * depth + col * col <= r2) {
          let bits = wall === 1 ? VIEW_WALL_LIT : 0;
          if (col * sd >= depth * sn && col * ed <= depth * en) bits |= VIEW_SEEN;
          if (bits !== 0) out[i] = (out[i] ?? 0) | bits;
        }
        if (prev === 1 && wall === 0) {
          sn = 2 * col - 1;
          sd = 2 * depth;
        } else if (prev === 0 && wall === 1) {
          stack.push(depth + 1, sn, sd, 2 * col - 1, 2 * depth);
        }
        prev = wall;
      }
      if (prev === 0) stack.push(depth + 1, sn, sd, en, ed);
    }
  }
  return out;
}

/** One viewer's field of view as a fresh buffer of VIEW_* bits. */
export function fieldOfView(map: BattleMap, origin: Cell, radius: number): Uint8Array {
  return castView(map, origin, radius, new Uint8Array(map.width * map.height));
}
