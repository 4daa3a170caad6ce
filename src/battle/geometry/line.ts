import type { Cell } from './cells';

/**
 * The line between two cell centres, as the cells it crosses: one cell per step along the major
 * axis (the axis with the larger difference), the one whose centre is nearest to the line there,
 * endpoints excluded. Where the line passes exactly between two cells (a tie) both are given and
 * the line counts as passing through the gap: it is stopped only if both cells stop it, and it
 * takes the lesser cover of the two.
 *
 * Why this line and not a supercover: it is exactly symmetric (the same cells from either end,
 * since it depends only on the geometric segment), it never clips cells the segment only grazes
 * (a diagonal shot past a pillar's corner is not blocked), and it is exactly the line of sight
 * that symmetric shadowcasting computes, so `fieldOfView` and `lineOfSight` always agree.
 */
export interface LineStep {
  /** The cell on the line. */
  readonly a: Cell;
  /** The second cell when the line passes exactly between two; undefined otherwise. */
  readonly b: Cell | undefined;
}

/** All intermediate steps from `from` to `to` (empty when they are the same or adjacent cells). */
export function lineSteps(from: Cell, to: Cell): LineStep[] {
  const steps: LineStep[] = [];
  walkLine(from.x, from.y, to.x, to.y, (ax, ay, bx, by) => {
    steps.push({ a: { x: ax, y: ay }, b: bx < 0 && by < 0 ? undefined : { x: bx, y: by } });
    return true;
  });
  return steps;
}

/**
 * The line walk itself, allocation-free: calls `visit` per step with the cell and, on a tie, the
 * second cell (else -1, -1). Stops early when `visit` returns false; returns whether it finished.
 */
export function walkLine(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  visit: (x1: number, y1: number, x2: number, y2: number) => boolean,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const xMajor = Math.abs(dx) >= Math.abs(dy);
  const n = xMajor ? Math.abs(dx) : Math.abs(dy);
  const sMajor = (xMajor ? dx : dy) < 0 ? -1 : 1;
  const dMinor = xMajor ? dy : dx;
  const sMinor = dMinor < 0 ? -1 : 1;
  const m = Math.abs(dMinor);
  for (let i = 1; i < n; i++) {
    // Minor offset = m*i/n; rounded to nearest, with a tie when it is exactly k + 1/2.
    const twice = 2 * m * i + n;
    const r = Math.floor(twice / (2 * n));
    const tie = twice % (2 * n) === 0 && m !== 0;
    const major = sMajor * i;
    const minor1 = sMinor * r;
    const minor2 = tie ? sMinor * (r - 1) : 0;
    const ok = xMajor
      ? visit(ax + major, ay + minor1, tie ? ax + major : -1, tie ? ay + minor2 : -1)
      : visit(ax + minor1, ay + major, tie ? ax + minor2 : -1, tie ? ay + major : -1);
    if (!ok) return false;
  }
  return true;
}
