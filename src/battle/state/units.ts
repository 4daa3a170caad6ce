import { woundPenalty } from '../../ops/combat/wounds';
import { findArmor } from '../../ops/data/armor';
import type { Modifier } from '../../ops/dice/roll-record';
import type { BattleState, Unit } from './types';
import { copyBattle } from './copy';

/** Lookups and small updates shared by the commands. Pure; states are never mutated. */

export function unitById(state: BattleState, id: string): Unit | undefined {
  return state.units.find((u) => u.id === id);
}

export function withUnit(state: BattleState, id: string, change: (u: Unit) => Unit): BattleState {
  const next = copyBattle(state);
  next.units = state.units.map((u) => (u.id === id ? change(u) : u));
  return next;
}

export function isFighting(u: Unit): boolean {
  return u.status === 'fighting';
}

export function sideOf(state: BattleState, id: string): string | undefined {
  return unitById(state, id)?.side;
}

export function enemiesOf(state: BattleState, unit: Unit): Unit[] {
  return state.units.filter((u) => u.side !== unit.side);
}

export function occupiedBy(state: BattleState, x: number, y: number, except?: string): Unit | undefined {
  // Units taken out still lie on their tile: nobody walks through or stands on them.
  return state.units.find((u) => u.id !== except && u.status !== 'dead' && u.cell.x === x && u.cell.y === y);
}

/** The cells (y*width+x) occupiedBy counts as taken for `except`: every unit but it that is not dead. */
export function occupiedCells(state: BattleState, width: number, except?: string): number[] {
  const out: number[] = [];
  for (const u of state.units) if (u.id !== except && u.status !== 'dead') out.push(u.cell.y * width + u.cell.x);
  return out;
}

export interface PenaltyNeeds {
  /** R-OPS-22: Hurt counts only outside combat actions. */
  readonly combat: boolean;
  /** R-OPS-17: blindness costs -3 only on actions needing sight. */
  readonly sight: boolean;
  /** Physical actions take the armor's modifier (Heavy Body Armor -1). */
  readonly physical: boolean;
}

/** The modifiers every roll of this unit carries now: wounds, blindness, a throw, heavy armor. */
export function unitModifiers(u: Unit, needs: PenaltyNeeds): Modifier[] {
  const out: Modifier[] = [];
  const wounds = woundPenalty(u.condition.wounds, needs.combat, u.stats.painShift);
  if (wounds !== 0) out.push({ value: wounds, reason: 'wounds (R-OPS-22)' });
  if (needs.sight && u.blindRounds > 0) out.push({ value: -3, reason: 'blinded by a flash-bang (R-OPS-17)' });
  if (u.nextActionPenalty !== 0) out.push({ value: u.nextActionPenalty, reason: 'thrown: its next turn (R-OPS-19, R-OPS-36)' });
  if (needs.physical && u.armor) {
    const def = findArmor(u.armor.name);
    if (def.ok && def.value.modifier !== 0) out.push({ value: def.value.modifier, reason: `${def.value.name} (armor)` });
  }
  return out;
}

/** A unit has not acted yet this round and may still dodge (R-OPS-14). */
export function mayStillDodge(u: Unit): boolean {
  return isFighting(u) && !u.turn.acted && !u.turn.done && !u.dodging && u.heldBy === null;
}
