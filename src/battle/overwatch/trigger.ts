import { planRangedAttack, type RangedAttackInput } from '../../ops/combat/ranged-plan';
import { finishTurn, type CommandResult } from '../commands/actor';
import { fireWeapon } from '../commands/fire';
import { rangedInput, weaponInHand } from '../commands/ranged-input';
import type { Cell } from '../geometry/cells';
import { distanceMeters } from '../geometry/distance';
import { lineOfSight } from '../geometry/sight';
import type { BattleMap } from '../map/types';
import { missionSight, unitSees } from '../mission/sight';
import { applyEffects } from '../state/effects';
import type { BattleEvent } from '../state/events';
import type { BattleState, Unit } from '../state/types';
import { isFighting, unitById } from '../state/units';
import { endWatches } from './watch';

/**
 * R-OPS-48: a watcher's shot at an enemy ending a step of its move (watch.ts has the readings).
 * `walkUnderWatch` stands in for the plain move when someone watches: it walks the path step by
 * step, fires each watcher the first time the mover ends a step where the watcher sees it within
 * its weapon's range, and stops the move where the mover falls.
 */

/** Whether `w` sees a unit standing at `at`: its line of sight within the battle's sight (R-OPS-43's light in a mission). */
function sees(state: BattleState, map: BattleMap, w: Unit, at: Cell): boolean {
  if (state.mission) return unitSees(missionSight(state.mission, map), state.mission, w, at);
  return distanceMeters(map, w.cell, at) <= state.options.sightMeters && lineOfSight(map, w.cell, at);
}

/**
 * The shot `w` takes at `target` standing at `at` (its src/ops input, +1 for a moving target), or
 * null when it does not fire there: not an enemy it sees within its weapon's range, or it cannot
 * fire now (held, holding, out, empty, the bolt still cycling).
 */
export function watchShot(state: BattleState, map: BattleMap, w: Unit, target: Unit, at: Cell): RangedAttackInput | null {
  if (w.side === target.side || !isFighting(w) || w.heldBy !== null || w.holding !== null) return null;
  const gun = weaponInHand(w);
  if (!gun || !sees(state, map, w, at)) return null;
  const semi = gun.def.semiMax > 0;
  const input = rangedInput(state, map, w, { ...target, cell: at }, semi ? 'semi' : 'auto', semi ? 1 : undefined);
  if (typeof input === 'string') return null;
  const shot: RangedAttackInput = { ...input, targetMoving: true };
  return planRangedAttack(shot).ok ? shot : null;
}

/** The watchers in unit order, the state's own order (deterministic whatever order they watched in). */
function watchers(state: BattleState): Unit[] {
  const ids = state.watches ?? [];
  return state.units.filter((u) => ids.includes(u.id));
}

/** `w` fires its watch shot at the mover: dice keyed by the round and the watcher (R-CORE-5), harm at once. */
function fire(state: BattleState, w: Unit, mover: Unit, at: Cell, input: RangedAttackInput): { state: BattleState; events: BattleEvent[] } {
  const ended = endWatches(state, [w.id]);
  const shot = fireWeapon(ended, w, mover, input);
  if ('rejected' in shot) return { state: ended, events: [] };
  const hurt = applyEffects(shot.state, shot.effects);
  return { state: hurt.state, events: [{ type: 'watch.fired', unit: w.id, target: mover.id, at }, shot.fired, ...hurt.events] };
}

export interface WatchedMove {
  readonly cells: readonly Cell[];
  readonly meters: number;
  readonly running: boolean;
  /** The mover placed at a cell having walked so far (its facing and meters), as the plain move places it. */
  readonly place: (state: BattleState, at: Cell, from: Cell, meters: number) => BattleState;
}

const stepMeters = (map: BattleMap, a: Cell, b: Cell): number => (a.x !== b.x && a.y !== b.y ? Math.SQRT2 : 1) * map.metersPerTile;

/**
 * The move along `cells` with the watchers firing where they must: one `unit.moved` per stretch
 * walked between shots. A mover taken out stays where it fell; a run ends the turn as always.
 */
export function walkUnderWatch(state: BattleState, map: BattleMap, moverId: string, move: WatchedMove): CommandResult {
  let s = state;
  const events: BattleEvent[] = [];
  let from = 0;
  let walked = 0;
  let sinceFrom = 0;
  const { cells } = move;
  for (let k = 1; k < cells.length; k++) {
    const at = cells[k] as Cell;
    sinceFrom += stepMeters(map, cells[k - 1] as Cell, at);
    const mover = unitById(s, moverId);
    if (!mover) break;
    const shots = watchers(s).flatMap((w) => {
      const input = watchShot(s, map, w, mover, at);
      return input ? [{ w, input }] : [];
    });
    if (shots.length === 0) continue;
    // The stretch up to here, then the shots (each watcher once, in unit order).
    const last = k === cells.length - 1;
    const meters = last ? move.meters - walked : sinceFrom;
    s = move.place(s, at, cells[k - 1] as Cell, meters);
    events.push({ type: 'unit.moved', unit: moverId, path: cells.slice(from, k + 1), meters, running: move.running });
    walked += meters;
    from = k;
    sinceFrom = 0;
    for (const { w, input } of shots) {
      const target = unitById(s, moverId);
      if (!target || !isFighting(target)) break;
      const shot = fire(s, w, target, at, input);
      s = shot.state;
      events.push(...shot.events);
    }
    if (!isFighting(unitById(s, moverId) ?? mover)) break;
  }
  const still = unitById(s, moverId);
  if (still && isFighting(still) && from < cells.length - 1) {
    const end = cells[cells.length - 1] as Cell;
    const meters = move.meters - walked;
    s = move.place(s, end, cells[cells.length - 2] as Cell, meters);
    events.push({ type: 'unit.moved', unit: moverId, path: cells.slice(from), meters, running: move.running });
  }
  const out = unitById(s, moverId);
  if (move.running || !out || !isFighting(out)) return finishTurn(s, moverId, events);
  return { state: s, events };
}
