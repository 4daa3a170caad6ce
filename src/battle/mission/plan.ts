import type { Agent } from '../../agents/types';
import type { Squad } from '../../agents/squad-file';
import type { Cell } from '../geometry/cells';
import { lightOfMap, type MapMission } from '../map/mission-types';
import type { BattleMap, CellRect } from '../map/types';
import { zoneSides } from '../sim/simulate';
import { combatantFromAgent } from '../state/from-agent';
import type { Controller } from '../state/types';
import type { MissionFile, MissionSquadRef } from './file';
import { kitOfAgent } from './kit';
import { captiveUnitId } from './access';
import { codeName } from '../../ops/character/code-names';
import type { GuardPlan, MissionCombatant, MissionPlan, ObjectivePlan } from './setup';

/**
 * A mission file on its map (docs/missions.md): squads resolved, the map's posts, patrols, devices,
 * terminals, charge sites, items, captives and zones looked up by name, every name the file gives
 * checked — a mission that names something its map lacks is refused in one sentence, never played
 * with it silently missing. The result is the plan `createMission` sets up.
 */

export interface MissionSources {
  /** A squad file by name (beside the mission, or shipped), or written in. */
  squad(ref: MissionSquadRef): { readonly ok: true; readonly squad: Squad } | { readonly ok: false; readonly reason: string };
  /** An agent file by name (a captive's). */
  agent(ref: string): { readonly ok: true; readonly agent: Agent } | { readonly ok: false; readonly reason: string };
}

export interface PlanOptions {
  readonly seed: string;
  readonly mapName?: string;
  /** Who plays each side at this table, over the file's (the set-up's choice; sim: the computer on both). */
  readonly controllers?: { readonly intruders?: Controller; readonly defenders?: Controller };
}

export type MissionPlanned =
  | {
      readonly ok: true;
      readonly plan: MissionPlan;
      readonly briefing: string;
      /** The agent behind each unit id (the sides' squads, captives, reinforcements), for the table's sheets. */
      readonly agents: Readonly<Record<string, Agent>>;
      /** Each side's squad colour (R-OPS-10), by side id. */
      readonly colors: Readonly<Record<string, string>>;
    }
  | { readonly ok: false; readonly reason: string };

const INTRUDERS = 'a';
const DEFENDERS = 'b';
const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
const listed = (names: readonly string[]): string => (names.length === 0 ? 'none' : names.slice(0, 6).map((n) => `"${n}"`).join(', '));
const cellRect = (c: Cell): CellRect => ({ x: c.x, y: c.y, w: 1, h: 1 });

/** A squad's combatants, each going by its code name (R-OPS-10: the squad's colour, the agent's animal). */
function combatants(squad: Squad): MissionCombatant[] {
  return squad.members.map((m) => ({ ...combatantFromAgent({ ...m.agent, name: codeName(m.agent.animal, squad.color) }), kit: kitOfAgent(m.agent) }));
}

function controllerOf(side: { controller: 'human' | 'computer'; level: 'recruit' | 'veteran' }, seat: number): Controller {
  return side.controller === 'human' ? { kind: 'human', seat } : { kind: 'computer', level: side.level };
}

/** The waypoints a defender walks: a polyline there and back, a loop round and round. */
function routeOf(points: readonly Cell[], loop: boolean): Cell[] {
  if (loop || points.length < 3) return [...points];
  return [...points, ...points.slice(1, -1).reverse()];
}

function guardsOf(file: MissionFile, mm: MapMission | undefined, count: number, map: BattleMap): (GuardPlan | null)[] | string {
  const stations = [
    ...(mm?.posts ?? []).map((p) => ({ id: p.id, name: p.name, plan: { post: p.cell, route: [] as Cell[] } })),
    ...(mm?.patrols ?? []).map((p) => ({ id: p.id, name: p.name, plan: { post: p.points[0] ?? { x: 0, y: 0 }, route: routeOf(p.points, p.loop) } })),
  ].sort((a, b) => a.id - b.id);
  const wanted = file.defenders.posts;
  const out: (GuardPlan | null)[] = [];
  for (let k = 0; k < count; k++) {
    if (wanted === undefined) {
      out.push(stations[k]?.plan ?? null);
      continue;
    }
    const name = wanted[k];
    if (name === undefined || name === null) {
      out.push(null);
      continue;
    }
    const s = stations.find((x) => same(x.name, name));
    if (!s) return `Defender ${k + 1}'s post "${name}" is not a post or patrol of the map (its posts and patrols: ${listed(stations.map((x) => x.name))}).`;
    out.push(s.plan);
  }
  const taken = new Set<number>();
  for (const g of out) {
    if (!g) continue;
    const i = g.post.y * map.width + g.post.x;
    if (map.cells.blocksMove[i] === 1) return `The post at (${g.post.x}, ${g.post.y}) is a cell nobody can stand on.`;
    if (taken.has(i)) return `Two defenders would start at (${g.post.x}, ${g.post.y}): give them different posts.`;
    taken.add(i);
  }
  return out;
}

