import type { BattleMap } from '../map/types';
import type { BattleState } from '../state/types';
import { applyDodge, applyEndTurn, applyHold, applyReload } from './actions';
import type { CommandResult } from './actor';
import { applyActNow } from './act-now';
import { applyAttack, applyDefend, applyDodgeReply } from './attack';
import { applyMove } from './move';
import { applyPickUp, applySwitch } from './weapons';
import { applyDoor } from './doors';
import { applyGmCommand } from './gm-apply';
import { isGmCommand, type GmCommand } from './gm-types';
import { applyFirstAid, applyThrow } from './support';
import type { BattleCommand } from './types';
import { applyTask } from '../mission/tasks';
import { applyWatch } from '../overwatch/watch';
import { missionRefusal } from '../mission/refusals';

/** The commands a unit (or its controller) gives; round start and end belong to the round machine, the GM's are apart. */
export type UnitCommand = Exclude<BattleCommand, { type: 'round.start' } | { type: 'round.end' } | GmCommand>;

export { isGmCommand, type GmCommand };

/** A GM edit or note (gm-apply.ts): the GM is nobody's turn, so the rule takes it at any step. */
export function applyGmRule(state: BattleState, map: BattleMap, c: GmCommand): CommandResult {
  return applyGmCommand(state, map, c);
}

/**
 * One unit command's rule: checked against the state and applied, or refused with a sentence.
 * `map` is the ground as it is now (state/doors.ts mapNow: closed doors block, R-OPS-35). No flow here: what happens after (the rest of the group, deferred harm, the next group, the
 * round's end, the battle's end) is decided by the round machine (round/machine.ts), which is
 * the only caller.
 */
export function applyRule(state: BattleState, map: BattleMap, c: UnitCommand): CommandResult {
  // R-OPS-39: what an unaware or suspicious defender may not do.
  const refused = state.mission ? missionRefusal(state, c) : null;
  if (refused !== null) return { rejected: refused };
  switch (c.type) {
    case 'unit.move':
      return applyMove(state, map, c.unit, c.to, false);
    case 'unit.run':
      return applyMove(state, map, c.unit, c.to, true);
    case 'unit.attack':
    case 'unit.melee':
      return applyAttack(state, map, c);
    case 'unit.reload':
      return applyReload(state, c.unit);
    case 'unit.throw':
      return applyThrow(state, map, c.unit, c.at);
    case 'unit.first-aid':
      return applyFirstAid(state, c.unit, c.patient);
    case 'unit.hold':
      return applyHold(state, c.unit, c.until);
    case 'unit.watch':
      return applyWatch(state, c.unit);
    case 'unit.act-now':
      return applyActNow(state, c.unit);
    case 'unit.dodge':
      return applyDodge(state, c.unit);
    case 'unit.dodge-reply':
      return applyDodgeReply(state, map, c.unit, c.dodge);
    case 'unit.defend':
      return applyDefend(state, map, c.unit, c.defence);
    case 'unit.switch':
      return applySwitch(state, c.unit, c.to);
    case 'unit.pick-up':
      return applyPickUp(state, c.unit, c.item);
    case 'unit.door':
      return applyDoor(state, map.metersPerTile, c.unit, c.at, c.action);
    case 'unit.end-turn':
      return applyEndTurn(state, c.unit);
    case 'unit.task':
      return applyTask(state, map, c);
  }
}
