import { unopposedChance } from '../../ops/dice/odds';
import { rollVsDifficulty } from '../../ops/dice/roll-record';
import type { Cell } from '../geometry/cells';
import { distanceMeters } from '../geometry/distance';
import type { Unit } from '../state/types';
import { unitModifiers } from '../state/units';
import { covertSkill } from './access';
import type { MissionBuilder } from './mind';
import { cameraContest, footstepContest, noticeContest, rollContest } from './notice';
import { ALERTED_NOTICE_WITHOUT_ROLL, DEVICE_SPOT_DIFFICULTY, NEAR_CELLS, RUN_HEARING_METERS, WALK_HEARING_METERS } from './readings';
import { cameraSees, lineWithinSight, unitSees } from './sight';
import type { Device } from './types';

/**
 * Who notices whom after a command (R-OPS-40), who hears footsteps (R-OPS-41), which devices an
 * intruder spots or walks into (R-OPS-44). Each works on a MissionBuilder (mind.ts).
 */

const king = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** R-OPS-40: one defender's look at an intruder at `at` it has not noticed yet. */
function look(b: MissionBuilder, guard: Unit, intruder: Unit, at: Cell, ran: boolean): void {
  const g = b.guard(guard);
  if (g.noticed.includes(intruder.id) || !unitSees(b.sight, b.m, guard, at)) return;
  if (king(guard.cell, at) <= 1) return b.noticed(guard, intruder, at, 'adjacent', null, null, true);
  // READING-ALERTED-SIGHT.
  if (ALERTED_NOTICE_WITHOUT_ROLL && g.awareness === 'alerted') return b.noticed(guard, intruder, at, 'alerted', null, null, true);
  const contest = noticeContest(b.sight, b.m, guard, intruder, at, ran);
  const r = b.roll(`n:${guard.id}>${intruder.id}`, (rng) => rollContest(rng, contest, { spot: `${guard.name} looks: Spot Hidden`, stealth: `${intruder.name} hides: Stealth` }));
  b.noticed(guard, intruder, at, 'roll', contest, { spot: r.spot, stealth: r.stealth }, r.won);
}

/** R-OPS-44: a working camera's look at an intruder it has not noticed. */
function cameraLook(b: MissionBuilder, d: Device, intruder: Unit, at: Cell, ran: boolean): void {
  if (d.kind !== 'camera' || d.status !== 'active' || d.noticed.includes(intruder.id) || b.m.alarm.raised) return;
  if (!cameraSees(b.sight, d, at)) return;
  const eye = d.cells[0] ?? at;
  const contest = cameraContest(b.sight, b.m, eye, intruder, at, ran);
  const r = b.roll(`c:${d.id}>${intruder.id}`, (rng) => rollContest(rng, contest, { spot: `${d.name} watches`, stealth: `${intruder.name} hides: Stealth` }));
  b.cameraNoticed(d, intruder, at, contest, { spot: r.spot, stealth: r.stealth }, r.won);
}

/** R-OPS-40: an intruder ended a move in, or acted in, the sight of defenders and cameras. */
export function seenAt(b: MissionBuilder, intruder: Unit, ran: boolean): void {
  for (const guard of b.defenders()) look(b, guard, intruder, intruder.cell, ran);
  for (const d of b.m.devices) cameraLook(b, d, intruder, intruder.cell, ran);
}

/** R-OPS-40: an intruder that attacks is noticed without a roll by every defender (and camera) with a line of sight to it. */
export function attackSeen(b: MissionBuilder, intruder: Unit): void {
  for (const guard of b.defenders()) {
    if (b.guard(guard).noticed.includes(intruder.id) || !lineWithinSight(b.sight, guard.cell, intruder.cell)) continue;
    b.noticed(guard, intruder, intruder.cell, 'attacked', null, null, true);
  }
  for (const d of b.m.devices) {
    if (d.kind !== 'camera' || d.status !== 'active' || d.noticed.includes(intruder.id) || b.m.alarm.raised) continue;
    if (!cameraSees(b.sight, d, intruder.cell)) continue;
    b.cameraNoticed(d, intruder, intruder.cell, { spot: { trait: { name: 'Camera', value: 0 }, modifiers: [] }, stealth: { trait: { name: 'Stealth', value: 0 }, modifiers: [] }, chance: 1 }, null, true);
  }
}

/** READING-GUARD-MOVES: a defender that moved looks at every intruder in its sight it has not noticed. */
export function guardLooks(b: MissionBuilder, guard: Unit): void {
  for (const intruder of b.intruders()) look(b, guard, intruder, intruder.cell, b.ran(intruder.id));
}

