import { openRng } from '../../core/rng';
import { woundPenalty, type Landed } from '../../ops/combat/wounds';
import { rollInitiative } from '../../ops/combat/initiative';
import type { RollRecord } from '../../ops/dice/roll-record';
import { ROUNDS_PER_MINUTE, minuteEndsAfterRound } from '../../ops/time/clock';
import { currentDanger, minutePasses } from '../../ops/time/bleeding';
import { releaseGrips, statusOf } from '../state/effects';
import type { BattleEvent } from '../state/events';
import type { BattleState, Unit } from '../state/types';
import { isFighting, withUnit } from '../state/units';
import { copyBattle, copyUnit } from '../state/copy';
import { orderGroups } from './turn-order';
import { placeBlockers } from '../state/blocks';
import { roundStartDice } from '../state/dice';
import { casualtyMinutes } from '../time/casualty-clock';

export { ROUNDS_PER_MINUTE };

export type Stepped = { state: BattleState; events: BattleEvent[] };

/**
 * R-OPS-4: every unit able to fight rolls 1dF + Reactions, wound penalties included (R-OPS-22);
 * everyone's turn marks, holds and dodges are cleared and the round's order is built. Opening the
 * first group, and deciding that a battle with one side left never starts a round, are the round
 * machine's (machine.ts, flow-steps.ts).
 */
export function rollInitiativeStep(state: BattleState): Stepped {
  const round = state.clock.round + 1;
  const dice = roundStartDice(state, round);
  const rolls: { unit: string; roll: RollRecord }[] = [];
  const units = state.units.map((u): Unit => {
    // R-OPS-36: a throw's penalty that waited for this round now applies to the unit's turn in it.
    const nextActionPenalty = state.ruleset !== 1 ? u.pendingPenalty : u.nextActionPenalty;
    const pendingPenalty = state.ruleset !== 1 ? 0 : u.pendingPenalty;
    if (!isFighting(u)) {
      // A unit out of the fight keeps its object when nothing of it changes (a replay copies less).
      const clear = u.initiative === null && u.hold === null && !u.dodging && !u.turn.acted && !u.turn.done && u.turn.moved === 0;
      if (clear && nextActionPenalty === u.nextActionPenalty && pendingPenalty === u.pendingPenalty) return u;
      return { ...u, turn: { moved: 0, acted: false, done: false }, hold: null, dodging: false, initiative: null, nextActionPenalty, pendingPenalty };
    }
    const bonus = u.stats.initiativeBonus !== 0 ? [{ kind: 'initiative' as const, bonus: u.stats.initiativeBonus }] : [];
    const roll = rollInitiative(dice.forUnit(u.id), u.stats.rea, bonus, woundPenalty(u.condition.wounds, true, u.stats.painShift));
    rolls.push({ unit: u.id, roll });
    const v = copyUnit(u);
    v.turn = { moved: 0, acted: false, done: false };
    v.hold = null;
    v.dodging = false;
    v.initiative = roll.total;
    v.nextActionPenalty = nextActionPenalty;
    v.pendingPenalty = pendingPenalty;
    return v;
  });
  // R-OPS-33: last round's successful blockers act before their attackers.
  const placed = placeBlockers(units, state.blocks);
  const next = copyBattle(dice.commit(state));
  next.units = placed.units;
  next.blocks = [];
  next.clock = { round, minutes: state.clock.minutes };
  next.group = null;
  next.deferred = [];
  next.order = orderGroups(placed.units);
  return {
    state: next,
    events: [{ type: 'round.started', round, rolls }, ...placed.events],
  };
}

/** In danger of dying and not yet saved by First Aid (R-OPS-26). */
export function isNearDeath(u: Unit): boolean {
  return currentDanger(u.condition)?.kind === 'near death';
}

/**
 * The round's end: blindness wears off, and each casualty's own minute (R-OPS-24..26, R-OPS-30;
 * ruleset 1: everyone's at every 15th round). Whether the battle is then over (objectives, the
 * round limit) is the round machine's.
 */
export function closeRoundStep(state: BattleState): Stepped {
  const minuteEnded = minuteEndsAfterRound(state.clock.round);
  const closed = copyBattle(state);
  // R-OPS-36: a throw's penalty ends with the round its turn was in, whether the unit acted or not.
  closed.units = state.units.map((u) => {
    const blindRounds = Math.max(0, u.blindRounds - 1);
    const nextActionPenalty = state.ruleset !== 1 ? 0 : u.nextActionPenalty;
    if (blindRounds === u.blindRounds && nextActionPenalty === u.nextActionPenalty) return u;
    const v = copyUnit(u);
    v.blindRounds = blindRounds;
    v.nextActionPenalty = nextActionPenalty;
    return v;
  });
  closed.clock = { round: state.clock.round, minutes: state.clock.minutes + (minuteEnded ? 1 : 0) };
  closed.group = null;
  let s: BattleState = closed;
  const events: BattleEvent[] = [];
  const checked = state.ruleset === 1 ? (minuteEnded ? minuteChecks(s) : { state: s, events: [] }) : casualtyMinutes(s);
  s = checked.state;
  events.push(...checked.events);
  events.push({ type: 'round.ended', round: state.clock.round, minuteEnded });
  return { state: s, events };
}

/** Ruleset 1 (saves of format 1): every living unit's minute at every 15th round, wound penalties on the roll. */
function minuteChecks(state: BattleState): Stepped {
  const rng = openRng(state.rng);
  let s = state;
  const events: BattleEvent[] = [];
  for (const u of state.units) {
    if (u.status === 'dead') continue;
    const danger = currentDanger(u.condition);
    const effects = u.stats.painShift !== 0 ? [{ kind: 'wound penalty shift' as const, levels: u.stats.painShift }] : [];
    const result = minutePasses(rng, u.condition, u.stats.body, effects, { woundPenalties: true });
    const status = statusOf(result.condition, u.status);
    s = withUnit(s, u.id, (v) => ({ ...v, condition: result.condition, status }));
    if (result.roll && danger?.kind === 'near death') {
      events.push({ type: 'near-death', unit: u.id, roll: result.roll, died: result.event?.kind === 'died' });
    } else if (result.roll) {
      const worse = result.event?.kind === 'wound worsened' ? (result.event.to as Landed) : result.event?.kind === 'died' ? 'dead' : null;
      events.push({ type: 'bleeding', unit: u.id, roll: result.roll, landed: worse });
    }
    if (status !== u.status) {
      events.push({ type: 'unit.out', unit: u.id, dead: status === 'dead' });
      s = releaseGrips(s, u.id);
    }
  }
  return { state: { ...s, rng: rng.state() }, events };
}
