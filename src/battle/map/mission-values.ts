import { parseLadder } from '../../core/ladder';
import type { PropertyValue } from './properties';

/** Property values of the mission objects (docs/maps.md "Missions"), each read forgivingly and refused in words. */

const LIGHTS: Readonly<Record<string, number>> = { lit: 0, dim: 1, dark: 2 };

/** `light`: lit, dim or dark (any case) as 0, 1, 2; null when it is none of them. */
export function lightCodeOf(v: PropertyValue): number | null {
  return typeof v === 'string' ? (LIGHTS[v.trim().toLowerCase()] ?? null) : null;
}

const COMPASS: Readonly<Record<string, number>> = { n: 0, north: 0, ne: 45, e: 90, east: 90, se: 135, s: 180, south: 180, sw: 225, w: 270, west: 270, nw: 315 };

/** A camera's `facing`: degrees (0 north, clockwise) or a compass word; a phrase saying what is wrong otherwise. */
export function readFacing(v: PropertyValue | undefined): number | string {
  if (v === undefined) return 'has no facing';
  if (typeof v === 'number' && Number.isFinite(v)) return ((v % 360) + 360) % 360;
  if (typeof v === 'string') {
    const word = COMPASS[v.trim().toLowerCase()];
    if (word !== undefined) return word;
    const n = Number(v.trim());
    if (v.trim() !== '' && Number.isFinite(n)) return ((n % 360) + 360) % 360;
  }
  return `has facing ${JSON.stringify(v)}, which is neither degrees nor a compass word (n, ne, e, se, s, sw, w, nw)`;
}

/** A difficulty: a ladder word (Good) or a whole number from -3 to +4; else the phrase of what it must be. */
export function readLadder(v: PropertyValue): number | string {
  const must = 'it must be a ladder word (Fair, Good, Great...) or a whole number from -3 to 4.';
  if (typeof v === 'number') return Number.isInteger(v) && v >= -3 && v <= 4 ? v : must;
  if (typeof v !== 'string') return must;
  const word = parseLadder(v.trim());
  if (word !== undefined) return word;
  const n = Number(v.trim());
  return v.trim() !== '' && Number.isInteger(n) && n >= -3 && n <= 4 ? n : must;
}
