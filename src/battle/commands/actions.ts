import type { BattleState, Ruleset, WeaponState } from '../state/types';
import { isFighting, unitById, withUnit } from '../state/units';
import { actorFor, finishTurn, reject, type CommandResult } from './actor';
import { weaponInHand } from './ranged-input';

/**
 * The magazine a reload would put in (R-OPS-15, R-OPS-37): a full spare, else the partly used spare
 * holding the most rounds, if it holds more than the weapon does now; null when none helps.
 */
export function reloadSource(w: WeaponState): { readonly full: boolean; readonly rounds: number } | null {
  if (w.spares > 0 && w.loaded < w.magazine) return { full: true, rounds: w.magazine };
  const best = Math.max(0, ...w.partials);
  return best > w.loaded ? { full: false, rounds: best } : null;
}

/** The weapon after a reload: the new magazine in, the one taken out kept as a spare with its rounds (R-OPS-37). */
export function reloaded(w: WeaponState, ruleset: Ruleset): WeaponState {
  const source = reloadSource(w);
  if (!source) return w;
  // Saves of format 1 threw the used magazine away.
  const kept = ruleset !== 1 && w.loaded > 0 ? [w.loaded] : [];
  const partials = [...w.partials];
  if (!source.full) partials.splice(partials.indexOf(source.rounds), 1);
  return {
    ...w,
    loaded: source.rounds,
    spares: source.full ? w.spares - 1 : w.spares,
    partials: [...partials, ...kept].sort((a, b) => b - a),
  };
}

/** R-OPS-15, R-OPS-37: reloading is one action, from a spare holding more rounds than the weapon. */
export function applyReload(state: BattleState, id: string): CommandResult {
  const u = actorFor(state, id);
  if (typeof u === 'string') return reject(u);
  if (u.heldBy) return reject(`${u.name} is held and can only try to escape (R-OPS-19).`);
  const held = weaponInHand(u);
  if (!held) return reject(`${u.name} has no firearm in hand.`);
  const w = held.state;
  if (w.loaded >= w.magazine) return reject(`The ${w.name} is already fully loaded.`);
  if (!reloadSource(w)) return reject(`${u.name} has no spare magazine for the ${w.name} holding more than its ${w.loaded} rounds.`);
  const next = reloaded(w, state.ruleset);
  const s = withUnit(state, u.id, (v) => ({ ...v, weapons: v.weapons.map((x, i) => (i === v.weapon ? next : x)) }));
  return finishTurn(s, u.id, [{ type: 'unit.reloaded', unit: u.id, weapon: w.name, loaded: next.loaded, spares: next.spares }]);
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
  // Holding leaves the acting group: the round machine opens the next one when it is done.
  return { state: s, events: [{ type: 'unit.held', unit: u.id, until }] };
}