/** READING-ALERTED-SIGHT: an alerted defender notices every intruder within its sight. */
export function alertedSweep(b: MissionBuilder): void {
  for (const guard of b.defenders()) {
    const g = b.guard(guard);
    if (g.awareness !== 'alerted') continue;
    for (const intruder of b.intruders()) {
      if (g.noticed.includes(intruder.id) && unitSees(b.sight, b.m, guard, intruder.cell)) {
        // It keeps track of it: the last cell it knows.
        const now = b.guard(guard);
        if (now.look?.x !== intruder.cell.x || now.look.y !== intruder.cell.y) b.setGuard(guard.id, { ...now, look: intruder.cell });
        continue;
      }
      look(b, guard, intruder, intruder.cell, b.ran(intruder.id));
    }
  }
}

/** R-OPS-41: an intruder running within 10 m of a defender, or walking within 3 m, makes it roll Listen. */
export function footsteps(b: MissionBuilder, intruder: Unit, path: readonly Cell[], running: boolean): void {
  const reach = running ? RUN_HEARING_METERS : WALK_HEARING_METERS;
  for (const guard of b.defenders()) {
    const g = b.guard(guard);
    if (g.awareness === 'alerted' || g.noticed.includes(intruder.id)) continue;
    let close = Infinity;
    for (const c of path) close = Math.min(close, distanceMeters(b.map, guard.cell, c));
    if (close > reach + 1e-9) continue;
    const contest = footstepContest(b.m, guard, intruder, running);
    const r = b.roll(`l:${guard.id}>${intruder.id}`, (rng) => rollContest(rng, contest, { spot: `${guard.name} listens: Listen`, stealth: `${intruder.name} ${running ? 'runs' : 'walks'} quietly: Stealth` }));
    const at = path[path.length - 1] ?? intruder.cell;
    b.events.push({ type: 'mission.heard', by: guard.id, what: 'steps', source: intruder.id, at, roll: r.spot, against: r.stealth, chance: contest.chance, heard: r.won });
    if (r.won) b.suspect(guard, 'heard-steps', at);
  }
}

/** R-OPS-44: a trip wire or motion sensor an intruder's path enters raises the alarm. */
export function tripDevices(b: MissionBuilder, intruder: Unit, path: readonly Cell[]): void {
  for (const d of b.m.devices) {
    if ((d.kind !== 'tripwire' && d.kind !== 'motion') || d.status !== 'active') continue;
    const hit = path.slice(1).find((c) => d.cells.some((x) => x.x === c.x && x.y === c.y));
    if (!hit) continue;
    b.setDevice({ ...d, status: 'tripped' });
    b.events.push({ type: 'mission.device', device: d.id, kind: d.kind, change: 'tripped', unit: intruder.id, roll: null });
    b.raiseAlarm(d.id, d.kind, hit);
  }
}

/** The device cell nearest `at` (a trip wire's or motion sensor's cells, a camera's or panel's one). */
export function nearestCell(d: Device, at: Cell): Cell | undefined {
  let best: Cell | undefined;
  for (const c of d.cells) if (!best || king(c, at) < king(best, at)) best = c;
  return best;
}

/** R-OPS-44: the exact chance an intruder notices a device (Spot Hidden, or Security if higher, 3dF vs Good). */
export function deviceSpotChance(b: Pick<MissionBuilder, 'm'>, u: Unit): { trait: { name: string; value: number }; chance: number } {
  const spot = covertSkill(b.m, u, 'Spot Hidden') ?? u.stats.per - 2;
  const security = covertSkill(b.m, u, 'Security');
  const trait = security !== undefined && security > spot ? { name: 'Security', value: security } : { name: 'Spot Hidden', value: spot };
  const mods = unitModifiers(u, { combat: false, sight: true, physical: false });
  return { trait, chance: unopposedChance(trait.value + mods.reduce((s, x) => s + x.value, 0), DEVICE_SPOT_DIFFICULTY) };
}

/** R-OPS-44, READING-DEVICE-SPOT: an intruder notices hidden devices within 3 cells it has a line of sight to. */
export function spotDevices(b: MissionBuilder, intruder: Unit): void {
  for (const d of b.m.devices) {
    if (d.spotted || d.status === 'tripped') continue;
    const near = nearestCell(d, intruder.cell);
    if (!near || king(near, intruder.cell) > NEAR_CELLS || !unitSees(b.sight, b.m, intruder, near)) continue;
    const actor = `s:${intruder.id}>${d.id}`;
    if ((b.state.rolls[actor] ?? 0) > 0) continue;
    const { trait } = deviceSpotChance(b, intruder);
    const mods = unitModifiers(intruder, { combat: false, sight: true, physical: false });
    const roll = b.roll(actor, (rng) => rollVsDifficulty(rng, { kind: 'unopposed', label: `${intruder.name} looks for devices: ${trait.name}`, trait, modifiers: mods, dice: 3 }, DEVICE_SPOT_DIFFICULTY, []));
    const spotted = roll.outcome === 'success';
    if (spotted) b.setDevice({ ...d, spotted: true });
    b.events.push({ type: 'mission.device', device: d.id, kind: d.kind, change: spotted ? 'spotted' : 'missed', unit: intruder.id, roll });
  }
}
