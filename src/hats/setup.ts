/** A new game from a validated scenario, a seed and the seats' controllers. */
import { seedRng } from '../core/rng';
import { codename } from './data/codenames';
import { GROUPS } from './data/groups';
import { STARTING_TECH_LEVEL, TECH_AREAS, type TechAreaId } from './data/technologies';
import { TEMPLATE_BY_ID } from './data/templates';
import type { Scenario } from './scenario';
import { DEFAULT_OPTIONS, type Agent, type Controller, type GroupState, type HatsOptions, type HatsState } from './state';
import { incomeStep, maintainStep, runStep } from './rules/phases';

export interface NewGameInput {
  readonly scenario: Scenario;
  readonly seed: string;
  /** Controller per seat id; seats not named are human. */
  readonly controllers?: Readonly<Record<string, Controller>>;
  readonly options?: Partial<HatsOptions>;
}

/** The state before the first seat's Income phase (the turn machine starts here). */
export function setupHatsGame(input: NewGameInput): HatsState {
  const { scenario } = input;
  const options: HatsOptions = { ...DEFAULT_OPTIONS, ...input.options };
  if (!Number.isInteger(options.lethality) || options.lethality < 0 || options.lethality > 4) {
    throw new Error('lethality must be an integer from 0 to 4 (R-HATS-7)');
  }
  const tech = Object.fromEntries(TECH_AREAS.map((a) => [a, STARTING_TECH_LEVEL])) as Record<TechAreaId, number>;
  const owners = new Map<string, string>();
  for (const seat of scenario.seats) for (const g of seat.groups) owners.set(g, seat.id);
  const groups: Record<string, GroupState> = {};
  for (const d of GROUPS) {
    groups[d.id] = { id: d.id, owner: owners.get(d.id) ?? null, loyaltyMod: 0, wounds: 0, stunned: 0, actionsUsed: 0, blockedUntil: null, protecting: null, subverted: null, destroyed: false };
  }
  const agents: Record<string, Agent> = {};
  let n = 1;
  for (const seat of scenario.seats) {
    for (const spec of seat.agents) {
      const id = `agent-${n}`;
      const build = 'template' in spec ? TEMPLATE_BY_ID.get(spec.template)?.build : spec.build;
      if (!build) throw new Error('scenario was not validated');
      agents[id] = {
        id,
        name: 'name' in spec && spec.name ? spec.name : codename(n),
        owner: seat.id,
        area: spec.area,
        template: 'template' in spec ? spec.template : null,
        traits: { subtlety: build.subtlety, resilience: build.resilience, loyalty: build.loyalty, versatility: build.versatility },
        skills: build.skills,
        gifts: [],
        loyaltyMod: 0,
        wounds: 0,
        actionsUsed: 0,
        blockedUntil: null,
        protecting: null,
        subverted: null,
      };
      n += 1;
    }
  }
  return {
    version: 1,
    scenario: { id: scenario.id, name: scenario.name, victory: scenario.victory },
    options,
    seats: scenario.seats.map((s) => ({ id: s.id, name: s.name, controller: input.controllers?.[s.id] ?? 'human' })),
    round: 1,
    seatIndex: 0,
    serial: 1,
    phase: 'income',
    conspiracies: Object.fromEntries(scenario.seats.map((s) => [s.id, { seat: s.id, greenbacks: s.greenbacks, tech, technologies: [], homeAreas: s.homeAreas, eliminated: false, surveyed: {} }])),
    agents,
    groups,
    marks: Object.fromEntries(scenario.seats.map((s) => [s.id, {}])),
    pending: null,
    rng: seedRng(input.seed),
    nextId: n,
    log: [],
    winner: null,
    outcome: null,
  };
}

/** A new game at the first seat's Actions phase (its Income and Maintain already done). */
export function newHatsGame(input: NewGameInput): HatsState {
  let state = setupHatsGame(input);
  state = runStep(state, incomeStep).state;
  return runStep(state, maintainStep).state;
}
