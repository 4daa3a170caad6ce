import type { BattleMap } from '../map/types';
import { endRound, startRound } from '../round/round-flow';
import type { BattleEvent } from '../state/events';
import type { BattleState } from '../state/types';
import { applyDodge, applyEndTurn, applyHold, applyReload } from './actions';
import { promptWaiting, reject, type CommandResult } from './actor';
import { applyActNow } from './act-now';
import { applyGmCommand } from './gm-apply';
import { isGmCommand } from './gm-types';
import { applyAttack, applyDefend, applyDodgeReply } from './attack';
import { applyPickUp, applySwitch } from './weapons';
import { applyDoor } from './doors';
import { mapNow } from '../state/doors';
import { applyMove } from './move';
import { applyFirstAid, applyThrow } from './support';
import type { BattleCommand } from './types';

export type BattleStep = { readonly state: BattleState; readonly events: readonly BattleEvent[] } | { readonly rejected: string };

function dispatch(state: BattleState, map: BattleMap, c: BattleCommand): CommandResult {
  if (isGmCommand(c)) return applyGmCommand(state, map, c);
  if (state.phase === 'over') return reject('The battle is over.');
  if (state.prompt && c.type !== 'unit.dodge-reply' && c.type !== 'unit.defend') return reject(promptWaiting(state, state.prompt));
  switch (c.type) {
    case 'round.start':
      return state.phase === 'round-start' ? startRound(state) : reject('The round is already under way.');
    case 'round.end':
      return state.phase === 'round-end' ? endRound(state) : reject('Not everyone has acted yet this round.');
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
  }
}

/**
 * The battle's one reducer (issue 4 point 5): a new state and what happened, or a rejection with a
 * human reason that leaves the state untouched. Deterministic: dice come only from `state.rng`.
 */
export function applyBattleCommand(state: BattleState, map: BattleMap, command: BattleCommand): BattleStep {
  // The events go to the caller only: the state keeps no log (see replay.ts for a history).
  // R-OPS-35: the rules read the ground with the battle's closed doors in it.
  return dispatch(state, mapNow(state, map), command);
}
