import { advance } from '../round/turn-order';
import type { BattleEvent } from '../state/events';
import type { BattleState, DefencePrompt, Unit } from '../state/types';
import { unitById, withUnit } from '../state/units';

export type CommandResult =
  | { readonly state: BattleState; readonly events: readonly BattleEvent[] }
  | { readonly rejected: string };

export const reject = (reason: string): { rejected: string } => ({ rejected: reason });

/** The refusal of anything but the answer while an attacked unit is asked how it defends. */
export function promptWaiting(state: BattleState, prompt: DefencePrompt): string {
  const who = unitById(state, prompt.unit)?.name ?? prompt.unit;
  return prompt.choices.length === 1 && prompt.choices[0] === 'dodge' ? `${who} must first say whether to dodge.` : `${who} must first say how it defends.`;
}

/** Why this unit may not take a turn action now, or the unit itself (issue 4 point 5 refusals). */
export function actorFor(state: BattleState, id: string): Unit | string {
  if (state.phase === 'over') return 'The battle is over.';
  if (state.phase === 'round-start') return 'The round has not started: roll initiative first.';
  if (state.phase === 'round-end') return 'Everyone has acted: the round must end.';
  const u = unitById(state, id);
  if (!u) return `There is no unit "${id}".`;
  if (state.prompt) return promptWaiting(state, state.prompt);
  if (u.status !== 'fighting') return `${u.name} is out of the fight.`;
  if (u.turn.done || u.turn.acted) return `${u.name} has already acted this round.`;
  if (!state.group?.units.includes(u.id)) return `It is not ${u.name}'s turn.`;
  if (u.hold) return `${u.name} is holding its action.`;
  return u;
}

/** The turn is over for this unit: its action is spent; the round moves on when its group is done. */
export function finishTurn(state: BattleState, id: string, events: readonly BattleEvent[], acted = true): CommandResult {
  // R-OPS-36: a throw's penalty covers this one turn, whether the unit acted in it or not.
  const spent = (u: Unit) => (state.ruleset === 1 && !acted ? u.nextActionPenalty : 0);
  const s = withUnit(state, id, (u) => ({ ...u, turn: { ...u.turn, acted: u.turn.acted || acted, done: true }, nextActionPenalty: spent(u) }));
  const next = advance(s);
  return { state: next.state, events: [...events, { type: 'turn.ended', unit: id }, ...next.events] };
}
