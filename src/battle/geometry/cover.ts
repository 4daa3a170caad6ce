import { COVER_KINDS, type BattleMap } from '../map/types';
import type { Cell } from './cells';
import { FIRE_BEHIND_COVER, FIRE_CLEAR, fireCover, fireCoverCode } from './fire-cover';

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

function coverResult(packed: number): CoverResult {
  const near = fireCoverCode(packed);
  const behind = (packed & FIRE_BEHIND_COVER) !== 0;
  return Object.freeze({
    lineOfFire: (packed & FIRE_CLEAR) !== 0,
    targetCover: COVER_KINDS[near],
    difficultyModifier: near,
    attackerBehindCover: behind,
    attackerModifier: behind ? -1 : 0,
  });
}

const COVER_RESULTS: readonly CoverResult[] = Array.from({ length: 16 }, (_, packed) => coverResult(packed));
const NO_COVER = coverResult(FIRE_CLEAR);

/**
 * Cover per R-OPS-13 along the line of fire between tile centres (line.ts). The line has exactly
 * one step next to each end (two on a tie), so "the best cover tile adjacent to the target" is
 * that step's cover; on a tie the line passes the gap, so the lesser of the two cells counts.
 * The target's own tile gives no cover: only tiles on the line do. Cover does not add up.
 */
export function coverAgainst(map: BattleMap, attacker: Cell, target: Cell): CoverResult {
  // One allocation-free walk (fire-cover.ts); the few possible answers are shared frozen objects.
  return COVER_RESULTS[fireCover(map, attacker.x, attacker.y, target.x, target.y) & 15] ?? NO_COVER;
}
