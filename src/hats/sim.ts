/**
 * Computer-against-computer games for tuning (issue 7 point 7): pure and deterministic, so the
 * CLI only adds files and a progress bar around it.
 */
import type { HatsCommand } from './commands';
import type { Scenario } from './scenario';
import type { AiLevel, HatsOptions, HatsState, SeatId } from './state';
import { activeSeat } from './state';
import { aiNextCommand } from './ai/choose';
import { seatToDecide } from './flow/turn-machine';
import { applyHatsCommand, newHatsGame } from './flow/play';

export const AI_LEVELS: readonly AiLevel[] = ['cautious', 'cunning'];
/** A safety stop far beyond any real game (40 rounds x seats x a dozen commands). */
const MAX_COMMANDS = 20_000;

export interface GameRecord {
  readonly state: HatsState;
  readonly commands: readonly HatsCommand[];
  /** Commands the reducer refused (must stay 0: the computer only picks legal ones). */
  readonly rejections: readonly string[];
}

/** Whose decision it is, as the turn machine says (the defender of a waiting Bribery first). */
export function seatToMove(state: HatsState): SeatId {
  return seatToDecide(state) ?? activeSeat(state);
}

export function playGame(input: { scenario: Scenario; seed: string; levels: Readonly<Record<SeatId, AiLevel>>; options?: Partial<HatsOptions> }): GameRecord {
  let state = newHatsGame({ scenario: input.scenario, seed: input.seed, controllers: input.levels, options: input.options });
  const commands: HatsCommand[] = [];
  const rejections: string[] = [];
  while (state.phase !== 'over' && commands.length < MAX_COMMANDS) {
    const seat = seatToMove(state);
    const level = input.levels[seat] ?? 'cautious';
    const cmd = aiNextCommand(state, seat, level) ?? { type: 'turn.end', seat };
    commands.push(cmd);
    const r = applyHatsCommand(state, cmd);
    if ('rejected' in r) {
      rejections.push(`${cmd.type}: ${r.rejected}`);
      const fallback = applyHatsCommand(state, state.pending ? { type: 'bribe.defend', seat, pay: 0 } : { type: 'turn.end', seat });
      if ('rejected' in fallback) break;
      state = fallback.state;
      continue;
    }
    state = r.state;
  }
  return { state, commands, rejections };
}

export interface SimSummary {
  readonly runs: number;
  readonly wins: Readonly<Record<SeatId, number>>;
  readonly draws: number;
  readonly averageTurns: number;
  /** Games played and won by each computer level, whatever the seat. */
  readonly strategies: Readonly<Record<string, { readonly games: number; readonly wins: number }>>;
  /** Per template: Agents standing at the end on the winner's side, and in all. */
  readonly templates: Readonly<Record<string, { readonly winners: number; readonly all: number }>>;
  readonly rejections: number;
  readonly outcomes: Readonly<Record<string, number>>;
}

/** Levels rotate over the seats from game to game so that each level plays each seat. */
export function levelsFor(seats: readonly string[], game: number, levels: readonly AiLevel[] = AI_LEVELS): Record<SeatId, AiLevel> {
  return Object.fromEntries(seats.map((s, j) => [s, levels[(game + j) % levels.length] ?? 'cautious']));
}

export function simulate(input: {
  scenario: Scenario;
  runs: number;
  seed: string;
  options?: Partial<HatsOptions>;
  levels?: readonly AiLevel[];
  onGame?: (done: number, runs: number) => void;
}): SimSummary {
  const seats = input.scenario.seats.map((s) => s.id);
  const wins: Record<SeatId, number> = Object.fromEntries(seats.map((s) => [s, 0]));
  const strategies: Record<string, { games: number; wins: number }> = {};
  const templates: Record<string, { winners: number; all: number }> = {};
  const outcomes: Record<string, number> = {};
  let draws = 0;
  let turns = 0;
  let rejections = 0;
  for (let i = 0; i < input.runs; i += 1) {
    const levels = levelsFor(seats, i, input.levels);
    const game = playGame({ scenario: input.scenario, seed: `${input.seed}#${i}`, levels, options: input.options });
    const s = game.state;
    turns += s.round;
    rejections += game.rejections.length;
    const kind = (s.outcome ?? 'unfinished').replace(/^.*?(controls Groups of total Scale|controls Groups in|last conspiracy with Agents|turn limit|nobody wins).*$/, '$1');
    outcomes[kind] = (outcomes[kind] ?? 0) + 1;
    for (const [seat, level] of Object.entries(levels)) {
      const st = (strategies[level] ??= { games: 0, wins: 0 });
      st.games += 1;
      if (s.winner === seat) st.wins += 1;
    }
    if (s.winner) wins[s.winner] = (wins[s.winner] ?? 0) + 1;
    else draws += 1;
    for (const a of Object.values(s.agents)) {
      if (!a.template || a.owner === null) continue;
      const t = (templates[a.template] ??= { winners: 0, all: 0 });
      t.all += 1;
      if (a.owner === s.winner) t.winners += 1;
    }
    input.onGame?.(i + 1, input.runs);
  }
  return { runs: input.runs, wins, draws, averageTurns: input.runs > 0 ? turns / input.runs : 0, strategies, templates, rejections, outcomes };
}
