import { readFileSync } from 'node:fs';
import { baseSeeds, parseScenario, simulate, TURN_LIMITS, type AiLevel, type SimSummary } from '../../src/hats/index';
import type { CliCommand, CliIo } from '../io';
import { readOptions } from '../options';

const LEVELS: readonly AiLevel[] = ['timid', 'cautious', 'cunning', 'passive'];

const USAGE = `Usage: blacksite conspiracy-sim --scenario <file> --runs N [--seed S] [--seeds K] [--levels L,...]
                                [--lethality L] [--turn-limit R] [--no-events] [--json]

Plays Black Hats games between computer conspiracies and reports who wins, how the games ended,
and a census of how the computers used the game. The levels rotate over the seats from game to
game, so each level plays each seat.

  --scenario <file>   a scenario JSON file (maps/scenarios/*.json)
  --runs N            games per base seed, 1..100000
  --seed S            base seed (default "blacksite"); game i of base seed S uses "S#i"
  --seeds K           K base seeds: S, S-2, ... S-K (default 1): balance across seeds, not one
  --levels L,...      the levels that rotate (default cautious,cunning; also timid, the gentler
                      level for a first game); "passive" only ends its turns (R-HATS-16: a seat
                      that does nothing still pays its upkeep)
  --lethality L       house-rule option R-HATS-7, 0..4 (default 2)
  --turn-limit R      rounds before the largest Scale wins, 8..100 (default: the scenario's)
  --no-events         play without the scenario's random events (R-HATS-17)
  --json              print exactly one JSON object:
      {"runs", "wins": {"<seat>": int}, "draws", "averageTurns", "strategies": {"<level>": {games, wins}},
       "bySeed": [{seed, runs, wins, strategies}],
       "census": {"games", "actionTypes": {"<kind>": {games, uses}}, "variants": {"<id>": {label, games, uses}},
                  "technologies": {"<id>": games},
                  "seats": {"<seat>": {actions, technologies, agentsKilled, agentsLost, dismissed, desertions, unpaid}},
                  "endings": {scale, regions, elimination, turn-limit, draw, unfinished}, "before8",
                  "perGame": [{seed, levels, winner, ending, rounds}]}}

Exit codes: 0 results printed; 1 the scenario file cannot be read or is not valid; 2 bad usage.`;

interface SimArgs {
  readonly scenario: string;
  readonly runs: number;
  readonly seed: string;
  readonly seeds: number;
  readonly levels: readonly AiLevel[];
  readonly lethality: number;
  readonly turnLimit: number | undefined;
  readonly events: boolean;
  readonly json: boolean;
}

function parseArgs(args: readonly string[]): SimArgs | string {
  const read = readOptions(args, ['--scenario', '--runs', '--seed', '--seeds', '--levels', '--lethality', '--turn-limit'], ['--json', '--no-events']);
  if (typeof read === 'string') return read;
  const { values } = read;
  const scenario = values['--scenario'];
  if (!scenario) return '--scenario <file> is required.';
  const runsText = values['--runs'];
  if (runsText === undefined) return '--runs N is required.';
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1 || runs > 100_000) return `--runs must be a whole number from 1 to 100000, not "${runsText}".`;
  const seeds = Number(values['--seeds'] ?? '1');
  if (!Number.isInteger(seeds) || seeds < 1 || seeds > 1000) return `--seeds must be a whole number from 1 to 1000, not "${values['--seeds']}".`;
  const lethality = Number(values['--lethality'] ?? '2');
  if (!Number.isInteger(lethality) || lethality < 0 || lethality > 4) return `--lethality must be 0..4, not "${values['--lethality']}".`;
  const levels = (values['--levels'] ?? 'cautious,cunning').split(',').map((l) => l.trim());
  const unknown = levels.find((l) => !(LEVELS as readonly string[]).includes(l));
  if (unknown !== undefined) return `--levels takes ${LEVELS.join(', ')}, not "${unknown}".`;
  const limitText = values['--turn-limit'];
  const turnLimit = limitText === undefined ? undefined : Number(limitText);
  if (turnLimit !== undefined && (!Number.isInteger(turnLimit) || turnLimit < TURN_LIMITS.min || turnLimit > TURN_LIMITS.max)) {
    return `--turn-limit must be a whole number of rounds from ${TURN_LIMITS.min} to ${TURN_LIMITS.max}, not "${limitText}".`;
  }
  return { scenario, runs, seed: values['--seed'] ?? 'blacksite', seeds, levels: levels as AiLevel[], lethality, turnLimit, events: !read.flags.has('--no-events'), json: read.flags.has('--json') };
}

