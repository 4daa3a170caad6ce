import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { bench, describe } from 'vitest';
import { loadMapFile } from '../../cli/commands/map';
import { loadSquadFile } from '../../cli/commands/sim';
import { computerCommand } from './ai/driver';
import { flowAt, flowSend } from './round/step';
import { applyBattleCommand } from './commands/apply';
import { mapFromAscii } from './map/ascii-map';
import type { BattleMap } from './map/types';
import { combatantFromAgent } from './state/from-agent';
import { createBattle, type Combatant } from './state/setup';
import type { BattleState } from './state/types';
import { simulate } from './sim/simulate';
import { operative, RIFLEMAN } from './test-helpers/squads';
import type * as BenchEntry from './test-helpers/bench-entry';

/**
 * Figures, not pass/fail. Targets: one side's turn (8 units, 120x120) median
 * <= 30 ms; >= 125 battles/s (4v4, 60x60; the built bundle, as `blacksite sim` runs it). Each
 * figure is taken after a warm-up (the JIT), in
 * wall time and in this process's CPU time: on a shared, loaded machine wall time mostly
 * measures the other processes, CPU time what the engine costs.
 */

function clutteredMap(size: number, seed: number): BattleMap {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => '.'));
  for (let k = 0; k < size; k++) {
    const x = Math.floor(next() * size);
    const y = Math.floor(next() * size);
    const len = 3 + Math.floor(next() * 10);
    const horizontal = next() < 0.5;
    for (let i = 0; i < len; i++) {
      const row = grid[horizontal ? y : y + i];
      const cx = horizontal ? x + i : x;
      if (row && cx < size && i !== Math.floor(len / 2)) row[cx] = '#';
    }
  }
  for (let k = 0; k < size * 3; k++) {
    const row = grid[Math.floor(next() * size)];
    if (row) row[Math.floor(next() * size)] = next() < 0.5 ? 'o' : 'O';
  }
  return mapFromAscii(grid.map((r) => r.join(''))).map;
}

/** 8 against 8 on a 120x120 map, within rifle range, side A all acting first this round. */
function bigBattle(seed = 7): { map: BattleMap; state: BattleState } {
  const map = clutteredMap(120, seed);
  const free = (x: number, y: number) => map.cells.blocksMove[y * map.width + x] !== 1;
  const place = (x0: number, n: number): Combatant[] => {
    const out: Combatant[] = [];
    for (let y = 40; out.length < n && y < 80; y += 4) if (free(x0, y)) out.push({ character: operative(`u${x0}-${y}`), gear: RIFLEMAN, cell: { x: x0, y } });
    return out;
  };
  const made = createBattle(map, {
    mapName: 'bench-120',
    seed: 'bench',
    sides: [
      { id: 'a', name: 'A', controller: { kind: 'computer', level: 'veteran' }, combatants: place(40, 8) },
      { id: 'b', name: 'B', controller: { kind: 'computer', level: 'veteran' }, combatants: place(75, 8) },
    ],
  });
  if (!made.ok) throw new Error(made.reason);
  const started = applyBattleCommand(made.state, map, { type: 'round.start' });
  if ('rejected' in started) throw new Error(started.rejected);
  const units = started.state.units.map((u) => ({ ...u, initiative: u.side === 'a' ? 3 : -3 }));
  const aIds = units.filter((u) => u.side === 'a').map((u) => u.id);
  return { map, state: { ...started.state, units, group: { value: 3, units: aIds } } };
}

/** Plays the computer until every unit of side A has taken its turn (dodge answers of B included). */
function sideTurn(map: BattleMap, state: BattleState): number {
  let s = state;
  let n = 0;
  let flow = flowAt(state, map);
  while (s.units.some((u) => u.side === 'a' && u.status === 'fighting' && !u.turn.done) && s.phase === 'turns') {
    const c = computerCommand(flow);
    if (!c) break;
    flow = flowSend(flow, c);
    if (flow.context.rejection !== null) throw new Error(flow.context.rejection);
    s = flow.context.battle;
    n++;
  }
  return n;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Wall and CPU milliseconds of each run. */
function timed(runs: number, run: (i: number) => void): { wall: number[]; cpu: number[] } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const c0 = cpuMs();
    run(i);
    cpu.push(cpuMs() - c0);
    wall.push(performance.now() - t0);
  }
  return { wall, cpu };
}

