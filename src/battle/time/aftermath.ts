import { currentDanger } from '../../ops/time/bleeding';
import { resolveFirstAid } from '../../ops/time/first-aid';
import { woundPenalty } from '../../ops/combat/wounds';
import { diceFor } from '../state/dice';
import type { BattleEvent } from '../state/events';
import type { BattleResult, BattleState, SideId, Unit } from '../state/types';
import { unitById, withUnit } from '../state/units';
import { casualtyMinute, type Stepped } from './casualty-clock';
import { withCondition } from './minute-from';

/**
 * R-OPS-32: after the last shot the clock runs on in whole minutes until every casualty is stable
 * or dead. Each minute the side holding the field treats the casualties with its best First Aid
 * (its own first, then the others', who become its prisoners), a kit +1; once the evacuation
 * minutes (house rule) have passed, the hospital's +2 instead. Then every casualty still in
 * danger makes its minute's Body roll (R-OPS-25, R-OPS-26, without wound penalties: R-OPS-31).
 */

/** Far more than any casualty can last (near death is -1 more every minute): a guard, never reached in play. */
const MAX_MINUTES = 600;

export function inDanger(u: Unit): boolean {
  return u.status !== 'dead' && currentDanger(u.condition) !== null;
}

/**
 * Who treats this casualty after the battle: the side holding the field treats its own and every
 * casualty left lying on it (out of the fight); a side still on its feet after a draw or a lost
 * objective treats its own. Undefined when nobody can.
 */
function medicSideOf(state: BattleState, holder: SideId | null, patient: Unit): SideId | undefined {
  const standing = (side: SideId) => state.units.some((u) => u.side === side && u.status === 'fighting');
  if (holder !== null && (patient.side === holder || patient.status === 'out') && standing(holder)) return holder;
  return standing(patient.side) ? patient.side : undefined;
}

/** The side's best First Aid: the highest rating among its units still on their feet, a kit breaking ties. */
function bestMedic(state: BattleState, side: SideId): Unit | undefined {
  let best: Unit | undefined;
  let bestValue = -Infinity;
  for (const u of state.units) {
    if (u.side !== side || u.status !== 'fighting') continue;
    const value = (u.stats.skills['First Aid'] ?? -3) + woundPenalty(u.condition.wounds, false, u.stats.painShift) + (u.firstAidKit ? 1 : 0);
    if (value > bestValue) {
      best = u;
      bestValue = value;
    }
  }
  return best;
}

function treat(state: BattleState, minute: number, medic: Unit, patient: Unit): Stepped {
  const hospital = minute > state.options.evacuationMinutes;
  const wounds = woundPenalty(medic.condition.wounds, false, medic.stats.painShift);
  const dice = diceFor(state, medic.id, ['aftermath', minute]);
  const danger = currentDanger(patient.condition);
  const result = resolveFirstAid(dice.rng, patient.condition, {
    firstAid: medic.stats.skills['First Aid'] ?? -3,
    kit: medic.firstAidKit,
    hospital,
    modifiers: wounds !== 0 ? [{ value: wounds, reason: 'wounds (R-OPS-22)' }] : [],
  });
  if (!result.ok) return { state, events: [] };
  let s = dice.commit(state);
  s = withUnit(s, patient.id, (p) => withCondition(s, p, result.condition));
  const stopped = result.success ? (danger?.kind === 'near death' ? 'dying' : 'bleeding') : null;
  return { state: s, events: [{ type: 'first-aid', unit: medic.id, patient: patient.id, roll: result.roll, stopped, minute, hospital }] };
}

/** One minute after the battle: treatment, then the Body rolls. */
function minuteAfter(state: BattleState, holder: SideId | null, minute: number): Stepped {
  let s: BattleState = { ...state, rolls: {} };
  const events: BattleEvent[] = [{ type: 'aftermath.minute', minute }];
  const patients = s.units.filter(inDanger);
  // R-OPS-32: the holder's own casualties first, then the others.
  const ordered = [...patients.filter((p) => p.side === holder), ...patients.filter((p) => p.side !== holder)];
  for (const p of ordered) {
    const side = medicSideOf(s, holder, p);
    const medic = side === undefined ? undefined : bestMedic(s, side);
    const patient = unitById(s, p.id);
    if (!medic || !patient || !inDanger(patient)) continue;
    const step = treat(s, minute, medic, patient);
    s = step.state;
    events.push(...step.events);
  }
  for (const p of patients) {
    const step = casualtyMinute(s, p.id, ['aftermath', minute]);
    s = step.state;
    events.push(...step.events);
  }
  return { state: s, events };
}

/**
 * The battle is over with `result`: the state at the last shot, then (ruleset 2) the minutes of
 * the aftermath until nobody is left in danger (R-OPS-32).
 */
export function endBattle(state: BattleState, result: BattleResult): Stepped {
  const over: BattleState = { ...state, phase: 'over', group: null, result };
  const events: BattleEvent[] = [{ type: 'battle.over', winner: result.winner, reason: result.reason }];
  if (state.ruleset === 1) return { state: over, events };
  const holder = result.winner;
  let s = over;
  let minute = 0;
  while (minute < MAX_MINUTES && s.units.some(inDanger)) {
    minute += 1;
    const step = minuteAfter(s, holder, minute);
    s = step.state;
    events.push(...step.events);
  }
  return { state: { ...s, aftermath: { minutes: minute, holder } }, events };
}
