/**
 * Computer-against-computer games for tuning: pure and deterministic, so the
 * CLI only adds files and a progress bar around it. Every game is played through the turn machine
 * (flow/play.ts), as on the board, and tallied by stats.ts; `simulate` adds up a census of how
 * the computers used the game.
 */
import type { HatsCommand } from './commands';
import type { Scenario } from './scenario';
import type { AiLevel, HatsOptions, HatsState, SeatId } from './state';
import { activeSeat } from './state';
import { aiNextCommand } from './ai/choose';
import { seatToDecide } from './flow/turn-machine';
import { applyHatsCommand, newHatsGame } from './flow/play';
import { CENSUS_VARIANTS, statsRecorder, type GameEnding, type GameStats } from './stats';

export const AI_LEVELS: readonly AiLevel[] = ['cautious', 'cunning'];
/** A safety stop far beyond any real game (40 rounds x seats x a dozen commands). */
const MAX_COMMANDS = 20_000;

export interface GameRecord {
  readonly state: HatsState;
  readonly commands: readonly HatsCommand[];
  /** Commands the reducer refused (must stay 0: the computer only picks legal ones). */
  readonly rejections: readonly string[];
  readonly stats: GameStats;
}

/** Whose decision it is, as the turn machine says (the defender of a waiting Bribery first). */
export function seatToMove(state: HatsState): SeatId {
  return seatToDecide(state) ?? activeSeat(state);
}

export interface PlayInput {
  readonly scenario: Scenario;
  readonly seed: string;
  readonly levels: Readonly<Record<SeatId, AiLevel>>;
  readonly options?: Partial<HatsOptions>;
  readonly turnLimit?: number;
}

export function playGame(input: PlayInput): GameRecord {
  let state = newHatsGame({ scenario: input.scenario, seed: input.seed, controllers: input.levels, options: input.options, turnLimit: input.turnLimit });
  const recorder = statsRecorder(state);
  const commands: HatsCommand[] = [];
  const rejections: string[] = [];
  while (state.phase !== 'over' && commands.length < MAX_COMMANDS) {
    const seat = seatToMove(state);
    const level = input.levels[seat] ?? 'cautious';
    const cmd = aiNextCommand(state, seat, level) ?? { type: 'turn.end', seat };
    const r = applyHatsCommand(state, cmd);
    if ('rejected' in r) {
      rejections.push(`${cmd.type}: ${r.rejected}`);
      const fallback: HatsCommand = state.pending ? { type: 'bribe.defend', seat, pay: 0 } : { type: 'turn.end', seat };
      const f = applyHatsCommand(state, fallback);
      if ('rejected' in f) break;
      commands.push(fallback);
      recorder.record(state, fallback, f.state);
      state = f.state;
      continue;
    }
    commands.push(cmd);
    recorder.record(state, cmd, r.state);
    state = r.state;
  }
  return { state, commands, rejections, stats: recorder.finish(state) };
}

/** How the computers used the game, over many games (the targets: README "Computer conspiracies"). */
export interface Census {
  readonly games: number;
  /** Per command kind (stats.ts actionKind): in how many games it was used, and how often. */
  readonly actionTypes: Readonly<Record<string, { readonly games: number; readonly uses: number }>>;
  /** Per variant of stats.ts CENSUS_VARIANTS (Bribery targets and sweeteners, defences, Subversion targets, training kinds...): games used in, uses. */
  readonly variants: Readonly<Record<string, { readonly label: string; readonly games: number; readonly uses: number }>>;
  /** Per seat: actions by kind, technologies developed (games), Agents killed and lost, desertions, unpaid upkeep. */
  readonly seats: Readonly<Record<SeatId, {
    readonly actions: Readonly<Record<string, number>>;
    readonly technologies: Readonly<Record<string, number>>;
    readonly agentsKilled: number;
    readonly agentsLost: number;
    /** Its own Agents it dismissed (R-HATS-19). */
    readonly dismissed: number;
    readonly desertions: number;
    readonly unpaid: number;
  }>>;
  /** Technologies developed by anyone, and in how many games. */
  readonly technologies: Readonly<Record<string, number>>;
  readonly endings: Readonly<Record<GameEnding, number>>;
  /** Games over before round 8. */
  readonly before8: number;
  /** Each game: its seed, seat levels, winner, how and when it ended. */
  readonly perGame: readonly { readonly seed: string; readonly levels: Readonly<Record<SeatId, AiLevel>>; readonly winner: SeatId | null; readonly ending: GameEnding; readonly rounds: number }[];
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
  readonly census: Census;
  /** Each base seed's own results (balance across seeds, not one). */
  readonly bySeed: readonly { readonly seed: string; readonly runs: number; readonly wins: Readonly<Record<SeatId, number>>; readonly strategies: Readonly<Record<string, { readonly games: number; readonly wins: number }>> }[];
}

/** Levels rotate over the seats from game to game so that each level plays each seat. */
export function levelsFor(seats: readonly string[], game: number, levels: readonly AiLevel[] = AI_LEVELS): Record<SeatId, AiLevel> {
  return Object.fromEntries(seats.map((s, j) => [s, levels[(game + j) % levels.length] ?? 'cautious']));
}

/** Base seeds for a many-seed run: `seed`, `seed-2`, ... `seed-N`. */
export function baseSeeds(seed: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => (i === 0 ? seed : `${seed}-${i + 1}`));
}

