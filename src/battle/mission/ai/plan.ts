import type { Cell } from '../../geometry/cells';
import type { BattleMap } from '../../map/types';
import type { BattleState, Unit } from '../../state/types';
import { isFighting } from '../../state/units';
import { captiveUnitId, covertSkill } from '../access';
import type { Device, MissionObjective, MissionState } from '../types';
import { besideCells, distanceField } from './fields';
import { cameraCells, missionSight } from '../sight';

/**
 * The intruders' plan (R-OPS-45), worked out afresh from the state each time a unit acts, so the
 * computer keeps no memory between commands: the open objectives in order (required ones first),
 * each with the cells to work it from and the unit best suited to it (the best Computer Hacking for a
 * terminal, Demolitions for a charge, Pick Locks for a captive, the nearest for an item or a zone).
 * What every intruder knows from the briefing: the objectives, where their targets are, and an
 * eliminate target's post.
 */

export type Job =
  | { readonly kind: 'hack' | 'plant' | 'free' | 'take' | 'reach' | 'disarm'; readonly objective: string; readonly target: string; readonly goal: readonly Cell[] }
  | { readonly kind: 'eliminate'; readonly objective: string; readonly target: string; readonly goal: readonly Cell[] }
  | { readonly kind: 'detonate'; readonly objective: string; readonly target: string; readonly goal: readonly Cell[] };

export interface SquadPlan {
  /** The job each intruder has (by unit id); the others escort the first job's worker. */
  readonly jobs: ReadonlyMap<string, Job>;
  /** The first open job: where the escorts go. */
  readonly lead: Job | null;
  /** Every required objective but getting out is done (or only a charge waits to be fired): everyone heads for the exit. */
  readonly leaving: boolean;
}

function zoneCells(o: MissionObjective): Cell[] {
  const z = o.zone;
  if (!z) return [];
  const out: Cell[] = [];
  for (let y = z.y; y < z.y + z.h; y++) for (let x = z.x; x < z.x + z.w; x++) out.push({ x, y });
  return out;
}

/** The job an objective gives, if any is left to do (null: done, or nothing the intruders can work). */
function jobOf(state: BattleState, map: BattleMap, m: MissionState, o: MissionObjective): Job | null {
  const site = o.zone ? { x: o.zone.x, y: o.zone.y } : null;
  switch (o.kind) {
    case 'hack':
      return site ? { kind: 'hack', objective: o.id, target: o.id, goal: besideCells(map, site) } : null;
    case 'plant':
      if (o.armed) return { kind: 'detonate', objective: o.id, target: o.id, goal: [] };
      return site ? { kind: 'plant', objective: o.id, target: o.id, goal: besideCells(map, site) } : null;
    case 'retrieve': {
      const item = m.items.find((i) => i.id === o.target);
      if (!item || item.carrier !== null || item.out) return null;
      return { kind: 'take', objective: o.id, target: item.id, goal: [item.cell, ...besideCells(map, item.cell)] };
    }
    case 'rescue': {
      const c = m.captives.find((_, i) => captiveUnitId(m, i) === o.target);
      if (!c || c.freed) return null;
      return { kind: 'free', objective: o.id, target: c.id, goal: besideCells(map, c.cell) };
    }
    case 'eliminate': {
      const target = o.units.map((id) => state.units.find((u) => u.id === id)).find((u) => u !== undefined && isFighting(u));
      if (!target) return null;
      const post = m.guards[target.id]?.post ?? target.cell;
      return { kind: 'eliminate', objective: o.id, target: target.id, goal: [post] };
    }
    case 'reach':
      return { kind: 'reach', objective: o.id, target: o.id, goal: zoneCells(o) };
    case 'extract':
      return null;
  }
}

/** How well a unit does a job (higher is better): its skill for it; everyone can take, reach and eliminate. */
function fitness(m: MissionState, u: Unit, job: Job): number {
  switch (job.kind) {
    case 'hack':
      return covertSkill(m, u, 'Computer Hacking') ?? -99;
    case 'plant':
      return covertSkill(m, u, 'Demolitions') ?? -99;
    case 'free':
      return u.stats.skills['Pick Locks'] ?? -99;
    case 'disarm':
      return covertSkill(m, u, 'Security') ?? -99;
    case 'take':
    case 'reach':
    case 'eliminate':
    case 'detonate':
      // An item, a zone, a target: the quietest goes.
      return (covertSkill(m, u, 'Stealth') ?? u.stats.rea - 3) / 10;
  }
}

