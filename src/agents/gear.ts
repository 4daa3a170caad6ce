import { findArmor } from '../ops/data/armor';
import { findEquipment } from '../ops/data/equipment';
import { findAmmo, findFirearm } from '../ops/data/firearms';
import type { AmmoVariant, Firearm } from '../ops/data/firearms-types';
import { findMeleeWeapon } from '../ops/data/melee-weapons';
import { listChoices, makeLookup, normalizeName } from '../ops/lookup';
import { ACCESSORIES, type Accessory, type Gear, type WeaponLoadout } from './types';

export const findAccessory = makeLookup('accessory', ACCESSORIES, (a) => a);

/** More would not fit in the webbing; a sanity limit for files, not a rule of the text. */
export const MAX_SPARE_MAGAZINES = 12;
export const MAX_ITEM_COUNT = 12;

/** Equipment that is fitted to a weapon, so it is chosen per weapon rather than carried loose. */
const FITTED = new Set(['scope', 'laser sight', 'silencer']);

/** The weapon, ammunition and magazine a loadout entry stands for, when all three are known. */
export interface ResolvedWeapon {
  readonly weapon: Firearm;
  readonly ammo: AmmoVariant;
  readonly magazine: number;
}

export function resolveWeapon(w: WeaponLoadout): ResolvedWeapon | undefined {
  const found = findFirearm(w.name);
  if (!found.ok) return undefined;
  let variant: AmmoVariant | undefined = found.value.ammo[0];
  if (w.ammo !== undefined) {
    const a = findAmmo(found.value, w.ammo);
    variant = a.ok ? a.value : undefined;
  }
  if (!variant) return undefined;
  return { weapon: found.value, ammo: variant, magazine: w.magazine ?? variant.magazines[0] ?? 0 };
}

/** Why an accessory cannot be fitted to a weapon (R-OPS-11, "Equipment"), or undefined when it can. */
export function accessoryProblem(weapon: Firearm, accessory: Accessory): string | undefined {
  if (accessory === 'Scope' && weapon.builtInScope) return `The ${weapon.name} already has its scope (R-OPS-11).`;
  if (accessory === 'Folding Stock' && !weapon.foldingStock) {
    return `The ${weapon.name} takes no folding stock; only the weapons marked * in the table do (R-OPS-11).`;
  }
  if (accessory === 'Silencer' && weapon.category === 'shotgun') return `A shotgun cannot be silenced, so the ${weapon.name} takes no silencer.`;
  return undefined;
}

/**
 * Weapon accuracy with its accessories (R-OPS-11): a scope or a laser sight +1 (never +2 together,
 * nothing more on a sniper rifle, which has its scope), a folding stock +1.
 */
export function fittedAccuracy(weapon: Firearm, accessories: readonly Accessory[]): number {
  const sight = !weapon.builtInScope && (accessories.includes('Scope') || accessories.includes('Laser Sight')) ? 1 : 0;
  const stock = weapon.foldingStock && accessories.includes('Folding Stock') ? 1 : 0;
  return weapon.accuracy + sight + stock;
}

function weaponProblems(w: WeaponLoadout, index: number): string[] {
  const found = findFirearm(w.name);
  if (!found.ok) return [found.reason];
  const weapon = found.value;
  const out: string[] = [];
  let ammo: AmmoVariant | undefined = weapon.ammo[0];
  if (w.ammo !== undefined) {
    const a = findAmmo(weapon, w.ammo);
    if (a.ok) ammo = a.value;
    else {
      out.push(a.reason);
      ammo = undefined;
    }
  }
  if (ammo && w.magazine !== undefined && !ammo.magazines.includes(w.magazine)) {
    const sizes = listChoices(ammo.magazines.map(String));
    out.push(`The ${weapon.name} takes ${ammo.label} magazines of ${sizes} rounds, not ${w.magazine}.`);
  }
  if (!Number.isInteger(w.spareMagazines) || w.spareMagazines < 0 || w.spareMagazines > MAX_SPARE_MAGAZINES) {
    out.push(`Weapon ${index + 1} (${weapon.name}) carries ${w.spareMagazines} spare magazines; 0 to ${MAX_SPARE_MAGAZINES} fit.`);
  }
  const seen = new Set<string>();
  for (const acc of w.accessories) {
    if (seen.has(acc)) out.push(`The ${weapon.name} lists the ${acc} twice.`);
    seen.add(acc);
    const problem = accessoryProblem(weapon, acc);
    if (problem) out.push(problem);
  }
  return out;
}

/** Every problem of a loadout, one sentence each; empty when the gear is all in the tables. */
export function gearProblems(gear: Gear): string[] {
  const out: string[] = [];
  gear.weapons.forEach((w, i) => out.push(...weaponProblems(w, i)));
  for (const m of gear.melee) {
    const r = findMeleeWeapon(m);
    if (!r.ok) out.push(r.reason);
  }
  if (gear.armor !== null) {
    const r = findArmor(gear.armor);
    if (!r.ok) out.push(r.reason);
  }
  const seen = new Set<string>();
  for (const item of gear.equipment) {
    const r = findEquipment(item.name);
    if (!r.ok) {
      out.push(r.reason);
      continue;
    }
    const def = r.value;
    const key = `${def.name}|${normalizeName(item.variant ?? '')}`;
    if (seen.has(key)) out.push(`${def.name}${item.variant ? ` (${item.variant})` : ''} is listed twice; give a count instead.`);
    seen.add(key);
    if (FITTED.has(normalizeName(def.name))) out.push(`The ${def.name} is fitted to a weapon: choose it among that weapon's accessories.`);
    if (item.variant !== undefined && !(def.variants ?? []).some((v) => normalizeName(v) === normalizeName(item.variant ?? ''))) {
      out.push(
        def.variants
          ? `${def.name} comes as ${listChoices(def.variants)}, not "${item.variant}".`
          : `${def.name} has no kinds to choose from; remove "${item.variant}".`,
      );
    }
    const count = item.count ?? 1;
    if (!Number.isInteger(count) || count < 1 || count > MAX_ITEM_COUNT) {
      out.push(`${def.name}: carry 1 to ${MAX_ITEM_COUNT}, not ${count}.`);
    }
  }
  return out;
}
