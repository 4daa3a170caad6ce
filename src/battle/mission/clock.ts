import type { Cell } from '../geometry/cells';
import type { BattleMap } from '../map/types';
import type { BattleEvent } from '../state/events';
import type { BattleState, Unit } from '../state/types';
import { occupiedBy } from '../state/units';
import { missionBuilder, type MissionBuilder } from './mind';
import { loudNoise } from './noise';
import { chargeOff, refreshObjectives } from './objectives';
import { SUSPICION_ROUNDS } from './readings';

/**
 * The mission at the end of each round: suspicion wears off (R-OPS-39), charges on a fuse go off
 * (R-OPS-45), the alarm clock brings the reinforcements (R-OPS-44), and a unit standing in a reach
 * zone completes it (R-OPS-45). At each round's start the runs of the last round are forgotten.
 */

export function missionRoundEnd(state: BattleState, map: BattleMap): { state: BattleState; events: BattleEvent[] } {
  const b = missionBuilder(state, map);
  if (!b) return { state, events: [] };
  calmDown(b);
  fuses(b);
  reinforce(b);
  refreshObjectives(b, true);
  return b.done();
}

export function missionRoundStart(state: BattleState): BattleState {
  const m = state.mission;
  if (!m || m.ran.length === 0) return state;
  return { ...state, mission: { ...m, ran: [] } };
}

function calmDown(b: MissionBuilder): void {
  for (const d of b.defenders()) {
    const g = b.guard(d);
    if (g.awareness !== 'suspicious' || b.round - g.since < SUSPICION_ROUNDS) continue;
    b.setGuard(d.id, { ...g, awareness: 'unaware', look: null });
    b.events.push({ type: 'mission.awareness', unit: d.id, from: 'suspicious', to: 'unaware', cause: 'calmed' });
  }
}

function fuses(b: MissionBuilder): void {
  for (const o of b.m.objectives) {
    if (o.kind !== 'plant' || o.state !== 'open' || !o.armed || o.fuse === null) continue;
    if (b.round - o.armed.round < o.fuse) continue;
    chargeOff(b, o.id);
    loudNoise(b, 'blast', null, o.zone ? { x: o.zone.x, y: o.zone.y } : { x: 0, y: 0 });
  }
}

/** R-OPS-44: the reinforcements enter free cells of their zone once the alarm clock has run. */
function reinforce(b: MissionBuilder): void {
  const r = b.m.reinforcements;
  const alarm = b.m.alarm;
  if (!r || r.arrived || !alarm.raised || alarm.round === null || b.round - alarm.round < r.after) return;
  const free: Cell[] = [];
  for (const z of r.zone) {
    for (let y = z.y; y < z.y + z.h; y++) {
      for (let x = z.x; x < z.x + z.w; x++) {
        if (b.map.cells.blocksMove[y * b.map.width + x] === 1 || occupiedBy(b.state, x, y)) continue;
        free.push({ x, y });
      }
    }
  }
  const units: Unit[] = [];
  for (const [i, u] of r.units.entries()) {
    const cell = free[i];
    if (!cell) break;
    units.push({ ...u, cell });
  }
  b.state = { ...b.state, units: [...b.state.units, ...units] };
  const guards = { ...b.m.guards };
  for (const u of units) guards[u.id] = { awareness: 'alerted', post: u.cell, route: [], leg: 0, look: b.m.guards[alarm.by ?? '']?.look ?? null, since: b.round, noticed: [], radio: null };
  b.m = { ...b.m, guards, reinforcements: { ...r, arrived: true } };
  b.events.push({ type: 'mission.reinforcements', units: units.map((u) => u.id) });
}
