import { playComputer } from '../ai/driver';
import { countEnd, countStep, emptyCensus, type Census } from './census';
import type { BattleMap } from '../map/types';
import { createBattle, type Combatant } from '../state/setup';
import type { BattleOptions } from '../state/types';
import type { AiLevel } from '../state/types';

/** One side of a simulated battle: who fights, and how well the computer plays it. */
export interface SimSide {
  readonly name: string;
  readonly combatants: readonly Combatant[];
  readonly level: AiLevel;
}

export interface SimOptions {
  readonly runs: number;
  readonly seed: string;
  readonly options?: Partial<BattleOptions>;
}

export interface SimReport {
  readonly runs: number;
  readonly wins: { readonly a: number; readonly b: number; readonly draw: number };
  readonly winRate: { readonly a: number; readonly b: number };
  /** Wilson 95% interval of each side's win rate. */
  readonly interval: { readonly a: readonly [number, number]; readonly b: readonly [number, number] };
  readonly averageRounds: number;
  /** Average units of each side taken out (out of the fight or dead) per battle, and dead alone. */
  readonly casualties: { readonly a: number; readonly b: number };
  readonly deaths: { readonly a: number; readonly b: number };
  /** What each side's computer did, summed over the battles (census.ts). */
  readonly census: Census;
}

/** Wilson score interval at 95% (z = 1.96): honest near 0 and 1, unlike the normal approximation. */
export function wilson(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = successes / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The spawn-zone names of a map in order of first appearance: side A deploys in the first, B in the second. */
export function zoneSides(map: BattleMap): [string, string] {
  const names = [...new Set(map.spawnZones.map((z) => z.side))];
  return [names[0] ?? 'a', names[1] ?? 'b'];
}

/**
 * Plays `runs` computer-vs-computer battles. Battle i uses the seed
 * "<seed>/<i>", so the same seed always gives the same report. `progress` is told after each.
 */
export function simulate(
  map: BattleMap,
  mapName: string,
  a: SimSide,
  b: SimSide,
  sim: SimOptions,
  progress?: (done: number, runs: number) => void,
): SimReport | { readonly error: string } {
  const [zoneA, zoneB] = zoneSides(map);
  const wins = { a: 0, b: 0, draw: 0 };
  let rounds = 0;
  const casualties = { a: 0, b: 0 };
  const deaths = { a: 0, b: 0 };
  const census = emptyCensus(['a', 'b']);
  for (let i = 0; i < sim.runs; i++) {
    const made = createBattle(map, {
      mapName,
      seed: `${sim.seed}/${i}`,
      options: sim.options,
      sides: [
        { id: 'a', name: a.name, controller: { kind: 'computer', level: a.level }, combatants: a.combatants, spawnZone: zoneA },
        { id: 'b', name: b.name, controller: { kind: 'computer', level: b.level }, combatants: b.combatants, spawnZone: zoneB },
      ],
    });
    if (!made.ok) return { error: made.reason };
    const end = playComputer(made.state, map, undefined, (before, command, events) => countStep(census, before, command, events)).state;
    countEnd(census, end);
    const winner = end.result?.winner ?? null;
    if (winner === 'a') wins.a++;
    else if (winner === 'b') wins.b++;
    else wins.draw++;
    rounds += end.clock.round;
    for (const u of end.units) {
      const side = u.side === 'a' ? 'a' : 'b';
      if (u.status !== 'fighting') casualties[side]++;
      if (u.status === 'dead') deaths[side]++;
    }
    progress?.(i + 1, sim.runs);
  }
  const n = Math.max(1, sim.runs);
  return {
    runs: sim.runs,
    wins,
    winRate: { a: wins.a / n, b: wins.b / n },
    interval: { a: wilson(wins.a, sim.runs), b: wilson(wins.b, sim.runs) },
    averageRounds: rounds / n,
    casualties: { a: casualties.a / n, b: casualties.b / n },
    deaths: { a: deaths.a / n, b: deaths.b / n },
    census,
  };
}
