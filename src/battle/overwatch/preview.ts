import { rangedAttackOdds, type RangedOdds } from '../../ops/combat/ranged-attack';
import { movePath } from '../commands/move';
import type { Cell } from '../geometry/cells';
import type { BattleMap } from '../map/types';
import { mapNow } from '../state/doors';
import type { BattleState, Unit } from '../state/types';
import { unitById } from '../state/units';
import { watchShot } from './trigger';

/**
 * R-OPS-48 in a move's preview (R-CORE-4): along the way a move would take, which watcher would
 * fire, where, and its exact odds (a hit's chance, the wound a hit would do). Worked out on the
 * battle as given: on a seat's known battle (view/seat-actions.ts) only the watchers the seat sees.
 * Each watcher's odds are its own shot's, the mover still standing when it comes.
 */
export interface WatchThreat {
  readonly watcher: string;
  /** The cell of the move where it fires, and its place on the way (1 = the first step). */
  readonly at: Cell;
  readonly step: number;
  /** The chance that its shot (or burst) hits at least once. */
  readonly hitChance: number;
  readonly odds: RangedOdds;
}

/**
 * A watcher as the rules see it: a watch is only taken with a loaded firearm and ends with its one
 * shot, so a watcher's gun is loaded, though a seat that sees an enemy does not know its rounds
 * (view/seat-view.ts shows them as 0): then a full magazine is assumed (a burst's size, for a
 * weapon with full automatic only, is the one thing that may differ).
 */
function loadedAsWatching(w: Unit): Unit {
  const gun = w.weapons[w.weapon];
  if (!gun || gun.loaded > 0) return w;
  return { ...w, weapons: w.weapons.map((g, i) => (i === w.weapon ? { ...g, loaded: g.magazine } : g)) };
}

export function watchPreview(state: BattleState, ground: BattleMap, unitId: string, to: Cell, running: boolean): readonly WatchThreat[] {
  if (!state.watches || state.watches.length === 0) return [];
  const map = mapNow(state, ground);
  const mover = unitById(state, unitId);
  if (!mover) return [];
  const way = movePath(state, map, mover, to, running);
  if (typeof way === 'string') return [];
  const pending = state.units.filter((u) => state.watches?.includes(u.id)).map(loadedAsWatching);
  const threats: WatchThreat[] = [];
  for (let k = 1; k < way.cells.length && pending.length > 0; k++) {
    const at = way.cells[k] as Cell;
    for (let i = 0; i < pending.length; ) {
      const w = pending[i];
      const input = w ? watchShot(state, map, w, mover, at) : null;
      const odds = input && rangedAttackOdds(input, { armor: mover.armor, damageReduction: mover.stats.damageReduction });
      if (!w || !odds || !odds.ok) {
        i++;
        continue;
      }
      let miss = 1;
      for (const a of odds.attacks) miss *= 1 - a.hitChance;
      threats.push({ watcher: w.id, at, step: k, hitChance: 1 - miss, odds });
      pending.splice(i, 1);
    }
  }
  return threats;
}
