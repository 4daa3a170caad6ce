import type { BattleMap } from '../map/types';
import type { BattleState, SideId } from '../state/types';
import { isFighting } from '../state/units';
import { guardOf, isIntruder } from './access';
import { cameraSees, missionSight, unitSees } from './sight';
import type { MissionState } from './types';

/**
 * What a side of a mission knows of the other side's units now (the seat view's `units` in sight,
 * view/sight.ts): R-OPS-43's sight for everyone, and for the defenders R-OPS-40's noticing too: an
 * intruder is known to the defenders only while a defender that has noticed it sees it (or a working
 * camera that noticed it), so an unnoticed intruder never reaches their seat view or their computer
 * (R-OPS-46). Bodies lying in sight are seen by anyone.
 */
export function missionSeenUnits(state: BattleState, live: BattleMap, side: SideId): Set<string> {
  const m = state.mission as MissionState;
  const s = missionSight(m, live);
  const eyes = state.units.filter((u) => u.side === side && isFighting(u));
  const seen = new Set<string>();
  const defending = side === m.defenders;
  for (const t of state.units) {
    if (t.side === side) continue;
    const body = !isFighting(t);
    if (defending && isIntruder(m, t) && !body) {
      if (eyes.some((d) => guardOf(m, d).noticed.includes(t.id) && unitSees(s, m, d, t.cell))) seen.add(t.id);
      else if (m.devices.some((d) => d.noticed.includes(t.id) && cameraSees(s, d, t.cell))) seen.add(t.id);
      continue;
    }
    if (eyes.some((e) => unitSees(s, m, e, t.cell))) seen.add(t.id);
  }
  return seen;
}

/** The part of a mission the side's sight depends on besides positions: who noticed whom, the light, the cameras. */
export function missionSightKey(m: MissionState): string {
  let key = `${m.light ?? ''}|`;
  for (const [id, g] of Object.entries(m.guards)) if (g.noticed.length > 0) key += `${id}:${g.noticed.join(',')};`;
  for (const d of m.devices) if (d.kind === 'camera') key += `${d.id}${d.status.charAt(0)}${d.noticed.join(',')};`;
  return key;
}
