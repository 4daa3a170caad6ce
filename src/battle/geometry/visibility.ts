import type { BattleMap } from '../map/types';
import type { Cell } from './cells';
import { distanceTiles } from './distance';
import { castView } from './fov';
import { lineOfSight } from './sight';

/** A unit as geometry needs it. */
export interface Viewer {
  readonly id: string;
  readonly side: string;
  readonly cell: Cell;
}

/**
 * Cells each side sees: the union of its viewers' fields of view (VIEW_* bits), for fog of war.
 * `radiusTiles` bounds sight (Infinity for the whole map).
 */
export function sideViews(
  map: BattleMap,
  viewers: readonly Viewer[],
  radiusTiles: number,
): Map<string, Uint8Array> {
  const views = new Map<string, Uint8Array>();
  const radius = Math.min(radiusTiles, map.width + map.height);
  for (const v of viewers) {
    let view = views.get(v.side);
    if (!view) {
      view = new Uint8Array(map.width * map.height);
      views.set(v.side, view);
    }
    castView(map, v.cell, radius, view);
  }
  return views;
}

/**
 * Which enemy units each side sees: a unit is seen when any unit of the other side has line of
 * sight to it within `radiusTiles`. Pairwise lines, so the cost grows with units, not map size.
 * Sides with no viewer get an empty list; ids come in the order of `units`.
 */
export function visibleEnemies(
  map: BattleMap,
  units: readonly Viewer[],
  radiusTiles = Infinity,
): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  for (const u of units) if (!seen.has(u.side)) seen.set(u.side, []);
  for (const [side, list] of seen) {
    for (const target of units) {
      if (target.side === side) continue;
      const spotted = units.some(
        (v) => v.side === side && distanceTiles(v.cell, target.cell) <= radiusTiles && lineOfSight(map, v.cell, target.cell),
      );
      if (spotted) list.push(target.id);
    }
  }
  return seen;
}
