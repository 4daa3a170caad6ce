/**
 * The table's own flow (STYLE.md principle 17), shared by the tactical table and the conspiracy
 * board: whom the screen is for now. A human seat's board, a hand-over screen between seats in
 * hot-seat (R-HATS-12; the tactical hand-over), a computer player at a pace the table can follow
 * (pause and step), a pending prompt (the dodge question, R-OPS-14; the Bribery defence,
 * R-HATS-6), and the end. The game's own flow (rounds, turns) stays in its machine in src/; this
 * machine only hears what the game waits for (`game.changed`) and asks for a computer step
 * (`stepComputer`, provided by the screen). `after` delays, never `setTimeout`. README.md.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

// ---- pure helpers ----------------------------------------------------------------------------

/** What the game waits for, as the screen tells the machine (seats are the game's own ids, as text). */
export type TableWaiting =
  /** A human seat: its turn, or a prompt only it may answer (a dodge, a Bribery defence). */
  | { readonly kind: 'seat'; readonly seat: string; readonly task: 'turn' | 'prompt' }
  /** A computer player (`seat`), or the game's own step that no player owns (`seat` null). */
  | { readonly kind: 'computer'; readonly seat: string | null }
  | { readonly kind: 'over' };

export interface TableFlowInput {
  /** The human seats, in seat order: two or more is hot-seat (boards only behind a hand-over). */
  readonly humans: readonly string[];
  readonly waiting: TableWaiting;
  /** Milliseconds between two computer steps (0: as fast as the screen can draw). */
  readonly pace: number;
}

export interface TableFlowContext {
  readonly humans: readonly string[];
  readonly waiting: TableWaiting;
  readonly pace: number;
  readonly paused: boolean;
  /** The seat whose board is (or was last) on screen; null after a hand-over screen or a hot-seat computer turn. */
  readonly shown: string | null;
  /**
   * Counts each time a board is put in front of a new seat (hand-over confirmed, or the first
   * board): the screen starts that seat's camera, cursor, selection and menus afresh on a change.
   */
  readonly sitting: number;
  /** Computer steps since the computer last took over (the cover's counter). */
  readonly steps: number;
}

export type TableFlowEvent =
  | { readonly type: 'game.changed'; readonly waiting: TableWaiting }
  | { readonly type: 'handover.confirm' }
  | { readonly type: 'computer.pause' }
  | { readonly type: 'computer.resume' }
  /** One computer step now (while paused). */
  | { readonly type: 'computer.step' }
  | { readonly type: 'pace.set'; readonly pace: number };

const hotSeat = (c: TableFlowContext): boolean => c.humans.length > 1;

/** Whom the screen is for, from the machine's state: what every view of a table asks first. */
export type TableScreen =
  | { readonly kind: 'board'; readonly seat: string; readonly task: 'turn' | 'prompt' }
  /** The board of the solo human (or the all-seeing board when no human plays) while a computer acts. */
  | { readonly kind: 'watching'; readonly seat: string | null; readonly computer: string | null; readonly paused: boolean; readonly steps: number }
  /** Nothing of any seat on screen: pass the table to `seat`. */
  | { readonly kind: 'handover'; readonly seat: string; readonly task: 'turn' | 'prompt' }
  /** Nothing of any seat on screen while a computer plays in a hot-seat game. */
  | { readonly kind: 'cover'; readonly computer: string | null; readonly paused: boolean; readonly steps: number }
  | { readonly kind: 'over' };

// ---- setup: types, guards, actions, delays -----------------------------------------------------

const tableFlowSetup = setup({
  types: {
    context: {} as TableFlowContext,
    events: {} as TableFlowEvent,
    input: {} as TableFlowInput,
  },
  guards: {
    isOver: ({ context }) => context.waiting.kind === 'over',
    computerPlays: ({ context }) => context.waiting.kind === 'computer',
    isPaused: ({ context }) => context.paused,
    /** A human seat that is at the table already, or the only human (solo games never hand over). */
    seatPresent: ({ context }) => context.waiting.kind === 'seat' && (!hotSeat(context) || context.waiting.seat === context.shown),
    awaitsPrompt: ({ context }) => context.waiting.kind === 'seat' && context.waiting.task === 'prompt',
    /** The change leaves the same computer player to move (its steps keep counting). */
    sameComputer: ({ context, event }) =>
      event.type === 'game.changed' && event.waiting.kind === 'computer' && context.waiting.kind === 'computer' && event.waiting.seat === context.waiting.seat,
  },
  actions: {
    /** Provided by the screen: let the computer (or the game's own step) make its next move. */
    stepComputer: () => undefined,
    noteChange: assign(({ event }) => (event.type === 'game.changed' ? { waiting: event.waiting } : {})),
    countStep: assign(({ context }) => ({ steps: context.steps + 1 })),
    resetSteps: assign({ steps: 0 }),
    /** A hot-seat computer turn hides the board: the next human is handed the table afresh. */
    leaveTable: assign(({ context }) => (hotSeat(context) ? { shown: null } : {})),
    sit: assign(({ context }) => {
      const seat = context.waiting.kind === 'seat' ? context.waiting.seat : context.shown;
      return seat === context.shown && context.sitting > 0 ? {} : { shown: seat, sitting: context.sitting + 1 };
    }),
    pause: assign({ paused: true }),
    resume: assign({ paused: false }),
    setPace: assign(({ event }) => (event.type === 'pace.set' ? { pace: Math.max(0, event.pace) } : {})),
  },
  delays: {
    pace: ({ context }) => context.pace,
  },
});

