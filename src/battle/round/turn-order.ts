import type { BattleEvent } from '../state/events';
import type { BattleState, TurnGroup, Unit } from '../state/types';
import { isFighting, unitById } from '../state/units';
import { copyBattle, copyUnit } from '../state/copy';
import { endWatches } from '../overwatch/watch';

/**
 * Who acts when (R-OPS-4, R-OPS-28). Units of equal initiative form one simultaneous group; a
 * unit holding "until X acts" re-enters as soon as X has acted (or can no longer act); a unit
 * holding to a lower value joins whatever group has that value.
 */

/** Builds the groups of equal values, highest first, from units' current initiative. */
export function orderGroups(units: readonly Unit[]): TurnGroup[] {
  const byValue = new Map<number, string[]>();
  for (const u of units) {
    if (u.initiative === null || !isFighting(u)) continue;
    const list = byValue.get(u.initiative) ?? [];
    list.push(u.id);
    byValue.set(u.initiative, list);
  }
  return [...byValue.entries()].sort((a, b) => b[0] - a[0]).map(([value, ids]) => ({ value, units: ids }));
}

/** A unit still to take its turn this round, not waiting on another unit. */
function waiting(u: Unit): boolean {
  return isFighting(u) && !u.turn.done && u.initiative !== null;
}

/** Holders whose awaited unit has acted or can no longer act (R-OPS-28). */
function released(state: BattleState): Unit[] {
  return state.units.filter((u) => {
    if (!waiting(u) || u.hold?.kind !== 'until') return false;
    const awaited = unitById(state, u.hold.unit);
    return !awaited || !waiting(awaited) || awaited.dodging || awaited.turn.acted;
  });
}

/** Opens the next group; `group` stays null when everyone has acted (the round machine then ends the round). */
export function openNextGroup(state: BattleState): { state: BattleState; events: BattleEvent[] } {
  const current = state.group?.value ?? Infinity;
  let members = released(state);
  let value = Number.isFinite(current) ? current : (members[0]?.initiative ?? 0);
  if (members.length === 0) {
    const ready = state.units.filter((u) => waiting(u) && u.hold?.kind !== 'until');
    const top = Math.max(...ready.map((u) => u.initiative ?? -Infinity));
    members = ready.filter((u) => u.initiative === top);
    value = top;
  }
  if (members.length === 0) {
    // Holders whose awaited units wait on each other: nobody else is left, so they act now.
    members = state.units.filter((u) => waiting(u));
    value = Math.min(...members.map((u) => u.initiative ?? 0));
  }
  if (members.length === 0) {
    const next = copyBattle(state);
    next.group = null;
    return { state: next, events: [] };
  }
  const ids = members.map((u) => u.id);
  const group: TurnGroup = { units: ids, value };
  // Members already at the value keep their objects (a replay copies less).
  const next = copyBattle(state);
  next.units = state.units.map((u) => {
    if (!ids.includes(u.id) || (u.hold === null && u.initiative === value)) return u;
    const v = copyUnit(u);
    v.hold = null;
    v.initiative = value;
    return v;
  });
  next.group = group;
  // R-OPS-48: a watch lasts until the watcher's next turn, which begins now.
  return { state: endWatches(next, ids), events: [{ type: 'turn.started', units: ids, value }] };
}

/** Whether every member of the current group has finished its turn. */
export function groupFinished(state: BattleState): boolean {
  const group = state.group;
  if (!group) return true;
  return group.units.every((id) => {
    const u = unitById(state, id);
    return !u || !isFighting(u) || u.turn.done || u.hold !== null;
  });
}
