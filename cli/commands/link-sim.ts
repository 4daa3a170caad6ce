import { AREA_BY_ID, areaOf } from '../../src/hats/data/regions';
import { linkMapName } from '../../src/link/firefight';
import { matchUpLabel, matchUps, measure, type MatchUpResult } from '../../src/link/sim';
import type { CliCommand, CliIo } from '../io';
import { readOptions } from '../options';

const USAGE = `Usage: blacksite link-sim --runs N [--seed S] [--area A] [--only I,...] [--json]

Measures the fairness of fights played as firefights (R-LINK-1..3): for each Agent match-up
(Combat Fair to Superb on each side; then against a defender without Combat, Resilience Fair to
Superb), N battles between the two Agents' squads with the computer (veteran) on both sides, and
the attacker's win rate beside the exact odds of the opposed roll it replaces (R-HATS-7).

  --runs N     battles per match-up, 1..100000
  --seed S     base seed (default "link"); battle i of a match-up uses "S/<match-up>/i"
  --area A     the Area fought in (default chicago: a city, the office floor; a wilderness Area
               such as adirondacks fights on the woodland road)
  --only I,... only these match-ups, by their number in the table (1..32)
  --json       print exactly one JSON object: {"area", "map", "runs", "rows": [{label, attacker,
               defender, defenderResilience, battles, attackerWins, standoffs, rate, roll, meanRounds}]}

Exit codes: 0 results printed; 2 bad usage.`;

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

function table(rows: readonly MatchUpResult[]): string {
  const lines = ['| # | match-up (attacker vs defender) | battles | firefight: attacker wins | opposed roll | difference | standoffs | rounds |', '|---|---|---|---|---|---|---|---|'];
  rows.forEach((r, i) => {
    const diff = (r.rate - r.roll) * 100;
    lines.push(`| ${i + 1} | ${r.label} | ${r.battles} | ${pct(r.rate)} | ${pct(r.roll)} | ${diff >= 0 ? '+' : ''}${diff.toFixed(1)} | ${r.standoffs} | ${r.meanRounds.toFixed(1)} |`);
  });
  return lines.join('\n');
}

function run(args: readonly string[], io: CliIo): number {
  const read = readOptions(args, ['--runs', '--seed', '--area', '--only']);
  if (typeof read === 'string') {
    io.err(`${read}\n${USAGE}`);
    return 2;
  }
  const runs = Number(read.values['--runs']);
  if (!Number.isInteger(runs) || runs < 1 || runs > 100_000) {
    io.err(`--runs must be a whole number from 1 to 100000.\n${USAGE}`);
    return 2;
  }
  const area = read.values['--area'] ?? 'chicago';
  if (!AREA_BY_ID.has(area)) {
    io.err(`There is no Area "${area}".`);
    return 2;
  }
  const all = matchUps();
  const only = read.values['--only']?.split(',').map((n) => Number(n.trim()) - 1);
  if (only && only.some((i) => !Number.isInteger(i) || i < 0 || i >= all.length)) {
    io.err(`--only takes match-up numbers from 1 to ${all.length}.`);
    return 2;
  }
  const chosen = only ? only.map((i) => all[i]).filter((m) => m !== undefined) : all;
  const seed = read.values['--seed'] ?? 'link';
  const rows: MatchUpResult[] = [];
  for (const m of chosen) {
    rows.push(measure(m, runs, seed, area));
    if (!read.flags.has('--json')) io.err(`${matchUpLabel(m)}: done`);
  }
  const map = linkMapName({ kind: 'firefight', seat: '', attackerSeat: null, defenderSeat: null, actor: '', target: '', area, seed: '', attackerZone: 'a' });
  if (read.flags.has('--json')) io.out(JSON.stringify({ area, map, runs, rows }));
  else io.out(`Firefights in ${areaOf(area).name} (${map}), ${runs} battles per match-up, the computer on both sides:\n${table(rows)}`);
  return 0;
}

export const linkSimCommand: CliCommand = {
  name: 'link-sim',
  summary: 'Measure fights played as firefights against the opposed roll (R-LINK-1..3).',
  usage: USAGE,
  run: (args, io) => Promise.resolve(run(args, io)),
};
