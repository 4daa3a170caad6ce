/**
 * What happened in a game, in numbers: a sample per round per seat (greenbacks, Scale controlled,
 * Agents, Groups) for the result screen's chart, and per seat the actions it took by kind, the
 * technologies it developed, the Agents it eliminated and lost, desertions and unpaid upkeep. Pure:
 * fed one command at a time (the simulator while it plays) or rebuilt from a saved log (the board
 * at the end of a game), from the true state, so only shown when the game is over.
 */
import type { HatsCommand } from './commands';
import type { HatsState, SeatId } from './state';
import { controlledScale } from './rules/victory';
import { GROUPS } from './data/groups';

/** One seat at the start of a round (and once more at the end of the game). */
export interface SeatSample {
  readonly greenbacks: number;
  readonly scale: number;
  readonly agents: number;
  readonly groups: number;
}

export interface RoundSample {
  /** The round about to be played; the last sample is the end of the game. */
  readonly round: number;
  readonly seats: Readonly<Record<SeatId, SeatSample>>;
}

export interface SeatTally {
  /** Commands by kind (actionKind), turn ends left out. */
  readonly actions: Record<string, number>;
  readonly technologies: string[];
  /** Other seats' Agents eliminated by this seat's commands. */
  agentsKilled: number;
  /** This seat's Agents eliminated. */
  agentsLost: number;
  /** This seat's Agents it dismissed (R-HATS-19). */
  dismissed: number;
  /** This seat's Agents that deserted (unpaid upkeep, R-HATS-16). */
  desertions: number;
  /** Times one of its Agents went unpaid. */
  unpaid: number;
  /** Groups it took from others or from nobody. */
  groupsTaken: number;
  /** Groups taken from it, or destroyed while it controlled them. */
  groupsLost: number;
}

export interface GameStats {
  readonly rounds: readonly RoundSample[];
  readonly seats: Readonly<Record<SeatId, SeatTally>>;
  readonly winner: SeatId | null;
  readonly outcome: string | null;
  /** 'scale' | 'regions' | 'elimination' | 'turn-limit' | 'draw' | 'unfinished' */
  readonly ending: GameEnding;
  readonly lastRound: number;
}

export type GameEnding = 'scale' | 'regions' | 'elimination' | 'turn-limit' | 'draw' | 'unfinished';

const GROUP_IDS: ReadonlySet<string> = new Set(GROUPS.map((g) => g.id));
const targetKind = (id: string): string => (GROUP_IDS.has(id) ? 'group' : 'agent');
const boosted = (boost: number): string => (boost > 0 ? `+${boost}` : '');

/**
 * The census's name for a command: its type, with the variants that matter for "the whole game"
 * (the command log says them all): a Bribery's or a Subversion's target (an Agent or a Group) and
 * its sweetener (+1, +2), the defence paid against a Bribery (none, +1, +2), what Training raises
 * (a skill or a characteristic), where Protect and Surveillance look, what Research aims at, a
 * recruit's kind and trainer. Every name begins with the command's type.
 */
export function actionKind(cmd: HatsCommand): string {
  switch (cmd.type) {
    case 'action.protect': return `action.protect:${cmd.guard.kind}`;
    case 'action.research': return `action.research:${cmd.goal.kind}`;
    case 'action.surveil': return `action.surveil:${cmd.look}`;
    case 'conspiracy.recruit': return `conspiracy.recruit:${cmd.recruit.kind}${cmd.trainer ? '+trainer' : ''}`;
    case 'bribe.defend': return cmd.pay > 0 ? `bribe.defend:+${cmd.pay}` : 'bribe.defend:none';
    case 'action.bribe': return `action.bribe:${targetKind(cmd.target)}${boosted(cmd.boost)}`;
    case 'action.subvert': return `action.subvert:${targetKind(cmd.target)}${boosted(cmd.boost)}`;
    case 'action.train': return `action.train:${cmd.trait.kind === 'skill' ? 'skill' : 'characteristic'}`;
    case 'action.move':
    case 'action.hide':
    case 'action.combat':
    case 'action.assassinate':
    case 'action.indoctrinate':
    case 'action.infiltrate':
    case 'action.psychic':
    case 'action.embezzle':
    case 'agent.equip':
    case 'agent.dismiss':
    case 'fight.resolve':
    case 'seat.control':
    case 'turn.end':
      return cmd.type;
  }
}

/**
 * The variants the census reports apart (README "Balance of the conspiracy layer"): each a set of
 * actionKind names. A variant is used in a game when any of its names is.
 */
