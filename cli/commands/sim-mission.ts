import { AI_LEVELS, type AiLevel } from '../../src/battle/index';
import type { MissionSimReport } from '../../src/battle/mission/simulate';
import { simulateMission } from '../../src/battle/mission/simulate';
import type { CliIo } from '../io';
import { readOptions } from '../options';
import { loadMissionFile, planLoaded } from './mission-files';

export const MISSION_USAGE = `Usage: blacksite sim --mission <file> --runs N [--seed S] [--json]
                    [--level recruit|veteran] [--level-intruders L] [--level-defenders L]

Plays N missions (a "blacksite-mission" file, docs/missions.md) with the computer on both sides and
prints the intruders' success rate with its 95% interval (Wilson), how many successes came without
any alarm, how the failures ended, and a census counted from the command log. --level sets both
sides (default veteran); the same seed always gives the same result.

  --json   print one JSON object:
           {"mission", "runs", "levels": {"intruders", "defenders"}, "successes", "successRate",
            "interval": [low, high], "quietSuccesses", "quietShare", "averageRounds",
            "failures": {"roundLimit", "noIntruders", "left"},
            "census": {"missions", "rollsToNotice", "notices", "noticesWithoutRoll", "cameraNotices",
                       "footstepRolls", "footstepsHeard", "takedowns", "surpriseAttacks", "alarms",
                       "alarmsBy": {how: count}, "radioCalls", "devicesSpotted", "devicesDisarmed",
                       "devicesSetOff", "objectivesDone": {kind: count}, "silencedShots",
                       "silencedHeard", "silencedUnheard", "loudShots", "reinforcements",
                       "intrudersOut", "defendersOut"}}`;

const OPTIONS = ['--mission', '--runs', '--seed', '--level', '--level-intruders', '--level-defenders'];

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

function describe(r: MissionSimReport): string {
  const c = r.census;
  const by = Object.entries(c.alarmsBy).map(([how, n]) => `${n} by ${how}`).join(', ');
  const done = Object.entries(c.objectivesDone).map(([kind, n]) => `${kind} ${n}`).join(', ');
  return [
    `${r.mission}: ${r.runs} missions, intruders ${r.levels.intruders}, defenders ${r.levels.defenders}, average ${r.averageRounds.toFixed(1)} rounds.`,
    `  success ${r.successes} (${pct(r.successRate)}, 95% interval ${pct(r.interval[0])} to ${pct(r.interval[1])}); without an alarm ${r.quietSuccesses} (${pct(r.quietShare)} of the successes).`,
    `  failures: ${r.failures.roundLimit} out of rounds, ${r.failures.noIntruders} with no intruder able to act, ${r.failures.left} left with the job undone.`,
    `  noticing: ${c.rollsToNotice} rolls, ${c.notices} notices (${c.noticesWithoutRoll} without a roll, ${c.cameraNotices} by cameras); footsteps ${c.footstepsHeard} heard of ${c.footstepRolls}.`,
    `  alarms: ${c.alarms}${by ? ` (${by})` : ''}; radio calls ${c.radioCalls}; reinforcements ${c.reinforcements}.`,
    `  devices: ${c.devicesSpotted} spotted, ${c.devicesDisarmed} disarmed, ${c.devicesSetOff} set off. Objectives done: ${done || 'none'}.`,
    `  fighting: ${c.surpriseAttacks} surprise attacks, ${c.takedowns} takedowns; silenced shots ${c.silencedShots} (${c.silencedHeard} heard, ${c.silencedUnheard} unheard), loud shots ${c.loudShots}; out: ${c.intrudersOut} intruders, ${c.defendersOut} defenders.`,
  ].join('\n');
}

export async function runMissionSim(args: readonly string[], io: CliIo): Promise<number> {
  const read = readOptions(args, OPTIONS);
  if (typeof read === 'string') {
    io.err(`blacksite sim: ${read}\n\n${MISSION_USAGE}`);
    return 2;
  }
  const v = read.values;
  const runs = Number(v['--runs'] ?? '');
  if (v['--runs'] === undefined || !Number.isInteger(runs) || runs < 1 || runs > 1_000_000) {
    io.err(`blacksite sim: --runs must be a whole number from 1 to 1000000.\n\n${MISSION_USAGE}`);
    return 2;
  }
  const level = (name: string): { level: AiLevel } | { error: string } => {
    const value = v[name] ?? v['--level'] ?? 'veteran';
    const known = AI_LEVELS.find((l) => l === value);
    return known ? { level: known } : { error: `${name} must be ${AI_LEVELS.join(' or ')}, not "${value}".` };
  };
  const intruders = level('--level-intruders');
  const defenders = level('--level-defenders');
  if ('error' in intruders || 'error' in defenders) {
    io.err(`blacksite sim: ${'error' in intruders ? intruders.error : 'error' in defenders ? defenders.error : ''}\n\n${MISSION_USAGE}`);
    return 2;
  }
  const loaded = await loadMissionFile(v['--mission'] ?? '');
  if (!loaded.ok) {
    io.err(loaded.reason);
    return 1;
  }
  const seed = v['--seed'] ?? 'blacksite';
  const planned = planLoaded(loaded.mission, { seed });
  if (!planned.ok) {
    io.err(planned.reason);
    return 1;
  }
  const report = simulateMission(loaded.mission.map, planned.plan, { runs, seed, levels: { intruders: intruders.level, defenders: defenders.level } }, io.isTTY ? (done, total) => io.progress(`[${done}/${total} missions]`) : undefined);
  if (io.isTTY) io.progress('');
  if ('error' in report) {
    io.err(report.error);
    return 1;
  }
  io.out(read.flags.has('--json') ? JSON.stringify(report) : describe(report));
  return 0;
}
