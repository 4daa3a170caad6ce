import { RUN_METERS } from '../commands/move';
import type { BattleCommand } from '../commands/types';
import type { Cell } from '../geometry/cells';
import { distanceMeters } from '../geometry/distance';
import type { BattleMap } from '../map/types';
import { watchPreview } from '../overwatch/preview';
import { overwatchOn, watchProblem } from '../overwatch/watch';
import type { BattleState, Unit } from '../state/types';
import { expectedWounds, type AiView } from './value';

/**
 * The computer and overwatch (R-OPS-48, when the battle is played with it). A unit with nothing
 * worth shooting now watches when an enemy within a run of its weapon's reach has still to act
 * this round: the enemy's move may bring it into its sights. (The last side to act in a round
 * always has nobody left to wait for, so two watching sides never freeze the battle.) A veteran
 * weighs the watchers on the way to a cell like the fire it would stand in there.
 */

/** A shot worth less than this is no reason not to watch instead. */
const WEAK_SHOT = 0.35;

export function watchCommand(state: BattleState, map: BattleMap, view: AiView, u: Unit): BattleCommand | undefined {
  if (!overwatchOn(state) || watchProblem(state, u) !== undefined) return undefined;
  if ((view.bestShot(u)?.value ?? 0) >= WEAK_SHOT) return undefined;
  const reach = view.reachMeters(u) + RUN_METERS;
  const coming = view.enemiesOf(u).some((e) => !e.turn.done && !e.turn.acted && !e.dodging && e.initiative !== null && distanceMeters(map, u.cell, e.cell) <= reach);
  return coming ? { type: 'unit.watch', unit: u.id } : undefined;
}

/** The harm the enemies watching would likely do to `u` walking to `to`: their shots' expected wounds (value.ts). */
export function watchedWay(state: BattleState, ground: BattleMap, u: Unit, to: Cell): number {
  if (!state.watches || state.watches.length === 0) return 0;
  let harm = 0;
  for (const t of watchPreview(state, ground, u.id, to, false)) harm += expectedWounds(t.odds);
  return harm;
}
