import type { TiledProperty } from './tiled-schema';

export type PropertyValue = string | number | boolean;

/**
 * Tiled custom properties as name -> value. Class-typed properties (objects) carry no meaning
 * for Blacksite and are dropped; colors and file paths stay strings.
 */
export function flattenProperties(
  props: readonly TiledProperty[] | undefined,
): Record<string, PropertyValue> {
  const out: Record<string, PropertyValue> = {};
  for (const p of props ?? []) {
    const v = p.value;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[p.name] = v;
  }
  return out;
}

/** Booleans may arrive as true/false or, from hand-written maps, as the strings "true"/"false". */
export function booleanProperty(value: PropertyValue | undefined): boolean | undefined | 'invalid' {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return 'invalid';
}
