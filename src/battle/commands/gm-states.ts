import { isOut } from '../../ops/combat/wounds';
import { releaseGrips } from '../state/effects';
import type { GmUnitState } from '../state/gm';
import type { BattleState, Unit } from '../state/types';
import { isFighting, unitById, withUnit } from '../state/units';
import { reject, type CommandResult } from './actor';
import { gmStep, gmTarget } from './gm-edits';

/**
 * The GM sets or clears a unit's states (the token's badges): dodging, holding, blind, grabbed,
 * out. The rules that tie a state to the round still hold (a dodger cannot act, a hold is a
 * lower initiative or a wait this round, a grab needs the two side by side), so the round carries
 * on from the edit as it would from a unit's own command.
 */

const roundOnly = (state: BattleState, what: string): string | null =>
  state.phase === 'turns' ? null : `${what} lasts until the round ends: set it once the round is under way.`;

function fighting(u: Unit): string | null {
  if (u.status === 'dead') return `${u.name} is dead.`;
  return isFighting(u) ? null : `${u.name} is out of the fight.`;
}

const spendTurn = (u: Unit): Unit => (u.turn.done ? u : { ...u, hold: null, turn: { ...u.turn, acted: true, done: true } });

function dodging(state: BattleState, u: Unit, on: boolean): BattleState | string {
  if (on) {
    const why = fighting(u) ?? roundOnly(state, 'A dodge');
    if (why) return why;
    if (u.dodging) return `${u.name} is already dodging.`;
    if (u.heldBy) return `${u.name} is held and cannot dodge (R-OPS-36).`;
    // R-OPS-14: a dodger cannot act for the rest of the round.
    return withUnit(state, u.id, (v) => spendTurn({ ...v, dodging: true }));
  }
  if (!u.dodging) return `${u.name} is not dodging.`;
  return withUnit(state, u.id, (v) => ({ ...v, dodging: false }));
}

function blind(state: BattleState, u: Unit, rounds: number): BattleState | string {
  if (!Number.isInteger(rounds) || rounds < 0 || rounds > 10) return 'Blindness lasts 0 to 10 rounds.';
  if (u.status === 'dead') return `${u.name} is dead.`;
  if (rounds === u.blindRounds) return rounds === 0 ? `${u.name} is not blind.` : `${u.name} is already blind for ${rounds} round${rounds === 1 ? '' : 's'}.`;
  return withUnit(state, u.id, (v) => ({ ...v, blindRounds: rounds }));
}

function grabbed(state: BattleState, u: Unit, by: string | null): BattleState | string {
  if (by === null) {
    if (!u.heldBy) return `${u.name} is not held.`;
    const holder = u.heldBy;
    return { ...state, units: state.units.map((v) => (v.id === u.id ? { ...v, heldBy: null } : v.id === holder ? { ...v, holding: null } : v)) };
  }
  const h = unitById(state, by);
  if (!h) return `There is no unit "${by}".`;
  if (h.id === u.id) return `${u.name} cannot hold itself.`;
  const why = fighting(u) ?? fighting(h);
  if (why) return why;
  if (u.heldBy === h.id) return `${h.name} already holds ${u.name}.`;
  if (Math.max(Math.abs(h.cell.x - u.cell.x), Math.abs(h.cell.y - u.cell.y)) !== 1) return `${h.name} must stand next to ${u.name} to hold it (R-OPS-19).`;
  // One grip each: whatever either was in before is let go.
  const s = releaseGrips(releaseGrips(state, u.id), h.id);
  return { ...s, units: s.units.map((v) => (v.id === u.id ? { ...v, heldBy: h.id, dodging: false } : v.id === h.id ? { ...v, holding: u.id } : v)) };
}

function holding(state: BattleState, u: Unit, until: { readonly value: number } | { readonly unit: string } | null): BattleState | string {
  if (until === null) {
    if (!u.hold) return `${u.name} is not holding.`;
    return withUnit(state, u.id, (v) => ({ ...v, hold: null }));
  }
  const why = fighting(u) ?? roundOnly(state, 'A hold');
  if (why) return why;
  if (u.turn.done || u.turn.acted || u.dodging) return `${u.name} has already acted this round.`;
  if (u.initiative === null) return `${u.name} has no initiative this round: it acts from the next one.`;
  if ('value' in until) {
    if (!Number.isInteger(until.value) || until.value < -40 || until.value > 20) return 'An initiative value is a whole number from -40 to 20.';
    return withUnit(state, u.id, (v) => ({ ...v, initiative: until.value, hold: { kind: 'value', value: until.value } }));
  }
  const other = unitById(state, until.unit);
  if (!other) return `There is no unit "${until.unit}".`;
  if (other.id === u.id) return `${u.name} cannot wait for itself.`;
  if (!isFighting(other)) return `${other.name} is out of the fight and will not act.`;
  if (other.turn.done || other.turn.acted || other.dodging) return `${other.name} has already acted this round.`;
  return withUnit(state, u.id, (v) => ({ ...v, hold: { kind: 'until', unit: other.id } }));
}

function out(state: BattleState, u: Unit, on: boolean): BattleState | string {
  if (u.status === 'dead') return `${u.name} is dead; clear its death on the wound track first.`;
  if (on) {
    if (u.status === 'out') return `${u.name} is already out of the fight.`;
    return releaseGrips(withUnit(state, u.id, (v) => ({ ...v, status: 'out', dodging: false, hold: null })), u.id);
  }
  if (u.status !== 'out') return `${u.name} is not out of the fight.`;
  if (isOut(u.condition.wounds)) return `${u.name}'s wounds keep it out: clear its Incapacitated or Near Death box first.`;
  // Back in the fight mid-round, it waits for the next round's initiative.
  return withUnit(state, u.id, (v) => ({ ...v, status: 'fighting', initiative: null, hold: null, turn: { moved: 0, acted: true, done: true } }));
}

function change(state: BattleState, u: Unit, set: GmUnitState): BattleState | string {
  switch (set.state) {
    case 'dodging':
      return dodging(state, u, set.on);
    case 'blind':
      return blind(state, u, set.rounds);
    case 'grabbed':
      return grabbed(state, u, set.by);
    case 'holding':
      return holding(state, u, set.until);
    case 'out':
      return out(state, u, set.on);
  }
}

/** The unit a state names besides the edited one: the holder, or the unit waited for. */
function otherName(state: BattleState, set: GmUnitState): string | null {
  const id = set.state === 'grabbed' ? set.by : set.state === 'holding' && set.until && 'unit' in set.until ? set.until.unit : null;
  return id === null ? null : (unitById(state, id)?.name ?? id);
}

export function gmState(state: BattleState, id: string, set: GmUnitState, isPublic: boolean): CommandResult {
  const u = gmTarget(state, id);
  if (typeof u === 'string') return reject(u);
  const s = change(state, u, set);
  if (typeof s === 'string') return reject(s);
  // Dodging, holding and out change who acts next; blindness and grabs do not.
  const flow = set.state === 'dodging' || set.state === 'holding' || set.state === 'out';
  return gmStep(s, { kind: 'state', unit: u.id, name: u.name, set, other: otherName(state, set) }, isPublic, flow);
}