// Warm-ups are generous: on a loaded machine the optimising compiler's threads get little CPU,
// so optimised code arrives dozens of turns or battles later than on a quiet one.
const big = bigBattle();
timed(20, () => sideTurn(big.map, big.state));
const turn = timed(30, () => sideTurn(big.map, big.state));
console.log(
  `battle: one computer side's turn, 8 veteran units, 120x120 map: median ${median(turn.wall).toFixed(1)} ms wall, ${median(turn.cpu).toFixed(1)} ms CPU over ${turn.wall.length} (target <= 30 ms)`,
);
// The same on a map the AI has never seen: its per-map caches (lines of fire, distances) start empty.
const fresh = Array.from({ length: 10 }, (_, i) => bigBattle(1000 + i));
const cold = timed(fresh.length, (i) => {
  const b = fresh[i];
  if (b) sideTurn(b.map, b.state);
});
console.log(`battle: the same turn on a fresh 120x120 map each time: median ${median(cold.wall).toFixed(1)} ms wall, ${median(cold.cpu).toFixed(1)} ms CPU over ${cold.wall.length}`);

const warehouse = await loadMapFile('maps/warehouse.tmj');
const red = loadSquadFile('maps/squads/red-team.json');
const black = loadSquadFile('maps/squads/black-team.json');
if (!warehouse.ok || !red.ok || !black.ok) throw new Error('the shipped warehouse map or squads did not load');
const sideA = { name: red.squad.name, combatants: red.squad.members.map((m) => combatantFromAgent(m.agent)), level: 'veteran' as const };
const sideB = { name: black.squad.name, combatants: black.squad.members.map((m) => combatantFromAgent(m.agent)), level: 'veteran' as const };
simulate(warehouse.map, 'warehouse', sideA, sideB, { runs: 40, seed: 'warm-up' });
const runs = 40;
let rounds = 0;
// Three batches; the median batch is reported.
const batches = timed(3, (i) => {
  const report = simulate(warehouse.map, 'warehouse', sideA, sideB, { runs, seed: `bench-${i}` });
  if ('error' in report) throw new Error(report.error);
  rounds = report.averageRounds;
});
const wallPerBattle = median(batches.wall) / runs;
const cpuPerBattle = median(batches.cpu) / runs;
console.log(
  `battle: computer-vs-computer 4v4 on warehouse.tmj (60x60): ${(1000 / wallPerBattle).toFixed(1)} battles/s wall, ${(1000 / cpuPerBattle).toFixed(1)} per CPU second (${cpuPerBattle.toFixed(1)} ms CPU each), ${rounds.toFixed(1)} rounds each (target >= 125/s)`,
);

// The same battles as `blacksite sim` runs them: this code built by vite as vite.node.config.ts
// builds the command, one bundle. Under vitest every call from one module to another goes through
// the module runner's export getters, which the shipped code does not have; both figures are printed.
const out = mkdtempSync(join(tmpdir(), 'blacksite-battle-bench-'));
try {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      ssr: true,
      outDir: out,
      target: 'node20',
      minify: false,
      rollupOptions: { input: { sim: fileURLToPath(new URL('./test-helpers/bench-entry.ts', import.meta.url)) }, output: { format: 'es', entryFileNames: '[name].mjs' } },
    },
    ssr: { noExternal: true, target: 'node' },
  });
  const shipped = (await import(pathToFileURL(join(out, 'sim.mjs')).href)) as typeof BenchEntry;
  // A fresh bundle is fresh code: its own warm-up, a long one (see above).
  shipped.simulate(warehouse.map, 'warehouse', sideA, sideB, { runs: 150, seed: 'warm-up' });
  const built = timed(3, (i) => {
    const report = shipped.simulate(warehouse.map, 'warehouse', sideA, sideB, { runs, seed: `bench-${i}` });
    if ('error' in report) throw new Error(report.error);
  });
  const builtCpu = median(built.cpu) / runs;
  console.log(
    `battle: the same as built by vite (one bundle, as blacksite sim runs it): ${(1000 / (median(built.wall) / runs)).toFixed(1)} battles/s wall, ${(1000 / builtCpu).toFixed(1)} per CPU second (${builtCpu.toFixed(1)} ms CPU each) (target >= 125/s)`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}

describe('battle engine', () => {
  bench('one computer side turn, 8 units, 120x120', () => {
    sideTurn(big.map, big.state);
  });
  bench('one 4v4 computer battle on warehouse.tmj', () => {
    simulate(warehouse.map, 'warehouse', sideA, sideB, { runs: 1, seed: 'bench-one' });
  });
});
