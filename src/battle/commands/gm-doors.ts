import type { Cell } from '../geometry/cells';
import { doorAt } from '../state/doors';
import type { GmDoorState } from '../state/gm';
import type { BattleState } from '../state/types';
import { occupiedBy } from '../state/units';
import { reject, type CommandResult } from './actor';
import { gmStep } from './gm-edits';

/**
 * The GM opens, closes or locks a door where the map has one (R-OPS-35): no move spent, no roll;
 * a destroyed door may be put back too. A closed door blocks movement and sight, so nobody may
 * stand in the doorway when it shuts.
 */
export function gmDoor(state: BattleState, at: Cell, to: GmDoorState, isPublic: boolean): CommandResult {
  if (state.phase === 'over') return reject('The battle is over.');
  const found = doorAt(state, at);
  if (!found) return reject(`There is no door at (${at.x}, ${at.y}).`);
  const was = found.door.state;
  if (was === to) return reject(`The door at (${at.x}, ${at.y}) is already ${to}.`);
  const there = occupiedBy(state, at.x, at.y);
  if (to !== 'open' && there) return reject(`${there.name} stands in the doorway at (${at.x}, ${at.y}).`);
  const doors = state.doors.map((d, i) => (i === found.index ? { ...d, state: to } : d));
  return gmStep({ ...state, doors }, { kind: 'door', at: { x: at.x, y: at.y }, state: to, was }, isPublic);
}
