import { bench, describe } from 'vitest';
import { loadMissionFile, planLoaded } from '../../../cli/commands/mission-files';
import { computerCommand } from '../ai/driver';
import { flowAt, flowSend } from '../round/step';
import { applyBattleCommand } from '../commands/apply';
import type { BattleMap } from '../map/types';
import type { BattleState } from '../state/types';
import { simulateMission } from './simulate';
import { asciiMission } from './test-mission';

/**
 * Figures, not pass/fail. Targets: a computer side's turn with 8 defenders on a 120x120 map median
 * <= 10 ms; headless missions >= 100 a second per core (per CPU second). Wall and CPU time of this
 * process after a warm-up, as battle.bench.ts takes them (this runs the vitest-transformed code,
 * slower than the built `blacksite sim`).
 */

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

/** A 120x120 ground with a wall every 12 rows (a gap every 10 cells): 8 intruders west, 8 alerted guards east. */
function bigMission(): { map: BattleMap; state: BattleState } {
  const rows: string[] = [];
  for (let y = 0; y < 120; y++) {
    let row = '';
    for (let x = 0; x < 120; x++) row += y % 12 === 6 && x % 10 !== 5 && x > 20 && x < 100 ? '#' : '.';
    rows.push(row);
  }
  const put = (letter: string, x: number, y: number) => {
    const r = rows[y] ?? '';
    rows[y] = r.slice(0, x) + letter + r.slice(x + 1);
  };
  'abcdefgh'.split('').forEach((l, i) => put(l, 30, 40 + 5 * i));
  'stuvwxyz'.split('').forEach((l, i) => put(l, 70, 40 + 5 * i));
  const veteran = { kind: 'computer', level: 'veteran' } as const;
  const made = asciiMission(rows.join('\n'), { unaware: false, controllers: [veteran, veteran], seed: 'bench' });
  const started = applyBattleCommand(made.state, made.map, { type: 'round.start' });
  if ('rejected' in started) throw new Error(started.rejected);
  // The guards (side b) act first this round, all in one group.
  const units = started.state.units.map((u) => ({ ...u, initiative: u.side === 'b' ? 3 : -3 }));
  const guards = units.filter((u) => u.side === 'b').map((u) => u.id);
  return { map: made.map, state: { ...started.state, units, group: { value: 3, units: guards } } };
}

/** Plays the computer until every guard has taken its turn. */
function guardsTurn(map: BattleMap, state: BattleState): number {
  let flow = flowAt(state, map);
  let n = 0;
  while (flow.context.battle.phase === 'turns' && flow.context.battle.units.some((u) => u.side === 'b' && u.status === 'fighting' && !u.turn.done)) {
    const c = computerCommand(flow);
    if (!c) break;
    flow = flowSend(flow, c);
    if (flow.context.rejection !== null) throw new Error(flow.context.rejection);
    n++;
  }
  return n;
}

const big = bigMission();
for (let i = 0; i < 10; i++) guardsTurn(big.map, big.state);
const wall: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < 30; i++) {
  const t0 = performance.now();
  const c0 = cpuMs();
  guardsTurn(big.map, big.state);
  cpu.push(cpuMs() - c0);
  wall.push(performance.now() - t0);
}
console.log(`mission: one computer side's turn, 8 alerted guards, 120x120 map: median ${median(wall).toFixed(1)} ms wall, ${median(cpu).toFixed(1)} ms CPU over ${wall.length} (target <= 10 ms)`);

const RUNS = 10;
for (const name of ['cell-block', 'cold-ledger', 'night-courier', 'quiet-freight']) {
  const loaded = await loadMissionFile(`maps/missions/${name}.json`);
  if (!loaded.ok) throw new Error(loaded.reason);
  const planned = planLoaded(loaded.mission, { seed: 'bench' });
  if (!planned.ok) throw new Error(planned.reason);
  const sim = (seed: string) => {
    const r = simulateMission(loaded.mission.map, planned.plan, { runs: RUNS, seed, levels: { intruders: 'veteran', defenders: 'veteran' } });
    if ('error' in r) throw new Error(r.error);
    return r;
  };
  sim('warm-up');
  const t0 = performance.now();
  const c0 = cpuMs();
  const r = sim('bench');
  const c = (cpuMs() - c0) / RUNS;
  const w = (performance.now() - t0) / RUNS;
  console.log(`mission: ${name}, computer on both sides: ${(1000 / w).toFixed(1)} missions/s wall, ${(1000 / c).toFixed(1)} per CPU second (${c.toFixed(0)} ms CPU each), ${r.averageRounds.toFixed(1)} rounds each (target >= 100 per core)`);
}

describe('missions', () => {
  bench('one computer side turn, 8 guards, 120x120', () => {
    guardsTurn(big.map, big.state);
  });
});
