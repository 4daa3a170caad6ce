/**
 * The flow of a Black Hats game as an XState v5 machine, and its one owner (STYLE.md 17): the
 * round's event (R-HATS-17), then seat after seat (R-HATS-2) Income -> Maintain Agents -> Actions
 * (with a Bribery waiting on its defender's answer, R-HATS-8) -> End -> the next standing seat,
 * until a victory (R-HATS-11). The reducer (src/hats/reducer.ts) checks and applies the commands of
 * a turn; every step between them is run from here, by the board and the simulator alike (through
 * flow/play.ts). Machines orchestrate, rules decide: guards and actions call the pure rule
 * functions; the game state lives in the context as plain JSON, and the machine's own state is
 * derived from it (`routing`), so a saved game replays and resumes without a stored snapshot.
 * Written in the order of the XState snake example: pure helpers, setup, then structure only.
 */
import { assign, setup } from 'xstate';
import type { HatsCommand } from '../commands';
import { commandProblem, reduceHatsCommand } from '../reducer';
import { endStep, incomeStep, maintainStep, nextSeatStep, runStep } from '../rules/phases';
import { eventStep } from '../rules/events';
import type { Tx } from '../rules/tx';
import { activeSeat, type HatsState, type LogEntry, type SeatId } from '../state';

// --- pure helpers -------------------------------------------------------------------------

export interface HatsMachineContext {
  readonly game: HatsState;
  /** Log entries of the last event's steps (for a UI to animate), and why the last event was refused. */
  readonly events: readonly LogEntry[];
  readonly rejection: string | null;
}

export type HatsMachineEvent =
  | { readonly type: 'action.take'; readonly command: HatsCommand }
  | { readonly type: 'bribe.answer'; readonly command: Extract<HatsCommand, { type: 'bribe.defend' }> }
  /** R-LINK-1: a fight between Agents played out or rolled by its human seat. */
  | { readonly type: 'fight.answer'; readonly command: Extract<HatsCommand, { type: 'fight.resolve' }> }
  | { readonly type: 'turn.end'; readonly seat: string };

/** A logged command as the machine takes it. */
export function eventFor(command: HatsCommand): HatsMachineEvent {
  if (command.type === 'turn.end') return { type: 'turn.end', seat: command.seat };
  if (command.type === 'bribe.defend') return { type: 'bribe.answer', command };
  if (command.type === 'fight.resolve') return { type: 'fight.answer', command };
  return { type: 'action.take', command };
}

/** Whose decision it is (a prompt first: a fight's human seat, the defender of a waiting Bribery), or null when the game is over. */
export function seatToDecide(game: HatsState): SeatId | null {
  if (game.phase === 'over') return null;
  if (game.fight) return game.fight.seat;
  return game.pending ? game.pending.seat : activeSeat(game);
}

/** Runs one of the turn's steps (rules/phases.ts, rules/events.ts), adding its log lines to the context's. */
export function step(context: HatsMachineContext, run: (tx: Tx) => void, diceActor?: string): HatsMachineContext {
  const r = runStep(context.game, run, diceActor);
  return { game: r.state, events: [...context.events, ...r.events], rejection: null };
}

/** A command of the turn through the reducer: the context's game and events replaced, or its rejection set. */
export function apply(context: HatsMachineContext, command: HatsCommand): HatsMachineContext {
  const r = reduceHatsCommand(context.game, command);
  return 'rejected' in r ? { ...context, rejection: r.rejected } : { game: r.state, events: r.events, rejection: null };
}

