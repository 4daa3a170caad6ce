import type { TiledProperties } from './tiled-schema';

export type PropertyValue = string | number | boolean;

/**
 * Tiled custom properties as name -> value, from Tiled 1.2+'s list or Tiled 1.1's object.
 * Class-typed properties (objects) carry no meaning for Blacksite and are dropped; colors and
 * file paths stay strings. Names are kept as written (Blacksite's own are case-sensitive).
 */
export function flattenProperties(props: TiledProperties): Record<string, PropertyValue> {
  const out: Record<string, PropertyValue> = {};
  if (props === undefined) return out;
  const entries: [string, unknown][] = Array.isArray(props) ? props.map((p) => [p.name, p.value]) : Object.entries(props);
  for (const [name, v] of entries) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[name] = v;
  }
  return out;
}

/** Booleans may arrive as true/false or, from hand-written maps and Tiled 1.1, as "true"/"false". */
export function booleanProperty(value: PropertyValue | undefined): boolean | undefined | 'invalid' {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return 'invalid';
}
