import { applyWound, isOut } from '../../ops/combat/wounds';
import { afterWounds, type Condition } from '../../ops/time/condition';
import type { BattleEvent } from './events';
import type { BattleState, Effect, Unit, UnitStatus } from './types';
import { unitById, withUnit } from './units';
import { withCondition } from '../time/minute-from';
import { dropWeaponInHand } from './floor';

/**
 * Harm done to other units. Inside a simultaneous group (R-OPS-4) it waits in `state.deferred`
 * until the group has finished, so every member acts on the state before the others' effects;
 * otherwise it applies at once.
 */
export function inflict(state: BattleState, effects: readonly Effect[]): { state: BattleState; events: BattleEvent[] } {
  if (effects.length === 0) return { state, events: [] };
  if (state.group !== null && state.group.units.length > 1) {
    return { state: { ...state, deferred: [...state.deferred, ...effects] }, events: [] };
  }
  return applyEffects(state, effects);
}

/** Applies the group's deferred effects in the order they were caused. */
export function settleDeferred(state: BattleState): { state: BattleState; events: BattleEvent[] } {
  if (state.deferred.length === 0) return { state, events: [] };
  const units = [...new Set(state.deferred.map((e) => e.unit))];
  const applied = applyEffects({ ...state, deferred: [] }, state.deferred);
  return { state: applied.state, events: [{ type: 'effects.applied', units }, ...applied.events] };
}

export function applyEffects(state: BattleState, effects: readonly Effect[]): { state: BattleState; events: BattleEvent[] } {
  let s = state;
  const events: BattleEvent[] = [];
  for (const e of effects) {
    const before = unitById(s, e.unit);
    if (!before || before.status === 'dead') continue;
    const now = s;
    if (e.kind === 'disarm' && s.ruleset !== 1) {
      const dropped = dropWeaponInHand(s, before);
      s = dropped.state;
      events.push(...dropped.events);
      continue;
    }
    s = withUnit(s, e.unit, (u) => applyOne(now, u, e));
    const after = unitById(s, e.unit);
    if (after && after.status !== before.status) {
      events.push({ type: 'unit.out', unit: after.id, dead: after.status === 'dead' });
      s = releaseGrips(s, after.id);
    }
  }
  return { state: s, events };
}

function applyOne(state: BattleState, u: Unit, e: Effect): Unit {
  switch (e.kind) {
    case 'wound': {
      const { track, landed } = applyWound(u.condition.wounds, e.level);
      let armor = u.armor;
      if (armor && e.wear === 'ballistic') armor = { ...armor, ballistic: armor.ballistic - 1 };
      if (armor && e.wear === 'physical') armor = { ...armor, physical: armor.physical - 1 };
      // R-OPS-25, R-OPS-26: a Light wound or worse bleeds; reaching Near Death starts its checks,
      // each casualty on its own minute (R-OPS-30).
      const condition = afterWounds(u.condition, track, landed);
      return { ...withCondition(state, u, condition), armor, status: statusOf(condition, u.status) };
    }
    case 'blind': {
      // R-OPS-36: blind for the victim's next two turns: the rest of this round and the next, or,
      // its turn this round being over, the next two rounds (counted in round ends).
      const rounds = state.ruleset !== 1 && u.turn.done ? e.rounds + 1 : e.rounds;
      return { ...u, blindRounds: Math.max(u.blindRounds, rounds) };
    }
    case 'penalty':
      // R-OPS-36: a throw's -2 is on the rolls of the victim's next turn: this round's when it is
      // still to come, else the next round's.
      if (state.ruleset !== 1 && u.turn.done) return { ...u, pendingPenalty: u.pendingPenalty + e.value };
      return { ...u, nextActionPenalty: u.nextActionPenalty + e.value };
    case 'grab':
      return { ...u, heldBy: e.holder };
    case 'release':
      return { ...u, heldBy: null };
    case 'let-go':
      return { ...u, holding: null };
    case 'disarm':
      return u.weapon >= 0 ? { ...u, weapon: -1 } : { ...u, melee: null };
  }
}

/** A unit taken out lets go of whoever it held and is let go of. */
export function releaseGrips(state: BattleState, id: string): BattleState {
  return {
    ...state,
    units: state.units.map((u) => {
      if (u.id === id) return { ...u, holding: null, heldBy: null };
      if (u.holding === id) return { ...u, holding: null };
      if (u.heldBy === id) return { ...u, heldBy: null };
      return u;
    }),
  };
}

/** Dead past Near Death, out when Incapacitated or Near Death (R-OPS-22). */
export function statusOf(condition: Condition, before: UnitStatus): UnitStatus {
  if (condition.wounds.dead) return 'dead';
  return isOut(condition.wounds) ? 'out' : before;
}
