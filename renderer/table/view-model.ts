import type { RangeBands } from '../../src/ops/data/firearms-types';

/**
 * What the tactical map draws, as plain data. The battle screen builds one of these from the
 * battle state (an adapter written with the engine) and hands it to `TableMap.update`; the map
 * diffs it against what it drew last. Nothing here is game truth: change the battle state and
 * build a new view.
 */

/** Wound rows of R-OPS-22 in order; the map draws one pip per row reached. */
export const WOUND_LEVELS = [
  'none',
  'scratch',
  'hurt',
  'light',
  'serious',
  'critical',
  'incapacitated',
  'near-death',
] as const;
export type WoundLevel = (typeof WOUND_LEVELS)[number];

export interface UnitStates {
  /** R-OPS-14: attacks against it are +1 difficulty until the round ends. */
  readonly dodge: boolean;
  /** R-OPS-28: holding its action. */
  readonly holding: boolean;
  /** R-OPS-48: watching (overwatch), shown to whoever sees the unit. */
  readonly watching?: boolean;
  /** R-OPS-19: held by a grab. */
  readonly grabbed: boolean;
  /** R-OPS-17: blinded by a flash-bang. */
  readonly blind: boolean;
  /** Incapacitated or near death: greyed and tilted. */
  readonly out: boolean;
  readonly dead: boolean;
  /** R-OPS-39, a mission's defender: suspicious ("?") or alerted ("!"); absent or false when unaware. */
  readonly suspicious?: boolean;
  readonly alerted?: boolean;
}

export interface UnitView {
  /** Stable across updates: tokens are diffed by id. */
  readonly id: string;
  /** Shown under the token: "Blue Tiger" (R-OPS-10). */
  readonly codeName: string;
  /** Index into `TableView.sides` (0..3). */
  readonly side: number;
  readonly x: number;
  readonly y: number;
  /** Degrees clockwise from north (map up): 0 north, 90 east, 180 south, 270 west. */
  readonly facing: number;
  readonly wound: WoundLevel;
  readonly states: UnitStates;
}

export interface SideView {
  readonly name: string;
  /** One capital letter drawn on the token, so colour is never the only cue (DESIGN.md). */
  readonly letter: string;
}

/** R-OPS-35: a door as the viewer knows it (door-layer.ts draws each state its own way). */
export interface DoorView {
  readonly x: number;
  readonly y: number;
  readonly state: 'closed' | 'open' | 'locked' | 'destroyed';
}

/** A last-seen mark (the seat's memory): where an enemy was last seen, whose it is and from which round; ghost-layer.ts draws it. */
export interface GhostView {
  readonly x: number;
  readonly y: number;
  /** Its side's colour index. */
  readonly side: number;
  /** "Red Tiger · R3". */
  readonly label: string;
}

/** R-OPS-34: a weapon lying on the floor (the map's, or one knocked from a hand); door-layer.ts draws it. */
export interface FloorView {
  readonly x: number;
  readonly y: number;
  readonly kind: 'firearm' | 'melee';
  readonly name: string;
}

/** The selected unit's weapon, for the ruler's band word and the range-band overlay. */
export interface WeaponView {
  readonly name: string;
  /** Distances in meters where Terrible..Superb begin (R-OPS-12). */
  readonly bands: RangeBands;
}

export interface TableView {
  readonly units: readonly UnitView[];
  /** Up to four sides; a unit's colour is SIDE_COLOURS[side]. */
  readonly sides: readonly SideView[];
  /** The unit the seat is looking at (ruler, overlays, line of sight start here). */
  readonly selectedId: string | null;
  /** The unit whose turn it is: amber ring. */
  readonly actingId: string | null;
  /** The selected unit's weapon, or null when it has none (no band overlay, ruler shows meters only). */
  readonly weapon: WeaponView | null;
  /**
   * Which cells each side can see, as `y * width + x`. Fog and hidden enemies follow
   * `visibility.get(viewer)`.
   */
  readonly visibility: ReadonlyMap<number, ReadonlySet<number>>;
  /** The side whose eyes the map shows, or 'gm' to see everything (no fog). */
  readonly viewer: number | 'gm';
  /** The doors as the viewer last saw them; none drawn when absent. */
  readonly doors?: readonly DoorView[];
  /** Weapons on the floor as the seat knows them; none drawn when absent. */
  readonly floor?: readonly FloorView[];
  /** Last-seen marks of enemies out of sight now; none drawn when absent. */
  readonly ghosts?: readonly GhostView[];
}

/** Okabe-Ito side colours (DESIGN.md), by side index. */
export const SIDE_COLOURS = [0x0072b2, 0xd55e00, 0x009e73, 0xcc79a7] as const;
export const ACCENT = 0xf2a900;

export const NO_STATES: UnitStates = {
  dodge: false,
  holding: false,
  grabbed: false,
  blind: false,
  out: false,
  dead: false,
};

export function sideColour(side: number): number {
  return SIDE_COLOURS[((side % 4) + 4) % 4] ?? SIDE_COLOURS[0];
}

/** The cells the viewer sees, or null when nothing is hidden (GM view). */
export function viewerCells(view: TableView): ReadonlySet<number> | null {
  if (view.viewer === 'gm') return null;
  return view.visibility.get(view.viewer) ?? new Set<number>();
}

/**
 * Units the viewer may be shown: its own side always, others only on cells it sees. The
 * projector relies on this: an unseen enemy is never drawn, not merely darkened.
 */
export function shownUnits(view: TableView, width: number): UnitView[] {
  const cells = viewerCells(view);
  if (cells === null) return [...view.units];
  return view.units.filter((u) => u.side === view.viewer || cells.has(u.y * width + u.x));
}

export function findUnit(view: TableView, id: string | null): UnitView | undefined {
  return id === null ? undefined : view.units.find((u) => u.id === id);
}

/**
 * The unit after (or before) `current` among the units the viewer is shown, living ones only.
 * With `wrap` false, stepping past either end gives undefined (Tab then leaves the map).
 */
export function cycleUnit(view: TableView, width: number, current: string | null, direction: 1 | -1, wrap: boolean): string | undefined {
  const ids = shownUnits(view, width)
    .filter((u) => !u.states.dead)
    .map((u) => u.id);
  if (ids.length === 0) return undefined;
  const at = current === null ? -1 : ids.indexOf(current);
  if (at < 0) return direction === 1 ? ids[0] : ids[ids.length - 1];
  const next = at + direction;
  if (next < 0 || next >= ids.length) return wrap ? ids[(next + ids.length) % ids.length] : undefined;
  return ids[next];
}
