import type { BattleCommand } from '../../commands/types';
import type { BattleMap } from '../../map/types';
import { flowSend, type FlowSnapshot } from '../../round/step';
import { mapNow } from '../../state/doors';
import type { AiLevel, BattleState } from '../../state/types';
import { unitById } from '../../state/units';
import { isDefender } from '../access';
import { missionSeenUnits } from '../side-sight';
import { guardCommand } from './guard';
import { intruderCommand } from './intruder';
import type { Knowledge } from './steps';

/**
 * The computer's turn in a mission (ai/driver.ts asks it for every computer unit of a mission
 * battle): the defenders' mind (guard.ts) or the intruders' (intruder.ts), each given only what its
 * side knows (R-OPS-46). Its command is tried on the true battle before it is given: a move into a
 * cell held by a unit it did not know of is refused there, and the unit waits instead (as a player's
 * command would be refused, with nothing more learnt than that).
 */

/** What the unit's side knows now. */
export function knowledgeOf(state: BattleState, map: BattleMap, side: string): Knowledge {
  return { side, seen: missionSeenUnits(state, mapNow(state, map), side) };
}

export function missionUnitCommand(state: BattleState, ground: BattleMap, unitId: string, level: AiLevel): BattleCommand {
  const u = unitById(state, unitId);
  const m = state.mission;
  if (!u || !m) return { type: 'unit.end-turn', unit: unitId };
  const ways = { live: mapNow(state, ground), ground };
  const k = knowledgeOf(state, ground, u.side);
  return isDefender(m, u) ? guardCommand(state, ways, k, u, level) : intruderCommand(state, ways, k, u, level);
}

/** The unit's command, or its end of turn when the true battle refuses it (the next send of the same command object is free: machine.ts remembers it). */
export function missionTurn(flow: FlowSnapshot, unitId: string, level: AiLevel): BattleCommand {
  const c = missionUnitCommand(flow.context.battle, flow.context.map, unitId, level);
  if (c.type === 'unit.end-turn') return c;
  const tried = flowSend(flow, c);
  return tried.context.rejection === null ? c : { type: 'unit.end-turn', unit: unitId };
}
