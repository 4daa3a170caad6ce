/**
 * Mission objects the maker places (R-OPS-44, R-OPS-45), written with the property names covert
 * missions read (docs/maps.md "Missions: light, devices, guards, objectives";
 * src/battle/map/mission-objects.ts): an alarm panel, a camera with its facing and a terminal on one
 * cell each (a point object at the cell's centre); a trip wire between two cells and a patrol route
 * through its waypoints (polylines).
 */
export const OBJECT_KINDS = ['alarm-panel', 'camera', 'trip-wire', 'terminal', 'patrol-route'] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

export interface MissionObject {
  readonly kind: ObjectKind;
  /** One cell for a point object; the wire's two ends or the route's waypoints, in order. */
  readonly cells: readonly { readonly x: number; readonly y: number }[];
  /** A camera's facing: degrees clockwise from north (0 north, 90 east), as missions read it. */
  readonly facing?: number;
}

export interface ObjectTool {
  readonly kind: ObjectKind;
  readonly label: string;
  readonly key: string;
  readonly colour: string;
  /** How it is placed: a click on a cell, a drag between two cells, or clicks on waypoints (Enter ends). */
  readonly place: 'point' | 'two' | 'route';
  /** The Tiled property that says what it is (docs/maps.md), and the name an object of it gets. */
  readonly property: readonly [string, string | boolean];
  readonly name: string;
}

export const OBJECT_TOOLS: readonly ObjectTool[] = [
  { kind: 'alarm-panel', label: 'Alarm panel', key: 'a', colour: '#ff5d5d', place: 'point', property: ['device', 'panel'], name: 'Alarm panel' },
  { kind: 'camera', label: 'Camera (drag to face)', key: 'k', colour: '#ff5d5d', place: 'two', property: ['device', 'camera'], name: 'Camera' },
  { kind: 'trip-wire', label: 'Trip wire', key: 't', colour: '#ff5d5d', place: 'two', property: ['device', 'tripwire'], name: 'Trip wire' },
  { kind: 'terminal', label: 'Terminal', key: 'h', colour: '#56e0ff', place: 'point', property: ['terminal', true], name: 'Terminal' },
  { kind: 'patrol-route', label: 'Patrol route', key: 'u', colour: '#f4f1e8', place: 'route', property: ['patrol', true], name: 'Patrol' },
];

export const objectTool = (kind: string): ObjectTool | undefined => OBJECT_TOOLS.find((t) => t.kind === kind);

/** The facing from one cell toward another, in whole eighths of a turn (0 north, 45 north-east...). */
export function facingToward(from: { x: number; y: number }, to: { x: number; y: number }): number {
  if (from.x === to.x && from.y === to.y) return 0;
  const deg = (Math.atan2(to.x - from.x, -(to.y - from.y)) * 180) / Math.PI;
  return ((Math.round(deg / 45) * 45) % 360 + 360) % 360;
}

/** The objects with none on `cell` (the eraser on objects). */
export function withoutObjectsAt(objects: readonly MissionObject[], cell: { x: number; y: number }): MissionObject[] {
  return objects.filter((o) => !o.cells.some((c) => c.x === cell.x && c.y === cell.y));
}

type Json = Record<string, unknown>;

const prop = (name: string, value: string | number | boolean): Json => ({ name, type: typeof value === 'number' ? 'float' : typeof value === 'boolean' ? 'bool' : 'string', value });

/** The objects as Tiled objects (JSON shape): points at cell centres, polylines through them. */
export function objectsJson(objects: readonly MissionObject[], cell: number, nextId: () => number): Json[] {
  const count = new Map<ObjectKind, number>();
  const out: Json[] = [];
  for (const o of objects) {
    const tool = objectTool(o.kind);
    const first = o.cells[0];
    if (!tool || !first) continue;
    const n = (count.get(o.kind) ?? 0) + 1;
    count.set(o.kind, n);
    const centre = (c: { x: number; y: number }): { x: number; y: number } => ({ x: (c.x + 0.5) * cell, y: (c.y + 0.5) * cell });
    const at = centre(first);
    const properties = [prop(tool.property[0], tool.property[1]), ...(o.kind === 'camera' ? [prop('facing', o.facing ?? 0)] : [])];
    const base: Json = { id: nextId(), name: `${tool.name} ${n}`, type: '', x: at.x, y: at.y, rotation: 0, visible: true, properties };
    if (tool.place === 'point' || o.kind === 'camera') out.push({ ...base, width: 0, height: 0, point: true });
    else out.push({ ...base, width: 0, height: 0, polyline: o.cells.map((c) => ({ x: centre(c).x - at.x, y: centre(c).y - at.y })) });
  }
  return out;
}

/** Objects read back from the maker's object layer (JSON shape); anything else is left alone. */
export function objectsFromJson(objects: readonly unknown[], cell: number): MissionObject[] {
  const out: MissionObject[] = [];
  for (const raw of objects) {
    if (typeof raw !== 'object' || raw === null) continue;
    const o = raw as Json;
    const props = Array.isArray(o['properties']) ? (o['properties'] as Json[]) : [];
    const value = (name: string): unknown => props.find((p) => p['name'] === name)?.['value'];
    const tool = OBJECT_TOOLS.find((t) => {
      const v = value(t.property[0]);
      return t.property[1] === true ? v === true || v === 'true' : v === t.property[1];
    });
    const x = typeof o['x'] === 'number' ? o['x'] : 0;
    const y = typeof o['y'] === 'number' ? o['y'] : 0;
    const cellOf = (px: number, py: number): { x: number; y: number } => ({ x: Math.floor(px / cell), y: Math.floor(py / cell) });
    if (!tool) continue;
    const line = Array.isArray(o['polyline']) ? (o['polyline'] as Json[]) : undefined;
    const cells = line ? line.map((p) => cellOf(x + Number(p['x'] ?? 0), y + Number(p['y'] ?? 0))) : [cellOf(x, y)];
    const facing = Number(value('facing'));
    out.push({ kind: tool.kind, cells, ...(tool.kind === 'camera' ? { facing: Number.isFinite(facing) ? facing : 0 } : {}) });
  }
  return out;
}
