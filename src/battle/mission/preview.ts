import type { Cell } from '../geometry/cells';
import { distanceMeters } from '../geometry/distance';
import type { BattleMap } from '../map/types';
import { mapNow } from '../state/doors';
import type { BattleState, Unit } from '../state/types';
import { isFighting, unitById } from '../state/units';
import { guardOf, isIntruder } from './access';
import { cameraContest, footstepContest, noticeContest } from './notice';
import { RUN_HEARING_METERS, WALK_HEARING_METERS } from './readings';
import { cameraCells, cameraSees, missionSight, sightCells, unitSees } from './sight';

/**
 * The hover preview of an intruder's move (R-OPS-40, R-OPS-41, R-CORE-4), on the battle as the seat
 * knows it (its seat view's `known`): for each cell along the path, the exact chance that one of the
 * defenders (and cameras) the seat sees notices the unit were it to stop there; at the destination,
 * each one's own chance; the footsteps they would listen for; and the ring within which a run (10 m)
 * or a walk (3 m) can be heard.
 */
export interface PathNotice {
  readonly cells: readonly { readonly x: number; readonly y: number; readonly chance: number }[];
  /** At the destination: each watcher in view with its chance (1: seen without a roll). */
  readonly watchers: readonly { readonly id: string; readonly name: string; readonly chance: number; readonly why: string }[];
  /** R-OPS-41: defenders in view close enough to listen, with the chance each hears the steps. */
  readonly listeners: readonly { readonly id: string; readonly name: string; readonly chance: number }[];
  /** The radius in meters around the path within which the move can be heard. */
  readonly noiseMeters: number;
  /** The chance anyone in view notices the unit at the destination. */
  readonly chance: number;
}

const king = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

export function pathNotice(known: BattleState, ground: BattleMap, unitId: string, path: readonly Cell[], running: boolean): PathNotice | null {
  const m = known.mission;
  const u = unitById(known, unitId);
  if (!m || !u || !isIntruder(m, u) || path.length === 0) return null;
  const map = mapNow(known, ground);
  const s = missionSight(m, map);
  const guards = known.units.filter((d) => d.side === m.defenders && isFighting(d));
  const cameras = m.devices.filter((d) => d.kind === 'camera' && d.status === 'active');
  const ran = running || m.ran.includes(u.id);
  const at = (c: Cell): { chance: number; watchers: { id: string; name: string; chance: number; why: string }[] } => {
    const placed: Unit = { ...u, cell: c };
    const watchers: { id: string; name: string; chance: number; why: string }[] = [];
    let unseen = 1;
    for (const d of guards) {
      const g = guardOf(m, d);
      if (g.noticed.includes(u.id) || !unitSees(s, m, d, c)) continue;
      const why = king(d.cell, c) <= 1 ? 'next to it' : g.awareness === 'alerted' ? 'alerted: no roll' : 'Spot Hidden vs Stealth';
      const chance = why === 'Spot Hidden vs Stealth' ? noticeContest(s, m, d, placed, c, ran).chance : 1;
      watchers.push({ id: d.id, name: d.name, chance, why });
      unseen *= 1 - chance;
    }
    for (const d of cameras) {
      if (d.noticed.includes(u.id) || m.alarm.raised || !cameraSees(s, d, c)) continue;
      const chance = cameraContest(s, m, d.cells[0] ?? c, placed, c, ran).chance;
      watchers.push({ id: d.id, name: d.name, chance, why: 'camera, Spot Hidden Fair' });
      unseen *= 1 - chance;
    }
    // One watcher: its own chance, exactly (1 - (1 - p) is not p in floating point).
    return { chance: watchers.length === 1 ? (watchers[0]?.chance ?? 0) : 1 - unseen, watchers };
  };
  const cells = path.slice(1).map((c) => ({ x: c.x, y: c.y, chance: at(c).chance }));
  const end = path[path.length - 1] ?? u.cell;
  const here = at(end);
  const noiseMeters = running ? RUN_HEARING_METERS : WALK_HEARING_METERS;
  const listeners = guards
    .filter((d) => guardOf(m, d).awareness !== 'alerted' && !guardOf(m, d).noticed.includes(u.id) && path.some((c) => distanceMeters(map, d.cell, c) <= noiseMeters + 1e-9))
    .map((d) => ({ id: d.id, name: d.name, chance: footstepContest(m, d, u, running).chance }));
  return { cells, watchers: here.watchers, listeners, noiseMeters, chance: here.chance };
}

/**
 * The cells where the defenders and cameras a seat sees would see an intruder (R-OPS-43, R-OPS-44):
 * 1 for a guard's sight, 2 for a camera's arc, 3 for both, per cell; for the "sight areas" overlay.
 */
export function sightAreas(known: BattleState, ground: BattleMap): Uint8Array | null {
  const m = known.mission;
  if (!m) return null;
  const map = mapNow(known, ground);
  const s = missionSight(m, map);
  const out = new Uint8Array(map.width * map.height);
  for (const d of known.units) {
    if (d.side !== m.defenders || !isFighting(d)) continue;
    for (const i of sightCells(s, m, d)) out[i] = (out[i] ?? 0) | 1;
  }
  for (const d of m.devices) {
    if (d.kind !== 'camera' || d.status !== 'active') continue;
    for (const i of cameraCells(s, d)) out[i] = (out[i] ?? 0) | 2;
  }
  return out;
}
