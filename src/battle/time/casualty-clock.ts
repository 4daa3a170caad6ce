import { currentDanger, minutePasses } from '../../ops/time/bleeding';
import type { Landed } from '../../ops/combat/wounds';
import { diceFor, type DicePeriod } from '../state/dice';
import { releaseGrips, statusOf } from '../state/effects';
import type { BattleEvent } from '../state/events';
import type { BattleState } from '../state/types';
import { unitById, withUnit } from '../state/units';
import { minuteDue, withCondition } from './minute-from';

/** R-OPS-30: each casualty's own minute ends with its check (minute-from.ts says when). */

export type Stepped = { state: BattleState; events: BattleEvent[] };

/**
 * One casualty's minute (R-OPS-25, R-OPS-26 through src/ops): a near-death or bleeding Body roll,
 * without wound penalties (R-OPS-31), its dice keyed to the casualty (R-CORE-5).
 */
export function casualtyMinute(state: BattleState, id: string, period?: DicePeriod): Stepped {
  const u = unitById(state, id);
  const danger = u ? currentDanger(u.condition) : null;
  if (!u || u.status === 'dead' || danger === null) return { state, events: [] };
  const dice = diceFor(state, u.id, period);
  const effects = u.stats.painShift !== 0 ? [{ kind: 'wound penalty shift' as const, levels: u.stats.painShift }] : [];
  const result = minutePasses(dice.rng, u.condition, u.stats.body, effects, { woundPenalties: state.ruleset === 1 });
  const status = statusOf(result.condition, u.status);
  let s = dice.commit(state);
  // The minute is over: the next one starts now, or a new one when the roll brought Near Death.
  s = withUnit(s, u.id, (v) => ({ ...withCondition(s, v, result.condition), status }));
  const events: BattleEvent[] = [];
  if (result.roll && danger.kind === 'near death') {
    events.push({ type: 'near-death', unit: u.id, roll: result.roll, died: result.event?.kind === 'died' });
  } else if (result.roll) {
    const worse = result.event?.kind === 'wound worsened' ? (result.event.to as Landed) : result.event?.kind === 'died' ? 'dead' : null;
    events.push({ type: 'bleeding', unit: u.id, roll: result.roll, landed: worse });
  }
  if (status !== u.status) {
    events.push({ type: 'unit.out', unit: u.id, dead: status === 'dead' });
    s = releaseGrips(s, u.id);
  }
  return { state: s, events };
}

/** R-OPS-30: at the end of a round, every casualty whose own minute is up makes its check. */
export function casualtyMinutes(state: BattleState): Stepped {
  let s = state;
  const events: BattleEvent[] = [];
  for (const u of state.units) {
    if (!minuteDue(u, state.clock.round)) continue;
    const step = casualtyMinute(s, u.id);
    s = step.state;
    events.push(...step.events);
  }
  return { state: s, events };
}
