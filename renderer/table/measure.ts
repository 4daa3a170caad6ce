import { coverAgainst, distanceMeters, lineOfSight } from '../../src/battle/geometry';
import type { BattleMap } from '../../src/battle/map';
import type { Point } from './coords';
import { fireStretches } from './fire-line';
import type { RulerSpec, SightLine } from './ruler-layer';
import { findUnit, shownUnits, type TableView } from './view-model';

/** Pure assembly of what the measuring layers draw, from the view and the map. */

export type RulerMode = { readonly kind: 'off' } | { readonly kind: 'selected' } | { readonly kind: 'anchor'; readonly from: Point };

export function rulerSpec(map: BattleMap, view: TableView, mode: RulerMode, to: Point | null): RulerSpec | null {
  if (mode.kind === 'off' || to === null) return null;
  const selected = findUnit(view, view.selectedId);
  const from = mode.kind === 'anchor' ? mode.from : selected ? { x: selected.x, y: selected.y } : null;
  if (!from) return null;
  return {
    from,
    to,
    // R-OPS-12: centre to centre, in meters.
    meters: distanceMeters(map, from, to),
    bands: view.weapon?.bands ?? null,
    weapon: view.weapon?.name ?? null,
  };
}

/**
 * Lines from the selected unit to every enemy the viewer is shown and the unit can see
 * (R-OPS-13), each cut into clear, cover and blocked stretches.
 */
export function sightLines(map: BattleMap, view: TableView): SightLine[] {
  const me = findUnit(view, view.selectedId);
  if (!me || me.states.dead) return [];
  const out: SightLine[] = [];
  for (const u of shownUnits(view, map.width)) {
    if (u.side === me.side || u.states.dead) continue;
    if (!lineOfSight(map, me, u)) continue;
    out.push({
      from: { x: me.x, y: me.y },
      to: { x: u.x, y: u.y },
      stretches: fireStretches(map, me, u),
      targetCover: coverAgainst(map, me, u).targetCover,
    });
  }
  return out;
}
