import { gridSearch } from '../geometry/grid-search';
import { findPath } from '../geometry/movement';
import type { Cell } from '../geometry/cells';
import type { BattleMap } from '../map/types';
import type { BattleState, Unit } from '../state/types';
import { walkUnderWatch } from '../overwatch/trigger';
import { occupiedBy, occupiedCells, withUnit } from '../state/units';
import { actorFor, finishTurn, reject, type CommandResult } from './actor';
import { cellsToAvoid } from '../mission/avoid';

/** R-OPS-27: walk up to 6 m before the action, or run up to 24 m as the action. */
export const WALK_METERS = 6;
export const RUN_METERS = 24;

/** 0 = north, clockwise in eighths, from the last step. */
function facingOf(from: Cell, to: Cell, fallback: number): number {
  const dx = Math.sign(to.x - from.x);
  const dy = Math.sign(to.y - from.y);
  const table: Record<string, number> = { '0,-1': 0, '1,-1': 1, '1,0': 2, '1,1': 3, '0,1': 4, '-1,1': 5, '-1,0': 6, '-1,-1': 7 };
  return table[`${dx},${dy}`] ?? fallback;
}

/**
 * The way a unit would walk (or run) to `to` now and what it costs, as the move takes it: the
 * shortest way within what is left of its move (around the devices its side noticed in a mission,
 * R-OPS-44), or why it cannot go there. Shared by the move and its previews (overwatch/preview.ts).
 */
export function movePath(state: BattleState, map: BattleMap, u: Unit, to: Cell, running: boolean): { readonly cells: Cell[]; readonly meters: number } | string {
  if (to.x < 0 || to.y < 0 || to.x >= map.width || to.y >= map.height) return 'That cell is off the map.';
  if (to.x === u.cell.x && to.y === u.cell.y) return `${u.name} is already there.`;
  if (map.cells.blocksMove[to.y * map.width + to.x] === 1) return 'Nobody can stand on that cell.';
  if (occupiedBy(state, to.x, to.y, u.id)) return 'Someone is already on that cell.';
  const budget = (running ? RUN_METERS : WALK_METERS) - u.turn.moved;
  if (budget <= 0) return `${u.name} has walked its ${WALK_METERS} m this turn.`;
  // findPath's way and cost, on the map's reused search buffers (geometry/grid-search.ts).
  const search = gridSearch(map);
  const from = u.cell.y * map.width + u.cell.x;
  const goal = to.y * map.width + to.x;
  const occupied = occupiedCells(state, map.width, u.id);
  // R-OPS-44 (READING-KNOWN-DEVICES): around the devices its side has noticed, when it can.
  const avoid = state.mission ? cellsToAvoid(state, map, u).filter((i) => i !== goal) : [];
  const around = avoid.length > 0 ? search.path(from, goal, budget, [...occupied, ...avoid]) : undefined;
  const way = around ?? search.path(from, goal, budget, occupied);
  if (way) return { cells: way.map((i) => ({ x: i % map.width, y: Math.floor(i / map.width) })), meters: search.pathMeters };
  const any = findPath(map, u.cell, to, { isOccupied: (x, y) => occupiedBy(state, x, y, u.id) !== undefined });
  if (!any) return 'There is no way to that cell.';
  return `That cell is ${any.meters.toFixed(1)} m away; ${u.name} can ${running ? 'run' : 'walk'} ${budget.toFixed(1)} m more this turn.`;
}

export function applyMove(state: BattleState, map: BattleMap, id: string, to: Cell, running: boolean): CommandResult {
  const u = actorFor(state, id);
  if (typeof u === 'string') return reject(u);
  if (u.heldBy) return reject(`${u.name} is held and can only try to escape.`);
  if (u.holding) return reject(`${u.name} is holding someone and cannot move; let go first.`);
  const path = movePath(state, map, u, to, running);
  if (typeof path === 'string') return reject(path);
  const place = (s: BattleState, at: Cell, prev: Cell, meters: number): BattleState =>
    withUnit(s, u.id, (v) => ({ ...v, cell: at, facing: facingOf(prev, at, v.facing), turn: { ...v.turn, moved: v.turn.moved + meters } }));
  // R-OPS-48: with someone watching, the move is walked step by step under their fire.
  if (state.watches && state.watches.length > 0) return walkUnderWatch(state, map, u.id, { cells: path.cells, meters: path.meters, running, place });
  const cells = path.cells;
  const last = cells[cells.length - 1] ?? to;
  const prev = cells[cells.length - 2] ?? u.cell;
  const moved = place(state, last, prev, path.meters);
  const events = [{ type: 'unit.moved' as const, unit: u.id, path: cells, meters: path.meters, running }];
  if (running) return finishTurn(moved, u.id, events);
  return { state: moved, events };
}
