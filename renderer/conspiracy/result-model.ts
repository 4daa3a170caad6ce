/**
 * The end of a conspiracy game, as the result screen shows it (model, then view: STYLE.md 16):
 * each seat's verdict (won, lost, and how), its statistics, and a series per round per seat for
 * each chart. Pure, from the game's statistics (src/hats/stats.ts) and the public end of the game;
 * at the end nothing is secret any more, so every seat's numbers are shown.
 */
import { SKILL_INFO, TECHNOLOGIES, type GameEnding, type GameStats, type SeatId } from '../../src/hats';

export interface SeatVerdict {
  readonly seat: SeatId;
  readonly name: string;
  readonly won: boolean;
  /** "Won: controls Groups of total Scale 12." / "Lost: ..." */
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
  readonly rounds: readonly number[];
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

const KIND_LABELS: readonly [string, string][] = [
  ['action.infiltrate', 'Infiltrations'], ['action.bribe', 'Bribery attempts'], ['action.subvert', 'Subversions'], ['action.combat', 'Attacks'],
  ['action.assassinate', 'Assassinations'], ['action.psychic', SKILL_INFO.psychic.name], ['action.embezzle', SKILL_INFO.embezzle.name],
];
const techName = new Map(TECHNOLOGIES.map((t) => [t.id, t.name]));

export function resultModel(stats: GameStats, seats: readonly { readonly id: SeatId; readonly name: string; readonly controller: string }[]): ResultModel {
  const winner = seats.find((s) => s.id === stats.winner);
  const verdicts = seats.map((s): SeatVerdict => {
    const won = s.id === stats.winner;
    const headline = won
      ? `Won ${HOW[stats.ending]}.`
      : winner ? `Lost: ${winner.name} won ${HOW[stats.ending]}.` : 'Nobody won: a draw.';
    return { seat: s.id, name: s.name, won, headline, human: s.controller === 'human' };
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
  const rounds = stats.rounds.map((r, i) => (i === stats.rounds.length - 1 && i > 0 && r.round === stats.rounds[i - 1]?.round ? r.round + 0.5 : r.round));
  const chart = (id: ChartModel['id'], title: string, pick: (v: { greenbacks: number; scale: number; agents: number; groups: number }) => number): ChartModel => ({
    id, title, rounds,
    series: seats.map((s) => ({ seat: s.id, name: s.name, values: stats.rounds.map((r) => { const v = r.seats[s.id]; return v ? pick(v) : 0; }) })),
  });
  return {
    title: winner ? `${winner.name} wins` : 'Nobody wins',
    outcome: stats.outcome ?? '',
    ending: stats.ending,
    lastRound: stats.lastRound,
    verdicts,
    rows,
    charts: [
      chart('greenbacks', 'Greenbacks at the start of each round', (v) => v.greenbacks),
      chart('scale', 'Scale controlled', (v) => v.scale),
      chart('agents', 'Agents', (v) => v.agents),
      chart('groups', 'Groups controlled', (v) => v.groups),
    ],
  };
}
