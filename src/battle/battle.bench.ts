import { bench, describe } from 'vitest';
import { loadMapFile } from '../../cli/commands/map';
import { loadSquadFile } from '../../cli/commands/sim';
import { computerCommand } from './ai/driver';
import { applyBattleCommand } from './commands/apply';
import { mapFromAscii } from './map/ascii-map';
import type { BattleMap } from './map/types';
import { combatantFromAgent } from './state/from-agent';
import { createBattle, type Combatant } from './state/setup';
import type { BattleState } from './state/types';
import { simulate } from './sim/simulate';
import { operative, RIFLEMAN } from './test-helpers/squads';

/** Issue 4 point 10: figures, not pass/fail. Targets: one side's turn (8 units, 120x120) median <= 30 ms; >= 100 battles/s (4v4, 60x60). */

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
function bigBattle(): { map: BattleMap; state: BattleState } {
  const map = clutteredMap(120, 7);
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
  while (s.units.some((u) => u.side === 'a' && u.status === 'fighting' && !u.turn.done) && s.phase === 'turns') {
    const c = computerCommand(s, map);
    if (!c) break;
    const r = applyBattleCommand(s, map, c);
    if ('rejected' in r) throw new Error(r.rejected);
    s = r.state;
    n++;
  }
  return n;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

const big = bigBattle();
const times: number[] = [];
for (let i = 0; i < 15; i++) {
  const t0 = performance.now();
  sideTurn(big.map, big.state);
  times.push(performance.now() - t0);
}
console.log(`battle: one computer side's turn, 8 veteran units, 120x120 map: median ${median(times).toFixed(1)} ms over ${times.length} (target <= 30 ms)`);

const warehouse = loadMapFile('maps/warehouse.tmj');
const red = loadSquadFile('maps/squads/red-team.json');
const black = loadSquadFile('maps/squads/black-team.json');
if (!warehouse.ok || !red.ok || !black.ok) throw new Error('the shipped warehouse map or squads did not load');
const sideA = { name: red.squad.name, combatants: red.squad.members.map((m) => combatantFromAgent(m.agent)), level: 'veteran' as const };
const sideB = { name: black.squad.name, combatants: black.squad.members.map((m) => combatantFromAgent(m.agent)), level: 'veteran' as const };
const runs = 30;
const t0 = performance.now();
const report = simulate(warehouse.map, 'warehouse', sideA, sideB, { runs, seed: 'bench' });
const seconds = (performance.now() - t0) / 1000;
if ('error' in report) throw new Error(report.error);
console.log(
  `battle: computer-vs-computer 4v4 on warehouse.tmj (60x60): ${(runs / seconds).toFixed(1)} battles/s, ${report.averageRounds.toFixed(1)} rounds each (target >= 100/s)`,
);

describe('battle engine', () => {
  bench('one computer side turn, 8 units, 120x120', () => {
    sideTurn(big.map, big.state);
  });
  bench('one 4v4 computer battle on warehouse.tmj', () => {
    simulate(warehouse.map, 'warehouse', sideA, sideB, { runs: 1, seed: 'bench-one' });
  });
});
