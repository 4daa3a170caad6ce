/** Test helpers: small scenarios, direct state edits and unwrapping reducer results. */
import { expect } from 'vitest';
import { parseScenario, type Scenario } from '../scenario';
import { newHatsGame, applyHatsCommand } from '../flow/play';
import type { HatsResult } from '../reducer';
import type { Agent, GroupState, HatsOptions, HatsState, LogEntry } from '../state';
import type { HatsCommand } from '../commands';

type SeatSpec = Scenario['seats'][number];

export function duelScenario(red: Partial<SeatSpec> = {}, blue: Partial<SeatSpec> = {}, victory: Partial<Scenario['victory']> = {}): Scenario {
  const json = {
    format: 'blacksite-hats-scenario',
    version: 1,
    id: 'duel',
    name: 'Duel',
    description: 'A test scenario.',
    seats: [
      { id: 'red', name: 'Red Hand', greenbacks: 50, homeAreas: ['chicago'], agents: [{ template: 'killer', area: 'chicago' }], groups: ['board-of-trade'], ...red },
      { id: 'blue', name: 'Blue Lodge', greenbacks: 50, homeAreas: ['denver'], agents: [{ template: 'bodyguard', area: 'denver' }], groups: ['denver-airport'], ...blue },
    ],
    victory: { controlScale: 12, controlRegions: null, lastWithAgents: true, turnLimit: 40, ...victory },
  };
  const r = parseScenario(json);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

/** The duel with a third conspiracy, Green Circle: a Killer in Dallas and the Permian Oil Barons. */
export function threeSeatScenario(): Scenario {
  const scenario = duelScenario();
  return { ...scenario, seats: [...scenario.seats, { id: 'green', name: 'Green Circle', greenbacks: 50, homeAreas: ['dallas'], agents: [{ template: 'killer', area: 'dallas' }], groups: ['oil-barons'] }] };
}

export function duel(red: Partial<SeatSpec> = {}, blue: Partial<SeatSpec> = {}, options: Partial<HatsOptions> = {}, seed = 'test'): HatsState {
  return newHatsGame({ scenario: duelScenario(red, blue), seed, options });
}

export function ok(r: HatsResult): { state: HatsState; events: readonly LogEntry[] } {
  if ('rejected' in r) throw new Error(`rejected: ${r.rejected}`);
  return r;
}

export function apply(state: HatsState, cmd: HatsCommand): HatsState {
  return ok(applyHatsCommand(state, cmd)).state;
}

export function rejects(state: HatsState, cmd: unknown, pattern?: RegExp): string {
  const r = applyHatsCommand(state, cmd);
  if (!('rejected' in r)) throw new Error('expected a rejection');
  if (pattern) expect(r.rejected).toMatch(pattern);
  return r.rejected;
}

export function withAgent(state: HatsState, id: string, patch: Partial<Agent>): HatsState {
  const a = state.agents[id];
  if (!a) throw new Error(`no agent ${id}`);
  return { ...state, agents: { ...state.agents, [id]: { ...a, ...patch } } };
}

export function withGroup(state: HatsState, id: string, patch: Partial<GroupState>): HatsState {
  const g = state.groups[id];
  if (!g) throw new Error(`no group ${id}`);
  return { ...state, groups: { ...state.groups, [id]: { ...g, ...patch } } };
}

export function withMoney(state: HatsState, seat: string, greenbacks: number): HatsState {
  const c = state.conspiracies[seat];
  if (!c) throw new Error(`no seat ${seat}`);
  return { ...state, conspiracies: { ...state.conspiracies, [seat]: { ...c, greenbacks } } };
}

/** Tries seeds until `accept` holds for the result of `cmd` (dice-dependent outcomes without scripting dice). */
export function findSeed(make: (seed: string) => HatsState, cmd: HatsCommand, accept: (after: HatsState, before: HatsState) => boolean): { before: HatsState; after: HatsState } {
  for (let i = 0; i < 500; i += 1) {
    const before = make(`seed-${i}`);
    const after = apply(before, cmd);
    if (accept(after, before)) return { before, after };
  }
  throw new Error('no seed gives that outcome');
}

/** The same game with other dice: the keyed seed (R-CORE-5), and the queued generator of edition 1 games. */
export function setRng(state: HatsState, seed: string): HatsState {
  return { ...state, rng: newHatsGame({ scenario: duelScenario(), seed }).rng, dice: state.dice ? { ...state.dice, seed } : null };
}

/** Gives `seat` a fresh mark on an Agent, as a successful Surveillance would. */
export function spot(state: HatsState, seat: string, agentId: string): HatsState {
  const a = state.agents[agentId];
  if (!a) throw new Error(`no agent ${agentId}`);
  const marks = state.marks[seat] ?? {};
  const dossier = { name: a.name, template: a.template, subtlety: a.traits.subtlety, resilience: a.traits.resilience, loyalty: a.traits.loyalty + a.loyaltyMod, combat: a.skills.combat ?? null, wounds: a.wounds, gifts: a.gifts };
  return { ...state, marks: { ...state.marks, [seat]: { ...marks, [agentId]: { kind: 'agent', target: agentId, area: a.area, owner: a.owner, round: state.round, stale: false, dossier } } } };
}
