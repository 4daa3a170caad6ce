import { isGmCommand } from '../commands/gm-types';
import type { BattleCommand } from '../commands/types';
import type { BattleState } from '../state/types';
import { promptWaiting } from '../commands/actor';

/**
 * Where the round flow stands, as the battle state keeps it between commands: the flow machine
 * (machine.ts) writes `phase`, `group` and `prompt` and nothing else does, so a saved or replayed
 * state puts the machine back exactly where it was. This is the one reading of those fields.
 */
export type FlowPosition = 'roundStart' | 'turns' | 'defencePrompt' | 'roundEnd' | 'over';

export function flowPosition(state: BattleState): FlowPosition {
  switch (state.phase) {
    case 'over':
      return 'over';
    case 'round-start':
      return 'roundStart';
    case 'round-end':
      return 'roundEnd';
    case 'turns':
      return state.prompt ? 'defencePrompt' : 'turns';
  }
}

/** Which flow step a command belongs to: the machine accepts each kind in its own state only. */
/** `gm`: the game master's edits and notes, which their own rule refuses when it must (commands/gm-apply.ts). */
export type CommandStep = 'round.start' | 'round.end' | 'dodge.reply' | 'act-now' | 'turn' | 'gm';

export function commandStep(command: BattleCommand): CommandStep {
  if (isGmCommand(command)) return 'gm';
  switch (command.type) {
    case 'round.start':
    case 'round.end':
      return command.type;
    case 'unit.dodge-reply':
    case 'unit.defend':
      return 'dodge.reply';
    case 'unit.act-now':
      return 'act-now';
    case 'unit.move':
    case 'unit.run':
    case 'unit.attack':
    case 'unit.melee':
    case 'unit.dodge':
    case 'unit.hold':
    case 'unit.watch':
    case 'unit.reload':
    case 'unit.switch':
    case 'unit.pick-up':
    case 'unit.door':
    case 'unit.throw':
    case 'unit.first-aid':
    case 'unit.end-turn':
    case 'unit.task':
      return 'turn';
  }
}

/**
 * Why a command cannot be taken where the flow stands, or null when this is its step. The
 * sentences a player reads when the table (or a save) sends a command at the wrong moment.
 */
export function outOfStep(state: BattleState, step: CommandStep): string | null {
  if (step === 'gm') return null;
  const at = flowPosition(state);
  if (at === 'over') return 'The battle is over.';
  if (at === 'defencePrompt') {
    if (step === 'dodge.reply') return null;
    return state.prompt ? promptWaiting(state, state.prompt) : 'A unit must first say how it defends.';
  }
  switch (step) {
    case 'round.start':
      return at === 'roundStart' ? null : 'The round is already under way.';
    case 'round.end':
      return at === 'roundEnd' ? null : 'Not everyone has acted yet this round.';
    case 'act-now':
      return at === 'turns' ? null : 'Nobody is acting now: a held unit can step in only during the turns of a round.';
    case 'dodge.reply':
      return at === 'turns' ? 'Nobody has been asked how to defend.' : at === 'roundStart' ? 'The round has not started: roll initiative first.' : 'Everyone has acted: the round must end.';
    case 'turn':
      return at === 'turns' ? null : at === 'roundStart' ? 'The round has not started: roll initiative first.' : 'Everyone has acted: the round must end.';
  }
}
