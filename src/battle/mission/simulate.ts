import { playComputer } from '../ai/driver';
import type { BattleMap } from '../map/types';
import { wilson } from '../sim/simulate';
import type { AiLevel } from '../state/types';
import { countMissionEnd, countMissionStep, emptyMissionCensus, type MissionCensus } from './census';
import { createMission, type MissionPlan } from './setup';

/**
 * Computer-vs-computer missions (`blacksite sim --mission`): the intruders' success rate with its
 * Wilson 95% interval, how many successes came without any alarm, and the census (census.ts).
 * Mission i is seeded "<seed>/<i>", so the same seed always gives the same report.
 */

export interface MissionSimOptions {
  readonly runs: number;
  readonly seed: string;
  readonly levels: { readonly intruders: AiLevel; readonly defenders: AiLevel };
}

export interface MissionSimReport {
  readonly mission: string;
  readonly runs: number;
  readonly levels: { readonly intruders: AiLevel; readonly defenders: AiLevel };
  readonly successes: number;
  readonly successRate: number;
  /** Wilson 95% interval of the success rate. */
  readonly interval: readonly [number, number];
  /** Successes in which no alarm was raised, and their share of the successes. */
  readonly quietSuccesses: number;
  readonly quietShare: number;
  readonly averageRounds: number;
  /** How the failures ended: out of rounds, or no intruder left able to act. */
  readonly failures: { readonly roundLimit: number; readonly noIntruders: number; readonly left: number };
  readonly census: MissionCensus;
}

export function simulateMission(map: BattleMap, plan: MissionPlan, sim: MissionSimOptions, progress?: (done: number, runs: number) => void): MissionSimReport | { readonly error: string } {
  const census = emptyMissionCensus();
  let successes = 0;
  let quiet = 0;
  let rounds = 0;
  const failures = { roundLimit: 0, noIntruders: 0, left: 0 };
  const computer = (s: MissionPlan['sides'][number]) => ({ ...s, controller: { kind: 'computer' as const, level: s.id === plan.intruders ? sim.levels.intruders : sim.levels.defenders } });
  const controllers: MissionPlan['sides'] = [computer(plan.sides[0]), computer(plan.sides[1])];
  for (let i = 0; i < sim.runs; i++) {
    const made = createMission(map, { ...plan, seed: `${sim.seed}/${i}`, sides: controllers });
    if (!made.ok) return { error: made.reason };
    const end = playComputer(made.state, map, undefined, (before, _command, events) => countMissionStep(census, before, events)).state;
    countMissionEnd(census, end);
    rounds += end.clock.round;
    if (end.result?.winner === plan.intruders) {
      successes++;
      if (!end.mission?.alarm.raised) quiet++;
    } else if ((end.result?.reason ?? '').includes('rounds passed')) failures.roundLimit++;
    else if ((end.mission?.left.length ?? 0) > 0) failures.left++;
    else failures.noIntruders++;
    progress?.(i + 1, sim.runs);
  }
  const n = Math.max(1, sim.runs);
  return {
    mission: plan.name,
    runs: sim.runs,
    levels: sim.levels,
    successes,
    successRate: successes / n,
    interval: wilson(successes, sim.runs),
    quietSuccesses: quiet,
    quietShare: successes === 0 ? 0 : quiet / successes,
    averageRounds: rounds / n,
    failures,
    census,
  };
}
