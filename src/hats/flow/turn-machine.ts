/**
 * The turn flow of Black Hats as an XState v5 machine (R-HATS-2): seats in order, each turn
 * Income -> Maintain Agents -> Actions (with a Bribery waiting on the defender's answer) -> End,
 * until a victory (R-HATS-11). Machines orchestrate, rules decide: guards and actions call the
 * pure rule functions; the game state lives in the context as plain JSON.
 * Written in the order of the XState snake example: pure helpers, setup, then structure only.
 */
import { assign, setup } from 'xstate';
import type { HatsCommand } from '../commands';
import { applyHatsCommand, commandProblem } from '../reducer';
import { endStep, incomeStep, maintainStep, runStep } from '../rules/phases';
import type { Tx } from '../rules/tx';
import type { HatsState, LogEntry } from '../state';

// --- pure helpers -------------------------------------------------------------------------

export interface HatsMachineContext {
  readonly game: HatsState;
  /** Log entries of the last step (for a UI to animate), and why the last event was refused. */
  readonly events: readonly LogEntry[];
  readonly rejection: string | null;
}

export type HatsMachineEvent =
  | { readonly type: 'action.take'; readonly command: HatsCommand }
  | { readonly type: 'bribe.answer'; readonly command: Extract<HatsCommand, { type: 'bribe.defend' }> }
  | { readonly type: 'turn.end'; readonly seat: string };

function step(context: HatsMachineContext, run: (tx: Tx) => void): HatsMachineContext {
  const r = runStep(context.game, run);
  return { game: r.state, events: r.events, rejection: null };
}

function apply(context: HatsMachineContext, command: HatsCommand): HatsMachineContext {
  const r = applyHatsCommand(context.game, command);
  return 'rejected' in r ? { ...context, rejection: r.rejected } : { game: r.state, events: r.events, rejection: null };
}

function problemOf(context: HatsMachineContext, event: HatsMachineEvent): string | null {
  if (event.type === 'turn.end') return commandProblem(context.game, { type: 'turn.end', seat: event.seat });
  if (event.type === 'action.take' && (event.command.type === 'turn.end' || event.command.type === 'bribe.defend')) {
    return 'Use the turn.end or bribe.answer event for that.';
  }
  return commandProblem(context.game, event.command);
}

// --- setup --------------------------------------------------------------------------------

export const hatsTurnMachine = setup({
  types: {
    context: {} as HatsMachineContext,
    events: {} as HatsMachineEvent,
    input: {} as { readonly game: HatsState },
  },
  guards: {
    gameOver: ({ context }) => context.game.phase === 'over',
    atIncome: ({ context }) => context.game.phase === 'income',
    atMaintain: ({ context }) => context.game.phase === 'maintain',
    bribePending: ({ context }) => context.game.pending !== null,
    eventLegal: ({ context, event }) => problemOf(context, event) === null,
  },
  actions: {
    runIncome: assign(({ context }) => step(context, incomeStep)),
    runMaintain: assign(({ context }) => step(context, maintainStep)),
    runEnd: assign(({ context }) => step(context, endStep)),
    applyEvent: assign(({ context, event }) => (event.type === 'turn.end' ? context : apply(context, event.command))),
    refuse: assign(({ context, event }) => ({ ...context, rejection: problemOf(context, event) })),
  },
}).createMachine({
  id: 'hats',
  description: 'One Black Hats game, seat after seat, until a conspiracy wins (R-HATS-2, R-HATS-11).',
  context: ({ input }) => ({ game: input.game, events: [], rejection: null }),
  initial: 'routing',
  states: {
    routing: {
      description: 'Enter at whatever phase the saved game is in.',
      always: [
        { guard: 'gameOver', target: 'over' },
        { guard: 'atIncome', target: 'income' },
        { guard: 'atMaintain', target: 'maintain' },
        { target: 'actions' },
      ],
    },
    income: {
      description: 'Each controlled, not incapacitated Group yields Income + Scale; Protect orders of this seat lapse.',
      entry: 'runIncome',
      always: { target: 'maintain' },
    },
    maintain: {
      description: 'Each Agent is paid by its highest characteristic; the unpaid lose Loyalty and may desert.',
      entry: 'runMaintain',
      always: { target: 'actions' },
    },
    actions: {
      description: 'Each Agent and acting Group of the seat acts once, in any order.',
      initial: 'choosing',
      states: {
        choosing: {
          description: 'The active seat picks actions; a Bribery of another seat\'s unit waits for its answer.',
          always: { guard: 'bribePending', target: 'awaitingDefence' },
          on: {
            'action.take': [{ guard: 'eventLegal', actions: 'applyEvent', target: 'choosing', reenter: true }, { actions: 'refuse' }],
            'turn.end': [{ guard: 'eventLegal', target: '#hats.ending' }, { actions: 'refuse' }],
          },
        },
        awaitingDefence: {
          description: 'The defending seat (a private prompt, or its computer player) chooses to pay 0, 5 or 15 greenbacks.',
          on: {
            'bribe.answer': [{ guard: 'eventLegal', actions: 'applyEvent', target: 'choosing' }, { actions: 'refuse' }],
          },
        },
      },
    },
    ending: {
      description: 'Healing, Assassination timers and "until your next turn" marks expire; victory is judged; next seat.',
      entry: 'runEnd',
      always: [{ guard: 'gameOver', target: 'over' }, { target: 'income' }],
    },
    over: {
      description: 'A conspiracy has won, or the turn limit was reached.',
      type: 'final',
    },
  },
});
