/**
 * The end of a conspiracy game, as the result screen shows it (model, then view: STYLE.md 16):
 * each seat's verdict (won, lost, and how), its statistics, and a series per round per seat for
 * each chart. Pure, from the game's statistics (src/hats/stats.ts) and the public end of the game;
 * at the end nothing is secret any more, so every seat's numbers are shown.
 */
import { SKILL_INFO, TECHNOLOGIES, type GameEnding, type GameStats, type SeatId, type VictoryRules } from '../../src/hats';

export type VerdictKind = 'won' | 'lost' | 'draw';

export interface SeatVerdict {
  readonly seat: SeatId;
  readonly name: string;
  readonly won: boolean;
  /** Won, lost, or a draw: nobody won and nobody beat this seat (R-HATS-11). */
  readonly verdict: VerdictKind;
  /** "Won", "Lost" or "Draw", as the screen prints it. */
  readonly word: string;
  /** Why, after the word: "controls Groups of total Scale 12" / "the turn limit came with no clear leader". */
  readonly reason: string;
  /** "Won: …" / "Lost: …" / "Draw: …" in one sentence. */
  readonly headline: string;
  readonly human: boolean;
}

export interface StatRow {
  readonly label: string;
  readonly values: Readonly<Record<SeatId, string>>;
}

export interface ChartModel {
  readonly id: 'greenbacks' | 'scale' | 'agents' | 'groups';
  readonly title: string;
  /** The x of each sample: its round; the end of the game, after the last round's start, is one step on. */
  readonly rounds: readonly number[];
  /** What each x is called: "Round 3", and "End" for the end of the game. */
  readonly labels: readonly string[];
  /** The goal on this chart, drawn as a line (the Scale that wins), or null. */
  readonly goal: number | null;
  /** One value per round, per seat. */
  readonly series: readonly { readonly seat: SeatId; readonly name: string; readonly values: readonly number[] }[];
}

export interface ResultModel {
  readonly title: string;
  readonly outcome: string;
  readonly ending: GameEnding;
  readonly lastRound: number;
  readonly verdicts: readonly SeatVerdict[];
  readonly rows: readonly StatRow[];
  readonly charts: readonly ChartModel[];
}

const HOW: Readonly<Record<GameEnding, string>> = {
  scale: 'by controlling Groups of enough total Scale',
  regions: 'by controlling Groups in enough Regions',
  elimination: 'as the last conspiracy with Agents',
  'turn-limit': 'at the turn limit, with the most Scale',
  draw: 'nobody: a draw',
  unfinished: 'the game is not over',
};

/** The reason a draw gives each seat (R-HATS-11: equal Scale at the turn limit, or nobody left with Agents). */
function drawReason(stats: GameStats): string {
  const last = stats.rounds.at(-1);
  const anyoneLeft = last ? Object.values(last.seats).some((v) => v.agents > 0) : true;
  return anyoneLeft ? 'the turn limit came with no clear leader' : 'every conspiracy lost its last Agent';
}

const KIND_LABELS: readonly [string, string][] = [
  ['action.infiltrate', 'Infiltrations'], ['action.bribe', 'Bribery attempts'], ['action.subvert', 'Subversions'], ['action.combat', 'Attacks'],
  ['action.assassinate', 'Assassinations'], ['action.psychic', SKILL_INFO.psychic.name], ['action.embezzle', SKILL_INFO.embezzle.name],
];
const techName = new Map(TECHNOLOGIES.map((t) => [t.id, t.name]));