function bar(done: number, total: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games`;
}

const pct = (n: number, d: number) => (d > 0 ? `${((n / d) * 100).toFixed(1)}%` : '-');

function report(s: SimSummary, names: Readonly<Record<string, string>>): string {
  const c = s.census;
  const lines = [`${s.runs} games over ${s.bySeed.length} base seed${s.bySeed.length === 1 ? '' : 's'}, average length ${s.averageTurns.toFixed(1)} rounds, ${s.draws} draws, ${c.before8} over before round 8 (${pct(c.before8, s.runs)}).`, '', 'Wins by seat:'];
  for (const [seat, n] of Object.entries(s.wins)) lines.push(`  ${(names[seat] ?? seat).padEnd(28)} ${String(n).padStart(6)}  ${pct(n, s.runs)}`);
  lines.push('', 'Wins by strategy (games played in any seat):');
  for (const [level, r] of Object.entries(s.strategies)) lines.push(`  ${level.padEnd(28)} ${String(r.wins).padStart(6)}  ${pct(r.wins, r.games)} of ${r.games}`);
  if (s.bySeed.length > 1) {
    lines.push('', 'By base seed (seat win rates):');
    for (const b of s.bySeed) lines.push(`  ${b.seed.padEnd(20)} ${Object.entries(b.wins).map(([seat, n]) => `${seat} ${pct(n, b.runs)}`).join('  ')}`);
  }
  lines.push('', 'How games ended:');
  for (const [k, n] of Object.entries(c.endings)) if (n > 0) lines.push(`  ${k.padEnd(28)} ${String(n).padStart(6)}  ${pct(n, s.runs)}`);
  lines.push('', 'Census: actions by kind (games used in, uses):');
  for (const [k, r] of Object.entries(c.actionTypes).sort(([a], [b]) => a.localeCompare(b))) lines.push(`  ${k.padEnd(36)} ${pct(r.games, s.runs).padStart(7)} of games  ${String(r.uses).padStart(8)}`);
  lines.push('', 'Census: variants (games used in, uses per 100 games):');
  for (const v of Object.values(c.variants)) lines.push(`  ${v.label.padEnd(40)} ${pct(v.games, s.runs).padStart(7)} of games  ${(s.runs > 0 ? (v.uses * 100) / s.runs : 0).toFixed(1).padStart(8)}`);
  lines.push('', `Technologies developed (${Object.keys(c.technologies).length} different; games):`);
  lines.push(`  ${Object.entries(c.technologies).sort(([, a], [, b]) => b - a).map(([t, n]) => `${t} ${n}`).join(', ') || 'none'}`);
  lines.push('', 'Per seat: Agents killed / lost, dismissed, desertions, unpaid upkeep:');
  for (const [seat, r] of Object.entries(c.seats)) lines.push(`  ${(names[seat] ?? seat).padEnd(28)} ${r.agentsKilled} / ${r.agentsLost}, ${r.dismissed} dismissed, ${r.desertions} deserted, ${r.unpaid} unpaid`);
  lines.push('', 'Agents standing at the end, by template (on the winning side / all):');
  for (const [t, r] of Object.entries(s.templates)) lines.push(`  ${t.padEnd(28)} ${String(r.winners).padStart(6)} / ${r.all}  ${pct(r.winners, r.all)}`);
  if (s.rejections > 0) lines.push('', `Warning: the computer players issued ${s.rejections} refused commands.`);
  return lines.join('\n');
}

export const conspiracySimCommand: CliCommand = {
  name: 'conspiracy-sim',
  summary: 'Play computer-vs-computer Black Hats games and report win rates and a census of play.',
  usage: USAGE,
  run(args: readonly string[], io: CliIo): Promise<number> {
    const parsed = parseArgs(args);
    if (typeof parsed === 'string') {
      io.err(`blacksite conspiracy-sim: ${parsed}\n\n${USAGE}`);
      return Promise.resolve(2);
    }
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(parsed.scenario, 'utf8'));
    } catch (error) {
      io.err(`blacksite conspiracy-sim: cannot read ${parsed.scenario}: ${error instanceof Error ? error.message : String(error)}`);
      return Promise.resolve(1);
    }
    const scenario = parseScenario(raw);
    if (!scenario.ok) {
      io.err(`blacksite conspiracy-sim: ${parsed.scenario}: ${scenario.error}`);
      return Promise.resolve(1);
    }
    const summary = simulate({
      scenario: scenario.scenario,
      runs: parsed.runs,
      seed: parsed.seed,
      seeds: baseSeeds(parsed.seed, parsed.seeds),
      levels: parsed.levels,
      options: { lethality: parsed.lethality, events: parsed.events },
      turnLimit: parsed.turnLimit,
      onGame: (done, total) => io.progress(bar(done, total)),
    });
    if (io.isTTY) io.progress('');
    if (parsed.json) {
      const { runs, wins, draws, averageTurns, strategies, bySeed, census } = summary;
      io.out(JSON.stringify({ runs, wins, draws, averageTurns, strategies, bySeed, census }));
    } else {
      io.out(report(summary, Object.fromEntries(scenario.scenario.seats.map((s) => [s.id, s.name]))));
    }
    return Promise.resolve(0);
  },
};