export const CENSUS_VARIANTS: readonly { readonly id: string; readonly label: string; readonly test: (kind: string) => boolean }[] = [
  { id: 'bribe-agent', label: 'Bribery of an Agent', test: (k) => k.startsWith('action.bribe:agent') },
  { id: 'bribe-group', label: 'Bribery of a Group', test: (k) => k.startsWith('action.bribe:group') },
  { id: 'bribe-sweetener', label: 'Bribery with a sweetener (+1 or +2)', test: (k) => /^action\.bribe:\w+\+[12]$/.test(k) },
  { id: 'defence-none', label: 'Bribery answered without paying', test: (k) => k === 'bribe.defend:none' },
  { id: 'defence-1', label: 'Bribery defence +1 (5 greenbacks)', test: (k) => k === 'bribe.defend:+1' },
  { id: 'defence-2', label: 'Bribery defence +2 (15 greenbacks)', test: (k) => k === 'bribe.defend:+2' },
  { id: 'subvert-agent', label: 'Subversion of an Agent', test: (k) => k.startsWith('action.subvert:agent') },
  { id: 'subvert-group', label: 'Subversion of a Group', test: (k) => k.startsWith('action.subvert:group') },
  { id: 'train-skill', label: 'Training a skill', test: (k) => k === 'action.train:skill' },
  { id: 'train-characteristic', label: 'Training a characteristic', test: (k) => k === 'action.train:characteristic' },
  { id: 'dismiss', label: 'Dismissing an Agent (R-HATS-19)', test: (k) => k === 'agent.dismiss' },
];

export function endingOf(state: HatsState): GameEnding {
  const o = state.outcome ?? '';
  if (state.phase !== 'over') return 'unfinished';
  if (/controls Groups of total Scale/.test(o)) return 'scale';
  if (/controls Groups in/.test(o)) return 'regions';
  if (/last conspiracy with Agents/.test(o)) return 'elimination';
  if (/turn limit/.test(o)) return state.winner ? 'turn-limit' : 'draw';
  return 'draw';
}

function sample(state: HatsState): RoundSample {
  const seats: Record<SeatId, SeatSample> = {};
  for (const s of state.seats) {
    let agents = 0;
    for (const a of Object.values(state.agents)) if (a.owner === s.id) agents += 1;
    let groups = 0;
    for (const g of Object.values(state.groups)) if (g.owner === s.id && !g.destroyed) groups += 1;
    seats[s.id] = { greenbacks: state.conspiracies[s.id]?.greenbacks ?? 0, scale: controlledScale(state, s.id), agents, groups };
  }
  return { round: state.round, seats };
}

export interface StatsRecorder {
  /** After each applied command: the state before and after it. */
  record(before: HatsState, command: HatsCommand, after: HatsState): void;
  finish(final: HatsState): GameStats;
}

export function statsRecorder(initial: HatsState): StatsRecorder {
  const rounds: RoundSample[] = [sample(initial)];
  const seats: Record<SeatId, SeatTally> = Object.fromEntries(initial.seats.map((s) => [s.id, { actions: {}, technologies: [], agentsKilled: 0, agentsLost: 0, dismissed: 0, desertions: 0, unpaid: 0, groupsTaken: 0, groupsLost: 0 }]));
  let lastLog = initial.log.at(-1);
  return {
    record(before, command, after) {
      const me = seats[command.seat];
      if (me && command.type !== 'turn.end') me.actions[actionKind(command)] = (me.actions[actionKind(command)] ?? 0) + 1;
      for (const [id, a] of Object.entries(before.agents)) {
        const now = after.agents[id];
        if (a.owner === null) continue;
        const victim = seats[a.owner];
        if (!now && command.type === 'agent.dismiss') {
          if (victim) victim.dismissed += 1;
        } else if (!now) {
          if (victim) victim.agentsLost += 1;
          if (me && a.owner !== command.seat) me.agentsKilled += 1;
        } else if (now.owner === null && victim) {
          victim.desertions += 1;
        }
      }
      for (const [id, g] of Object.entries(after.groups)) {
        const was = before.groups[id];
        if (!was || was.owner === g.owner) continue;
        if (g.owner !== null) {
          const taker = seats[g.owner];
          if (taker) taker.groupsTaken += 1;
        }
        if (was.owner !== null) {
          const loser = seats[was.owner];
          if (loser) loser.groupsLost += 1;
        }
      }
      // New log lines since the last command (the log keeps its newest entries only).
      const start = lastLog ? after.log.lastIndexOf(lastLog) + 1 : 0;
      for (const e of after.log.slice(start)) {
        if (!/ goes unpaid\.$/.test(e.text) || e.visibleTo === 'all') continue;
        const seat = seats[e.visibleTo[0] ?? ''];
        if (seat) seat.unpaid += 1;
      }
      lastLog = after.log.at(-1);
      if (after.round !== before.round) rounds.push(sample(after));
    },
    finish(final) {
      for (const s of final.seats) {
        const t = seats[s.id];
        if (t) t.technologies.push(...(final.conspiracies[s.id]?.technologies ?? []));
      }
      const out = [...rounds];
      if (final.phase === 'over') out.push(sample(final));
      return { rounds: out, seats, winner: final.winner, outcome: final.outcome, ending: endingOf(final), lastRound: final.round };
    },
  };
}

/** The statistics of a saved game, rebuilt by replaying its log (the board's result screen). */
export function statsOfLog(initial: HatsState, commands: readonly HatsCommand[], apply: (s: HatsState, c: HatsCommand) => { readonly state: HatsState } | { readonly rejected: string }): GameStats {
  const recorder = statsRecorder(initial);
  let state = initial;
  for (const c of commands) {
    const r = apply(state, c);
    if ('rejected' in r) break;
    recorder.record(state, c, r.state);
    state = r.state;
  }
  return recorder.finish(state);
}
