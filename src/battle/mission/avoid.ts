import type { BattleMap } from '../map/types';
import type { BattleState, Unit } from '../state/types';
import { isIntruder } from './access';

/**
 * READING-KNOWN-DEVICES (readings.ts): the cells (y * width + x) an intruder's walk keeps out of when
 * another way exists: those of the trip wires and motion sensors its side has noticed and that still
 * work (R-OPS-44). Empty for everyone else and in plain battles.
 */
export function cellsToAvoid(state: BattleState, map: BattleMap, u: Unit): number[] {
  const m = state.mission;
  if (!m || !isIntruder(m, u)) return [];
  const out: number[] = [];
  for (const d of m.devices) {
    if (!d.spotted || d.status !== 'active' || (d.kind !== 'tripwire' && d.kind !== 'motion')) continue;
    for (const c of d.cells) out.push(c.y * map.width + c.x);
  }
  return out;
}
