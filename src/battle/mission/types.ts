import type { Cell } from '../geometry/cells';
import type { CellRect } from '../map/types';
import type { SideId, Unit } from '../state/types';

/**
 * A covert mission as plain JSON, kept in `BattleState.mission` (rules edition 3; R-OPS-39..47).
 * Everything the mission's rules read travels here, the map's light and devices included, so a
 * save replays without its map or mission file, as the terrain does for the ground. Absent from
 * every plain battle (which plays exactly as before: a firefight is a mission whose defenders
 * start alerted, R-OPS-39).
 */

/** R-OPS-39: how much a defender knows. */
export const AWARENESS = ['unaware', 'suspicious', 'alerted'] as const;
export type Awareness = (typeof AWARENESS)[number];

/** R-OPS-43: light of a cell. */
export const LIGHT_LEVELS = ['lit', 'dim', 'dark'] as const;
export type LightLevel = (typeof LIGHT_LEVELS)[number];

/** One defender's mind (R-OPS-39, R-OPS-40, R-OPS-41, R-OPS-46). */
export interface Guard {
  readonly awareness: Awareness;
  /** Where it stands guard when unaware (its post, or its start cell). */
  readonly post: Cell;
  /** Its patrol route's waypoints, walked in order and round again; empty: it keeps to its post. */
  readonly route: readonly Cell[];
  /** Index in `route` of the waypoint it walks to next. */
  readonly leg: number;
  /** The cell it goes to look at (suspicious), or the last cell it learnt an intruder was in (alerted). */
  readonly look: Cell | null;
  /** The round its suspicion began or was last renewed (R-OPS-39: 3 rounds with nothing found). */
  readonly since: number;
  /** The intruders it has noticed (R-OPS-40), in the order it noticed them. */
  readonly noticed: readonly string[];
  /** R-OPS-39: with a Hands-Free Radio, the round from which the end of its turn alerts its side; null when no call is due. */
  readonly radio: number | null;
}

