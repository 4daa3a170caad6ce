/**
 * The one entry point of the rules: applyHatsCommand(state, command) gives the next state and the
 * log entries it produced, or a rejection with a human reason and no change (STYLE.md). A command
 * is judged on what its seat knows (view/knowledge.ts), so a refusal never leaks a secret.
 */
import { parseHatsCommand, type HatsCommand } from './commands';
import type { HatsState, LogEntry } from './state';
import { knowledgeOf } from './view/knowledge';
import { turnProblem } from './rules/actors';
import type { ActionRule } from './rules/action-rule';
import { Tx } from './rules/tx';
import { endStep, incomeStep, maintainStep } from './rules/phases';
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

export type HatsResult = { readonly state: HatsState; readonly events: readonly LogEntry[] } | { readonly rejected: string };

const endTurnRule: ActionRule<'turn.end'> = {
  check: (k) => turnProblem(k),
  preview: () => ({ cost: 0, rolls: [], notes: [] }),
  resolve(tx) {
    endStep(tx);
    if (tx.state.phase === 'over') return;
    incomeStep(tx);
    maintainStep(tx);
  },
};

type RuleTable = { readonly [T in HatsCommand['type']]: ActionRule<T> };

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
  'agent.equip': equipRule,
  'conspiracy.recruit': recruitRule,
  'turn.end': endTurnRule,
};

export function ruleFor<T extends HatsCommand['type']>(type: T): ActionRule<T> {
  return RULES[type] as ActionRule<T>;
}

/** Why `command` is illegal now, judged on its seat's knowledge; null when legal. */
export function commandProblem(state: HatsState, command: HatsCommand): string | null {
  if (!state.conspiracies[command.seat]) return `There is no seat "${command.seat}".`;
  if (state.phase === 'over') return 'The game is over.';
  return ruleFor(command.type).check(knowledgeOf(state, command.seat), command as never);
}

export function applyHatsCommand(state: HatsState, input: unknown): HatsResult {
  const parsed = parseHatsCommand(input);
  if (!parsed.ok) return { rejected: parsed.error };
  const command = parsed.command;
  const problem = commandProblem(state, command);
  if (problem) return { rejected: problem };
  const tx = new Tx(state);
  ruleFor(command.type).resolve(tx, command as never);
  return tx.finish();
}
