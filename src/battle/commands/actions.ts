import type { BattleState } from '../state/types';
import { isFighting, unitById, withUnit } from '../state/units';
import { advance } from '../round/turn-order';
import { actorFor, finishTurn, reject, type CommandResult } from './actor';
import { weaponInHand } from './ranged-input';

/** R-OPS-15: an empty weapon takes one action to reload from a spare magazine. */
export function applyReload(state: BattleState, id: string): CommandResult {
  const u = actorFor(state, id);
  if (typeof u === 'string') return reject(u);
  if (u.heldBy) return reject(`${u.name} is held and can only try to escape (R-OPS-19).`);
  const held = weaponInHand(u);
  if (!held) return reject(`${u.name} has no firearm in hand.`);
  const w = held.state;
  if (w.loaded >= w.magazine) return reject(`The ${w.name} is already fully loaded.`);
  if (w.spares <= 0) return reject(`${u.name} has no spare magazine for the ${w.name}.`);
  const s = withUnit(state, u.id, (v) => ({
    ...v,
    weapons: v.weapons.map((x, i) => (i === v.weapon ? { ...x, loaded: x.magazine, spares: x.spares - 1 } : x)),
  }));
  return finishTurn(s, u.id, [{ type: 'unit.reloaded', unit: u.id, weapon: w.name, loaded: w.magazine, spares: w.spares - 1 }]);
}

/** R-OPS-14: dodging is the action; until the round ends attacks on the unit are +1 difficulty. */
export function applyDodge(state: BattleState, id: string): CommandResult {
  const u = actorFor(state, id);
  if (typeof u === 'string') return reject(u);
  if (u.heldBy) return reject(`${u.name} is held and can only try to escape (R-OPS-19).`);
  const s = withUnit(state, u.id, (v) => ({ ...v, dodging: true }));
  return finishTurn(s, u.id, [{ type: 'unit.dodged', unit: u.id, reactive: false }]);
}

export function applyEndTurn(state: BattleState, id: string): CommandResult {
  const u = actorFor(state, id);
  if (typeof u === 'string') return reject(u);
  return finishTurn(state, u.id, [], false);
}

/**
 * R-OPS-28: lower initiative to a later value (equal to another's means simultaneous with it), or
 * wait until a named unit has acted. The unit keeps whatever movement it has left.
 */
export function applyHold(state: BattleState, id: string, until: { value: number } | { unit: string }): CommandResult {
  const u = actorFor(state, id);
  if (typeof u === 'string') return reject(u);
  const now = u.initiative ?? 0;
  let s: BattleState;
  if ('value' in until) {
    if (!Number.isInteger(until.value)) return reject('An initiative value is a whole number.');
    if (until.value >= now) return reject(`Holding lowers initiative: ${u.name} acts at ${now} now, so pick a lower value (R-OPS-28).`);
    s = withUnit(state, u.id, (v) => ({ ...v, initiative: until.value, hold: { kind: 'value', value: until.value } }));
  } else {
    const other = unitById(state, until.unit);
    if (!other) return reject(`There is no unit "${until.unit}".`);
    if (other.id === u.id) return reject(`${u.name} cannot wait for itself.`);
    if (!isFighting(other)) return reject(`${other.name} is out of the fight and will not act.`);
    if (other.turn.done || other.turn.acted || other.dodging) return reject(`${other.name} has already acted this round.`);
    s = withUnit(state, u.id, (v) => ({ ...v, hold: { kind: 'until', unit: other.id } }));
  }
  const next = advance(s);
  return { state: next.state, events: [{ type: 'unit.held', unit: u.id, until }, ...next.events] };
}
