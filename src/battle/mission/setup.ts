import type { Cell } from '../geometry/cells';
import type { BattleMap, CellRect } from '../map/types';
import { createBattle, unitOfCombatant, type Combatant, type SetupResult, type SideSetup } from '../state/setup';
import type { BattleOptions, Unit } from '../state/types';
import { encodeLight } from './light';
import { captiveUnitId, NO_KIT } from './access';
import { HACK_DIFFICULTY, HACK_SUCCESSES, PLANT_SUCCESSES, SIGHT_METERS } from './readings';
import type { Device, DeviceKind, Guard, MissionObjective, MissionState, ObjectiveKind, UnitKit } from './types';

/**
 * The opening state of a covert mission (R-OPS-39, rules edition 3): a battle set up as usual
 * (state/setup.ts createBattle), then its mission: each side's role, the defenders' posts and patrol
 * routes, their awareness, the light, the devices, objectives, items, captives, exits and the
 * alarm's reinforcements. The plan is already resolved against the map (plan.ts turns a mission file
 * and a map into one); tests write plans by hand on ASCII maps.
 */

/** A combatant with its mission kit (kit.ts kitOfAgent); no kit: nothing but its battle gear. */
export interface MissionCombatant extends Combatant {
  readonly kit?: UnitKit;
}

export interface MissionSide extends Omit<SideSetup, 'combatants'> {
  readonly combatants: readonly MissionCombatant[];
}

/** Where a defender stands guard: its post, and the waypoints of its patrol (empty: it keeps its post). */
export interface GuardPlan {
  readonly post: Cell;
  readonly route: readonly Cell[];
}

export interface ObjectivePlan {
  readonly id: string;
  readonly kind: ObjectiveKind;
  readonly name: string;
  readonly required: boolean;
  readonly zone?: CellRect;
  readonly difficulty?: number;
  readonly needed?: number;
  /** Unit ids: extract (who must leave) or eliminate (the targets). */
  readonly units?: readonly string[];
  /** retrieve: the item's id; rescue: the captive's id. */
  readonly target?: string;
  readonly fuse?: number | null;
}

export interface DevicePlan {
  readonly id: string;
  readonly kind: DeviceKind;
  readonly name: string;
  readonly cells: readonly Cell[];
  readonly facing?: number | null;
  /** The briefing names it: the intruders start knowing it (R-OPS-44). */
  readonly known?: boolean;
}

export interface MissionPlan {
  readonly name: string;
  readonly mapName: string;
  readonly seed: string;
  /** The two sides in deployment order (the first takes the map's first spawn zone, as in a plain battle). */
  readonly sides: readonly [MissionSide, MissionSide];
  readonly intruders: string;
  readonly defenders: string;
  /** R-OPS-39: whether the defenders start unaware (else alerted: a firefight). */
  readonly unaware: boolean;
  /** Per defender, in its side's order: where it starts and stands guard; missing ones keep their spawn cell. */
  readonly guards?: readonly (GuardPlan | null)[];
  readonly objectives: readonly ObjectivePlan[];
  readonly roundLimit: number;
  readonly light?: Uint8Array | null;
  readonly sightMeters?: number;
  readonly environment?: string | null;
  readonly disguised?: boolean;
  readonly devices?: readonly DevicePlan[];
  readonly items?: readonly { readonly id: string; readonly name: string; readonly cell: Cell }[];
  readonly captives?: readonly { readonly id: string; readonly name: string; readonly cell: Cell; readonly combatant: MissionCombatant }[];
  readonly exits?: readonly CellRect[];
  readonly reinforcements?: { readonly after: number; readonly zone: readonly CellRect[]; readonly combatants: readonly MissionCombatant[] } | null;
  readonly options?: Partial<BattleOptions>;
}

function objectiveOf(o: ObjectivePlan): MissionObjective {
  return {
    id: o.id,
    kind: o.kind,
    name: o.name,
    required: o.required,
    zone: o.zone ?? null,
    difficulty: o.difficulty ?? HACK_DIFFICULTY,
    needed: o.needed ?? (o.kind === 'plant' ? PLANT_SUCCESSES : HACK_SUCCESSES),
    progress: 0,
    units: o.units ?? [],
    target: o.target ?? null,
    fuse: o.fuse ?? null,
    armed: null,
    state: 'open',
    round: null,
  };
}

