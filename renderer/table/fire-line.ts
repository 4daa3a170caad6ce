import { lineSteps } from '../../src/battle/geometry';
import { COVER_FULL, COVER_PARTIAL, type BattleMap } from '../../src/battle/map';
import type { Point } from './coords';

/**
 * The line-of-sight preview as stretches along the line between two cell centres (t from 0 at
 * the shooter to 1 at the target): clear, passing cover (drawn amber, DESIGN.md) or past a
 * blocking tile. Cells come from the rules' own line walk (R-OPS-13), so the picture and the
 * shot agree; on a tie between two cells the line passes the gap and the lesser one counts.
 */
export type StretchKind = 'clear' | 'cover' | 'blocked';

export interface Stretch {
  readonly t0: number;
  readonly t1: number;
  readonly kind: StretchKind;
}

export function fireStretches(map: BattleMap, from: Point, to: Point): Stretch[] {
  const steps = lineSteps(from, to);
  const n = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y));
  if (n === 0) return [];
  const kinds: Array<{ t0: number; t1: number; kind: StretchKind }> = [{ t0: 0, t1: 0.5 / n, kind: 'clear' }];
  let blocked = false;
  steps.forEach((step, i) => {
    const ia = step.a.y * map.width + step.a.x;
    const ib = step.b ? step.b.y * map.width + step.b.x : -1;
    const cover = ib < 0 ? (map.cells.cover[ia] ?? 0) : Math.min(map.cells.cover[ia] ?? 0, map.cells.cover[ib] ?? 0);
    const stops = map.cells.stopsFire[ia] === 1 && (ib < 0 || map.cells.stopsFire[ib] === 1);
    if (stops) blocked = true;
    const kind: StretchKind = blocked ? 'blocked' : cover === COVER_PARTIAL || cover === COVER_FULL ? 'cover' : 'clear';
    kinds.push({ t0: (i + 0.5) / n, t1: (i + 1.5) / n, kind });
  });
  kinds.push({ t0: (n - 0.5) / n, t1: 1, kind: blocked ? 'blocked' : 'clear' });
  const merged: Stretch[] = [];
  for (const k of kinds) {
    const last = merged[merged.length - 1];
    if (last && last.kind === k.kind) merged[merged.length - 1] = { ...last, t1: k.t1 };
    else merged.push(k);
  }
  return merged;
}
