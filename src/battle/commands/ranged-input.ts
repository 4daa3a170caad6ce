import { woundPenalty } from '../../ops/combat/wounds';
import { findArmor } from '../../ops/data/armor';
import { findAmmo, findFirearm } from '../../ops/data/firearms';
import type { Firearm } from '../../ops/data/firearms-types';
import type { FireMode, RangedAttackInput } from '../../ops/combat/ranged-plan';
import { coverAgainst } from '../geometry/cover';
import { distanceMeters } from '../geometry/distance';
import type { BattleMap } from '../map/types';
import type { BattleState, Unit, WeaponState } from '../state/types';
import { darkShot } from '../mission/fire';

/** The firearm in a unit's hand with its src/ops table row. */
export function weaponInHand(u: Unit): { state: WeaponState; def: Firearm } | undefined {
  const state = u.weapons[u.weapon];
  if (!state) return undefined;
  const found = findFirearm(state.name);
  return found.ok ? { state, def: found.value } : undefined;
}

export function armorModifierOf(u: Unit): number {
  if (!u.armor) return 0;
  const def = findArmor(u.armor.name);
  return def.ok ? def.value.modifier : 0;
}

/** The shooter's half of a ranged attack's input: weapon, skill and its own modifiers, no geometry. */
export type ShooterInput = Omit<RangedAttackInput, 'distanceM' | 'cover' | 'attackerInCover' | 'targetDodging'>;

/** Why the unit cannot fire now (no weapon, empty, bolt still cycling), or its shooter input. */
export function shooterInput(state: BattleState, attacker: Unit, mode: FireMode, shots: number | undefined): ShooterInput | string {
  const held = weaponInHand(attacker);
  if (!held) return `${attacker.name} has no firearm in hand.`;
  const { state: w, def } = held;
  const ammo = findAmmo(def, w.ammo);
  if (!ammo.ok) return ammo.reason;
  if (def.boltAction && w.firedRound !== null && w.firedRound === state.clock.round - 1) {
    return `The ${def.name} is a bolt action: it fires once every two rounds (R-OPS-15).`;
  }
  if (w.loaded <= 0) return `The ${def.name} is empty: reload first (R-OPS-15).`;
  return {
    weapon: def,
    ammo: ammo.value,
    accessories: { scope: w.scope, laserSight: w.laserSight, foldingStock: w.foldingStock },
    skill: attacker.stats.skills[def.skill] ?? -3,
    attackerBlind: attacker.blindRounds > 0,
    woundPenalty: woundPenalty(attacker.condition.wounds, true, attacker.stats.painShift),
    armorModifier: armorModifierOf(attacker),
    modifier: attacker.nextActionPenalty,
    mode,
    shots: mode === 'semi' ? (shots ?? 1) : undefined,
    roundsLoaded: w.loaded,
    options: state.options,
  };
}

/**
 * Fills the src/ops ranged-attack input from the battle: distance in meters (R-OPS-12), cover and
 * leaning out along the line of fire (R-OPS-13), the target's dodge (R-OPS-14), blindness
 * (R-OPS-17), wounds (R-OPS-22), a throw's penalty (R-OPS-19). A sentence when no shot is possible.
 */
export function rangedInput(
  state: BattleState,
  map: BattleMap,
  attacker: Unit,
  target: Unit,
  mode: FireMode,
  shots: number | undefined,
): RangedAttackInput | string {
  const base = shooterInput(state, attacker, mode, shots);
  if (typeof base === 'string') return base;
  const cover = coverAgainst(map, attacker.cell, target.cell);
  if (!cover.lineOfFire) return `${attacker.name} has no line of fire to ${target.name} (R-OPS-13).`;
  return {
    ...base,
    distanceM: Math.round(distanceMeters(map, attacker.cell, target.cell) * 100) / 100,
    cover: cover.targetCover,
    attackerInCover: cover.attackerBehindCover,
    targetDodging: target.dodging,
    // R-OPS-43: in a mission, a target in the dark without night sight.
    ...(state.mission && darkShot(state.mission, map, attacker, target) ? { targetInDark: true } : {}),
  };
}
