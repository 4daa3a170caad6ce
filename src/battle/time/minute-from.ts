import { ROUNDS_PER_MINUTE } from '../../ops/time/clock';
import { currentDanger } from '../../ops/time/bleeding';
import type { Condition } from '../../ops/time/condition';
import type { BattleState, Unit } from '../state/types';

/**
 * R-OPS-30: each casualty counts its own bleeding and near-death minute. Its first check comes 15
 * rounds after the wound that started the danger (or its reaching Near Death), then every 15
 * rounds; First Aid may be tried once per such minute.
 */

/** The unit with its condition changed at `round`, its minute started, kept or stopped (R-OPS-30). */
export function withCondition(state: BattleState, u: Unit, condition: Condition): Unit {
  if (state.ruleset === 1) return { ...u, condition };
  const round = state.clock.round;
  if (currentDanger(condition) === null) return { ...u, condition, minuteFrom: null };
  const nearDeathNow = condition.wounds.nearDeath > 0 && u.condition.wounds.nearDeath === 0;
  // A new danger begins a new minute, in which First Aid may be tried again.
  if (nearDeathNow || currentDanger(u.condition) === null) return { ...u, condition: { ...condition, firstAidThisMinute: false }, minuteFrom: round };
  return { ...u, condition, minuteFrom: u.minuteFrom ?? round };
}

/** Whether this casualty's minute ends with the round `round` (R-OPS-30). */
export function minuteDue(u: Unit, round: number): boolean {
  return u.status !== 'dead' && u.minuteFrom !== null && round > u.minuteFrom && (round - u.minuteFrom) % ROUNDS_PER_MINUTE === 0;
}

