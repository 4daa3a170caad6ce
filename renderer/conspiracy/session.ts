/**
 * One Black Hats game on this machine: the turn machine (src/hats/flow) holds the full state, and
 * nothing outside this module can reach it. The board asks for one seat's view (viewFor) or the
 * public view (publicView) and sends commands; the computer seats' moves come from src/hats/ai.
 * So a screen can only ever show what the seat in front of it may know (R-HATS-12).
 */
import { createActor, type Actor } from 'xstate';
import { turnReport, type TurnReport } from '../../src/hats/view/turn-report';
import { reveal, type Reveal } from '../../src/hats/view/reveal';
import {
  activeSeat, aiNextCommand, applyHatsCommand, eventFor, hatsTurnMachine, newHatsGame, publicView, seatToMove, statsOfLog, viewFor,
  type AiLevel, type Controller, type GameStats, type HatsCommand, type HatsOptions, type HatsState, type PublicView, type Scenario, type SeatId, type SeatView,
} from '../../src/hats';

export interface SessionSeat {
  readonly id: SeatId;
  readonly name: string;
  /** Who plays it now, read from the game (a seat.control hand-over changes it). */
  readonly controller: Controller;
  /** Handed to the computer by its person, for this turn or until taken back (src/hats/README.md "Solo comforts"). */
  readonly handBack?: 'turn' | 'keep';
}

export interface SessionInput {
  readonly scenario: Scenario;
  readonly seed: string;
  readonly controllers: Readonly<Record<SeatId, Controller>>;
  /** House rules (lethality, Ironman, random events) and the turn limit chosen in the set-up. */
  readonly options?: Partial<HatsOptions>;
  readonly turnLimit?: number;
}

/** What "Play again" needs: the same scenario, seats and house rules. */
export interface GameSettings {
  readonly scenarioId: string;
  readonly controllers: Readonly<Record<SeatId, Controller>>;
  readonly options: HatsOptions;
  readonly turnLimit: number;
}

/** A saved game to go on with: its first state, its log, and the state after the log. */
export interface ResumeInput {
  readonly seed: string;
  readonly initial: HatsState;
  readonly commands: readonly HatsCommand[];
  readonly state: HatsState;
}

export { eventFor };

export class ConspiracySession {
  readonly scenarioName: string;
  readonly seed: string;
  private actor: Actor<typeof hatsTurnMachine>;
  /** The game before its first command: with the seed and the log, a save replays the game (R-CORE-3). */
  private readonly initial: HatsState;
  /** Every applied command, in order. */
  private applied: HatsCommand[];
  /** The game before each applied command (for the turn report), or fewer when a load or a rewind left it to be replayed. */
  private history: HatsState[] = [];
  private reported: { readonly key: string; readonly report: TurnReport } | null = null;
  private revealed: { readonly length: number; readonly reveal: Reveal } | null = null;

  constructor(input: SessionInput | ResumeInput) {
    const game = 'scenario' in input ? newHatsGame({ scenario: input.scenario, seed: input.seed, controllers: input.controllers, options: input.options, turnLimit: input.turnLimit }) : input.state;
    this.initial = 'scenario' in input ? game : input.initial;
    this.applied = 'scenario' in input ? [] : [...input.commands];
    // The machine routes a saved state to its phase (income, maintain, actions or over).
    this.actor = createActor(hatsTurnMachine, { input: { game } });
    this.actor.start();
    this.scenarioName = game.scenario.name;
    this.seed = input.seed;
  }

  commands(): readonly HatsCommand[] {
    return this.applied;
  }

  /** R-CORE-6: the game's own house rule, so the save controller keeps it Ironman after a load too. */
  ironman(): boolean {
    return this.game.options.ironman;
  }

  /** True when the game draws a random event each round (R-HATS-17). */
  hasEvents(): boolean {
    return this.game.scenario.events !== null && this.game.options.events;
  }

  /** How this game judges "the last with Agents" (R-HATS-11), or null when its scenario does not count it. */
  lastWithAgentsRule(): 'every turn' | 'once out' | null {
    if (!this.game.scenario.victory.lastWithAgents) return null;
    return this.game.version >= 3 ? 'every turn' : 'once out';
  }

