/**
 * One Black Hats game on this machine: the turn machine (src/hats/flow) holds the full state, and
 * nothing outside this module can reach it. The board asks for one seat's view (viewFor) or the
 * public view (publicView) and sends commands; the computer seats' moves come from src/hats/ai.
 * So a screen can only ever show what the seat in front of it may know (R-HATS-12).
 */
import { createActor, type Actor } from 'xstate';
import {
  aiNextCommand, hatsTurnMachine, newHatsGame, publicView, seatToMove, viewFor,
  type AiLevel, type Controller, type HatsCommand, type HatsMachineEvent, type HatsState, type PublicView, type Scenario, type SeatId, type SeatView,
} from '../../src/hats';

export interface SessionSeat {
  readonly id: SeatId;
  readonly name: string;
  readonly controller: Controller;
}

export interface SessionInput {
  readonly scenario: Scenario;
  readonly seed: string;
  readonly controllers: Readonly<Record<SeatId, Controller>>;
}

/** A command as the turn machine takes it. */
export function eventFor(command: HatsCommand): HatsMachineEvent {
  if (command.type === 'turn.end') return { type: 'turn.end', seat: command.seat };
  if (command.type === 'bribe.defend') return { type: 'bribe.answer', command };
  return { type: 'action.take', command };
}

export class ConspiracySession {
  readonly seats: readonly SessionSeat[];
  readonly scenarioName: string;
  readonly seed: string;
  private readonly actor: Actor<typeof hatsTurnMachine>;
  /** Every applied command, in order: with the scenario and seed, a save can replay the game (R-CORE-3). */
  private readonly applied: HatsCommand[] = [];

  constructor(input: SessionInput) {
    const game = newHatsGame({ scenario: input.scenario, seed: input.seed, controllers: input.controllers });
    this.actor = createActor(hatsTurnMachine, { input: { game } });
    this.actor.start();
    this.seats = game.seats.map((s) => ({ id: s.id, name: s.name, controller: s.controller }));
    this.scenarioName = input.scenario.name;
    this.seed = input.seed;
  }

  commands(): readonly HatsCommand[] {
    return this.applied;
  }

  private get game(): HatsState {
    return this.actor.getSnapshot().context.game;
  }

  viewFor(seat: SeatId): SeatView {
    return viewFor(this.game, seat);
  }

  publicView(): PublicView {
    return publicView(this.game);
  }

  over(): boolean {
    return this.game.phase === 'over';
  }

  /** Whose decision it is (a pending Bribery's defender first), or null when the game is over. */
  toMove(): SeatId | null {
    return this.over() ? null : seatToMove(this.game);
  }

  seat(id: SeatId): SessionSeat {
    const s = this.seats.find((x) => x.id === id);
    if (!s) throw new Error(`unknown seat ${id}`);
    return s;
  }

  humans(): SeatId[] {
    return this.seats.filter((s) => s.controller === 'human').map((s) => s.id);
  }

  /** Sends a command through the turn machine; the refusal's reason, or null when it was applied. */
  take(command: HatsCommand): string | null {
    const before = this.actor.getSnapshot().context.game;
    this.actor.send(eventFor(command));
    const after = this.actor.getSnapshot().context;
    if (after.game === before) return after.rejection ?? 'The command changed nothing.';
    this.applied.push(command);
    return null;
  }

  /**
   * Plays one decision of the computer seat to move, if one is to move. A refused choice (which
   * the computer players are built never to make) falls back to ending the turn or paying nothing,
   * as the simulator does, so the game cannot stall.
   */
  computerStep(): { seat: SeatId; command: HatsCommand } | null {
    const seat = this.toMove();
    if (seat === null) return null;
    const controller = this.seat(seat).controller;
    if (controller === 'human') return null;
    const level: AiLevel = controller;
    const game = this.game;
    const command = aiNextCommand(game, seat, level) ?? { type: 'turn.end', seat };
    if (this.take(command) === null) return { seat, command };
    const fallback: HatsCommand = game.pending ? { type: 'bribe.defend', seat, pay: 0 } : { type: 'turn.end', seat };
    const problem = this.take(fallback);
    if (problem) throw new Error(`The computer player of ${seat} is stuck: ${problem}`);
    return { seat, command: fallback };
  }

  stop(): void {
    this.actor.stop();
  }
}
