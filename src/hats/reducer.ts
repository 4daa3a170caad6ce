/**
 * The rules' entry point for what happens within a turn: reduceHatsCommand(state, command) checks a
 * command on its seat's knowledge (view/knowledge.ts, so a refusal never leaks a secret) and gives
 * the next state and the log entries it produced, or a rejection with a human reason and no
 * change (STYLE.md). What happens next (whose turn, when a turn or a round ends, the event of a
 * round, a Bribery waiting for its defender) is the turn machine's (flow/turn-machine.ts): the end
 * of a turn is only checked here, never played.
 */
import { parseHatsCommand, type HatsCommand } from './commands';
import type { HatsState, LogEntry } from './state';
import { knowledgeOf, type SeatKnowledge } from './view/knowledge';
import { turnProblem } from './rules/actors';
import type { ActionRule } from './rules/action-rule';
import { Tx } from './rules/tx';
import { moveRule } from './rules/actions/move';
import { hideRule } from './rules/actions/hide';
import { surveilRule } from './rules/actions/surveil';
import { combatRule } from './rules/actions/combat';
import { assassinateRule } from './rules/actions/assassinate';
import { bribeRule, defendRule } from './rules/actions/bribe';
import { indoctrinateRule } from './rules/actions/indoctrinate';
import { infiltrateRule } from './rules/actions/infiltrate';
import { subvertRule } from './rules/actions/subvert';
import { protectRule } from './rules/actions/protect';
import { researchRule } from './rules/actions/research';
import { trainRule } from './rules/actions/train';
import { equipRule } from './rules/actions/equip';
import { recruitRule } from './rules/actions/recruit';
import { psychicRule } from './rules/actions/psychic';
import { embezzleRule } from './rules/actions/embezzle';
import { dismissRule } from './rules/actions/dismiss';
import { seatControlRule } from './rules/actions/seat-control';
import { firefightRule, firefightTruthProblem } from './rules/actions/firefight';

export type HatsResult = { readonly state: HatsState; readonly events: readonly LogEntry[] } | { readonly rejected: string };

/** Commands played within a turn; `turn.end` belongs to the turn machine. */
export type TurnCommand = Exclude<HatsCommand, { type: 'turn.end' }>;

type RuleTable = { readonly [T in TurnCommand['type']]: ActionRule<T> };

export const RULES: RuleTable = {
  'action.move': moveRule,
  'action.hide': hideRule,
  'action.surveil': surveilRule,
  'action.combat': combatRule,
  'action.assassinate': assassinateRule,
  'action.bribe': bribeRule,
  'bribe.defend': defendRule,
  'action.indoctrinate': indoctrinateRule,
  'action.infiltrate': infiltrateRule,
  'action.subvert': subvertRule,
  'action.protect': protectRule,
  'action.research': researchRule,
  'action.train': trainRule,
  'action.psychic': psychicRule,
  'action.embezzle': embezzleRule,
  'agent.equip': equipRule,
  'agent.dismiss': dismissRule,
  'conspiracy.recruit': recruitRule,
  'fight.resolve': firefightRule,
  'seat.control': seatControlRule,
};

export function ruleFor<T extends TurnCommand['type']>(type: T): ActionRule<T> {
  return RULES[type];
}

/** Why `command` is illegal, judged on what its seat knows; null when legal. */
export function knowledgeProblem(k: SeatKnowledge, command: HatsCommand): string | null {
  if (command.type === 'turn.end') return turnProblem(k);
  return ruleFor(command.type).check(k, command);
}

/** Why `command` is illegal now, judged on its seat's knowledge; null when legal. */
export function commandProblem(state: HatsState, command: HatsCommand): string | null {
  if (!state.conspiracies[command.seat]) return `There is no seat "${command.seat}".`;
  if (state.phase === 'over') return 'The game is over.';
  return knowledgeProblem(knowledgeOf(state, command.seat), command);
}

/** Whose dice a command rolls (R-CORE-5): the acting unit, the briber of a Bribery being answered, a recruit's trainer. */
function diceActor(state: HatsState, command: TurnCommand): string {
  switch (command.type) {
    case 'bribe.defend':
      return state.pending?.actor ?? command.seat;
    case 'fight.resolve':
      return state.fight?.actor ?? command.seat;
    case 'conspiracy.recruit':
      return command.trainer?.actor ?? `${command.seat}:recruit`;
    case 'agent.equip':
    case 'agent.dismiss':
      return command.agent;
    case 'seat.control':
      return command.seat;
    case 'action.move':
    case 'action.hide':
    case 'action.surveil':
    case 'action.combat':
    case 'action.assassinate':
    case 'action.bribe':
    case 'action.indoctrinate':
    case 'action.infiltrate':
    case 'action.subvert':
    case 'action.protect':
    case 'action.research':
    case 'action.train':
    case 'action.psychic':
    case 'action.embezzle':
      return command.actor;
  }
}

/** Checks and applies one command of a turn; `turn.end` is refused here (the turn machine plays it). */
export function reduceHatsCommand(state: HatsState, input: unknown): HatsResult {
  const parsed = parseHatsCommand(input);
  if (!parsed.ok) return { rejected: parsed.error };
  const command = parsed.command;
  const problem = commandProblem(state, command);
  if (problem) return { rejected: problem };
  if (command.type === 'turn.end') return { rejected: 'The end of a turn is played by the turn machine, not the reducer.' };
  // A played-out fight's battle is checked on the truth (both squads), not on the seat's knowledge.
  const truth = command.type === 'fight.resolve' ? firefightTruthProblem(state, command) : null;
  if (truth) return { rejected: truth };
  const tx = new Tx(state, diceActor(state, command));
  ruleFor(command.type).resolve(tx, command);
  return tx.finish();
}
