import { flattenProperties } from './properties';
import type { TiledObject } from './tiled-schema';
import type { CellRect, Objective, SpawnZone } from './types';

interface Grid {
  readonly width: number;
  readonly height: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
}

// Objects drawn by hand sit a hair off the grid; this much slack keeps a snapped edge on its cell.
const EPS = 1e-6;

/** Spawn zones (objects with a `side` property) and objectives (class `objective` or an `objective` property). */
export function readObjects(
  objects: readonly { layer: string; object: TiledObject }[],
  grid: Grid,
  warnings: string[],
): { spawnZones: SpawnZone[]; objectives: Objective[] } {
  const spawnZones: SpawnZone[] = [];
  const objectives: Objective[] = [];
  for (const { layer, object } of objects) {
    const props = flattenProperties(object.properties);
    const side = props['side'];
    const isObjective = object.type === 'objective' || object.class === 'objective' || props['objective'] !== undefined;
    if (side === undefined && !isObjective) continue;
    const label = `Object ${object.id}${object.name ? ` "${object.name}"` : ''} in layer "${layer}"`;
    if (object.template !== undefined) {
      warnings.push(`${label} comes from template "${object.template}", which is not read; only what the map itself stores is used.`);
    }
    const rect = cellRect(object, grid, label, warnings);
    if (!rect) continue;
    if (side !== undefined) {
      const name = String(side).trim();
      if (name === '') warnings.push(`${label} has an empty side and is not used as a spawn zone.`);
      else spawnZones.push({ side: name, ...rect });
    }
    if (isObjective) {
      const kind = props['objective'];
      objectives.push({
        id: object.id,
        name: object.name,
        kind: kind === undefined || kind === '' ? 'objective' : String(kind),
        properties: props,
        ...rect,
      });
    }
  }
  return { spawnZones, objectives };
}

/** The cells an object covers: its bounding box snapped outward to the grid, clipped to the map. */
function cellRect(o: TiledObject, grid: Grid, label: string, warnings: string[]): CellRect | undefined {
  let left = o.x;
  let top = o.y;
  let right = o.x + o.width;
  let bottom = o.y + o.height;
  if (o.gid !== undefined) {
    // Tile objects are anchored at their bottom-left corner.
    top = o.y - o.height;
    bottom = o.y;
  }
  const outline = o.polygon ?? o.polyline;
  if (outline) {
    const pts = outline.filter(isPoint);
    if (pts.length > 0) {
      left = o.x + Math.min(...pts.map((p) => p.x));
      right = o.x + Math.max(...pts.map((p) => p.x));
      top = o.y + Math.min(...pts.map((p) => p.y));
      bottom = o.y + Math.max(...pts.map((p) => p.y));
    }
    warnings.push(`${label} is a polygon; its bounding box is used.`);
  }
  if (o.rotation !== 0) warnings.push(`${label} is rotated; the rotation is ignored.`);
  const x0 = Math.floor(left / grid.tileWidth + EPS);
  const y0 = Math.floor(top / grid.tileHeight + EPS);
  const x1 = Math.max(x0 + 1, Math.ceil(right / grid.tileWidth - EPS));
  const y1 = Math.max(y0 + 1, Math.ceil(bottom / grid.tileHeight - EPS));
  const cx0 = Math.max(0, x0);
  const cy0 = Math.max(0, y0);
  const cx1 = Math.min(grid.width, x1);
  const cy1 = Math.min(grid.height, y1);
  if (cx1 <= cx0 || cy1 <= cy0) {
    warnings.push(`${label} lies outside the map and is ignored.`);
    return undefined;
  }
  if (cx0 !== x0 || cy0 !== y0 || cx1 !== x1 || cy1 !== y1) {
    warnings.push(`${label} reaches past the map edge and is clipped to it.`);
  }
  return { x: cx0, y: cy0, w: cx1 - cx0, h: cy1 - cy0 };
}

function isPoint(p: unknown): p is { x: number; y: number } {
  return typeof p === 'object' && p !== null && typeof (p as { x?: unknown }).x === 'number' && typeof (p as { y?: unknown }).y === 'number';
}