  /** The scenario, seats and house rules, for "Play again". */
  settings(): GameSettings {
    const g = this.game;
    return { scenarioId: g.scenario.id, controllers: Object.fromEntries(g.seats.map((s) => [s.id, s.controller])), options: g.options, turnLimit: g.scenario.victory.turnLimit };
  }

  /**
   * The statistics of the whole game (a sample per round per seat, each seat's tallies), rebuilt by
   * replaying the log; only once the game is over, when nothing is secret any more.
   */
  statistics(): GameStats | null {
    if (!this.over()) return null;
    return statsOfLog(this.initial, this.applied, applyHatsCommand);
  }

  /**
   * For the save controller only (renderer/saves): it writes these into a save and replays them,
   * never draws them; the board still draws only viewFor/publicView (R-HATS-12).
   */
  initialState(): HatsState {
    return this.initial;
  }

  state(): HatsState {
    return this.game;
  }

  /** Undo and rewind: the game goes back to `state`, reached by replaying `commands` (a prefix of the log). */
  rewind(state: HatsState, commands: readonly HatsCommand[]): void {
    this.history = [];
    this.reported = null;
    this.revealed = null;
    this.actor.stop();
    this.actor = createActor(hatsTurnMachine, { input: { game: state } });
    this.actor.start();
    this.applied = [...commands];
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

  /**
   * The seats as the game has them now: a seat handed to the computer (seat.control) is played by
   * it from the next decision on, and a seat taken back is its person's again.
   */
  get seats(): readonly SessionSeat[] {
    return this.game.seats;
  }

  seat(id: SeatId): SessionSeat {
    const s = this.seats.find((x) => x.id === id);
    if (!s) throw new Error(`unknown seat ${id}`);
    return s;
  }

  /**
   * The seats a person plays or handed over (it may take them back): the table flow's hot-seat
   * count, so handing a seat over neither opens a board of another seat in a hot-seat game nor
   * hides the solo seat's own board while the computer plays it.
   */
  humans(): SeatId[] {
    return this.seats.filter((s) => s.controller === 'human' || s.handBack !== undefined).map((s) => s.id);
  }

  /** True when a person decides for the seat now (not the computer, handed over or not). */
  isHuman(id: SeatId): boolean {
    return this.seat(id).controller === 'human';
  }

  /** Sends a command through the turn machine; the refusal's reason, or null when it was applied. */
  take(command: HatsCommand): string | null {
    const before = this.actor.getSnapshot().context.game;
    this.actor.send(eventFor(command));
    const after = this.actor.getSnapshot().context;
    if (after.game === before) return after.rejection ?? 'The command changed nothing.';
    if (this.history.length === this.applied.length) this.history.push(before);
    this.applied.push(command);
    return null;
  }

  /**
   * The report `seat` reads at the start of its turn (src/hats/view/turn-report.ts: its own orders of
   * its last turn, its money ledger since): only at its own Actions, else null. The states between
   * the commands are kept as they are played, and replayed from the log after a load or a rewind.
   */
  report(seat: SeatId): TurnReport | null {
    const game = this.game;
    if (game.phase !== 'actions' || activeSeat(game) !== seat) return null;
    const key = `${seat}:${this.applied.length}`;
    if (this.reported?.key === key) return this.reported.report;
    const states = this.states();
    if (!states) return null;
    const report = turnReport(states, this.applied, seat);
    this.reported = { key, report };
    return report;
  }

  /**
   * The game told again at its end, every conspiracy's Agents and Groups as they truly stood after
   * each seat-turn (src/hats/view/reveal.ts): null until the game is over, when nothing is secret.
   */
  reveal(): Reveal | null {
    if (!this.over()) return null;
    if (this.revealed?.length === this.applied.length) return this.revealed.reveal;
    const states = this.states();
    const r = states ? reveal(states, this.applied) : null;
    this.revealed = r ? { length: this.applied.length, reveal: r } : null;
    return r;
  }

  /** The game before each command, then now: kept as commands are played, replayed from the log after a load or a rewind. */
  private states(): HatsState[] | null {
    if (this.history.length !== this.applied.length) {
      const states: HatsState[] = [];
      let s = this.initial;
      for (const c of this.applied) {
        states.push(s);
        const r = applyHatsCommand(s, c);
        if ('rejected' in r) return null;
        s = r.state;
      }
      this.history = states;
    }
    return [...this.history, this.game];
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
