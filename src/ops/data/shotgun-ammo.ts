import type { AmmoVariant } from './firearms-types';

/**
 * 12ga. loads (R-OPS-16; the note under the shotgun table). Magazine and range bands come from the
 * shotgun that fires them; buckshot spreads, slugs do not.
 */
export const SHOTGUN_AMMO: readonly Omit<AmmoVariant, 'magazines' | 'ranges'>[] = [
  { name: 'buckshot', label: '12ga. buckshot', damage: 7, spread: true },
  { name: 'magnum buckshot', label: '12ga. magnum buckshot', damage: 9, spread: true },
  { name: 'slug', label: '12ga. slug', damage: 8, spread: false },
  { name: 'magnum slug', label: '12ga. magnum slug', damage: 9, spread: false },
];
