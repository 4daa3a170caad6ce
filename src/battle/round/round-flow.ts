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
import { battleOutcome, roundEndOutcome } from './outcome';
import { openNextGroup, orderGroups } from './turn-order';
import { placeBlockers } from '../state/blocks';
import { roundStartDice } from '../state/dice';
import { endBattle } from '../time/aftermath';
import { casualtyMinutes } from '../time/casualty-clock';

export { ROUNDS_PER_MINUTE };

export type Stepped = { state: BattleState; events: BattleEvent[] };

/** R-OPS-4: every unit able to fight rolls 1dF + Reactions, wound penalties included (R-OPS-22). */
export function startRound(state: BattleState): Stepped {
  // A side left with nobody able to fight (a set-up like that, or a loaded save) ends it here.
  const over = battleOutcome(state);
  if (over) return endBattle(state, over);
  const round = state.clock.round + 1;
  const dice = roundStartDice(state, round);
  const rolls: { unit: string; roll: RollRecord }[] = [];
  const units = state.units.map((u): Unit => {
    // R-OPS-36: a throw's penalty that waited for this round now applies to the unit's turn in it.
    const penalties = state.ruleset === 2 ? { nextActionPenalty: u.pendingPenalty, pendingPenalty: 0 } : {};
    const fresh: Unit = { ...u, turn: { moved: 0, acted: false, done: false }, hold: null, dodging: false, initiative: null, ...penalties };
    if (!isFighting(u)) return fresh;
    const bonus = u.stats.initiativeBonus !== 0 ? [{ kind: 'initiative' as const, bonus: u.stats.initiativeBonus }] : [];
    const roll = rollInitiative(dice.forUnit(u.id), u.stats.rea, bonus, woundPenalty(u.condition.wounds, true, u.stats.painShift));
    rolls.push({ unit: u.id, roll });
    return { ...fresh, initiative: roll.total };
  });
  // R-OPS-33: last round's successful blockers act before their attackers.
  const placed = placeBlockers(units, state.blocks);
  const begun: BattleState = {
    ...dice.commit(state),
    units: placed.units,
    blocks: [],
    clock: { ...state.clock, round },
    phase: 'turns',
    group: null,
    deferred: [],
    order: orderGroups(placed.units),
  };
  const opened = openNextGroup(begun);
  return { state: opened.state, events: [{ type: 'round.started', round, rolls }, ...placed.events, ...opened.events] };
}

/** In danger of dying and not yet saved by First Aid (R-OPS-26). */
export function isNearDeath(u: Unit): boolean {
  return currentDanger(u.condition)?.kind === 'near death';
}

/** Ends the round: blindness wears off, and at each 15th round the minute's checks (R-OPS-24..26). */
export function endRound(state: BattleState): Stepped {
  const minuteEnded = minuteEndsAfterRound(state.clock.round);
  let s: BattleState = {
    ...state,
    // R-OPS-36: a throw's penalty ends with the round its turn was in, whether the unit acted or not.
    units: state.units.map((u) => ({ ...u, blindRounds: Math.max(0, u.blindRounds - 1), nextActionPenalty: state.ruleset === 2 ? 0 : u.nextActionPenalty })),
    clock: { ...state.clock, minutes: state.clock.minutes + (minuteEnded ? 1 : 0) },
    group: null,
  };
  const events: BattleEvent[] = [];
  // R-OPS-30: each casualty's own minute (ruleset 1: everyone's at every 15th round).
  const checked = state.ruleset === 1 ? (minuteEnded ? minuteChecks(s) : { state: s, events: [] }) : casualtyMinutes(s);
  s = checked.state;
  events.push(...checked.events);
  events.push({ type: 'round.ended', round: state.clock.round, minuteEnded });
  const over = battleOutcome(s) ?? roundEndOutcome(s);
  if (over) {
    const ended = endBattle(s, over);
    return { state: ended.state, events: [...events, ...ended.events] };
  }
  return { state: { ...s, phase: 'round-start' }, events };
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
