import type { BattleState } from '../state/types';
import { isFighting, unitById } from '../state/units';
import { reject, type CommandResult } from './actor';

/**
 * R-OPS-28, the table's "act now": a unit holding its action (to a lower value, or until another
 * unit acts) may stop waiting between turns and join the group acting now, at that group's value,
 * so it acts simultaneously with it (R-OPS-4). It keeps any walk it has left.
 */
export function applyActNow(state: BattleState, id: string): CommandResult {
  if (state.phase !== 'turns' || !state.group) return reject('Nobody is acting now: a held unit can step in only during the turns of a round.');
  const u = unitById(state, id);
  if (!u) return reject(`There is no unit "${id}".`);
  if (!isFighting(u)) return reject(`${u.name} is out of the fight.`);
  if (!u.hold) return reject(`${u.name} is not holding its action.`);
  if (u.turn.done || u.turn.acted) return reject(`${u.name} has already acted this round.`);
  const group = state.group;
  const units = state.units.map((v) => (v.id === u.id ? { ...v, hold: null, initiative: group.value } : v));
  return {
    state: { ...state, units, group: { ...group, units: group.units.includes(u.id) ? group.units : [...group.units, u.id] } },
    events: [{ type: 'unit.acts-now', unit: u.id, value: group.value }],
  };
}