function deviceOf(d: DevicePlan): Device {
  // An alarm panel hangs in plain view (READING-DEVICE-SPOT).
  return { id: d.id, kind: d.kind, name: d.name, cells: d.cells, facing: d.facing ?? null, status: 'active', spotted: d.kind === 'panel' || d.known === true, noticed: [] };
}

/** The units that wait off the map (captives, reinforcements), fresh for the fight. */
function waiting(c: MissionCombatant, id: string, side: string, cell: Cell): Unit | string {
  return unitOfCombatant(c, id, side, cell, 4);
}

/** Builds a mission's opening state, or says in one sentence why it cannot start. */
export function createMission(map: BattleMap, plan: MissionPlan): SetupResult {
  const sightMeters = plan.sightMeters ?? SIGHT_METERS;
  const ids = plan.sides.map((s) => s.id);
  if (!ids.includes(plan.intruders) || !ids.includes(plan.defenders) || plan.intruders === plan.defenders) {
    return { ok: false, reason: 'A mission needs one side of intruders and one of defenders.' };
  }
  if (!plan.objectives.some((o) => o.required)) return { ok: false, reason: 'A mission needs at least one required objective.' };
  const defIndex = plan.sides.findIndex((s) => s.id === plan.defenders);
  // Defenders start at their posts (or the first cell of their patrol).
  const sides = plan.sides.map((s, i) =>
    i !== defIndex ? s : { ...s, combatants: s.combatants.map((c, k) => (plan.guards?.[k] ? { ...c, cell: plan.guards[k]?.post } : c)) },
  );
  const made = createBattle(map, {
    mapName: plan.mapName,
    seed: plan.seed,
    sides,
    options: { ...plan.options, sightMeters, maxRounds: plan.roundLimit },
  });
  if (!made.ok) return made;
  const state = made.state;
  const kit: Record<string, UnitKit> = {};
  for (const [i, s] of sides.entries()) {
    for (const [k, c] of s.combatants.entries()) kit[`${plan.sides[i]?.id ?? s.id}${k + 1}`] = c.kit ?? NO_KIT;
  }
  const guards: Record<string, Guard> = {};
  for (const [index, u] of state.units.filter((x) => x.side === plan.defenders).entries()) {
    const g = plan.guards?.[index] ?? null;
    // It starts on its route's first waypoint and walks to the second.
    const route = g?.route ?? [];
    guards[u.id] = { awareness: plan.unaware ? 'unaware' : 'alerted', post: u.cell, route, leg: route.length > 1 ? 1 : 0, look: null, since: 0, noticed: [], radio: null };
  }
  const captives = [];
  for (const [i, c] of (plan.captives ?? []).entries()) {
    const unit = waiting(c.combatant, captiveUnitId(plan, i), plan.intruders, c.cell);
    if (typeof unit === 'string') return { ok: false, reason: unit };
    kit[unit.id] = c.combatant.kit ?? NO_KIT;
    captives.push({ id: c.id, name: c.name, cell: c.cell, unit, freed: false });
  }
  let reinforcements = null;
  if (plan.reinforcements) {
    const units: Unit[] = [];
    for (const [i, c] of plan.reinforcements.combatants.entries()) {
      const unit = waiting(c, `${plan.defenders}-x${i + 1}`, plan.defenders, plan.reinforcements.zone[0] ?? { x: 0, y: 0 });
      if (typeof unit === 'string') return { ok: false, reason: unit };
      kit[unit.id] = c.kit ?? NO_KIT;
      units.push(unit);
    }
    reinforcements = { zone: plan.reinforcements.zone, after: plan.reinforcements.after, units, arrived: false };
  }
  const mission: MissionState = {
    name: plan.name,
    intruders: plan.intruders,
    defenders: plan.defenders,
    light: plan.light ? encodeLight(plan.light) : null,
    sightMeters,
    environment: plan.environment ?? null,
    disguised: plan.disguised ?? false,
    guards,
    kit,
    devices: (plan.devices ?? []).map(deviceOf),
    objectives: plan.objectives.map(objectiveOf),
    items: (plan.items ?? []).map((i) => ({ id: i.id, name: i.name, cell: i.cell, carrier: null, out: false })),
    captives,
    exits: plan.exits ?? [],
    reinforcements,
    alarm: { raised: false, round: null, by: null, how: null },
    left: [],
    ran: [],
    notices: [],
    roundLimit: plan.roundLimit,
  };
  return { ok: true, state: { ...state, ruleset: 3, mission } };
}