/** Resolves a mission file on its map into the plan `createMission` sets up, or one sentence. */
export function planMission(file: MissionFile, map: BattleMap, sources: MissionSources, options: PlanOptions): MissionPlanned {
  const mm = map.mission;
  const intruderSquad = sources.squad(file.intruders.squad);
  if (!intruderSquad.ok) return { ok: false, reason: `The intruders' squad: ${intruderSquad.reason}` };
  const defenderSquad = sources.squad(file.defenders.squad);
  if (!defenderSquad.ok) return { ok: false, reason: `The defenders' squad: ${defenderSquad.reason}` };
  for (const [who, s] of [['intruders', intruderSquad.squad], ['defenders', defenderSquad.squad]] as const) {
    if (!s.battleReady) return { ok: false, reason: `The ${who}' squad is not ready for battle: ${s.problems[0] ?? 'an agent is invalid.'}` };
  }
  const [zoneA, zoneB] = zoneSides(map);
  const guards = guardsOf(file, mm, defenderSquad.squad.members.length, map);
  if (typeof guards === 'string') return { ok: false, reason: guards };
  const intruderNames = intruderSquad.squad.members.map((m) => m.agent.name);
  const defenderNames = defenderSquad.squad.members.map((m) => m.agent.name);
  const unitOf = (names: readonly string[], side: string, name: string): string | null => {
    const k = names.findIndex((n) => same(n, name));
    return k < 0 ? null : `${side}${k + 1}`;
  };

  const captives: { id: string; name: string; cell: Cell; combatant: MissionCombatant }[] = [];
  const captiveAgents: Agent[] = [];
  const reinforcementAgents: Agent[] = [];
  const objectives: ObjectivePlan[] = [];
  for (const [i, o] of file.objectives.entries()) {
    const id = `o${i + 1}`;
    const label = `Objective ${i + 1} (${o.kind})`;
    const base = { id, kind: o.kind, required: o.required };
    const target = o.target ?? '';
    if (o.kind === 'hack') {
      const t = mm?.terminals.find((x) => same(x.name, target));
      if (!t) return { ok: false, reason: `${label} names "${target}", which is not a terminal of the map (its terminals: ${listed((mm?.terminals ?? []).map((x) => x.name))}).` };
      objectives.push({ ...base, name: o.name ?? `Hack the ${t.name}`, zone: cellRect(t.cell), difficulty: t.difficulty, needed: t.successes });
    } else if (o.kind === 'plant') {
      const t = mm?.chargeSites.find((x) => same(x.name, target));
      if (!t) return { ok: false, reason: `${label} names "${target}", which is not a charge site of the map (its charge sites: ${listed((mm?.chargeSites ?? []).map((x) => x.name))}).` };
      objectives.push({ ...base, name: o.name ?? `Blow the ${t.name}`, zone: cellRect(t.cell), fuse: o.fuse ?? null });
    } else if (o.kind === 'retrieve') {
      const t = mm?.items.find((x) => same(x.name, target));
      if (!t) return { ok: false, reason: `${label} names "${target}", which is not an item of the map (its items: ${listed((mm?.items ?? []).map((x) => x.name))}).` };
      objectives.push({ ...base, name: o.name ?? `Bring out the ${t.name}`, target: `item${t.id}` });
    } else if (o.kind === 'rescue') {
      const t = mm?.captives.find((x) => same(x.name, target));
      if (!t) return { ok: false, reason: `${label} names "${target}", which is not a captive of the map (its captives: ${listed((mm?.captives ?? []).map((x) => x.name))}).` };
      const ref = o.agent ?? t.agent;
      if (ref === null) return { ok: false, reason: `${label}: the captive "${t.name}" has no agent; give its agent file as "agent".` };
      const agent = sources.agent(ref);
      if (!agent.ok) return { ok: false, reason: `${label}: the captive's agent ${ref}: ${agent.reason}` };
      const combatant: MissionCombatant = { ...combatantFromAgent(agent.agent), kit: kitOfAgent(agent.agent) };
      captiveAgents.push(agent.agent);
      captives.push({ id: `cap${t.id}`, name: t.name, cell: t.cell, combatant });
      objectives.push({ ...base, name: o.name ?? `Rescue ${t.name}`, target: captiveUnitId({ intruders: INTRUDERS }, captives.length - 1) });
    } else if (o.kind === 'eliminate') {
      const names = o.units ?? (o.target !== undefined ? [o.target] : []);
      const units: string[] = [];
      for (const n of names) {
        const u = unitOf(defenderNames, DEFENDERS, n);
        if (!u) return { ok: false, reason: `${label} names "${n}", who is not one of the defenders (${listed(defenderNames)}).` };
        units.push(u);
      }
      objectives.push({ ...base, name: o.name ?? `Eliminate ${names.join(', ')}`, units });
    } else if (o.kind === 'extract') {
      const units: string[] = [];
      for (const n of o.units ?? []) {
        const u = unitOf(intruderNames, INTRUDERS, n);
        if (!u) return { ok: false, reason: `${label} names "${n}", who is not one of the intruders (${listed(intruderNames)}).` };
        units.push(u);
      }
      objectives.push({ ...base, name: o.name ?? (units.length > 0 ? `Get ${(o.units ?? []).join(', ')} out` : 'Get out'), units });
    } else {
      const zone = o.zone ?? map.objectives.find((x) => same(x.name, target));
      if (!zone) return { ok: false, reason: `${label} names "${target}", which is not an objective zone of the map (its zones: ${listed(map.objectives.map((x) => x.name))}).` };
      objectives.push({ ...base, name: o.name ?? `Reach ${target || 'the zone'}`, zone: { x: zone.x, y: zone.y, w: zone.w, h: zone.h } });
    }
  }

  const exits = (mm?.exits ?? []).flatMap((z) => z.rects);
  // With no exit zone on the map, the intruders leave the way they came: their own spawn zone.
  const intruderZone = file.intruders.zone ?? zoneA;
  const defenderZone = file.defenders.zone ?? zoneB;
  const fallbackExit = map.spawnZones.filter((z) => z.side === intruderZone).map((z) => ({ x: z.x, y: z.y, w: z.w, h: z.h }));
  let reinforcements: MissionPlan['reinforcements'] = null;
  if (file.alarm) {
    const r = sources.squad(file.alarm.reinforcements);
    if (!r.ok) return { ok: false, reason: `The alarm's reinforcements: ${r.reason}` };
    const zone = (mm?.reinforcements ?? []).flatMap((z) => z.rects);
    const fallback = map.spawnZones.filter((z) => z.side === defenderZone).map((z) => ({ x: z.x, y: z.y, w: z.w, h: z.h }));
    reinforcements = { after: file.alarm.after, zone: zone.length > 0 ? zone : fallback, combatants: combatants(r.squad) };
    for (const m of r.squad.members) reinforcementAgents.push(m.agent);
    if (reinforcements.zone.length === 0) return { ok: false, reason: 'The alarm brings reinforcements, but the map has no reinforcement zone nor a defenders\' spawn zone for them.' };
  }
  const devices = mm?.devices ?? [];
  for (const name of file.intel ?? []) {
    if (!devices.some((d) => same(d.name, name))) return { ok: false, reason: `The intel names "${name}", which is not a device of the map (its devices: ${listed(devices.map((d) => d.name))}).` };
  }
  const base = file.light === undefined ? undefined : { lit: 0, dim: 1, dark: 2 }[file.light];
  const plan: MissionPlan = {
    name: file.name,
    mapName: options.mapName ?? file.map,
    seed: options.seed,
    sides: [
      { id: INTRUDERS, name: file.intruders.name ?? intruderSquad.squad.name, controller: options.controllers?.intruders ?? controllerOf(file.intruders, 0), combatants: combatants(intruderSquad.squad), spawnZone: intruderZone },
      { id: DEFENDERS, name: file.defenders.name ?? defenderSquad.squad.name, controller: options.controllers?.defenders ?? controllerOf(file.defenders, 1), combatants: combatants(defenderSquad.squad), spawnZone: defenderZone },
    ],
    intruders: INTRUDERS,
    defenders: DEFENDERS,
    unaware: file.defenders.unaware,
    guards,
    objectives,
    roundLimit: file.roundLimit,
    light: lightOfMap(mm, map.width * map.height, base),
    sightMeters: file.sightRange ?? mm?.sightRange ?? undefined,
    environment: file.environment ?? mm?.environment ?? null,
    disguised: file.intruders.disguised,
    devices: devices.map((d) => ({ id: `dev${d.id}`, kind: d.kind, name: d.name, cells: d.cells, facing: d.facing, known: (file.intel ?? []).some((n) => same(n, d.name)) })),
    items: (mm?.items ?? []).map((t) => ({ id: `item${t.id}`, name: t.name, cell: t.cell })),
    captives,
    exits: exits.length > 0 ? exits : fallbackExit,
    reinforcements,
  };
  const agents: Record<string, Agent> = {};
  intruderSquad.squad.members.forEach((m, k) => (agents[`${INTRUDERS}${k + 1}`] = m.agent));
  defenderSquad.squad.members.forEach((m, k) => (agents[`${DEFENDERS}${k + 1}`] = m.agent));
  captiveAgents.forEach((a, k) => (agents[captiveUnitId({ intruders: INTRUDERS }, k)] = a));
  reinforcementAgents.forEach((a, k) => (agents[`${DEFENDERS}-x${k + 1}`] = a));
  const colors = { [INTRUDERS]: intruderSquad.squad.color ?? 'Black', [DEFENDERS]: defenderSquad.squad.color ?? 'Gray' };
  return { ok: true, plan, briefing: file.briefing, agents, colors };
}
