import { finishTurn, type CommandResult } from '../commands/actor';
import type { BattleEvent } from '../state/events';
import type { BattleState, TurnGroup } from '../state/types';
import { unitById } from '../state/units';

const without = (groups: readonly TurnGroup[], id: string): TurnGroup[] =>
  groups.map((g) => ({ ...g, units: g.units.filter((u) => u !== id) })).filter((g) => g.units.length > 0);

/**
 * R-OPS-45 extract: the unit leaves the map through the exit zone (its action). It is kept in the
 * mission's `left` as it left, with what it carried counted out (READING-EXTRACT); the battle goes
 * on without it, as after the GM removes a unit (commands/gm-roster.ts).
 */
export function leaveMap(state: BattleState, id: string, events: readonly BattleEvent[]): CommandResult {
  const m = state.mission;
  const ended = finishTurn(state, id, events);
  if ('rejected' in ended || !m) return ended;
  const s = ended.state;
  const u = unitById(s, id);
  if (!u) return ended;
  const units = s.units
    .filter((v) => v.id !== id)
    .map((v) => (v.holding === id || v.heldBy === id ? { ...v, holding: v.holding === id ? null : v.holding, heldBy: v.heldBy === id ? null : v.heldBy } : v));
  const items = m.items.map((i) => (i.carrier === id ? { ...i, out: true, cell: u.cell } : i));
  return {
    state: {
      ...s,
      units,
      order: without(s.order, id),
      group: s.group ? { ...s.group, units: s.group.units.filter((x) => x !== id) } : null,
      deferred: s.deferred.filter((e) => e.unit !== id && !(e.kind === 'grab' && e.holder === id)),
      mission: { ...m, items, left: [...m.left, u] },
    },
    events: ended.events,
  };
}
