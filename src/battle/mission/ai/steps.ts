import { doorChance, doorProblem, type DoorAction } from '../../commands/doors';
import { RUN_METERS, WALK_METERS } from '../../commands/move';
import type { BattleCommand } from '../../commands/types';
import type { Cell } from '../../geometry/cells';
import { gridSearch } from '../../geometry/grid-search';
import type { BattleMap } from '../../map/types';
import { doorBlocks } from '../../state/doors';
import type { BattleState, Unit } from '../../state/types';

/**
 * How the mission computer moves, from what its side knows only (R-OPS-46): the cells it counts as
 * taken are its own side's and the enemies it sees; a unit it does not know of is open ground to it
 * (the move may then be refused, and the unit waits: ai/choose.ts).
 */

/** The ground twice: as it is now (closed doors block, state/doors.ts mapNow) and with every door open (the computer's compass). */
export interface Ways {
  readonly live: BattleMap;
  readonly ground: BattleMap;
}

/** What one side knows now: the enemies it sees (side-sight.ts), besides its own units. */
export interface Knowledge {
  readonly side: string;
  readonly seen: ReadonlySet<string>;
}

export function knownUnits(state: BattleState, k: Knowledge): Unit[] {
  return state.units.filter((u) => u.side === k.side || k.seen.has(u.id));
}

/** The battle as the plain computer may read it: its side's units and the enemies it sees (the same objects, so its caches hold). */
export function knownBattle(state: BattleState, k: Knowledge): BattleState {
  return { ...state, units: knownUnits(state, k) };
}

/** Cells (y * width + x) the side knows to be taken, but `u`'s own. */
export function knownOccupied(state: BattleState, width: number, k: Knowledge, u: Unit): number[] {
  const out: number[] = [];
  for (const v of state.units) if (v.id !== u.id && v.status !== 'dead' && (v.side === k.side || k.seen.has(v.id))) out.push(v.cell.y * width + v.cell.x);
  return out;
}

/**
 * The cell within `meters` of walking that is best by `score` (lower is better; the field's meters to a
 * goal plus any penalty), or null when none beats standing still by `margin`.
 */
export function bestStep(map: BattleMap, u: Unit, meters: number, occupied: readonly number[], score: (i: number) => number, margin = 1e-6): Cell | null {
  if (meters <= 0) return null;
  const from = u.cell.y * map.width + u.cell.x;
  const here = score(from);
  let best = -1;
  let bestScore = here - margin;
  for (const i of gridSearch(map).reach(from, meters, occupied)) {
    const s = score(i);
    if (s < bestScore) {
      best = i;
      bestScore = s;
    }
  }
  return best < 0 ? null : { x: best % map.width, y: Math.floor(best / map.width) };
}

/**
 * A closed door next to `u` that lies on its way (nearer the goal by `field`, worked out with every
 * door open) and how to get through it (R-OPS-35): open it, or force a locked one by the likeliest
 * quiet way (picks before a kick; a Door Charge only when `loud`).
 */
export function doorOnTheWay(state: BattleState, u: Unit, field: Float64Array, width: number, loud: boolean): BattleCommand | null {
  const here = field[u.cell.y * width + u.cell.x] ?? Infinity;
  let best: { at: Cell; f: number } | null = null;
  for (const d of state.doors) {
    if (!doorBlocks(d) || Math.max(Math.abs(d.x - u.cell.x), Math.abs(d.y - u.cell.y)) !== 1) continue;
    const f = field[d.y * width + d.x] ?? Infinity;
    if (f < here && (!best || f < best.f)) best = { at: { x: d.x, y: d.y }, f };
  }
  if (!best) return null;
  const at = best.at;
  const options: DoorAction[] = loud ? ['open', 'pick', 'kick', 'charge'] : ['open', 'pick', 'kick'];
  let pick: { action: DoorAction; chance: number } | null = null;
  for (const action of options) {
    if (doorProblem(state, u, at, action) !== undefined) continue;
    const chance = doorChance(u, action);
    if (action === 'open') return { type: 'unit.door', unit: u.id, at, action };
    if (!pick || chance > pick.chance + 0.1) pick = { action, chance };
  }
  return pick ? { type: 'unit.door', unit: u.id, at, action: pick.action } : null;
}

/** A walk (or a run, when `run`) toward a field's goal: the reachable cell nearest the goal, or the door on the way. */
export function moveToward(state: BattleState, live: BattleMap, u: Unit, field: Float64Array, occupied: readonly number[], run: boolean, loud = false): BattleCommand | null {
  const meters = (run ? RUN_METERS : WALK_METERS) - u.turn.moved;
  const door = doorOnTheWay(state, u, field, live.width, loud);
  if (door) return door;
  const to = bestStep(live, u, meters, occupied, (i) => field[i] ?? Infinity);
  return to ? { type: run ? 'unit.run' : 'unit.move', unit: u.id, to } : null;
}

/** A walk along the shortest path toward a cell that moves (a noise, the last place an intruder was seen). */
export function pathToward(map: BattleMap, u: Unit, to: Cell, occupied: readonly number[], run: boolean): BattleCommand | null {
  const meters = (run ? RUN_METERS : WALK_METERS) - u.turn.moved;
  if (meters <= 0) return null;
  const search = gridSearch(map);
  const goal = to.y * map.width + to.x;
  const path = search.path(u.cell.y * map.width + u.cell.x, goal, Infinity, occupied.filter((i) => i !== goal));
  if (!path || path.length < 2) return null;
  let cost = 0;
  let last = -1;
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1] as number;
    const b = path[k] as number;
    cost += (a % map.width !== b % map.width && Math.floor(a / map.width) !== Math.floor(b / map.width) ? Math.SQRT2 : 1) * map.metersPerTile;
    if (cost > meters + 1e-9) break;
    if (occupied.includes(b)) continue;
    last = b;
  }
  if (last < 0) return null;
  return { type: run ? 'unit.run' : 'unit.move', unit: u.id, to: { x: last % map.width, y: Math.floor(last / map.width) } };
}
