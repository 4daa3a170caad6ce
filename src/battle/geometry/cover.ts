import { COVER_KINDS, COVER_NONE, type BattleMap } from '../map/types';
import type { Cell } from './cells';
import { lineSteps } from './line';
import { lineOfFire } from './sight';

export type TargetCover = 'none' | 'partial' | 'full';

export interface CoverResult {
  /** False when a blocking tile is on the line: no shot at all (R-OPS-13). */
  readonly lineOfFire: boolean;
  /** Cover of the target against this attacker: the cover tile on the line next to the target. */
  readonly targetCover: TargetCover;
  /** Added to the shot's difficulty: partial +1, full +2 (R-OPS-13). */
  readonly difficultyModifier: 0 | 1 | 2;
  /** The line passes a cover tile next to the attacker: it leans out to fire (R-OPS-13). */
  readonly attackerBehindCover: boolean;
  /** Added to the attacker's roll: -1 when behind cover (R-OPS-13). */
  readonly attackerModifier: 0 | -1;
}

/**
 * Cover per R-OPS-13 along the line of fire between tile centres (line.ts). The line has exactly
 * one step next to each end (two on a tie), so "the best cover tile adjacent to the target" is
 * that step's cover; on a tie the line passes the gap, so the lesser of the two cells counts.
 * The target's own tile gives no cover: only tiles on the line do. Cover does not add up.
 */
export function coverAgainst(map: BattleMap, attacker: Cell, target: Cell): CoverResult {
  const fire = lineOfFire(map, attacker, target);
  const steps = lineSteps(attacker, target);
  const coverAt = (i: number): number => {
    const step = steps[i];
    if (!step) return COVER_NONE;
    const c1 = map.cells.cover[step.a.y * map.width + step.a.x] ?? COVER_NONE;
    if (!step.b) return c1;
    return Math.min(c1, map.cells.cover[step.b.y * map.width + step.b.x] ?? COVER_NONE);
  };
  // A `block` tile next to the target with fire still passing cannot happen (it stops fire), so
  // the code is capped at full for the kinds a shot can face.
  const near = Math.min(coverAt(steps.length - 1), 2) as 0 | 1 | 2;
  const behind = coverAt(0) > COVER_NONE;
  return {
    lineOfFire: fire,
    targetCover: COVER_KINDS[near] as TargetCover,
    difficultyModifier: near,
    attackerBehindCover: behind,
    attackerModifier: behind ? -1 : 0,
  };
}
