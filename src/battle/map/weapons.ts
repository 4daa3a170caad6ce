import { findFirearm } from '../../ops/data/firearms';
import { findMeleeWeapon } from '../../ops/data/melee-weapons';
import { atMost, MAP_LIMITS } from './limits';
import type { PropertyValue } from './properties';
import { quoted, shown } from './quote';
import type { MapWeapon } from './types';

/** The most spare magazines a map may lay beside one firearm (a squad member carries a few). */
export const MAX_MAP_SPARES = 9;
/** Spare magazines beside a firearm whose object names none: as many as a squad member carries by default. */
const DEFAULT_MAP_SPARES = 2;

/**
 * R-OPS-34: the weapon an object puts on the floor of cell (x, y): its `weapon` property names a
 * firearm or melee weapon of the game's data (src/ops/data, spelt as there or close to it: the
 * look-up forgives case and spacing), `spareMagazines` the full magazines lying with a firearm.
 * Undefined when the object has no `weapon`; a sentence refusing the map when the name or the
 * count is not one the game knows (a map that silently lost its cache would play another fight).
 */
export function mapWeaponOf(props: Readonly<Record<string, PropertyValue>>, label: string, x: number, y: number): MapWeapon | string | undefined {
  const value = props['weapon'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') return `${label} has weapon ${shown(value)}; it must name a firearm or melee weapon of the game, such as "FN Riot" or "Knife".`;
  const firearm = findFirearm(value);
  const melee = firearm.ok ? undefined : findMeleeWeapon(value);
  if (!firearm.ok && !melee?.ok) {
    const closest = firearm.suggestions.slice(0, 3).map((s) => `"${s}"`).join(', ');
    return `${label} has weapon ${quoted(value)}, which is not a firearm or melee weapon of the game (the closest are ${closest}).`;
  }
  const given = props['spareMagazines'];
  // A hand-written map may give the count as a string ("3"): read it as the number it spells.
  const spares = typeof given === 'string' && /^\d{1,2}$/.test(given.trim()) ? Number(given) : given;
  if (spares !== undefined && (typeof spares !== 'number' || !Number.isInteger(spares) || spares < 0 || spares > MAX_MAP_SPARES)) {
    return `${label} has spareMagazines ${shown(spares)}; it must be a whole number from 0 to ${MAX_MAP_SPARES}.`;
  }
  if (firearm.ok) return { x, y, name: firearm.value.name, kind: 'firearm', spareMagazines: spares ?? DEFAULT_MAP_SPARES };
  return { x, y, name: melee?.ok ? melee.value.name : value, kind: 'melee', spareMagazines: 0 };
}

/** The refusal for a map that lays more weapons than MAP_LIMITS allows. */
export function tooManyWeapons(count: number): string {
  return `The map puts ${count.toLocaleString('en-US')} weapons on the floor; a map may put ${atMost(MAP_LIMITS.maxWeapons)}.`;
}