/** What a device watches: a camera's arc (by the light, along its lines of sight), a wire's or sensor's cells. */
const COVERAGE = new WeakMap<BattleMap, Map<string, readonly number[]>>();
function coverage(m: MissionState, live: BattleMap, d: Device): readonly number[] {
  let byDevice = COVERAGE.get(live);
  if (!byDevice) {
    byDevice = new Map();
    COVERAGE.set(live, byDevice);
  }
  const key = `${d.id}|${m.light?.length ?? 0}`;
  let cells = byDevice.get(key);
  if (!cells) {
    cells = d.kind === 'camera' ? cameraCells(missionSight(m, live), d) : d.cells.map((c) => c.y * live.width + c.x);
    byDevice.set(key, cells);
  }
  return cells;
}

/**
 * The spotted devices that watch the way between the exits and a goal (cells on a walk from one to
 * the other at most 10 m longer than the shortest): they are disarmed first (R-OPS-44).
 */
function devicesInTheWay(m: MissionState, live: BattleMap, ground: BattleMap, goal: readonly Cell[]): Device[] {
  const exits = m.exits.flatMap((r) => {
    const out: Cell[] = [];
    for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) out.push({ x, y });
    return out;
  });
  if (exits.length === 0 || goal.length === 0) return [];
  const fromExit = distanceField(ground, exits);
  const toGoal = distanceField(ground, goal);
  let shortest = Infinity;
  for (const g of goal) shortest = Math.min(shortest, fromExit[g.y * ground.width + g.x] ?? Infinity);
  return m.devices.filter((d) => {
    if (!d.spotted || d.status !== 'active' || d.kind === 'panel') return false;
    return coverage(m, live, d).some((i) => (fromExit[i] ?? Infinity) + (toGoal[i] ?? Infinity) <= shortest + 10);
  });
}

export function squadPlan(state: BattleState, map: BattleMap, m: MissionState, live: BattleMap = map): SquadPlan {
  const freed = new Set(m.captives.map((_, i) => captiveUnitId(m, i)));
  const intruders = state.units.filter((u) => u.side === m.intruders && isFighting(u) && !freed.has(u.id));
  const carrying = new Set(m.items.filter((i) => i.carrier !== null && !i.out).map((i) => i.carrier as string));
  const open = [...m.objectives.filter((o) => o.required), ...m.objectives.filter((o) => !o.required)].filter((o) => o.state === 'open');
  const jobs = new Map<string, Job>();
  let lead: Job | null = null;
  const pending: Job[] = [];
  for (const o of open) {
    const job = jobOf(state, map, m, o);
    if (!job || !o.required) continue;
    pending.push(job);
  }
  // Devices watching the way to the first job, or back out, go first.
  const first = pending.find((j) => j.kind !== 'detonate');
  const way = first ? devicesInTheWay(m, live, map, first.goal) : [];
  const canDisarm = intruders.some((u) => covertSkill(m, u, 'Security') !== undefined);
  for (const d of canDisarm ? way : []) {
    const goal = d.cells.flatMap((c) => besideCells(map, c));
    if (goal.length > 0) pending.unshift({ kind: 'disarm', objective: d.id, target: d.id, goal });
  }
  const others = pending.filter((j) => j.kind !== 'detonate');
  for (const job of pending) {
    if (job.kind === 'detonate') {
      // The planter fires its charge once the rest is done.
      const planted = m.objectives.find((o) => o.id === job.objective)?.armed?.by;
      if (planted && others.length === 0) jobs.set(planted, job);
      continue;
    }
    lead ??= job;
    const free = intruders.filter((u) => !jobs.has(u.id) && !carrying.has(u.id) && fitness(m, u, job) > -99);
    free.sort((a, b) => fitness(m, b, job) - fitness(m, a, job));
    const worker = free[0];
    if (worker) jobs.set(worker.id, job);
  }
  return { jobs, lead, leaving: others.length === 0 };
}
