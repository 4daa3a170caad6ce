import { basename } from 'node:path';
import type { Squad } from '../../src/agents/index';
import { AI_LEVELS, combatantFromAgent, simulate, type AiLevel, type SimReport } from '../../src/battle/index';
import type { CliCommand, CliIo } from '../io';
import { readOptions } from '../options';
import { loadSquadFile as readSquad } from './agent';
import { loadMapFile } from './map';
import { MISSION_USAGE, runMissionSim } from './sim-mission';

const USAGE = `Usage: blacksite sim --map <file> --side-a <squad.json> --side-b <squad.json> --runs N [--seed S] [--json]
                    [--level-a recruit|veteran] [--level-b recruit|veteran] [--overwatch]

Plays N computer-vs-computer tactical battles on a Tiled map (external .tsj tilesets beside it)
and prints each side's win rate with a 95% interval (Wilson), the average number of rounds and
the average casualties. Side A deploys in the map's first spawn zone side, side B in the second.
A squad file is "blacksite-squad" version 1: a list of agents (file names beside the squad file
or in the shipped maps/agents/, or inline agents) plus optional gear per agent. The same seed
always gives the same result. The computer plays both sides at "veteran" unless told otherwise.
--overwatch plays with the house rule of that name (R-OPS-48; off by default).

  --json   print one JSON object:
           {"runs": int, "wins": {"a": int, "b": int, "draw": int},
            "winRate": {"a": number, "b": number}, "averageRounds": number,
            "census": {"battles", "unresolved" (battles ending with a casualty still in danger),
                       "aftermathMinutes", "rounds" (sums over the battles),
                       "sides": {"a"|"b": {"commands": {type: count}, "maneuvers": {maneuver: count},
                                 "defences": {dodge|block|none: count}, "doors": {action: count},
                                 "holds": {value|until: count}, "switches": {firearm|melee|none: count},
                                 "rolls": {"bleeding", "nearDeath", "firstAid"},
                                 "fates": {unhurt|wounded|prisoner|dead|unresolved: count},
                                 "flashBangs": {"thrown", "onTarget", "enemiesBlinded"},
                                 "watchShots": {"fired", "hit"}}}}}`;

interface SimArgs {
  readonly map: string;
  readonly sideA: string;
  readonly sideB: string;
  readonly runs: number;
  readonly seed: string;
  readonly levelA: AiLevel;
  readonly levelB: AiLevel;
  readonly json: boolean;
  readonly overwatch: boolean;
}

const OPTIONS = ['--map', '--side-a', '--side-b', '--runs', '--seed', '--level-a', '--level-b'];

function parseArgs(args: readonly string[]): SimArgs | string {
  const read = readOptions(args, OPTIONS, ['--json', '--overwatch']);
  if (typeof read === 'string') return read;
  const { values } = read;
  const json = read.flags.has('--json');
  for (const need of ['--map', '--side-a', '--side-b', '--runs']) if (values[need] === undefined) return `${need} is required.`;
  const runsText = values['--runs'] ?? '';
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1 || runs > 1_000_000) return `--runs must be a whole number from 1 to 1000000, not "${runsText}".`;
  const level = (name: string): { level: AiLevel } | { error: string } => {
    const v = values[name] ?? 'veteran';
    const known = AI_LEVELS.find((l) => l === v);
    return known !== undefined ? { level: known } : { error: `${name} must be ${AI_LEVELS.join(' or ')}, not "${v}".` };
  };
  const levelA = level('--level-a');
  const levelB = level('--level-b');
  if ('error' in levelA) return levelA.error;
  if ('error' in levelB) return levelB.error;
  return {
    map: values['--map'] ?? '',
    sideA: values['--side-a'] ?? '',
    sideB: values['--side-b'] ?? '',
    runs,
    seed: values['--seed'] ?? 'blacksite',
    levelA: levelA.level,
    levelB: levelB.level,
    json,
    overwatch: read.flags.has('--overwatch'),
  };
}

/** A squad file for battle: valid (agents found as `blacksite agent squad` finds them) and battle-ready. */
export function loadSquadFile(file: string): { ok: true; squad: Squad } | { ok: false; reason: string } {
  const read = readSquad(file);
  // A reason that already names the file (unreadable, not JSON) is not prefixed with it again.
  if (!read.ok) return { ok: false, reason: read.reason.includes(basename(file)) ? read.reason : `${basename(file)}: ${read.reason}` };
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
    io.out(`${USAGE}\n\n${MISSION_USAGE}`);
    return 0;
  }
  // Covert missions (R-OPS-39..47): sim-mission.ts.
  if (args.includes('--mission')) return runMissionSim(args, io);
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    io.err(`blacksite sim: ${parsed}\n\n${USAGE}`);
    return 2;
  }
  const loaded = await loadMapFile(parsed.map);
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
    { runs: parsed.runs, seed: parsed.seed, ...(parsed.overwatch ? { options: { overwatch: true } } : {}) },
    io.isTTY ? (done, total) => { if (done === total || done % Math.max(1, Math.floor(total / 200)) === 0) io.progress(bar(done, total)); } : undefined,
  );
  if (io.isTTY) io.progress('');
  if ('error' in report) {
    io.err(report.error);
    return 1;
  }
  io.out(
    parsed.json
      ? JSON.stringify({ runs: report.runs, wins: report.wins, winRate: report.winRate, averageRounds: report.averageRounds, census: report.census })
      : describe(report, a.name, b.name),
  );
  return 0;
}

export const simCommand: CliCommand = {
  name: 'sim',
  summary: 'Play N computer-vs-computer tactical battles between two squads on a map (or missions: --mission); win rates with 95% intervals.',
  usage: USAGE,
  run,
};
