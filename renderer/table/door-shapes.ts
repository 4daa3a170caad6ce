import type { BattleMap } from '../../src/battle/map';
import type { DoorView, FloorView } from './view-model';

/** Where each door is drawn and how (door-layer.ts draws them): pure, tested without a canvas. */

export type DoorLook = 'closed' | 'locked' | 'open' | 'blown';

export interface DoorShape {
  readonly x: number;
  readonly y: number;
  readonly look: DoorLook;
  /** The wall the door sits in runs across the map (west-east): the leaf is drawn level. */
  readonly across: boolean;
  /** Not in the viewer's sight now: drawn as last known, faded. */
  readonly faded: boolean;
}

export const FADED_ALPHA = 0.55;

const lookOf = (state: DoorView['state']): DoorLook => (state === 'destroyed' ? 'blown' : state);

/**
 * Which way the wall runs at a door: across (west-east) when its west and east neighbours are wall
 * or door, along (north-south) when its north and south ones are; a door with both or neither
 * goes by the side with more blocking neighbours, across on a tie.
 */
export function doorRunsAcross(map: BattleMap, doors: ReadonlySet<number>, x: number, y: number): boolean {
  const solid = (cx: number, cy: number): number => {
    if (cx < 0 || cy < 0 || cx >= map.width || cy >= map.height) return 1;
    const i = cy * map.width + cx;
    return doors.has(i) || (map.cells.blocksMove[i] ?? 0) !== 0 ? 1 : 0;
  };
  const we = solid(x - 1, y) + solid(x + 1, y);
  const ns = solid(x, y - 1) + solid(x, y + 1);
  return we >= ns;
}

/** What to draw for each door: pure, so the shapes are tested without a canvas. */
export function doorShapes(map: BattleMap, doors: readonly DoorView[], seen: ReadonlySet<number> | null): DoorShape[] {
  const cells = new Set(doors.map((d) => d.y * map.width + d.x));
  return doors
    .filter((d) => d.x >= 0 && d.y >= 0 && d.x < map.width && d.y < map.height)
    .map((d) => ({
      x: d.x,
      y: d.y,
      look: lookOf(d.state),
      across: doorRunsAcross(map, cells, d.x, d.y),
      faded: seen !== null && !seen.has(d.y * map.width + d.x),
    }));
}

/** R-OPS-34: what door-layer.ts draws of the weapons on the floor (the seat view gives only those in sight): each on the map. */
export function floorMarks(map: BattleMap, floor: readonly FloorView[]): { x: number; y: number; kind: FloorView['kind'] }[] {
  return floor.filter((f) => f.x >= 0 && f.y >= 0 && f.x < map.width && f.y < map.height).map((f) => ({ x: f.x, y: f.y, kind: f.kind }));
}
