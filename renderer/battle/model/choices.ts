/**
 * The acting unit's choices, worked out once per seat view (a change of the battle) and per
 * acting unit, never per redraw: hovering or pinning a target reuse them. All of
 * it comes from the seat view (src/battle/view seatActions), so nothing names or places a unit
 * the seat has not seen.
 */
import type { LegalActions, Unit } from '../../../src/battle';
import type { BattleMap } from '../../../src/battle/map';
import { seatActions, type SeatView } from '../../../src/battle/view';
import { attackTargets } from '../attack-options';

export interface SeatChoices {
  /** The viewer's units that may take their turn now. */
  readonly units: readonly string[];
  /** The one taking it on screen: the selected one if it may, else the first. */
  readonly acting: Unit | null;
  readonly legal: LegalActions | null;
  /** Units it may attack now, in the order the T key walks them. */
  readonly targets: readonly string[];
  /** y * width + x of the cells it may walk to, and of those it may only run to. */
  readonly walk: ReadonlySet<number>;
  readonly run: ReadonlySet<number>;
}

const NONE: SeatChoices = { units: [], acting: null, legal: null, targets: [], walk: new Set(), run: new Set() };

const memo = new WeakMap<SeatView, Map<string, SeatChoices>>();

/** Counts how often the choices were worked out (the table's tests check once per change). */
export const choiceStats = { computed: 0 };

export function choicesFor(view: SeatView | null, map: BattleMap, selected: string | null): SeatChoices {
  if (!view || view.decision.kind !== 'turn') return NONE;
  const units = view.decision.units;
  const actingId = selected !== null && units.includes(selected) ? selected : (units[0] ?? null);
  if (actingId === null) return NONE;
  let byUnit = memo.get(view);
  if (!byUnit) {
    byUnit = new Map();
    memo.set(view, byUnit);
  }
  const known = byUnit.get(actingId);
  if (known) return known;
  choiceStats.computed += 1;
  const acting = view.own.find((u) => u.id === actingId) ?? null;
  const l = seatActions(view, map, actingId);
  const legal = 'rejected' in l ? null : l;
  const w = map.width;
  const walk = new Set((legal?.walk ?? []).map((c) => c.y * w + c.x));
  const run = new Set((legal?.run ?? []).map((c) => c.y * w + c.x).filter((i) => !walk.has(i)));
  const made: SeatChoices = { units, acting, legal, targets: legal ? attackTargets(legal) : [], walk, run };
  byUnit.set(actingId, made);
  return made;
}
