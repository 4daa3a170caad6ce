import { bench, describe } from 'vitest';
import shadowWar from '../../maps/scenarios/shadow-war.json';
import threeWay from '../../maps/scenarios/three-way.json';
import { parseScenario, type Scenario } from './scenario';
import { playGame } from './sim';
import { runAiTurn } from './ai/run-turn';
import { newHatsGame } from './flow/play';
import { applyHatsCommand } from './flow/play';
import type { AiLevel, HatsState } from './state';

// A computer conspiracy's whole turn must take well under 200 ms here.
function scenario(json: unknown): Scenario {
  const r = parseScenario(json);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

/** States at the start of each seat's Actions phase, replayed from a computer game. */
function turnStarts(sc: Scenario, seed: string): HatsState[] {
  const levels = Object.fromEntries(sc.seats.map((s, i): [string, AiLevel] => [s.id, i % 2 === 0 ? 'cunning' : 'cautious']));
  const game = playGame({ scenario: sc, seed, levels });
  const out: HatsState[] = [];
  let s = newHatsGame({ scenario: sc, seed, controllers: levels });
  out.push(s);
  for (const cmd of game.commands) {
    const r = applyHatsCommand(s, cmd);
    if ('rejected' in r) throw new Error(r.rejected);
    s = r.state;
    if (cmd.type === 'turn.end' && s.phase === 'actions' && !s.pending) out.push(s);
  }
  return out;
}

function measure(states: readonly HatsState[]): { median: number; p95: number; worst: number; commands: number } {
  const times: number[] = [];
  let commands = 0;
  for (const s of states) {
    const seat = s.seats[s.seatIndex];
    if (!seat || seat.controller === 'human') continue;
    const t0 = performance.now();
    const turn = runAiTurn(s, seat.id, seat.controller);
    times.push(performance.now() - t0);
    commands += turn.commands.length;
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)] ?? 0,
    p95: times[Math.floor(times.length * 0.95)] ?? 0,
    worst: times.at(-1) ?? 0,
    commands: times.length > 0 ? commands / times.length : 0,
  };
}

for (const [name, json] of [['shadow-war', shadowWar], ['three-way', threeWay]] as const) {
  const states = turnStarts(scenario(json), `bench-${name}`);
  measure(states.slice(0, 4));
  const m = measure(states);
  console.log(
    `hats bench (${name}): ${states.length} computer turns, ${m.commands.toFixed(1)} commands a turn: ` +
      `median ${m.median.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, worst ${m.worst.toFixed(1)} ms a turn; target < 200 ms`,
  );
  describe(`computer turn, ${name}`, () => {
    const mid = states[Math.floor(states.length / 2)] ?? states[0];
    bench('one computer turn (mid-game)', () => {
      if (!mid) return;
      const seat = mid.seats[mid.seatIndex];
      if (seat && seat.controller !== 'human') runAiTurn(mid, seat.id, seat.controller);
    }, { iterations: 10 });
  });
}
