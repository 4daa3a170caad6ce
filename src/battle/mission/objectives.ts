import type { Cell } from '../geometry/cells';
import type { CellRect } from '../map/types';
import type { BattleResult, BattleState } from '../state/types';
import { isFighting } from '../state/units';
import type { MissionBuilder } from './mind';
import type { MissionObjective, MissionState, ObjectiveState } from './types';

/**
 * R-OPS-45, objectives and the mission's end: which objectives are done, and whether the mission
 * succeeded (its required objectives done), failed (no intruder can act, or the round limit), or
 * goes on.
 */

export const inRect = (r: CellRect, c: Cell): boolean => c.x >= r.x && c.y >= r.y && c.x < r.x + r.w && c.y < r.y + r.h;

export const inExit = (m: MissionState, c: Cell): boolean => m.exits.some((r) => inRect(r, c));

/** Intruders still on the map and able to act (freed captives among them). */
export function intrudersActive(state: BattleState, m: MissionState): number {
  let n = 0;
  for (const u of state.units) if (u.side === m.intruders && isFighting(u)) n++;
  return n;
}

/** Whether an objective is done in this state, apart from the ones the units' own actions complete (hack, plant). */
function doneNow(state: BattleState, m: MissionState, o: MissionObjective, roundEnd: boolean): boolean {
  switch (o.kind) {
    case 'eliminate':
      return o.units.length > 0 && o.units.every((id) => {
        const u = state.units.find((x) => x.id === id);
        return u !== undefined && !isFighting(u);
      });
    case 'extract': {
      const left = new Set(m.left.map((u) => u.id));
      if (o.units.length > 0) return o.units.every((id) => left.has(id));
      return left.size > 0 && intrudersActive(state, m) === 0;
    }
    case 'retrieve':
      return m.items.some((i) => i.id === o.target && i.out);
    case 'rescue':
      return m.left.some((u) => u.id === o.target);
    case 'reach':
      return roundEnd && o.zone !== null && state.units.some((u) => u.side === m.intruders && isFighting(u) && inRect(o.zone as CellRect, u.cell));
    case 'hack':
    case 'plant':
      return false;
  }
}

function setObjective(b: MissionBuilder, o: MissionObjective, state: ObjectiveState): void {
  const next = { ...o, state, round: b.round };
  b.m = { ...b.m, objectives: b.m.objectives.map((x) => (x.id === o.id ? next : x)) };
  b.events.push({ type: 'mission.objective', objective: o.id, progress: next.progress, needed: next.needed, state });
}

/** Marks the objectives this state has done (`roundEnd`: reach counts at the end of a round only). */
export function refreshObjectives(b: MissionBuilder, roundEnd: boolean): void {
  for (const o of b.m.objectives) {
    if (o.state !== 'open') continue;
    if (doneNow(b.state, b.m, o, roundEnd)) setObjective(b, o, 'done');
  }
}

/** One more success on a hack or a plant (R-OPS-45); a hack done after its successes. */
export function progressObjective(b: MissionBuilder, id: string, by: string): void {
  const o = b.m.objectives.find((x) => x.id === id);
  if (!o) return;
  const progress = o.progress + 1;
  const full = progress >= o.needed;
  let next: MissionObjective = { ...o, progress };
  if (full && o.kind === 'plant') next = { ...next, armed: { round: b.round, by } };
  b.m = { ...b.m, objectives: b.m.objectives.map((x) => (x.id === id ? next : x)) };
  if (full && o.kind === 'hack') setObjective(b, next, 'done');
  else b.events.push({ type: 'mission.objective', objective: id, progress, needed: o.needed, state: 'open' });
}

/** A charge goes off: its plant objective is done (R-OPS-45). */
export function chargeOff(b: MissionBuilder, id: string): void {
  const o = b.m.objectives.find((x) => x.id === id);
  if (o && o.state === 'open') setObjective(b, o, 'done');
}

const names = (os: readonly MissionObjective[]): string => os.map((o) => o.name).join(', ');

/**
 * The mission's result, if it is decided (R-OPS-45): its required objectives done; or no intruder
 * able to act on the map (the ones that left with objectives undone included); `roundEnd` adds the
 * round limit.
 */
export function missionOutcome(state: BattleState, roundEnd: boolean): BattleResult | null {
  const m = state.mission;
  if (!m) return null;
  const intruders = state.sides.find((s) => s.id === m.intruders);
  const defenders = state.sides.find((s) => s.id === m.defenders);
  const required = m.objectives.filter((o) => o.required);
  if (required.every((o) => o.state === 'done') && intruders) return { winner: intruders.id, reason: `The mission succeeded: ${names(required)} done.` };
  if (!defenders) return null;
  const undone = required.filter((o) => o.state !== 'done');
  if (intrudersActive(state, m) === 0) {
    const how = m.left.length > 0 ? 'the intruders left' : 'no intruder can act';
    return { winner: defenders.id, reason: `The mission failed: ${how} with ${names(undone)} not done.` };
  }
  if (roundEnd && state.clock.round >= m.roundLimit) return { winner: defenders.id, reason: `The mission failed: ${m.roundLimit} rounds passed with ${names(undone)} not done.` };
  return null;
}