/**
 * `runs` games for each base seed (game i of seed S is played with seed "S#i"; the levels rotate
 * over the seats with i), all added up, with each base seed's results kept apart.
 */
export function simulate(input: {
  scenario: Scenario;
  runs: number;
  seed: string;
  /** Base seeds (default: [seed]). */
  seeds?: readonly string[];
  options?: Partial<HatsOptions>;
  turnLimit?: number;
  levels?: readonly AiLevel[];
  onGame?: (done: number, runs: number) => void;
}): SimSummary {
  const seats = input.scenario.seats.map((s) => s.id);
  const wins: Record<SeatId, number> = Object.fromEntries(seats.map((s) => [s, 0]));
  const strategies: Record<string, { games: number; wins: number }> = {};
  const templates: Record<string, { winners: number; all: number }> = {};
  const outcomes: Record<string, number> = {};
  const actionTypes: Record<string, { games: number; uses: number }> = {};
  const variants: Record<string, { label: string; games: number; uses: number }> = {};
  type SeatTally = { actions: Record<string, number>; technologies: Record<string, number>; agentsKilled: number; agentsLost: number; dismissed: number; desertions: number; unpaid: number };
  const seatCensus = Object.fromEntries(seats.map((s): [string, SeatTally] => [s, { actions: {}, technologies: {}, agentsKilled: 0, agentsLost: 0, dismissed: 0, desertions: 0, unpaid: 0 }]));
  const technologies: Record<string, number> = {};
  const endings: Record<GameEnding, number> = { scale: 0, regions: 0, elimination: 0, 'turn-limit': 0, draw: 0, unfinished: 0 };
  const perGame: Census['perGame'][number][] = [];
  let before8 = 0;
  let draws = 0;
  let turns = 0;
  let rejections = 0;
  const bySeed: SimSummary['bySeed'][number][] = [];
  const bases = input.seeds ?? [input.seed];
  const total = input.runs * bases.length;
  let done = 0;
  for (const base of bases) {
    const mine = { seed: base, runs: input.runs, wins: Object.fromEntries(seats.map((x) => [x, 0])) as Record<SeatId, number>, strategies: {} as Record<string, { games: number; wins: number }> };
    bySeed.push(mine);
    for (let i = 0; i < input.runs; i += 1) {
      const levels = levelsFor(seats, i, input.levels);
      const seed = `${base}#${i}`;
      const game = playGame({ scenario: input.scenario, seed, levels, options: input.options, turnLimit: input.turnLimit });
      const s = game.state;
      turns += s.round;
      rejections += game.rejections.length;
      const kind = (s.outcome ?? 'unfinished').replace(/^.*?(controls Groups of total Scale|controls Groups in|last conspiracy with Agents|turn limit|nobody wins).*$/, '$1');
      outcomes[kind] = (outcomes[kind] ?? 0) + 1;
      for (const [seat, level] of Object.entries(levels)) {
        for (const table of [strategies, mine.strategies]) {
          const st = (table[level] ??= { games: 0, wins: 0 });
          st.games += 1;
          if (s.winner === seat) st.wins += 1;
        }
      }
      if (s.winner) {
        wins[s.winner] = (wins[s.winner] ?? 0) + 1;
        mine.wins[s.winner] = (mine.wins[s.winner] ?? 0) + 1;
      } else draws += 1;
      for (const a of Object.values(s.agents)) {
        if (!a.template || a.owner === null) continue;
        const t = (templates[a.template] ??= { winners: 0, all: 0 });
        t.all += 1;
        if (a.owner === s.winner) t.winners += 1;
      }
      const used = new Set<string>();
      const developed = new Set<string>();
      for (const [seat, tally] of Object.entries(game.stats.seats)) {
        const c = seatCensus[seat];
        if (!c) continue;
        for (const [k, n] of Object.entries(tally.actions)) {
          c.actions[k] = (c.actions[k] ?? 0) + n;
          used.add(k);
          const a = (actionTypes[k] ??= { games: 0, uses: 0 });
          a.uses += n;
        }
        for (const t of tally.technologies) {
          c.technologies[t] = (c.technologies[t] ?? 0) + 1;
          developed.add(t);
        }
        c.agentsKilled += tally.agentsKilled;
        c.agentsLost += tally.agentsLost;
        c.dismissed += tally.dismissed;
        c.desertions += tally.desertions;
        c.unpaid += tally.unpaid;
      }
      for (const k of used) (actionTypes[k] ??= { games: 0, uses: 0 }).games += 1;
      for (const v of CENSUS_VARIANTS) {
        const kinds = [...used].filter(v.test);
        const row = (variants[v.id] ??= { label: v.label, games: 0, uses: 0 });
        if (kinds.length > 0) row.games += 1;
        for (const tally of Object.values(game.stats.seats)) for (const k of kinds) row.uses += tally.actions[k] ?? 0;
      }
      for (const t of developed) technologies[t] = (technologies[t] ?? 0) + 1;
      endings[game.stats.ending] += 1;
      if (s.phase === 'over' && s.round < 8) before8 += 1;
      perGame.push({ seed, levels, winner: s.winner, ending: game.stats.ending, rounds: s.round });
      done += 1;
      input.onGame?.(done, total);
    }
  }
  return {
    runs: total, wins, draws, averageTurns: total > 0 ? turns / total : 0, strategies, templates, rejections, outcomes,
    census: { games: total, actionTypes, variants, seats: seatCensus, technologies, endings, before8, perGame },
    bySeed,
  };
}
