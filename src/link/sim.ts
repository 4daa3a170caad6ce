/**
 * The fairness of the link, measured (README "Fights played as firefights"): for Agent match-ups,
 * the firefight's attacker win rate with the computer on both sides, beside the exact odds of the
 * opposed roll it replaces (R-HATS-7, R-CORE-4). Each battle has its own seed and alternates the
 * spawn zones, so neither squad keeps the better start.
 */
import { playComputer } from '../battle/ai/driver';
import { ladderWord } from '../core/ladder';
import { chanceToWin } from '../hats/rules/combat';
import { fighterIn } from '../hats/rules/referee';
import { parseScenario } from '../hats/scenario';
import { newHatsGame } from '../hats/flow/play';
import type { HatsState, PendingFight } from '../hats/state';
import { linkBattle, linkOutcome } from './firefight';

export interface MatchUp {
  /** The attacker's Combat (it must have the skill to attack). */
  readonly attacker: number;
  /** The defender's Combat, or null: no Combat skill (it fights with Resilience-2). */
  readonly defender: number | null;
  /** The defender's Resilience (its Body; Resilience-2 when it has no Combat). */
  readonly defenderResilience: number;
}

export interface MatchUpResult extends MatchUp {
  readonly label: string;
  readonly battles: number;
  readonly attackerWins: number;
  readonly standoffs: number;
  readonly rate: number;
  /** The opposed roll's exact chance that the attacker wins (ties go to the defender). */
  readonly roll: number;
  readonly meanRounds: number;
}

const LEVELS = [0, 1, 2, 3];

/** Fair to Superb on each side with Combat (16), and against a defender without it, Resilience Fair to Superb (16). */
export function matchUps(): MatchUp[] {
  const out: MatchUp[] = [];
  for (const a of LEVELS) for (const d of LEVELS) out.push({ attacker: a, defender: d, defenderResilience: 1 });
  for (const a of LEVELS) for (const r of LEVELS) out.push({ attacker: a, defender: null, defenderResilience: r });
  return out;
}

export function matchUpLabel(m: MatchUp): string {
  return m.defender === null ? `${ladderWord(m.attacker)} vs no Combat (Resilience ${ladderWord(m.defenderResilience)})` : `${ladderWord(m.attacker)} vs ${ladderWord(m.defender)}`;
}

const SCENARIO = parseScenario({
  format: 'blacksite-hats-scenario',
  version: 1,
  id: 'link-sim',
  name: 'Link measurement',
  description: 'Two Agents in one Area, for the firefight measurement.',
  seats: [
    { id: 'red', name: 'Red', greenbacks: 50, homeAreas: ['chicago'], agents: [{ template: 'killer', area: 'chicago' }], groups: ['board-of-trade'] },
    { id: 'blue', name: 'Blue', greenbacks: 50, homeAreas: ['denver'], agents: [{ template: 'killer', area: 'chicago' }], groups: ['denver-airport'] },
  ],
  victory: { controlScale: 12, controlRegions: null, lastWithAgents: true, turnLimit: 40 },
});

/** The two Agents of a match-up in `area` (a Killer each; the defender without Combat carries handguns). */
export function matchUpState(m: MatchUp, area: string): HatsState {
  if (!SCENARIO.ok) throw new Error(SCENARIO.error);
  const s = newHatsGame({ scenario: SCENARIO.scenario, seed: 'link-sim' });
  const a = s.agents['agent-1'];
  const d = s.agents['agent-2'];
  if (!a || !d) throw new Error('the measurement scenario has no Agents');
  return {
    ...s,
    agents: {
      ...s.agents,
      'agent-1': { ...a, area, skills: { ...a.skills, combat: m.attacker } },
      'agent-2': { ...d, area, traits: { ...d.traits, resilience: m.defenderResilience }, skills: m.defender === null ? {} : { ...d.skills, combat: m.defender } },
    },
  };
}

/** One match-up over `runs` battles, the computer (veteran) on both sides. */
export function measure(m: MatchUp, runs: number, seed: string, area = 'chicago'): MatchUpResult {
  const state = matchUpState(m, area);
  const roll = chanceToWin(fighterIn(state, 'agent-1'), fighterIn(state, 'agent-2')).attackerWins;
  let wins = 0;
  let standoffs = 0;
  let rounds = 0;
  const label = matchUpLabel(m);
  for (let i = 0; i < runs; i += 1) {
    const fight: PendingFight = { kind: 'firefight', seat: 'red', attackerSeat: 'red', defenderSeat: 'blue', actor: 'agent-1', target: 'agent-2', area, seed: `${seed}/${label}/${i}`, attackerZone: i % 2 === 0 ? 'a' : 'b' };
    const b = linkBattle(state, fight, { kind: 'computer', level: 'veteran' });
    if (typeof b === 'string') throw new Error(b);
    const o = linkOutcome(playComputer(b.initial, b.map).state);
    if (o.winner === 'attacker') wins += 1;
    if (o.winner === null) standoffs += 1;
    rounds += o.rounds;
  }
  return { ...m, label, battles: runs, attackerWins: wins, standoffs, rate: wins / runs, roll, meanRounds: rounds / runs };
}
