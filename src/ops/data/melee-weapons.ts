import { makeLookup } from '../lookup';

/** R-OPS-21: the text has no table; this game's melee weapons. Damage is BODY + bonus. */
export interface MeleeWeaponDef {
  readonly name: string;
  readonly damageBonus: number;
}

export const MELEE_WEAPONS: readonly MeleeWeaponDef[] = [
  { name: 'Knife', damageBonus: 2 },
  { name: 'Club', damageBonus: 2 },
  { name: 'Machete', damageBonus: 3 },
  { name: 'Combat Baton', damageBonus: 2 },
];

export const findMeleeWeapon = makeLookup('melee weapon', MELEE_WEAPONS, (w) => w.name);