/** R-OPS-44: the devices a map may hold. An alarm panel is where a defender raises the alarm. */
export const DEVICE_KINDS = ['camera', 'tripwire', 'motion', 'panel'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** `off`: disarmed (a camera blinded); `tripped`: it set the alarm off and stays silent after. */
export type DeviceStatus = 'active' | 'off' | 'tripped';

export interface Device {
  readonly id: string;
  readonly kind: DeviceKind;
  readonly name: string;
  /** Camera and panel: the cell it hangs on. Trip wire and motion sensor: the cells it watches. */
  readonly cells: readonly Cell[];
  /** A camera's facing in degrees, 0 north, clockwise (R-OPS-44: a 90-degree arc from it). */
  readonly facing: number | null;
  readonly status: DeviceStatus;
  /** Whether the intruders have noticed it (R-OPS-44; an alarm panel is in plain view). */
  readonly spotted: boolean;
  /** A camera's noticed intruders (it notices as a defender, R-OPS-44). */
  readonly noticed: readonly string[];
}

export const OBJECTIVE_KINDS = ['reach', 'extract', 'hack', 'plant', 'retrieve', 'rescue', 'eliminate'] as const;
export type ObjectiveKind = (typeof OBJECTIVE_KINDS)[number];

export type ObjectiveState = 'open' | 'done' | 'failed';

/** R-OPS-45: one objective of the intruders. */
export interface MissionObjective {
  readonly id: string;
  readonly kind: ObjectiveKind;
  readonly name: string;
  readonly required: boolean;
  /** reach: the zone; hack and plant: the cell of the terminal or charge site. */
  readonly zone: CellRect | null;
  /** hack: the terminal's difficulty (default Good); plant: unused (the kit decides, R-OPS-45). */
  readonly difficulty: number;
  /** hack: successes needed (default 2); plant: 2. */
  readonly needed: number;
  /** Successes so far (hack, plant). */
  readonly progress: number;
  /** extract: the units that must leave (empty: every intruder able to act); eliminate: the targets. */
  readonly units: readonly string[];
  /** retrieve: the item; rescue: the captive. */
  readonly target: string | null;
  /** plant: rounds after the charge is set until it goes off by itself (null: only when its planter fires it). */
  readonly fuse: number | null;
  /** plant: the round the charge was set, and by whom. */
  readonly armed: { readonly round: number; readonly by: string } | null;
  readonly state: ObjectiveState;
  /** The round it was done or failed. */
  readonly round: number | null;
}

/** R-OPS-45 retrieve: an item lying on a cell or carried. */
export interface MissionItem {
  readonly id: string;
  readonly name: string;
  readonly cell: Cell;
  readonly carrier: string | null;
  /** Carried out through the exit zone. */
  readonly out: boolean;
}

/** R-OPS-45 rescue: a captive waits (not yet a unit of the battle) until an intruder frees it. */
export interface Captive {
  readonly id: string;
  readonly name: string;
  readonly cell: Cell;
  readonly unit: Unit;
  readonly freed: boolean;
}

/** R-OPS-44: reinforcements enter their zone the rounds after the alarm the scenario names. */
export interface Reinforcements {
  readonly zone: readonly CellRect[];
  readonly after: number;
  readonly units: readonly Unit[];
  readonly arrived: boolean;
}

export interface Alarm {
  readonly raised: boolean;
  /** The round it was raised. */
  readonly round: number | null;
  /** Who raised it: a unit id, a device id, or 'gm'. */
  readonly by: string | null;
  /** How: 'panel', 'camera', 'tripwire', 'motion', 'hack', 'device', 'gm'. */
  readonly how: string | null;
}

/** What a unit brings to a mission besides its weapons (R-OPS-40..45; the book's equipment). */
export interface UnitKit {
  readonly radio: boolean;
  /** R-OPS-43: Night Vision Goggles, Thermal Goggles or the Night Vision gift. */
  readonly seesInDark: boolean;
  /** R-OPS-40: the pattern of its Camouflage Gear, or null. */
  readonly camouflage: string | null;
  readonly electronicsKit: boolean;
  readonly demolitionsKit: boolean;
  /** The firearms it carries with a Silencer, by name (R-OPS-41). */
  readonly silenced: readonly string[];
  /** The covert skills by name (Stealth, Spot Hidden, Security, Computer Hacking, Demolitions, Disguise); a missing name is non-existent (R-OPS-7). */
  readonly skills: Readonly<Record<string, number>>;
}

/** R-OPS-40 and the debrief: who noticed whom, when. */
export interface NoticeRecord {
  readonly by: string;
  readonly unit: string;
  readonly round: number;
}

export interface MissionState {
  readonly name: string;
  readonly intruders: SideId;
  readonly defenders: SideId;
  /** R-OPS-43: the light of every cell, run-length coded (light.ts); null when all is lit. */
  readonly light: string | null;
  /** R-OPS-43: how far units see in lit and dim cells, in meters (60, or the map's `sightRange`). */
  readonly sightMeters: number;
  /** R-OPS-40: the camouflage pattern that matches this ground (the map's or mission's `environment`). */
  readonly environment: string | null;
  /** The intruders go in disguised (Disguise may stand in for Stealth, readings.ts). */
  readonly disguised: boolean;
  readonly guards: Readonly<Record<string, Guard>>;
  readonly kit: Readonly<Record<string, UnitKit>>;
  readonly devices: readonly Device[];
  readonly objectives: readonly MissionObjective[];
  readonly items: readonly MissionItem[];
  readonly captives: readonly Captive[];
  readonly exits: readonly CellRect[];
  readonly reinforcements: Reinforcements | null;
  readonly alarm: Alarm;
  /** Units that left the map through the exit zone (R-OPS-45 extract), as they left. */
  readonly left: readonly Unit[];
  /** Intruders that ran this round (R-OPS-40: -2 to hide); cleared at each round's start. */
  readonly ran: readonly string[];
  /** Who noticed whom (R-OPS-40), in order. */
  readonly notices: readonly NoticeRecord[];
  /** Rounds after which an open mission fails (R-OPS-45). */
  readonly roundLimit: number;
}
