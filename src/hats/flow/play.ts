/**
 * Playing a game through its turn machine (flow/turn-machine.ts), the one owner of its flow: a new
 * game, and one logged command at a time. The save format, the simulator, the computer players and
 * the board all go through applyHatsCommand, so the same command log always replays the same
 * game (R-CORE-3): the machine's state is derived from the game state each time (`routing`). The
 * commands take the machine's steps as plain functions (flow/step.ts), not an interpreted snapshot.
 */
import { initialTransition, type SnapshotFrom } from 'xstate';
import { parseHatsCommand } from '../commands';
import { commandProblem, type HatsResult } from '../reducer';
import { setupHatsGame, type NewGameInput } from '../setup';
import type { HatsState } from '../state';
import { routed, sent } from './step';
import { eventFor, hatsTurnMachine } from './turn-machine';

export type HatsSnapshot = SnapshotFrom<typeof hatsTurnMachine>;

/** The machine at the point `game` is in (running any steps due: a new game's first event, Income, Maintain). */
export function snapshotOf(game: HatsState): HatsSnapshot {
  return initialTransition(hatsTurnMachine, { game })[0];
}

/** A new game at its first seat's Actions (the first round's event, Income and Maintain already played). */
export function newHatsGame(input: NewGameInput): HatsState {
  return routed({ game: setupHatsGame(input), events: [], rejection: null }).game;
}

/** One logged command through the turn machine: the next state and its log lines, or the refusal (state unchanged). */
export function applyHatsCommand(state: HatsState, input: unknown): HatsResult {
  const parsed = parseHatsCommand(input);
  if (!parsed.ok) return { rejected: parsed.error };
  const { game, rejection, events } = sent(routed({ game: state, events: [], rejection: null }), eventFor(parsed.command));
  if (rejection !== null) return { rejected: rejection };
  if (game === state) return { rejected: commandProblem(state, parsed.command) ?? 'The command changed nothing.' };
  return { state: game, events };
}
