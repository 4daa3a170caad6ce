import { actorFor, finishTurn, reject, type CommandResult } from '../commands/actor';
import { shooterInput } from '../commands/ranged-input';
import { unalerted } from '../mission/access';
import { copyBattle } from '../state/copy';
import type { BattleState, Unit } from '../state/types';

/**
 * R-OPS-48, overwatch (a house-rule option, `options.overwatch`, default off; the book's hold does
 * not interrupt): instead of holding to a value, a unit with a loaded firearm may watch, as its
 * action. Until its next turn, the first time an enemy it can see ends a step of a move within its
 * weapon's range, it fires once at that enemy there, before the rest of the move, at +1 difficulty
 * (a moving target); the watch is then spent (trigger.ts). The watchers are `state.watches`, a key
 * a battle without a watch does not have (its saves keep their bytes). The readings settled here:
 * - "until its next turn": the watch ends when the unit's group next opens (its turn begins), or
 *   when it fires, or when it can no longer fire (out of the fight, held, holding, empty);
 * - "fires once": one shot on semi-automatic; a weapon with full automatic only fires its burst
 *   (R-OPS-15); rounds are spent as for any attack;
 * - the moving target is not asked to dodge (it is in the middle of its move): the +1 stands for it;
 * - the shot lands at once, even inside a simultaneous group (R-OPS-4): it interrupts the move.
 */

export const OVERWATCH_RULING = 'R-OPS-48';

export function overwatchOn(state: Pick<BattleState, 'options'>): boolean {
  return state.options.overwatch === true;
}

/** Whether the unit is watching now. */
export function isWatching(state: Pick<BattleState, 'watches'>, id: string): boolean {
  return state.watches?.includes(id) ?? false;
}

/** Why this unit may not watch now (besides whose turn it is), or undefined. */
export function watchProblem(state: BattleState, u: Unit): string | undefined {
  if (!overwatchOn(state)) return `Overwatch is a house rule this battle is not played with (${OVERWATCH_RULING}).`;
  if (u.heldBy) return `${u.name} is held and can only try to escape (R-OPS-19).`;
  if (u.holding) return `${u.name} is holding someone and cannot fire a firearm (R-OPS-36).`;
  if (state.mission && unalerted(state, u)) return `${u.name} has not been alerted (R-OPS-39).`;
  const input = shooterInput(state, u, 'semi', 1);
  return typeof input === 'string' ? input : undefined;
}

/** The unit watches: its action, and its turn is over (R-OPS-48). */
export function applyWatch(state: BattleState, id: string): CommandResult {
  const u = actorFor(state, id);
  if (typeof u === 'string') return reject(u);
  const problem = watchProblem(state, u);
  if (problem) return reject(problem);
  const s = withWatches(state, [...(state.watches ?? []).filter((w) => w !== id), id]);
  return finishTurn(s, id, [{ type: 'unit.watching', unit: id }]);
}

/** The battle with these watchers; no key at all when nobody watches (a plain battle's bytes). */
export function withWatches(state: BattleState, ids: readonly string[]): BattleState {
  const next = copyBattle(state);
  if (ids.length > 0) next.watches = ids;
  else delete next.watches;
  return next;
}

/** The watches of these units end (their turn has come): the state unchanged when none of them watched. */
export function endWatches(state: BattleState, ids: readonly string[]): BattleState {
  const watches = state.watches;
  if (!watches || !watches.some((w) => ids.includes(w))) return state;
  return withWatches(state, watches.filter((w) => !ids.includes(w)));
}
