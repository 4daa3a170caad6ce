import { DOOR_METERS, doorChance, doorProblem, type DoorAction } from '../commands/doors';
import { RUN_METERS, WALK_METERS } from '../commands/move';
import type { BattleCommand } from '../commands/types';
import type { Cell } from '../geometry/cells';
import { distanceTiles } from '../geometry/distance';
import { gridSearch } from '../geometry/grid-search';
import type { BattleMap } from '../map/types';
import { doorBlocks } from '../state/doors';
import type { AiLevel, BattleState, Unit } from '../state/types';
import { occupiedCells } from '../state/units';
import { mapFacts } from './map-facts';

/**
 * How the computer closes in on the enemy (R-OPS-27), doors included (R-OPS-35): along the shortest
 * real path; when the way through a closed door is much shorter than the way round (or the only
 * one), it walks up to the door and opens it (2 m of the move), or forces a locked one with
 * whatever is likeliest to work: its lock picks, a kick, or a Door Charge.
 */

const cellOf = (map: BattleMap, i: number): Cell => ({ x: i % map.width, y: Math.floor(i / map.width) });

/** The nearest fighting enemy; on a tie the first in unit order. */
export function nearestEnemy(state: BattleState, u: Unit): Unit | undefined {
  let goal: Unit | undefined;
  let best = Infinity;
  for (const e of state.units) {
    if (e.side === u.side || e.status !== 'fighting') continue;
    const d = distanceTiles(u.cell, e.cell);
    if (d < best) {
      goal = e;
      best = d;
    }
  }
  return goal;
}

/** The cells of a path (indices) a unit can cover with `budget` tiles, the first cell excluded. */
function within(map: BattleMap, path: readonly number[], budget: number, stopBefore: number): Cell[] {
  const out: Cell[] = [];
  let cost = 0;
  for (let k = 1; k < stopBefore; k++) {
    const a = path[k - 1];
    const b = path[k];
    if (a === undefined || b === undefined) break;
    cost += a % map.width !== b % map.width && Math.floor(a / map.width) !== Math.floor(b / map.width) ? Math.SQRT2 : 1;
    if (cost > budget) break;
    out.push(cellOf(map, b));
  }
  return out;
}

/** Whether `to` is within `meters` of `from` on the ground as it is now. */
function reachable(search: ReturnType<typeof gridSearch>, map: BattleMap, from: number, to: Cell, meters: number, occupied: readonly number[]): boolean {
  return search.path(from, to.y * map.width + to.x, meters + 1e-9, occupied) !== undefined;
}

/** The best way to force this locked door: the likeliest roll, or a sure Door Charge when the rolls are poor. */
function forceAction(state: BattleState, u: Unit, at: Cell): DoorAction | undefined {
  let best: { action: DoorAction; chance: number } | undefined;
  for (const action of ['pick', 'kick'] as const) {
    if (doorProblem(state, u, at, action) !== undefined) continue;
    const chance = doorChance(u, action);
    if (!best || chance > best.chance) best = { action, chance };
  }
  if (doorProblem(state, u, at, 'charge') === undefined && (!best || best.chance < 0.5)) return 'charge';
  return best?.action;
}

/**
 * The computer's next step toward the enemy: a run (or a walk toward a door it means to open), or
 * a door action; undefined when it cannot get closer.
 */
