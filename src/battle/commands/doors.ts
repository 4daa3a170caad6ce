import { doorRollChance, resolveDoorRoll, type DoorRollInput } from '../../ops/combat/doors';
import type { Cell } from '../geometry/cells';
import { diceFor } from '../state/dice';
import { doorAt } from '../state/doors';
import { inflict } from '../state/effects';
import type { BattleEvent } from '../state/events';
import type { BattleDoor, BattleDoorState, BattleState, Effect, Unit } from '../state/types';
import { unitModifiers, withUnit } from '../state/units';
import { actorFor, finishTurn, reject, type CommandResult } from './actor';
import { WALK_METERS } from './move';

/**
 * R-OPS-35: doors. Opening or closing an adjacent unlocked door costs 2 m of the move; a locked
 * door opens by Pick Locks or a kick (each try the action) or a Door Charge (the action, no roll),
 * which destroys the door and stuns the units within 2 m on the far side: -2 to their next action.
 */
export type DoorAction = 'open' | 'close' | 'pick' | 'kick' | 'charge';
export const DOOR_ACTIONS: readonly DoorAction[] = ['open', 'close', 'pick', 'kick', 'charge'];

/** Meters of the move an unlocked door costs to open or close. */
export const DOOR_METERS = 2;
/** How far from the door a charge stuns, on the far side (meters). */
export const CHARGE_STUN_METERS = 2;
export const CHARGE_STUN_PENALTY = -2;

function rollInput(u: Unit, action: 'pick' | 'kick'): DoorRollInput {
  return action === 'kick'
    ? { force: 'kick', trait: u.stats.body, modifiers: unitModifiers(u, { combat: false, sight: false, physical: true }) }
    : { force: 'pick', trait: u.stats.skills['Pick Locks'] ?? -3, lockPicks: u.lockPicks, modifiers: unitModifiers(u, { combat: false, sight: true, physical: false }) };
}

/** Why this unit cannot do that to the door at `at` now, or undefined. */
export function doorProblem(state: BattleState, u: Unit, at: Cell, action: DoorAction): string | undefined {
  const found = doorAt(state, at);
  if (!found) return 'There is no door there.';
  const { door } = found;
  if (u.heldBy) return `${u.name} is held and can only try to escape (R-OPS-19).`;
  if (Math.max(Math.abs(door.x - u.cell.x), Math.abs(door.y - u.cell.y)) !== 1) return `The door is not next to ${u.name}.`;
  if (door.state === 'destroyed') return 'That door has been blown away.';
  switch (action) {
    case 'open':
    case 'close': {
      if (u.holding) return `${u.name} is holding someone and cannot reach the door.`;
      if (door.state === 'locked') return 'The door is locked: pick the lock, kick it or use a Door Charge (R-OPS-35).';
      if (action === 'open' && door.state === 'open') return 'The door is open already.';
      if (action === 'close' && door.state === 'closed') return 'The door is closed already.';
      if (action === 'close' && state.units.some((v) => v.cell.x === door.x && v.cell.y === door.y)) return 'Someone is in the doorway.';
      const left = WALK_METERS - u.turn.moved;
      return left + 1e-9 < DOOR_METERS ? `A door costs ${DOOR_METERS} m of the move; ${u.name} has ${left.toFixed(1)} m left (R-OPS-35).` : undefined;
    }
    case 'pick':
    case 'kick':
      return door.state === 'locked' ? undefined : 'Only a locked door needs forcing.';
    case 'charge':
      if (u.doorCharges <= 0) return `${u.name} has no Door Charge.`;
      return door.state === 'open' ? 'The door is open already.' : undefined;
  }
}

/** The exact chance this try opens the door (R-CORE-4): 1 for what needs no roll. */
export function doorChance(u: Unit, action: DoorAction): number {
  return action === 'pick' || action === 'kick' ? doorRollChance(rollInput(u, action)) : 1;
}

function withDoor(state: BattleState, index: number, to: BattleDoorState): BattleState {
  return { ...state, doors: state.doors.map((d, i) => (i === index ? { ...d, state: to } : d)) };
}

/** Units within the stun distance of the door, on the side away from the unit that set the charge. */
function farSide(state: BattleState, u: Unit, door: BattleDoor, metersPerTile: number): Unit[] {
  const vx = u.cell.x - door.x;
  const vy = u.cell.y - door.y;
  const reach = CHARGE_STUN_METERS / metersPerTile + 1e-9;
  return state.units.filter((v) => {
    if (v.status !== 'fighting') return false;
    const dx = v.cell.x - door.x;
    const dy = v.cell.y - door.y;
    return dx * vx + dy * vy < 0 && Math.hypot(dx, dy) <= reach;
  });
}

export function applyDoor(state: BattleState, metersPerTile: number, id: string, at: Cell, action: DoorAction): CommandResult {
  const u = actorFor(state, id);
  if (typeof u === 'string') return reject(u);
  const problem = doorProblem(state, u, at, action);
  const found = doorAt(state, at);
  if (problem || !found) return reject(problem ?? 'There is no door there.');
  const { door, index } = found;
  const cell = { x: door.x, y: door.y };
  if (action === 'open' || action === 'close') {
    const to = action === 'open' ? 'open' : 'closed';
    const s = withUnit(withDoor(state, index, to), u.id, (v) => ({ ...v, turn: { ...v.turn, moved: v.turn.moved + DOOR_METERS } }));
    return { state: s, events: [{ type: 'door.changed', unit: u.id, at: cell, action, from: door.state, to, roll: null, stunned: [] }] };
  }
  if (action === 'charge') {
    const stunned = farSide(state, u, door, metersPerTile);
    let s = withUnit(withDoor(state, index, 'destroyed'), u.id, (v) => ({ ...v, doorCharges: v.doorCharges - 1 }));
    const effects: Effect[] = stunned.map((v) => ({ kind: 'penalty', unit: v.id, value: CHARGE_STUN_PENALTY }));
    const hurt = inflict(s, effects);
    s = hurt.state;
    const event: BattleEvent = { type: 'door.changed', unit: u.id, at: cell, action, from: door.state, to: 'destroyed', roll: null, stunned: stunned.map((v) => v.id) };
    return finishTurn(s, u.id, [event, ...hurt.events]);
  }
  const dice = diceFor(state, u.id);
  const { roll, opened } = resolveDoorRoll(dice.rng, rollInput(u, action));
  const to: BattleDoorState = opened ? 'open' : door.state;
  const s = withDoor(dice.commit(state), index, to);
  return finishTurn(s, u.id, [{ type: 'door.changed', unit: u.id, at: cell, action, from: door.state, to, roll, stunned: [] }]);
}
