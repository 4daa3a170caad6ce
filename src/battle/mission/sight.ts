import type { Cell } from '../geometry/cells';
import type { BattleMap } from '../map/types';
import type { BattleState, Unit } from '../state/types';
import { kitOf } from './access';
import { DARK, lightCode, lightGrid } from './light';
import { CAMERA_ARC_DEGREES, CAMERA_DEPTH_CELLS, DARK_SIGHT_CELLS } from './readings';
import { sightBetween } from './sight-cache';
import type { Device, MissionState } from './types';

/**
 * R-OPS-43, light and sight: a unit sees units in lit and dim cells along its line of sight up to
 * the mission's sight (60 m, or the map's `sightRange`), and units in dark cells within 2 cells
 * only; night vision (goggles or the gift) makes dim and dark count as lit for its wearer. A camera
 * (R-OPS-44) sees a 90-degree arc 12 cells deep from its facing, by the same light.
 */

export interface MissionSight {
  /** The ground as it is now (closed doors block sight: state/doors.ts mapNow). */
  readonly map: BattleMap;
  readonly light: Uint8Array | null;
  /** Sight in lit and dim cells, in tiles. */
  readonly range: number;
}

export function missionSight(m: MissionState, map: BattleMap): MissionSight {
  return { map, light: lightGrid(m.light, map.width, map.height), range: m.sightMeters / map.metersPerTile };
}

const king = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** Whether an eye at `from` sees a unit at `to` (R-OPS-43); `nightVision` makes the dark count as lit. */
export function eyeSees(s: MissionSight, from: Cell, to: Cell, nightVision: boolean): boolean {
  if (from.x === to.x && from.y === to.y) return true;
  const dark = !nightVision && lightCode(s.light, s.map.width, to) === DARK;
  if (dark) {
    if (king(from, to) > DARK_SIGHT_CELLS) return false;
  } else {
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    if (dx * dx + dy * dy > s.range * s.range) return false;
  }
  const w = s.map.width;
  return sightBetween(s.map, from.y * w + from.x, to.y * w + to.x);
}

/** Whether unit `u` sees the cell `to` (a unit standing there) now. */
export function unitSees(s: MissionSight, m: MissionState, u: Unit, to: Cell): boolean {
  return eyeSees(s, u.cell, to, kitOf(m, u.id).seesInDark);
}

/** R-OPS-40's last clause: a line of sight within the mission's sight, whatever the light (an attacker gives itself away). */
export function lineWithinSight(s: MissionSight, from: Cell, to: Cell): boolean {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx * dx + dy * dy > s.range * s.range) return false;
  const w = s.map.width;
  return sightBetween(s.map, from.y * w + from.x, to.y * w + to.x);
}

/** R-OPS-44: whether a working camera sees a unit at `to`: within its arc and depth, by the light, along a line of sight. */
export function cameraSees(s: MissionSight, d: Device, to: Cell): boolean {
  const at = d.cells[0];
  if (d.kind !== 'camera' || d.status !== 'active' || !at || d.facing === null) return false;
  const dx = to.x - at.x;
  const dy = to.y - at.y;
  if (dx === 0 && dy === 0) return true;
  if (dx * dx + dy * dy > CAMERA_DEPTH_CELLS * CAMERA_DEPTH_CELLS) return false;
  // Bearing 0 = north (up, -y), clockwise.
  const bearing = (Math.atan2(dx, -dy) * 180) / Math.PI;
  let off = Math.abs(bearing - d.facing) % 360;
  if (off > 180) off = 360 - off;
  if (off > CAMERA_ARC_DEGREES / 2 + 1e-9) return false;
  return eyeSees(s, at, to, false);
}

/** The cells a camera watches now (its arc by the light, along its lines of sight): the table's sight cone. */
export function cameraCells(s: MissionSight, d: Device): number[] {
  const at = d.cells[0];
  if (!at) return [];
  const out: number[] = [];
  const w = s.map.width;
  for (let y = Math.max(0, at.y - CAMERA_DEPTH_CELLS); y <= Math.min(s.map.height - 1, at.y + CAMERA_DEPTH_CELLS); y++) {
    for (let x = Math.max(0, at.x - CAMERA_DEPTH_CELLS); x <= Math.min(w - 1, at.x + CAMERA_DEPTH_CELLS); x++) {
      if (cameraSees(s, d, { x, y })) out.push(y * w + x);
    }
  }
  return out;
}

/** The cells a unit would see an intruder in (R-OPS-43): its sight area, for the table's overlay. */
export function sightCells(s: MissionSight, m: MissionState, u: Unit): number[] {
  const out: number[] = [];
  const w = s.map.width;
  const r = Math.ceil(s.range);
  for (let y = Math.max(0, u.cell.y - r); y <= Math.min(s.map.height - 1, u.cell.y + r); y++) {
    for (let x = Math.max(0, u.cell.x - r); x <= Math.min(w - 1, u.cell.x + r); x++) {
      if (s.map.cells.blocksMove[y * w + x] === 1 && s.map.cells.blocksSight[y * w + x] === 1) continue;
      if (unitSees(s, m, u, { x, y })) out.push(y * w + x);
    }
  }
  return out;
}

/** The light word of a cell, for the rules' modifiers. */
export function lightAt(s: MissionSight, c: Cell): number {
  return lightCode(s.light, s.map.width, c);
}

/** Whether anyone (or anything) sees a cell: used for bodies (R-OPS-42) and a side's sight. */
export function missionSightOf(state: BattleState, map: BattleMap): MissionSight | null {
  return state.mission ? missionSight(state.mission, map) : null;
}
