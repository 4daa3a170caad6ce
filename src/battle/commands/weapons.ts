import type { BattleEvent } from '../state/events';
import { floorItemName } from '../state/floor';
import type { BattleState, Unit } from '../state/types';
import { withUnit } from '../state/units';
import { actorFor, finishTurn, reject, type CommandResult } from './actor';

/**
 * R-OPS-34: a unit holds one weapon or nothing. Switching to another carried weapon, or putting it
 * away, is free once per turn; a second switch in the same turn is the action. A weapon on the
 * unit's own or an adjacent cell is picked up into its hand as the action.
 */

/** What the unit holds now, in words ("M24", "Knife"), or null for empty hands. */
export function inHandName(u: Unit): string | null {
  if (u.meleeInHand) return u.melee;
  return u.weapons[u.weapon]?.name ?? null;
}

export type SwitchTarget = number | 'melee' | 'none';

/** Why the unit cannot take `to` in hand now, or undefined. */
export function switchProblem(u: Unit, to: SwitchTarget): string | undefined {
  if (u.heldBy) return `${u.name} is held and can only try to escape (R-OPS-19).`;
  if (to === 'none') return u.weapon < 0 && !u.meleeInHand ? `${u.name} holds nothing already.` : undefined;
  if (to === 'melee') {
    if (!u.melee) return `${u.name} carries no melee weapon.`;
    return u.meleeInHand ? `${u.name} already holds the ${u.melee}.` : undefined;
  }
  const w = u.weapons[to];
  if (!Number.isInteger(to) || !w) return `${u.name} carries no such weapon.`;
  return u.weapon === to ? `${u.name} already holds the ${w.name}.` : undefined;
}

/** Whether a switch now would be the unit's action (its second this turn). */
export function switchIsAction(u: Unit): boolean {
  return (u.turn.switched ?? 0) >= 1;
}

export function applySwitch(state: BattleState, id: string, to: SwitchTarget): CommandResult {
  const u = actorFor(state, id);
  if (typeof u === 'string') return reject(u);
  const problem = switchProblem(u, to);
  if (problem) return reject(problem);
  const free = !switchIsAction(u);
  const s = withUnit(state, u.id, (v) => ({
    ...v,
    weapon: typeof to === 'number' ? to : -1,
    meleeInHand: to === 'melee',
    turn: { ...v.turn, switched: (v.turn.switched ?? 0) + 1 },
  }));
  const switched = s.units.find((v) => v.id === u.id);
  const event: BattleEvent = { type: 'unit.switched', unit: u.id, to: switched ? inHandName(switched) : null, free };
  return free ? { state: s, events: [event] } : finishTurn(s, u.id, [event]);
}

/** Why the unit cannot pick up floor item `index` now, or undefined. */
export function pickUpProblem(state: BattleState, u: Unit, index: number): string | undefined {
  const item = state.floor[index];
  if (!Number.isInteger(index) || !item) return 'There is no such weapon on the floor.';
  if (u.heldBy) return `${u.name} is held and can only try to escape (R-OPS-19).`;
  if (Math.max(Math.abs(item.cell.x - u.cell.x), Math.abs(item.cell.y - u.cell.y)) > 1) return `The ${floorItemName(item)} is not within ${u.name}'s reach.`;
  if (item.kind === 'melee' && u.melee) return `${u.name} already carries the ${u.melee}.`;
  if (item.kind === 'firearm' && u.weapons.length >= 8) return `${u.name} cannot carry more firearms.`;
  return undefined;
}

export function applyPickUp(state: BattleState, id: string, index: number): CommandResult {
  const u = actorFor(state, id);
  if (typeof u === 'string') return reject(u);
  const problem = pickUpProblem(state, u, index);
  const item = state.floor[index];
  if (problem || !item) return reject(problem ?? 'There is no such weapon on the floor.');
  const floor = state.floor.filter((_, i) => i !== index);
  const s = withUnit({ ...state, floor }, u.id, (v) =>
    item.kind === 'firearm'
      ? { ...v, weapons: [...v.weapons, item.weapon], weapon: v.weapons.length, meleeInHand: false }
      : { ...v, melee: item.name, meleeInHand: true, weapon: -1 },
  );
  return finishTurn(s, u.id, [{ type: 'unit.picked-up', unit: u.id, item: floorItemName(item) }]);
}