export function advanceCommand(state: BattleState, live: BattleMap, base: BattleMap, u: Unit, level: AiLevel, running: boolean): BattleCommand | undefined {
  const goal = nearestEnemy(state, u);
  if (!goal) return undefined;
  const from = u.cell.y * live.width + u.cell.x;
  const goalIndex = goal.cell.y * live.width + goal.cell.x;
  const occupied = occupiedCells(state, live.width, u.id).filter((i) => i !== goalIndex);
  const search = gridSearch(live);
  const closed = state.doors.filter(doorBlocks);
  const doorPath = closed.length > 0 ? gridSearch(base).path(from, goalIndex, Infinity, occupied) : undefined;
  const doorMeters = doorPath ? gridSearch(base).pathMeters : Infinity;
  // The way on the ground as it is matters only when it beats the way through a door; it is looked
  // for no farther than that (pathUnder: the same path whenever it is a tile short of the bound).
  let livePath = search.pathUnder(from, goalIndex, doorMeters + DOOR_METERS + 4 + 2 * live.metersPerTile, occupied);
  const throughDoor = doorPath !== undefined && doorMeters + DOOR_METERS + 4 < (livePath ? search.pathMeters : Infinity);
  if (doorPath && throughDoor) {
    const isClosed = (i: number) => closed.some((d) => d.y * live.width + d.x === i);
    const at = doorPath.findIndex(isClosed);
    if (at === 1) {
      const door = cellOf(live, doorPath[1] ?? from);
      const locked = closed.some((d) => d.x === door.x && d.y === door.y && d.state === 'locked');
      const action = locked ? forceAction(state, u, door) : doorProblem(state, u, door, 'open') === undefined ? 'open' : undefined;
      if (action) return { type: 'unit.door', unit: u.id, at: door, action };
      // Too little of the move left to open it: wait by the door for the next turn.
      if (!locked) return { type: 'unit.end-turn', unit: u.id };
    } else if (at > 1) {
      // Walk up to the door when it is near enough to open it this turn, else run there. The
      // way on the ground as it is (closed doors and all) may differ near a door: each step is
      // checked against it.
      const walk = within(live, doorPath, (WALK_METERS - DOOR_METERS - u.turn.moved) / live.metersPerTile + 1e-9, at);
      const beside = walk[walk.length - 1];
      if (beside && walk.length === at - 1 && reachable(search, live, from, beside, WALK_METERS - DOOR_METERS - u.turn.moved, occupied)) {
        return { type: 'unit.move', unit: u.id, to: beside };
      }
      const run = within(live, doorPath, (RUN_METERS - u.turn.moved) / live.metersPerTile + 1e-9, at);
      for (let k = run.length - 1; k >= 0; k--) {
        const to = run[k];
        if (to && reachable(search, live, from, to, RUN_METERS - u.turn.moved, occupied)) return { type: 'unit.run', unit: u.id, to };
      }
    }
  }
  // The door did not give a step: the way round after all, looked for as far as it goes.
  if (throughDoor) livePath = search.path(from, goalIndex, Infinity, occupied);
  if (!livePath) return undefined;
  const budget = ((running ? RUN_METERS : WALK_METERS) - u.turn.moved) / live.metersPerTile + 1e-9;
  if (budget <= 0) return undefined;
  // The cells of the path within the budget (the goal's own cell is never entered).
  const cells = within(live, livePath, budget, livePath.length - 1);
  const last = cells[cells.length - 1];
  if (!last) return undefined;
  let pick = last;
  if (level === 'veteran') {
    // A veteran gives up at most two steps of progress for a cell next to cover.
    const facts = mapFacts(live);
    const coverAt = (c: Cell): number => facts.coverNear(c.y * live.width + c.x);
    let best = coverAt(last);
    for (let i = cells.length - 2; i >= Math.max(0, cells.length - 3); i--) {
      const c = cells[i];
      if (c && coverAt(c) > best) {
        pick = c;
        best = coverAt(c);
      }
    }
  }
  return { type: running ? 'unit.run' : 'unit.move', unit: u.id, to: pick };
}

/** A run that ends next to `e` (to fight it hand to hand next turn), when one is within the run. */
export function runBeside(state: BattleState, live: BattleMap, u: Unit, e: Unit): BattleCommand | undefined {
  const goalIndex = e.cell.y * live.width + e.cell.x;
  const occupied = occupiedCells(state, live.width, u.id).filter((i) => i !== goalIndex);
  const path = gridSearch(live).path(u.cell.y * live.width + u.cell.x, goalIndex, Infinity, occupied);
  if (!path || path.length < 3) return undefined;
  const cells = within(live, path, (RUN_METERS - u.turn.moved) / live.metersPerTile + 1e-9, path.length - 1);
  const last = cells[cells.length - 1];
  return last && cells.length === path.length - 2 ? { type: 'unit.run', unit: u.id, to: last } : undefined;
}
