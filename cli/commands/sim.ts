import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSquadFile, type AgentResolver, type Squad } from '../../src/agents/index';
import { AI_LEVELS, combatantFromAgent, simulate, type AiLevel, type SimReport } from '../../src/battle/index';
import type { CliCommand, CliIo } from '../io';
import { loadMapFile } from './map';

const USAGE = `Usage: blacksite sim --map <file> --side-a <squad.json> --side-b <squad.json> --runs N [--seed S] [--json]
                    [--level-a recruit|veteran] [--level-b recruit|veteran]

Plays N computer-vs-computer tactical battles on a Tiled map (external .tsj tilesets beside it)
and prints each side's win rate with a 95% interval (Wilson), the average number of rounds and
the average casualties. Side A deploys in the map's first spawn zone side, side B in the second.
A squad file is "blacksite-squad" version 1: a list of agents (file names beside the squad file
or in the shipped maps/agents/, or inline agents) plus optional gear per agent. The same seed
always gives the same result. The computer plays both sides at "veteran" unless told otherwise.

  --json   print one JSON object:
           {"runs": int, "wins": {"a": int, "b": int, "draw": int},
            "winRate": {"a": number, "b": number}, "averageRounds": number}`;

interface SimArgs {
  readonly map: string;
  readonly sideA: string;
  readonly sideB: string;
  readonly runs: number;
  readonly seed: string;
  readonly levelA: AiLevel;
  readonly levelB: AiLevel;
  readonly json: boolean;
}

const OPTIONS = ['--map', '--side-a', '--side-b', '--runs', '--seed', '--level-a', '--level-b'];

function parseArgs(args: readonly string[]): SimArgs | string {
  const values: Record<string, string> = {};
  let json = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--json') {
      json = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (!OPTIONS.includes(name)) return `Unknown option ${arg}.`;
    const value = eq > 0 ? arg.slice(eq + 1) : args[(i += 1)];
    if (value === undefined) return `${name} needs a value.`;
    values[name] = value;
  }
  for (const need of ['--map', '--side-a', '--side-b', '--runs']) if (values[need] === undefined) return `${need} is required.`;
  const runsText = values['--runs'] ?? '';
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1 || runs > 1_000_000) return `--runs must be a whole number from 1 to 1000000, not "${runsText}".`;
  const level = (name: string): AiLevel | string => {
    const v = values[name] ?? 'veteran';
    return (AI_LEVELS as readonly string[]).includes(v) ? (v as AiLevel) : `${name} must be ${AI_LEVELS.join(' or ')}, not "${v}".`;
  };
  const levelA = level('--level-a');
  const levelB = level('--level-b');
  if (!AI_LEVELS.includes(levelA as AiLevel)) return levelA;
  if (!AI_LEVELS.includes(levelB as AiLevel)) return levelB;
  return {
    map: values['--map'] ?? '',
    sideA: values['--side-a'] ?? '',
    sideB: values['--side-b'] ?? '',
    runs,
    seed: values['--seed'] ?? 'blacksite',
    levelA: levelA as AiLevel,
    levelB: levelB as AiLevel,
    json,
  };
}

/** The shipped agents folder (maps/agents), found from the source tree or the built bundle. */
function shippedAgentDirs(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return [resolve(here, '../../maps/agents'), resolve(here, '../maps/agents'), resolve(process.cwd(), 'maps/agents')];
}

function readJson(file: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { ok: false, reason: code === 'ENOENT' ? `There is no file ${file}.` : `The file ${file} cannot be read (${code ?? 'error'}).` };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: `${basename(file)} is not valid JSON.` };
  }
}

/** Reads and validates a squad file; agent files are looked for beside it, then among the shipped agents. */
export function loadSquadFile(file: string): { ok: true; squad: Squad } | { ok: false; reason: string } {
  const raw = readJson(file);
  if (!raw.ok) return raw;
  const dirs = [dirname(resolve(file)), ...shippedAgentDirs()];
  const resolver: AgentResolver = (ref) => {
    let last: { ok: false; reason: string } = { ok: false, reason: `There is no agent file ${ref}.` };
    for (const dir of dirs) {
      const got = readJson(resolve(dir, ref));
      if (got.ok) return got;
      if (!got.reason.startsWith('There is no file')) last = got;
    }
    return last;
  };
  const read = readSquadFile(raw.value, resolver);
  if (!read.ok) return { ok: false, reason: `${basename(file)}: ${read.reason}` };
  if (!read.squad.battleReady) return { ok: false, reason: `${basename(file)} is not ready for battle: ${read.squad.problems[0] ?? 'an agent is invalid.'}` };
  return read;
}

function bar(done: number, total: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} battles`;
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

function describe(r: SimReport, a: string, b: string): string {
  return [
    `${r.runs} battles, average ${r.averageRounds.toFixed(1)} rounds, ${r.wins.draw} draws.`,
    `  A ${a.padEnd(24)} ${String(r.wins.a).padStart(6)} wins  ${pct(r.winRate.a).padStart(6)}  (95% interval ${pct(r.interval.a[0])} to ${pct(r.interval.a[1])})`,
    `  B ${b.padEnd(24)} ${String(r.wins.b).padStart(6)} wins  ${pct(r.winRate.b).padStart(6)}  (95% interval ${pct(r.interval.b[0])} to ${pct(r.interval.b[1])})`,
    `Average casualties per battle (out of the fight or dead): A ${r.casualties.a.toFixed(2)}, B ${r.casualties.b.toFixed(2)}; dead: A ${r.deaths.a.toFixed(2)}, B ${r.deaths.b.toFixed(2)}.`,
  ].join('\n');
}

async function run(args: readonly string[], io: CliIo): Promise<number> {
  if (args.includes('--help')) {
    io.out(USAGE);
    return 0;
  }
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    io.err(`blacksite sim: ${parsed}\n\n${USAGE}`);
    return 2;
  }
  const loaded = loadMapFile(parsed.map);
  if (!loaded.ok) {
    io.err(loaded.reason);
    return 1;
  }
  const squads: Squad[] = [];
  for (const file of [parsed.sideA, parsed.sideB]) {
    const s = loadSquadFile(file);
    if (!s.ok) {
      io.err(s.reason);
      return 1;
    }
    squads.push(s.squad);
  }
  const [a, b] = squads;
  if (!a || !b) return 1;
  const report = simulate(
    loaded.map,
    basename(parsed.map),
    { name: a.name, combatants: a.members.map((m) => combatantFromAgent(m.agent)), level: parsed.levelA },
    { name: b.name, combatants: b.members.map((m) => combatantFromAgent(m.agent)), level: parsed.levelB },
    { runs: parsed.runs, seed: parsed.seed },
    io.isTTY ? (done, total) => { if (done === total || done % Math.max(1, Math.floor(total / 200)) === 0) io.progress(bar(done, total)); } : undefined,
  );
  if (io.isTTY) io.progress('');
  if ('error' in report) {
    io.err(report.error);
    return 1;
  }
  io.out(
    parsed.json
      ? JSON.stringify({ runs: report.runs, wins: report.wins, winRate: report.winRate, averageRounds: report.averageRounds })
      : describe(report, a.name, b.name),
  );
  return 0;
}

export const simCommand: CliCommand = {
  name: 'sim',
  summary: 'Play N computer-vs-computer tactical battles between two squads on a map; win rates with 95% intervals.',
  usage: USAGE,
  run,
};