/** Why the machine refuses `event` here (null: legal). */
export function problemOf(context: HatsMachineContext, event: HatsMachineEvent): string | null {
  if (event.type === 'turn.end') return commandProblem(context.game, { type: 'turn.end', seat: event.seat });
  if (event.type === 'action.take' && (event.command.type === 'turn.end' || event.command.type === 'bribe.defend' || event.command.type === 'fight.resolve')) {
    return 'Use the turn.end, bribe.answer or fight.answer event for that.';
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
    atEvent: ({ context }) => context.game.phase === 'event',
    atIncome: ({ context }) => context.game.phase === 'income',
    atMaintain: ({ context }) => context.game.phase === 'maintain',
    atEnd: ({ context }) => context.game.phase === 'end',
    bribePending: ({ context }) => context.game.pending !== null,
    fightPending: ({ context }) => context.game.fight !== undefined,
    eventLegal: ({ context, event }) => problemOf(context, event) === null,
  },
  actions: {
    drawEvent: assign(({ context }) => step(context, eventStep, 'events')),
    runIncome: assign(({ context }) => step(context, incomeStep)),
    runMaintain: assign(({ context }) => step(context, maintainStep)),
    runEnd: assign(({ context }) => step(context, endStep)),
    runNextSeat: assign(({ context }) => step(context, nextSeatStep)),
    beginSteps: assign(({ context }) => ({ ...context, events: [], rejection: null })),
    applyEvent: assign(({ context, event }) => (event.type === 'turn.end' ? context : apply(context, event.command))),
    refuse: assign(({ context, event }) => ({ ...context, rejection: problemOf(context, event) })),
  },
}).createMachine({
  id: 'hats',
  description: 'One Black Hats game, round after round and seat after seat, until a conspiracy wins (R-HATS-2, R-HATS-11).',
  context: ({ input }) => ({ game: input.game, events: [], rejection: null }),
  initial: 'routing',
  states: {
    routing: {
      description: 'Enter at whatever phase the game is in (a new game, a saved one, a state after a command).',
      always: [
        { guard: 'gameOver', target: 'over' },
        { guard: 'atEvent', target: 'roundStart' },
        { guard: 'atIncome', target: 'income' },
        { guard: 'atMaintain', target: 'maintain' },
        { guard: 'atEnd', target: 'nextSeat' },
        { target: 'actions' },
      ],
    },
    roundStart: {
      description: "The round's event is drawn from the scenario's table and announced (R-HATS-17, keyed by the round: R-CORE-5).",
      entry: 'drawEvent',
      always: { target: 'income' },
    },
    income: {
      description: 'Each controlled, not incapacitated Group yields Income + Scale; Protect orders of this seat lapse.',
      entry: 'runIncome',
      always: { target: 'maintain' },
    },
    maintain: {
      description: 'Each Agent is paid by its highest characteristic; the unpaid lose Loyalty and may desert (R-HATS-16).',
      entry: 'runMaintain',
      always: { target: 'actions' },
    },
    actions: {
      description: 'Each Agent and acting Group of the seat acts once, in any order.',
      initial: 'choosing',
      states: {
        choosing: {
          description: "The active seat gives orders; a Bribery of another seat's unit waits for its answer.",
          always: [{ guard: 'fightPending', target: 'awaitingFight' }, { guard: 'bribePending', target: 'awaitingDefence' }],
          on: {
            'action.take': [{ guard: 'eventLegal', actions: 'applyEvent', target: 'choosing', reenter: true }, { actions: 'refuse' }],
            'turn.end': [{ guard: 'eventLegal', actions: 'beginSteps', target: '#hats.ending' }, { actions: 'refuse' }],
          },
        },
        awaitingDefence: {
          description: 'The defending seat (a private prompt, or its computer player) chooses to pay 0, 5 or 15 greenbacks (R-HATS-8).',
          on: {
            'bribe.answer': [{ guard: 'eventLegal', actions: 'applyEvent', target: 'choosing' }, { actions: 'refuse' }],
            'action.take': { actions: 'refuse' },
            'turn.end': { actions: 'refuse' },
            'fight.answer': { actions: 'refuse' },
          },
        },
        awaitingFight: {
          description: 'R-LINK-1: the human seat taking part plays the fight out as a firefight (its battle log comes back) or rolls it (R-HATS-7).',
          on: {
            'fight.answer': [{ guard: 'eventLegal', actions: 'applyEvent', target: 'choosing' }, { actions: 'refuse' }],
            'action.take': { actions: 'refuse' },
            'bribe.answer': { actions: 'refuse' },
            'turn.end': { actions: 'refuse' },
          },
        },
      },
    },
    ending: {
      description: 'Healing, Assassination timers and "until your next turn" marks expire; a seat with no Agent is out; victory is judged.',
      entry: 'runEnd',
      always: [{ guard: 'gameOver', target: 'over' }, { target: 'nextSeat' }],
    },
    nextSeat: {
      description: 'The next standing seat; after the last one the round ends (the turn limit is judged) and a new round begins with its event.',
      entry: 'runNextSeat',
      always: [{ guard: 'gameOver', target: 'over' }, { guard: 'atEvent', target: 'roundStart' }, { target: 'income' }],
    },
    over: {
      description: 'A conspiracy has won, or the turn limit was reached.',
      type: 'final',
    },
  },
});
