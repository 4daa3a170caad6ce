import type { BattleCommand } from '../../commands/types';
import type { BattleMap } from '../../map/types';
import { applyBattleCommand } from '../../round/step';
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

/** The unit's command, or its end of turn when the true battle refuses it (applying the same command object next is free: step.ts remembers it). */
export function missionTurn(state: BattleState, map: BattleMap, unitId: string, level: AiLevel): BattleCommand {
  const c = missionUnitCommand(state, map, unitId, level);
  if (c.type === 'unit.end-turn') return c;
  return 'rejected' in applyBattleCommand(state, map, c) ? { type: 'unit.end-turn', unit: unitId } : c;
}
