import type { Firearm } from '../data/firearms-types';
import type { Modifier } from '../dice/roll-record';

export interface Accessories {
  readonly scope?: boolean;
  readonly laserSight?: boolean;
  readonly foldingStock?: boolean;
}

export type WeaponAccuracy = { readonly ok: true; readonly value: number; readonly modifiers: readonly Modifier[] } | { readonly ok: false; readonly rejected: string };

/**
 * R-OPS-11: scope or laser sight +1 to weapon accuracy (never +2 together; sniper rifles already
 * have theirs); a fitted folding stock (*) +1.
 */
export function weaponAccuracy(weapon: Firearm, accessories: Accessories = {}): WeaponAccuracy {
  const modifiers: Modifier[] = [];
  if ((accessories.scope || accessories.laserSight) && !weapon.builtInScope) {
    modifiers.push({ value: 1, reason: accessories.scope ? 'scope (R-OPS-11)' : 'laser sight (R-OPS-11)' });
  }
  if (accessories.foldingStock) {
    if (!weapon.foldingStock) return { ok: false, rejected: `The ${weapon.name} has no folding stock.` };
    modifiers.push({ value: 1, reason: 'folding stock (R-OPS-11)' });
  }
  let value = weapon.accuracy;
  for (const m of modifiers) value += m.value;
  return { ok: true, value, modifiers };
}

/**
 * R-OPS-11: the lower of skill and weapon accuracy, plus one level per two full levels the higher
 * exceeds the lower (SNAKE: Great skill, Fair rifle -> Good).
 */
export function effectiveAccuracy(skill: number, accuracy: number): number {
  return Math.min(skill, accuracy) + Math.floor(Math.abs(skill - accuracy) / 2);
}
