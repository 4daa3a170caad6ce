/** A new game from a validated scenario, a seed, the seats' controllers and the house rules. */
import { seedRng } from '../core/rng';
import { seatCodename } from './data/codenames';
import { GROUPS } from './data/groups';
import { STARTING_TECH_LEVEL, TECH_AREAS, type TechAreaId } from './data/technologies';
import { TEMPLATE_BY_ID } from './data/templates';
import type { Scenario } from './scenario';
import { DEFAULT_OPTIONS, type Agent, type Controller, type GroupState, type HatsOptions, type HatsState } from './state';

export interface NewGameInput {
  readonly scenario: Scenario;
  readonly seed: string;
  /** Controller per seat id; seats not named are human. */
  readonly controllers?: Readonly<Record<string, Controller>>;
  readonly options?: Partial<HatsOptions>;
  /** A set-up option: the rounds after which the largest controlled Scale wins, instead of the scenario's (R-HATS-11). */
  readonly turnLimit?: number;
}

export const TURN_LIMITS = { min: 8, max: 100 } as const;

/** Why these house rules cannot start a game, or null; `turnLimit` only when the set-up chose one. */
export function optionsProblem(options: HatsOptions, turnLimit?: number): string | null {
  if (!Number.isInteger(options.lethality) || options.lethality < 0 || options.lethality > 4) return 'Lethality must be a whole number from 0 to 4 (R-HATS-7).';
  if (typeof options.ironman !== 'boolean' || typeof options.events !== 'boolean') return 'Ironman and random events are on or off.';
  if (options.firefights !== undefined && typeof options.firefights !== 'boolean') return 'Fights played as firefights are on or off (R-LINK-1).';
  if (turnLimit !== undefined && (!Number.isInteger(turnLimit) || turnLimit < TURN_LIMITS.min || turnLimit > TURN_LIMITS.max)) {
    return `The turn limit must be a whole number of rounds from ${TURN_LIMITS.min} to ${TURN_LIMITS.max}.`;
  }
  return null;
}

/** The state before the first round's event and the first seat's Income (the turn machine starts here). */
export function setupHatsGame(input: NewGameInput): HatsState {
  const { scenario } = input;
  // R-LINK-1's option is kept only when on: a game without it is stored exactly as before it existed.
  const merged: HatsOptions = { ...DEFAULT_OPTIONS, ...input.options };
  const { firefights, ...chosen } = merged;
  const options: HatsOptions = firefights === true ? { ...chosen, firefights } : chosen;
  const turnLimit = input.turnLimit ?? scenario.victory.turnLimit;
  const problem = optionsProblem(merged, input.turnLimit);
  if (problem) throw new Error(problem);
  const tech = Object.fromEntries(TECH_AREAS.map((a) => [a, STARTING_TECH_LEVEL])) as Record<TechAreaId, number>;
  const owners = new Map<string, string>();
  for (const seat of scenario.seats) for (const g of seat.groups) owners.set(g, seat.id);
  const groups: Record<string, GroupState> = {};
  for (const d of GROUPS) {
    groups[d.id] = { id: d.id, owner: owners.get(d.id) ?? null, loyaltyMod: 0, wounds: 0, stunned: 0, actionsUsed: 0, blockedUntil: null, protecting: null, subverted: null, destroyed: false };
  }
  const agents: Record<string, Agent> = {};
  let n = 1;
  scenario.seats.forEach((seat, seatIndex) => {
    seat.agents.forEach((spec, k) => {
      const id = `agent-${n}`;
      const build = 'template' in spec ? TEMPLATE_BY_ID.get(spec.template)?.build : spec.build;
      if (!build) throw new Error('scenario was not validated');
      agents[id] = {
        id,
        name: 'name' in spec && spec.name ? spec.name : seatCodename(seatIndex, k),
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
    });
  });
  const events = options.events ? scenario.events ?? null : null;
  return {
    version: 4,
    scenario: { id: scenario.id, name: scenario.name, victory: { ...scenario.victory, turnLimit }, events },
    options,
    seats: scenario.seats.map((s) => ({ id: s.id, name: s.name, controller: input.controllers?.[s.id] ?? 'human' })),
    round: 1,
    seatIndex: 0,
    serial: 1,
    phase: 'event',
    conspiracies: Object.fromEntries(scenario.seats.map((s) => [s.id, { seat: s.id, greenbacks: s.greenbacks, tech, technologies: [], homeAreas: s.homeAreas, eliminated: false, surveyed: {}, named: s.agents.length, skills: [] }])),
    agents,
    groups,
    marks: Object.fromEntries(scenario.seats.map((s) => [s.id, {}])),
    pending: null,
    rng: seedRng(input.seed),
    dice: { seed: input.seed, turn: 1, counters: {} },
    event: null,
    nextId: n,
    log: [],
    winner: null,
    outcome: null,
  };
}
