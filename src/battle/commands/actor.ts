import { outOfStep } from '../round/position';
import type { BattleEvent } from '../state/events';
import type { BattleState, DefencePrompt, Unit } from '../state/types';
import { unitById, withUnit } from '../state/units';
import { copyUnit } from '../state/copy';

export type CommandResult =
  /** `regroup`: a GM edit that may leave the acting group with nobody to act (the round machine checks it). */
  | { readonly state: BattleState; readonly events: readonly BattleEvent[]; readonly regroup?: true }
  | { readonly rejected: string };

export const reject = (reason: string): { rejected: string } => ({ rejected: reason });

/** The refusal of anything but the answer while an attacked unit is asked how it defends. */
export function promptWaiting(state: BattleState, prompt: DefencePrompt): string {
  const who = unitById(state, prompt.unit)?.name ?? prompt.unit;
  return prompt.choices.length === 1 && prompt.choices[0] === 'dodge' ? `${who} must first say whether to dodge.` : `${who} must first say how it defends.`;
}

/** Why this unit may not take a turn action now, or the unit itself (a refusal with its reason). */
export function actorFor(state: BattleState, id: string): Unit | string {
  // Where the flow stands first (the round machine's position), then the unit's own turn.
  const step = outOfStep(state, 'turn');
  if (step !== null) return step;
  const u = unitById(state, id);
  if (!u) return `There is no unit "${id}".`;
  if (u.status !== 'fighting') return `${u.name} is out of the fight.`;
  if (u.turn.done || u.turn.acted) return `${u.name} has already acted this round.`;
  if (!state.group?.units.includes(u.id)) return `It is not ${u.name}'s turn.`;
  if (u.hold) return `${u.name} is holding its action.`;
  return u;
}

/**
 * The unit's turn is over: its action is spent (or given up). What happens next (the rest of its
 * group, the deferred harm, the next group, the round's end) is the round machine's to decide.
 */
export function finishTurn(state: BattleState, id: string, events: readonly BattleEvent[], acted = true): CommandResult {
  // R-OPS-36: a throw's penalty covers this one turn, whether the unit acted in it or not.
  const spent = (u: Unit) => (state.ruleset === 1 && !acted ? u.nextActionPenalty : 0);
  const s = withUnit(state, id, (u) => {
    const v = copyUnit(u);
    v.turn = { ...u.turn, acted: u.turn.acted || acted, done: true };
    v.nextActionPenalty = spent(u);
    return v;
  });
  return { state: s, events: [...events, { type: 'turn.ended', unit: id }] };
}
