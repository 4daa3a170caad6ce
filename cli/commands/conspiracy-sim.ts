import { readFileSync } from 'node:fs';
import { parseScenario, simulate, type SimSummary } from '../../src/hats/index';
import type { CliCommand, CliIo } from '../io';
import { readOptions } from '../options';

const USAGE = `Usage: blacksite conspiracy-sim --scenario <file> --runs N [--seed S] [--lethality L] [--json]

Plays Black Hats games between computer conspiracies and reports who wins. The two computer
levels (cautious, cunning) rotate over the seats from game to game, so each level plays each seat.

  --scenario <file>   a scenario JSON file (maps/scenarios/*.json)
  --runs N            games to play, 1..100000
  --seed S            base seed (default "blacksite"); game i uses "<S>#<i>"
  --lethality L       house-rule option R-HATS-7, 0..4 (default 2)
  --json              print exactly one JSON object:
      {"runs": int, "wins": {"<seat>": int}, "averageTurns": number}

Exit codes: 0 results printed; 1 the scenario file cannot be read or is not valid; 2 bad usage.`;

interface SimArgs {
  readonly scenario: string;
  readonly runs: number;
  readonly seed: string;
  readonly lethality: number;
  readonly json: boolean;
}

function parseArgs(args: readonly string[]): SimArgs | string {
  const read = readOptions(args, ['--scenario', '--runs', '--seed', '--lethality']);
  if (typeof read === 'string') return read;
  const { values } = read;
  const json = read.flags.has('--json');
  const scenario = values['--scenario'];
  if (!scenario) return '--scenario <file> is required.';
  const runsText = values['--runs'];
  if (runsText === undefined) return '--runs N is required.';
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1 || runs > 100_000) return `--runs must be a whole number from 1 to 100000, not "${runsText}".`;
  const lethality = Number(values['--lethality'] ?? '2');
  if (!Number.isInteger(lethality) || lethality < 0 || lethality > 4) return `--lethality must be 0..4, not "${values['--lethality']}".`;
  return { scenario, runs, seed: values['--seed'] ?? 'blacksite', lethality, json };
}

function bar(done: number, total: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games`;
}

const pct = (n: number, d: number) => (d > 0 ? `${((n / d) * 100).toFixed(1)}%` : '-');

function report(s: SimSummary, names: Readonly<Record<string, string>>): string {
  const lines = [`${s.runs} games, average length ${s.averageTurns.toFixed(1)} rounds, ${s.draws} draws.`, '', 'Wins by seat:'];
  for (const [seat, n] of Object.entries(s.wins)) lines.push(`  ${(names[seat] ?? seat).padEnd(28)} ${String(n).padStart(6)}  ${pct(n, s.runs)}`);
  lines.push('', 'Wins by strategy (games played in any seat):');
  for (const [level, r] of Object.entries(s.strategies)) lines.push(`  ${level.padEnd(28)} ${String(r.wins).padStart(6)}  ${pct(r.wins, r.games)} of ${r.games}`);
  lines.push('', 'Agents standing at the end, by template (on the winning side / all):');
  for (const [t, r] of Object.entries(s.templates)) lines.push(`  ${t.padEnd(28)} ${String(r.winners).padStart(6)} / ${r.all}  ${pct(r.winners, r.all)}`);
  lines.push('', 'How games ended:');
  for (const [k, n] of Object.entries(s.outcomes)) lines.push(`  ${k.padEnd(40)} ${n}`);
  if (s.rejections > 0) lines.push('', `Warning: the computer players issued ${s.rejections} refused commands.`);
  return lines.join('\n');
}

export const conspiracySimCommand: CliCommand = {
  name: 'conspiracy-sim',
  summary: 'Play computer-vs-computer Black Hats games and report win rates.',
  usage: USAGE,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const parsed = parseArgs(args);
    if (typeof parsed === 'string') {
      io.err(`blacksite conspiracy-sim: ${parsed}\n\n${USAGE}`);
      return 2;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(parsed.scenario, 'utf8'));
    } catch (error) {
      io.err(`blacksite conspiracy-sim: cannot read ${parsed.scenario}: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    const scenario = parseScenario(raw);
    if (!scenario.ok) {
      io.err(`blacksite conspiracy-sim: ${parsed.scenario}: ${scenario.error}`);
      return 1;
    }
    const summary = simulate({
      scenario: scenario.scenario,
      runs: parsed.runs,
      seed: parsed.seed,
      options: { lethality: parsed.lethality },
      onGame: (done, total) => io.progress(bar(done, total)),
    });
    if (io.isTTY) io.progress('');
    if (parsed.json) {
      io.out(JSON.stringify({ runs: summary.runs, wins: summary.wins, averageTurns: summary.averageTurns }));
    } else {
      io.out(report(summary, Object.fromEntries(scenario.scenario.seats.map((s) => [s.id, s.name]))));
    }
    return 0;
  },
};
