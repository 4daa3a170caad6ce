import { worstWound } from '../../ops/combat/wounds';
import type { WoundLevel } from '../../ops/data/wound-chart';
import { currentDanger } from '../../ops/time/bleeding';
import type { BattleState, Unit } from '../state/types';

/**
 * R-OPS-32: what became of a unit once the clock stopped. `unresolved` only in battles of saves of
 * format 1 (nothing happened after their last shot) or while the battle is still going.
 */
export type FateKind = 'unhurt' | 'wounded' | 'prisoner' | 'dead' | 'unresolved';

export interface UnitFate {
  readonly unit: string;
  readonly side: string;
  readonly fate: FateKind;
  /** The worst marked wound row ('none' when unhurt). */
  readonly worst: WoundLevel;
}

function fateOf(state: BattleState, u: Unit): FateKind {
  if (u.status === 'dead') return 'dead';
  const holder = state.aftermath?.holder ?? null;
  if (currentDanger(u.condition) !== null) return 'unresolved';
  // Left lying on a field another side holds: taken prisoner (R-OPS-32).
  if (holder !== null && u.side !== holder && u.status === 'out') return 'prisoner';
  return worstWound(u.condition.wounds) === 'none' ? 'unhurt' : 'wounded';
}

/** Every unit's fate, in unit order (R-OPS-32: unhurt, wounded with its worst wound, prisoner, dead). */
export function unitFates(state: BattleState): UnitFate[] {
  return state.units.map((u) => ({ unit: u.id, side: u.side, fate: fateOf(state, u), worst: worstWound(u.condition.wounds) }));
}