export function resultModel(
  stats: GameStats,
  seats: readonly { readonly id: SeatId; readonly name: string; readonly controller: string }[],
  victory?: Pick<VictoryRules, 'controlScale'>,
): ResultModel {
  const winner = seats.find((s) => s.id === stats.winner);
  const verdicts = seats.map((s): SeatVerdict => {
    const won = s.id === stats.winner;
    const verdict: VerdictKind = won ? 'won' : winner ? 'lost' : 'draw';
    const word = verdict === 'won' ? 'Won' : verdict === 'lost' ? 'Lost' : 'Draw';
    const reason = verdict === 'won' ? HOW[stats.ending] : verdict === 'lost' ? `${winner?.name ?? ''} won ${HOW[stats.ending]}` : drawReason(stats);
    return { seat: s.id, name: s.name, won, verdict, word, reason, headline: `${word}: ${reason}.`, human: s.controller === 'human' };
  });
  const sum = (m: Readonly<Record<string, number>>, prefix: string) => Object.entries(m).reduce((t, [k, n]) => (k.startsWith(prefix) ? t + n : t), 0);
  const per = (f: (t: GameStats['seats'][string]) => string | number): Record<SeatId, string> =>
    Object.fromEntries(seats.map((s) => [s.id, String(stats.seats[s.id] ? f(stats.seats[s.id]!) : '—')]));
  const rows: StatRow[] = [
    { label: 'Groups taken / lost', values: per((t) => `${t.groupsTaken} / ${t.groupsLost}`) },
    { label: 'Enemy Agents eliminated / own lost', values: per((t) => `${t.agentsKilled} / ${t.agentsLost}`) },
    { label: 'Desertions (unpaid upkeep)', values: per((t) => t.desertions) },
    { label: 'Times upkeep went unpaid', values: per((t) => t.unpaid) },
    ...KIND_LABELS.map(([k, label]) => ({ label, values: per((t) => sum(t.actions, k)) })),
    { label: 'Agents recruited', values: per((t) => sum(t.actions, 'conspiracy.recruit')) },
    { label: 'Technologies developed', values: per((t) => (t.technologies.length === 0 ? 'none' : t.technologies.map((id) => techName.get(id) ?? id).join(', '))) },
  ];
  // The last sample is the end of the game, taken in the round whose start is the sample before it:
  // one step on, named "End", so every step of the x axis is one round's play.
  const ended = (i: number): boolean => i === stats.rounds.length - 1 && i > 0 && stats.rounds[i]?.round === stats.rounds[i - 1]?.round;
  const rounds = stats.rounds.map((r, i) => (ended(i) ? r.round + 1 : r.round));
  const labels = stats.rounds.map((r, i) => (ended(i) ? 'End' : `Round ${r.round}`));
  const chart = (id: ChartModel['id'], title: string, pick: (v: { greenbacks: number; scale: number; agents: number; groups: number }) => number, goal: number | null = null): ChartModel => ({
    id, title, rounds, labels, goal,
    series: seats.map((s) => ({ seat: s.id, name: s.name, values: stats.rounds.map((r) => { const v = r.seats[s.id]; return v ? pick(v) : 0; }) })),
  });
  return {
    title: winner ? `${winner.name} wins` : 'A draw: nobody wins',
    outcome: stats.outcome ?? '',
    ending: stats.ending,
    lastRound: stats.lastRound,
    verdicts,
    rows,
    charts: [
      chart('greenbacks', 'Greenbacks at the start of each round', (v) => v.greenbacks),
      chart('scale', victory?.controlScale ? `Scale controlled (${victory.controlScale} wins)` : 'Scale controlled', (v) => v.scale, victory?.controlScale ?? null),
      chart('agents', 'Agents', (v) => v.agents),
      chart('groups', 'Groups controlled', (v) => v.groups),
    ],
  };
}

/** Tick steps for the charts' counts (Agents, Groups, Scale, greenbacks): whole numbers only. */
export const COUNT_STEPS: readonly number[] = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000];

/**
 * The top of a chart's value axis; its bottom is 0, so a line's height reads as its size and the
 * goal is seen against nothing. A little headroom over the highest value or the goal.
 */
export function chartTop(c: Pick<ChartModel, 'series' | 'goal'>): number {
  const top = Math.max(1, c.goal ?? 0, ...c.series.flatMap((s) => s.values));
  return top + Math.max(1, Math.ceil(top * 0.1));
}

/**
 * The x of the rounds to label when at most `room` labels fit: every one, or every 2nd, 5th…
 * from the first, and always the end; a label too close before the end gives way to it.
 */
export function roundTicks(rounds: readonly number[], room: number): number[] {
  const last = rounds.length - 1;
  if (last < 0) return [];
  const step = COUNT_STEPS.find((s) => Math.ceil(rounds.length / s) <= Math.max(1, room)) ?? rounds.length;
  const out = rounds.filter((_, i) => i % step === 0 && (i === last || last - i >= step));
  const end = rounds[last];
  if (end !== undefined && !out.includes(end)) out.push(end);
  return out;
}
