import { collisionProperty, isCollisionName, LAYER_PROPERTIES, type Readings } from './conventions';
import { MAP_LIMITS, atMost } from './limits';
import { flattenProperties } from './properties';
import { quoted } from './quote';
import type { LayerContext } from './objects';
import { groupLayerSchema, imageLayerSchema, objectLayerSchema, schemaProblem, tileLayerSchema, type TiledImageLayer, type TiledTileLayer } from './tiled-schema';

/**
 * The map's layer tree flattened bottom to top, each layer with the names and collision
 * properties of the groups around it (a "Walls" group makes its tile layers walls). Group depth
 * and the layer count are checked as the tree is walked, before any layer's data is looked at.
 * Raw objects are handed on unparsed: templates are merged into them first (load-tiled-map.ts).
 */
export interface TileLayerEntry {
  readonly layer: TiledTileLayer;
  readonly context: LayerContext;
}

export interface CollectedLayers {
  readonly tileLayers: TileLayerEntry[];
  readonly objects: { readonly layer: LayerContext; readonly raw: unknown; readonly offset: { x: number; y: number } }[];
  readonly images: { readonly layer: TiledImageLayer; readonly below: number; readonly offset: { x: number; y: number } }[];
}

export function collectLayers(layers: readonly unknown[], readings: Readings, warnings: string[]): CollectedLayers | string {
  const acc: CollectedLayers = { tileLayers: [], objects: [], images: [] };
  let count = 0;
  const walk = (list: readonly unknown[], parents: LayerContext | undefined, depth: number, offset: { x: number; y: number }): string | undefined => {
    for (const [i, raw] of list.entries()) {
      count += 1;
      if (count > MAP_LIMITS.maxLayers) return `The map has more than ${MAP_LIMITS.maxLayers.toLocaleString('en-US')} layers (${atMost(MAP_LIMITS.maxLayers)}).`;
      const kind = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
      const rawName = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
      const where = typeof rawName === 'string' && rawName !== '' ? `Layer ${quoted(rawName)}` : `Layer ${i}`;
      const context = (name: string, props: Record<string, string | number | boolean>): LayerContext => {
        const flag = collisionProperty(props);
        // Blacksite reads a tile layer's `light` (mission-objects.ts); a collision flag is a convention.
        for (const key of Object.keys(props)) if (!LAYER_PROPERTIES.has(key) && (readings.strict || !isCollisionName(key))) readings.ignore(`layer property "${key.slice(0, 40)}"`);
        return {
          name,
          names: [name, ...(parents?.names ?? [])],
          collision: flag && !readings.strict ? flag.name.slice(0, 40) : parents?.collision,
        };
      };
      if (kind === 'tilelayer') {
        const p = tileLayerSchema.safeParse(raw);
        if (!p.success) return schemaProblem(where, p.error, raw);
        acc.tileLayers.push({ layer: p.data, context: context(p.data.name, flattenProperties(p.data.properties)) });
        if (p.data.offsetx + offset.x !== 0 || p.data.offsety + offset.y !== 0) warnings.push(`Tile layer ${quoted(p.data.name)} has a pixel offset, which is ignored.`);
      } else if (kind === 'objectgroup') {
        const p = objectLayerSchema.safeParse(raw);
        if (!p.success) return schemaProblem(where, p.error, raw);
        const ctx = context(p.data.name, flattenProperties(p.data.properties));
        const at = { x: offset.x + p.data.offsetx, y: offset.y + p.data.offsety };
        if (acc.objects.length + p.data.objects.length > MAP_LIMITS.maxObjects) {
          return `The map has more than ${MAP_LIMITS.maxObjects.toLocaleString('en-US')} objects (${atMost(MAP_LIMITS.maxObjects)}).`;
        }
        for (const o of p.data.objects) acc.objects.push({ layer: ctx, raw: o, offset: at });
      } else if (kind === 'group') {
        if (depth >= MAP_LIMITS.maxNesting) return `The map nests group layers more than ${MAP_LIMITS.maxNesting} deep (${atMost(MAP_LIMITS.maxNesting)} levels).`;
        const p = groupLayerSchema.safeParse(raw);
        if (!p.success) return schemaProblem(where, p.error, raw);
        const ctx = context(p.data.name, flattenProperties(p.data.properties));
        const nested = walk(p.data.layers, ctx, depth + 1, { x: offset.x + p.data.offsetx, y: offset.y + p.data.offsety });
        if (nested !== undefined) return nested;
      } else if (kind === 'imagelayer') {
        const p = imageLayerSchema.safeParse(raw);
        if (!p.success) return schemaProblem(where, p.error, raw);
        if (p.data.image !== '') acc.images.push({ layer: p.data, below: acc.tileLayers.length, offset });
      } else {
        readings.ignore(`layers of kind ${quoted(String(kind).slice(0, 20))}`);
      }
    }
    return undefined;
  };
  const problem = walk(layers, undefined, 0, { x: 0, y: 0 });
  return problem ?? acc;
}
