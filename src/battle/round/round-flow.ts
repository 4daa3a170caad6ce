import { openRng } from '../../core/rng';
import { isOut, woundPenalty, worsenWorstWound, worstWound } from '../../ops/combat/wounds';
import { rollInitiative } from '../../ops/combat/initiative';
import { rollVsDifficulty, type Modifier, type RollRecord } from '../../ops/dice/roll-record';
import { releaseGrips } from '../state/effects';
import type { BattleEvent } from '../state/events';
import type { BattleState, Unit } from '../state/types';
import { isFighting, unitById, withUnit } from '../state/units';
import { battleOutcome, roundEndOutcome } from './outcome';
import { openNextGroup, orderGroups } from './turn-order';

/** R-OPS-24: 15 rounds of 4 seconds make the minute of bleeding and near-death checks. */
export const ROUNDS_PER_MINUTE = 15;
export const SECONDS_PER_ROUND = 4;

export type Stepped = { state: BattleState; events: BattleEvent[] };

/** R-OPS-4: every unit able to fight rolls 1dF + Reactions, wound penalties included (R-OPS-22). */
export function startRound(state: BattleState): Stepped {
  const rng = openRng(state.rng);
  const rolls: { unit: string; roll: RollRecord }[] = [];
  const round = state.clock.round + 1;
  const units = state.units.map((u): Unit => {
    const fresh: Unit = { ...u, turn: { moved: 0, acted: false, done: false }, hold: null, dodging: false, initiative: null };
    if (!isFighting(u)) return fresh;
    const bonus = u.stats.initiativeBonus !== 0 ? [{ kind: 'initiative' as const, bonus: u.stats.initiativeBonus }] : [];
    const roll = rollInitiative(rng, u.stats.rea, bonus, woundPenalty(u.wounds, true, u.stats.painShift));
    rolls.push({ unit: u.id, roll });
    return { ...fresh, initiative: roll.total };
  });
  const begun: BattleState = {
    ...state,
    units,
    rng: rng.state(),
    clock: { ...state.clock, round },
    phase: 'turns',
    group: null,
    deferred: [],
    order: orderGroups(units),
  };
  const opened = openNextGroup(begun);
  return { state: opened.state, events: [{ type: 'round.started', round, rolls }, ...opened.events] };
}

/** R-OPS-25: the difficulty of the Body roll against bleeding (and of First Aid to stop it). */
export function bleedingDifficulty(u: Unit): number | null {
  switch (worstWound(u.wounds)) {
    case 'light':
      return 0;
    case 'serious':
      return 1;
    case 'critical':
      return 2;
    case 'incapacitated':
      return 3;
    default:
      return null;
  }
}

export function isNearDeath(u: Unit): boolean {
  return u.status !== 'dead' && u.wounds.nearDeath > 0 && !u.stabilized;
}

/** Ends the round: blindness wears off, and at each 15th round the minute's checks (R-OPS-24..26). */
export function endRound(state: BattleState): Stepped {
  const minuteEnded = state.clock.round % ROUNDS_PER_MINUTE === 0;
  let s: BattleState = {
    ...state,
    units: state.units.map((u) => ({ ...u, blindRounds: Math.max(0, u.blindRounds - 1) })),
    clock: { ...state.clock, minutes: state.clock.minutes + (minuteEnded ? 1 : 0) },
    group: null,
  };
  const events: BattleEvent[] = [];
  if (minuteEnded) {
    const checked = minuteChecks(s);
    s = checked.state;
    events.push(...checked.events);
  }
  events.push({ type: 'round.ended', round: state.clock.round, minuteEnded });
  const over = battleOutcome(s) ?? roundEndOutcome(s);
  if (over) {
    events.push({ type: 'battle.over', winner: over.winner, reason: over.reason });
    return { state: { ...s, phase: 'over', result: over }, events };
  }
  return { state: { ...s, phase: 'round-start' }, events };
}

/** R-OPS-26 then R-OPS-25: near death first (a wound that bleeds into near death is checked next minute). */
function minuteChecks(state: BattleState): Stepped {
  const rng = openRng(state.rng);
  let s = state;
  const events: BattleEvent[] = [];
  for (const start of state.units) {
    if (isNearDeath(start)) {
      const penalty = -start.nearDeathMinutes;
      const modifiers: Modifier[] = penalty !== 0 ? [{ value: penalty, reason: 'minutes near death (R-OPS-26)' }] : [];
      const roll = rollVsDifficulty(
        rng,
        { kind: 'unopposed', label: `Near death: ${start.name}`, trait: { name: 'Body', value: start.stats.body }, modifiers, dice: 3 },
        0,
        [{ value: 0, reason: 'Fair (R-OPS-26)' }],
      );
      const died = roll.outcome === 'failure';
      s = withUnit(s, start.id, (u) => ({
        ...u,
        nearDeathMinutes: u.nearDeathMinutes + 1,
        status: died ? 'dead' : u.status,
        wounds: died ? { ...u.wounds, dead: true } : u.wounds,
      }));
      events.push({ type: 'near-death', unit: start.id, roll, died });
      if (died) events.push({ type: 'unit.out', unit: start.id, dead: true });
      continue;
    }
    const u = unitById(s, start.id);
    const difficulty = u && u.bleeding && u.status !== 'dead' ? bleedingDifficulty(u) : null;
    if (!u || difficulty === null) continue;
    const wounds = woundPenalty(u.wounds, false, u.stats.painShift);
    const roll = rollVsDifficulty(
      rng,
      {
        kind: 'unopposed',
        label: `Bleeding: ${u.name}`,
        trait: { name: 'Body', value: u.stats.body },
        modifiers: wounds !== 0 ? [{ value: wounds, reason: 'wounds (R-OPS-22)' }] : [],
        dice: 3,
      },
      difficulty,
      [{ value: difficulty, reason: 'worst wound (R-OPS-25)' }],
    );
    let landed = null;
    if (roll.outcome === 'failure') {
      const worse = worsenWorstWound(u.wounds);
      landed = worse.landed;
      const status = worse.track.dead ? 'dead' : isOut(worse.track) ? 'out' : u.status;
      s = withUnit(s, u.id, (v) => ({ ...v, wounds: worse.track, status }));
      if (status !== u.status) {
        events.push({ type: 'unit.out', unit: u.id, dead: status === 'dead' });
        s = releaseGrips(s, u.id);
      }
    }
    events.push({ type: 'bleeding', unit: u.id, roll, landed });
  }
  return { state: { ...s, rng: rng.state() }, events };
}
