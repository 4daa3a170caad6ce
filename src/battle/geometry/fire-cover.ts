import type { BattleMap } from '../map/types';

/**
 * Line of fire and R-OPS-13 cover in one walk of the line, allocating nothing: the computer
 * opponent asks this for every candidate cell against every enemy, so `coverAgainst`'s step
 * list and second walk were its largest cost. The result is packed in a small integer:
 * FIRE_CLEAR, the target's cover code (0..2) in bits 1-2, FIRE_BEHIND_COVER for the attacker.
 * It walks exactly line.ts's line (same steps, same ties) and reads cover as cover.ts does;
 * a property test checks it against `coverAgainst` and `lineOfFire` on random maps.
 */
export const FIRE_CLEAR = 1;
export const FIRE_BEHIND_COVER = 8;
const FIRST_SHIFT = 4;

/** The target's cover code (0 none, 1 partial, 2 full) in a packed result. */
export const fireCoverCode = (packed: number): 0 | 1 | 2 => ((packed >> 1) & 3) as 0 | 1 | 2;

/** The packed answer for the same line walked from the target's end. */
export function reverseFireCover(packed: number): number {
  const near = (packed >> 1) & 3;
  const first = (packed >> FIRST_SHIFT) & 3;
  return (packed & FIRE_CLEAR) | (first << 1) | (near > 0 ? FIRE_BEHIND_COVER : 0) | (near << FIRST_SHIFT);
}

/**
 * Packed line of fire and cover from (ax, ay) to (bx, by). With `stopWhenBlocked` a blocked line
 * returns 0 at once (no cover bits): enough when only a clear shot matters.
 */
export function fireCover(map: BattleMap, ax: number, ay: number, bx: number, by: number, stopWhenBlocked = false): number {
  const width = map.width;
  const stops = map.cells.stopsFire;
  const cover = map.cells.cover;
  const dx = bx - ax;
  const dy = by - ay;
  const xMajor = Math.abs(dx) >= Math.abs(dy);
  const n = xMajor ? Math.abs(dx) : Math.abs(dy);
  const sMajor = (xMajor ? dx : dy) < 0 ? -1 : 1;
  const dMinor = xMajor ? dy : dx;
  const sMinor = dMinor < 0 ? -1 : 1;
  const m = Math.abs(dMinor);
  let clear = true;
  let first = 0;
  let last = 0;
  // The same integer arithmetic as walkLine (line.ts), inlined: no callback per step.
  for (let i = 1; i < n; i++) {
    const twice = 2 * m * i + n;
    const r = Math.floor(twice / (2 * n));
    const tie = twice % (2 * n) === 0 && m !== 0;
    const major = sMajor * i;
    const minor1 = sMinor * r;
    const c1 = xMajor ? (ay + minor1) * width + ax + major : (ay + major) * width + ax + minor1;
    let stop = stops[c1] === 1;
    let here = cover[c1] ?? 0;
    if (tie) {
      const minor2 = sMinor * (r - 1);
      const c2 = xMajor ? (ay + minor2) * width + ax + major : (ay + major) * width + ax + minor2;
      // Through the gap: stopped only if both stop it, and the lesser cover counts (cover.ts).
      stop = stop && stops[c2] === 1;
      here = Math.min(here, cover[c2] ?? 0);
    }
    if (stop) {
      if (stopWhenBlocked) return 0;
      clear = false;
    }
    if (i === 1) first = here;
    last = here;
  }
  // A `block` tile next to the target with fire passing cannot happen: capped at full (cover.ts).
  const near = Math.min(last, 2);
  const own = Math.min(first, 2);
  return (clear ? FIRE_CLEAR : 0) | (near << 1) | (own > 0 ? FIRE_BEHIND_COVER : 0) | (own << FIRST_SHIFT);
}
