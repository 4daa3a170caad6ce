import { facingToward, objectTool, type MissionObject, type ObjectKind } from '../../src/maker';

/**
 * Placing a mission object, step by step, as plain data (the screen feeds it presses, drags and
 * keys and shows what it says): a point object is made by one press; a camera by a press on its cell
 * and a drag toward where it looks; a trip wire by a drag from end to end; a patrol route by a press
 * on each waypoint, ended by pressing the last one again (or Enter). Pure, unit-tested.
 */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** An object being placed: its kind and the cells pressed so far. */
export interface Placing {
  readonly kind: ObjectKind;
  readonly cells: readonly Cell[];
}

export interface PlaceStep {
  /** Still being placed (undefined: done or dropped). */
  readonly placing?: Placing;
  /** The object made by this step. */
  readonly made?: MissionObject;
  /** What to tell the user. */
  readonly say?: string;
  readonly error?: boolean;
}

const same = (a: Cell | undefined, b: Cell): boolean => a !== undefined && a.x === b.x && a.y === b.y;

/** A press on `cell` with the object tool `kind`. */
export function placeDown(objects: readonly MissionObject[], kind: ObjectKind, placing: Placing | undefined, cell: Cell): PlaceStep {
  const tool = objectTool(kind);
  if (!tool) return {};
  if (tool.place === 'point') {
    const there = objects.some((o) => o.kind === kind && same(o.cells[0], cell));
    const name = tool.name.toLowerCase();
    return there ? { say: `There is ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} on that cell already.` } : { made: { kind, cells: [cell] } };
  }
  if (tool.place === 'two') return { placing: { kind, cells: [cell] } };
  const route = placing?.kind === kind ? placing.cells : [];
  if (same(route[route.length - 1], cell)) return placeEnd({ kind, cells: route });
  const cells = [...route, cell];
  return { placing: { kind, cells }, say: `Patrol route: ${cells.length} waypoint${cells.length === 1 ? '' : 's'}. Press the next; press the last one again (or Enter) to end it, Escape drops it.` };
}

/** What the object would be with the pointer on `cell` (shown while dragging or between waypoints). */
export function placePreview(placing: Placing | undefined, cell?: Cell): MissionObject | undefined {
  if (!placing) return undefined;
  const first = placing.cells[0];
  if (!first) return undefined;
  if (placing.kind === 'camera') return { kind: 'camera', cells: [first], facing: cell ? facingToward(first, cell) : 0 };
  if (placing.kind === 'trip-wire') return { kind: 'trip-wire', cells: [first, cell ?? first] };
  return { kind: placing.kind, cells: placing.cells };
}

/** The press let go on `cell`: a camera or a trip wire is made; a route goes on. */
export function placeUp(placing: Placing | undefined, cell: Cell): PlaceStep {
  if (!placing) return {};
  if (placing.kind === 'camera' || placing.kind === 'trip-wire') {
    const made = placePreview(placing, cell);
    return made ? { made } : {};
  }
  return { placing };
}

/** Enter (or the last waypoint pressed again): a route of two waypoints or more is made. */
export function placeEnd(placing: Placing | undefined): PlaceStep {
  if (placing?.kind !== 'patrol-route') return placing ? { placing } : {};
  if (placing.cells.length >= 2) return { made: { kind: placing.kind, cells: placing.cells } };
  return { say: 'A patrol route needs two waypoints or more.', error: true };
}