// ---- the machine: structure only ----------------------------------------------------------------

export const tableFlowMachine = tableFlowSetup.createMachine({
  id: 'tableFlow',
  description: 'Whom the table shows now: a seat\'s board, a hand-over, a computer player at its pace, a prompt, or the end.',
  context: ({ input }) => ({ humans: input.humans, waiting: input.waiting, pace: input.pace, paused: false, shown: null, sitting: 0, steps: 0 }),
  initial: 'routing',
  on: {
    'game.changed': { target: '.routing', actions: 'noteChange' },
    'pace.set': { actions: 'setPace' },
    // Paused or resumed while a human decides (the GM, before the computer's turn): kept for the computer's next turn.
    'computer.pause': { actions: 'pause' },
    'computer.resume': { actions: 'resume' },
  },
  states: {
    routing: {
      description: 'After every change of the game: over, a computer to play, the seat at the table, or a hand-over first.',
      always: [
        { guard: 'isOver', target: 'over' },
        { guard: 'computerPlays', target: 'computer' },
        { guard: 'seatPresent', target: 'board' },
        { target: 'handover' },
      ],
    },
    handover: {
      description: 'Hot-seat: the board is hidden until the next seat confirms it is at the table; the screen names no unit and no secret.',
      on: { 'handover.confirm': { target: 'board' } },
    },
    board: {
      description: 'A human seat\'s board: its turn, or a prompt only it may answer.',
      entry: 'sit',
      initial: 'choosing',
      states: {
        choosing: {
          description: 'The seat picks its commands.',
          always: { guard: 'awaitsPrompt', target: 'prompt' },
        },
        prompt: {
          description: 'A question waits for this seat\'s answer (a dodge, a Bribery defence); nothing else may be done.',
        },
      },
    },
    computer: {
      description: 'A computer player moves, one step per pace; in hot-seat no seat\'s board is on screen meanwhile.',
      entry: ['leaveTable'],
      exit: 'resetSteps',
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isPaused', target: 'paused' }, { target: 'running' }],
        },
        running: {
          description: 'The next step comes after the pace delay.',
          after: { pace: { target: 'running', reenter: true, actions: ['countStep', 'stepComputer'] } },
          on: { 'computer.pause': { target: 'paused', actions: 'pause' } },
        },
        paused: {
          description: 'Held: one step at a time, or resume.',
          on: {
            'computer.resume': { target: 'running', actions: 'resume' },
            'computer.step': { actions: ['countStep', 'stepComputer'] },
          },
        },
      },
      // A computer step that changes the game routes again, but keeps counting for the same player.
      on: { 'game.changed': [{ guard: 'sameComputer', target: '.deciding', actions: 'noteChange' }, { target: '#tableFlow.routing', actions: 'noteChange' }] },
    },
    over: {
      description: 'The game is over: the public result (a rewind may bring it back).',
    },
  },
});

/** Whom the screen is for now (pure: unit-tested with the machine's snapshots). */
export function tableScreen(snapshot: Pick<SnapshotFrom<typeof tableFlowMachine>, 'value' | 'context'>): TableScreen {
  const c = snapshot.context;
  const at = snapshot.value;
  if (at === 'over') return { kind: 'over' };
  if (at === 'handover' && c.waiting.kind === 'seat') return { kind: 'handover', seat: c.waiting.seat, task: c.waiting.task };
  if (typeof at === 'object' && 'computer' in at) {
    const computer = c.waiting.kind === 'computer' ? c.waiting.seat : null;
    const paused = at.computer === 'paused';
    if (hotSeat(c)) return { kind: 'cover', computer, paused, steps: c.steps };
    return { kind: 'watching', seat: c.humans[0] ?? null, computer, paused, steps: c.steps };
  }
  if (c.waiting.kind === 'seat') return { kind: 'board', seat: c.waiting.seat, task: c.waiting.task };
  return { kind: 'over' };
}
