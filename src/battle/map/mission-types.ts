import type { CellRect } from './types';

/**
 * What a map holds for covert missions (R-OPS-39..45; docs/maps.md "Missions"): light, devices,
 * guard posts and patrol routes, terminals, charge sites, items, captives, exits and the
 * reinforcements' zone. Read from Tiled maps by mission-objects.ts; a map without any has none
 * (`BattleMap.mission` absent) and plays its missions all lit, with nothing but the file's objectives.
 */

/** Object properties mission-objects.ts reads (conventions.ts lists them as Blacksite's own). */
export const MISSION_OBJECT_PROPERTIES = ['light', 'device', 'facing', 'post', 'patrol', 'loop', 'terminal', 'difficulty', 'successes', 'charge', 'item', 'captive', 'agent', 'exit', 'reinforcements'] as const;
/** Map properties mission-objects.ts reads. */
export const MISSION_MAP_PROPERTIES = ['light', 'sightRange', 'environment'] as const;

export type MapLight = 'lit' | 'dim' | 'dark';
export const MAP_LIGHTS: readonly MapLight[] = ['lit', 'dim', 'dark'];

export type MapDeviceKind = 'camera' | 'tripwire' | 'motion' | 'panel';

export interface MapCell {
  readonly x: number;
  readonly y: number;
}

/** Each object keeps its Tiled id and name: a mission file names them. */
interface Named {
  readonly id: number;
  readonly name: string;
}

export interface MapDevice extends Named {
  readonly kind: MapDeviceKind;
  /** A camera's or panel's cell; the cells a trip wire or motion sensor watches. */
  readonly cells: readonly MapCell[];
  /** A camera's facing in degrees, 0 north, clockwise; null for the others. */
  readonly facing: number | null;
}

/** A patrol route: its waypoints in order (a polyline walked there and back, a polygon round and round). */
export interface MapPatrol extends Named {
  readonly points: readonly MapCell[];
  readonly loop: boolean;
}

export interface MapPost extends Named {
  readonly cell: MapCell;
}

export interface MapTerminal extends Named {
  readonly cell: MapCell;
  /** Computer Hacking's difficulty (R-OPS-45, default Good +1). */
  readonly difficulty: number;
  /** Successes needed (default 2). */
  readonly successes: number;
}

export interface MapThing extends Named {
  readonly cell: MapCell;
}

export interface MapCaptive extends Named {
  readonly cell: MapCell;
  /** The captive's agent file (a shipped agent's file name), or null: the mission file gives one. */
  readonly agent: string | null;
}

export interface MapZone extends Named {
  readonly rects: readonly CellRect[];
}

/** A cell whose light no layer, tile or object sets: it takes the base light (the map's, or a mission's). */
export const LIGHT_UNSET = 255;

export interface MapMission {
  /** The map's `light` property as a code (0 lit, 1 dim, 2 dark); a mission file may set its own. */
  readonly baseLight: number;
  /** Light per cell set by layers, tiles and objects (0 lit, 1 dim, 2 dark, LIGHT_UNSET: the base), or null when none is. */
  readonly light: Uint8Array | null;
  /** R-OPS-43: the map's `sightRange` in meters, or null (60 m). */
  readonly sightRange: number | null;
  /** R-OPS-40: the camouflage pattern this ground matches (`environment`), or null. */
  readonly environment: string | null;
  readonly devices: readonly MapDevice[];
  readonly posts: readonly MapPost[];
  readonly patrols: readonly MapPatrol[];
  readonly terminals: readonly MapTerminal[];
  readonly chargeSites: readonly MapThing[];
  readonly items: readonly MapThing[];
  readonly captives: readonly MapCaptive[];
  readonly exits: readonly MapZone[];
  readonly reinforcements: readonly MapZone[];
}

/** The light of every cell, with `base` for the cells nothing lights (R-OPS-43); null when all are lit. */
export function lightOfMap(m: MapMission | undefined, cells: number, base: number = m?.baseLight ?? 0): Uint8Array | null {
  if (!m?.light) return base === 0 ? null : new Uint8Array(cells).fill(base);
  const out = new Uint8Array(cells);
  for (let i = 0; i < cells; i++) {
    const c = m.light[i] ?? LIGHT_UNSET;
    out[i] = c === LIGHT_UNSET ? base : c;
  }
  return out;
}

/** How many of each a map may hold (a map from anywhere is bounded, docs/maps.md "Limits"). */
export const MISSION_LIMITS = {
  devices: 256,
  posts: 64,
  patrols: 64,
  patrolPoints: 256,
  terminals: 32,
  chargeSites: 32,
  items: 64,
  captives: 16,
  zones: 64,
  deviceCells: 4096,
} as const;
