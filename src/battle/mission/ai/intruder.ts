import { chooseCommand } from '../../ai/choose';
import type { BattleCommand } from '../../commands/types';
import { distanceMeters } from '../../geometry/distance';
import type { Cell } from '../../geometry/cells';
import type { BattleMap } from '../../map/types';
import type { AiLevel, BattleState, Unit } from '../../state/types';
import { isFighting } from '../../state/units';
import { captiveUnitId, covertSkill, guardOf, kitOf } from '../access';
import { cameraContest, footstepContest, noticeContest } from '../notice';
import { inExit } from '../objectives';
import { WALK_HEARING_METERS } from '../readings';
import { cameraSees, lightAt, missionSight, unitSees, type MissionSight } from '../sight';
import { taskCheck } from '../tasks';
import type { MissionState } from '../types';
import { distanceField } from './fields';
import { squadPlan, type Job } from './plan';
import { bestStep, doorOnTheWay, knownBattle, knownOccupied, moveToward, type Knowledge, type Ways } from './steps';
import { WALK_METERS } from '../../commands/move';
import { cellsToAvoid } from '../avoid';

/**
 * The computer's intruders (R-OPS-40..45), from what their side knows (R-OPS-46): they walk (a run
 * is heard and seen, R-OPS-40, R-OPS-41) toward their jobs along cells where the defenders they see
 * and the cameras they have spotted are least likely to notice them, wait while every step is in
 * view, do the objectives, and extract. An isolated guard they stand next to is taken down by
 * surprise (R-OPS-42); once an alerted defender has them in sight they fight as in a firefight,
 * silenced weapons first while no alarm is up (R-OPS-41).
 */

/** How many meters of walking a veteran gives to avoid one certain notice; a recruit weighs it less. */
const CAUTION: Readonly<Record<AiLevel, number>> = { recruit: 40, veteran: 120 };

const king = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const end = (u: Unit): BattleCommand => ({ type: 'unit.end-turn', unit: u.id });

const STEP_DX: readonly number[] = [0, 1, 1, 1, 0, -1, -1, -1];
const STEP_DY: readonly number[] = [-1, -1, 0, 1, 1, 1, 0, -1];

/** Where a guard seen walking is likely to stand after its next walk: up to 3 cells ahead along its facing, as far as the ground lets it. */
function ahead(map: BattleMap, d: Unit): Cell {
  let at = d.cell;
  for (let k = 0; k < 3; k++) {
    const x = at.x + (STEP_DX[d.facing] ?? 0);
    const y = at.y + (STEP_DY[d.facing] ?? 0);
    if (x < 0 || y < 0 || x >= map.width || y >= map.height || map.cells.blocksMove[y * map.width + x] === 1) break;
    at = { x, y };
  }
  return at;
}

/**
 * The chance the defenders and cameras the side knows of notice `u` standing at cell `i` (one roll
 * each, R-OPS-40), from where each guard stands now and where its walk is taking it; footsteps within
 * 3 m of an unaware guard too (R-OPS-41).
 */
function exposureAt(s: MissionSight, m: MissionState, state: BattleState, k: Knowledge, u: Unit, i: number): number {
  const at = { x: i % s.map.width, y: Math.floor(i / s.map.width) };
  let unseen = 1;
  const placed = { ...u, cell: at };
  for (const d of state.units) {
    if (!k.seen.has(d.id) || !isFighting(d) || d.side !== m.defenders) continue;
    const g = guardOf(m, d);
    if (g.noticed.includes(u.id)) continue;
    let worst = 0;
    for (const eye of g.awareness === 'unaware' && g.route.length > 0 ? [d.cell, ahead(s.map, d)] : [d.cell]) {
      if (king(eye, at) <= 1) return 1;
      const guard = eye === d.cell ? d : { ...d, cell: eye };
      if (unitSees(s, m, guard, at)) worst = Math.max(worst, g.awareness === 'alerted' ? 1 : noticeContest(s, m, guard, placed, at, false).chance);
      else if (g.awareness !== 'alerted' && distanceMeters(s.map, eye, at) <= WALK_HEARING_METERS) worst = Math.max(worst, footstepContest(m, guard, placed, false).chance);
    }
    if (worst >= 1) return 1;
    unseen *= 1 - worst;
  }
  for (const d of m.devices) {
    if (!d.spotted || d.kind !== 'camera' || d.status !== 'active' || d.noticed.includes(u.id)) continue;
    if (cameraSees(s, d, at)) unseen *= 1 - cameraContest(s, m, d.cells[0] ?? at, placed, at, false).chance;
  }
  // At night a lit cell shows it to eyes in the dark it cannot see (R-OPS-43): a little risk of its own.
  if (m.light !== null && !kitOf(m, u.id).seesInDark) {
    const light = lightAt(s, at);
    unseen *= light === 0 ? 0.85 : light === 1 ? 0.95 : 1;
  }
  return 1 - unseen;
}

/**
 * A walk toward the goal that trades distance for cover from the eyes the side knows of; `behind`
 * (meters from the goal): it keeps at least that far back, behind the squad's point man.
 */
function sneak(state: BattleState, w: Ways, k: Knowledge, u: Unit, goal: readonly Cell[], level: AiLevel, behind: number | null = null, keepOff: readonly Cell[] = [], doors = behind === null): BattleCommand | null {
  if (goal.length === 0 || u.turn.moved >= WALK_METERS) return null;
  const m = state.mission as MissionState;
  const map = w.live;
  const s = missionSight(m, map);
  const field = distanceField(w.ground, goal, wary(state, w));
  const door = doors ? doorOnTheWay(state, u, field, map.width, false) : null;
  if (door) return door;
  const memo = new Map<number, number>();
  const risk = (i: number): number => {
    let r = memo.get(i);
    if (r === undefined) {
      r = exposureAt(s, m, state, k, u, i);
      memo.set(i, r);
    }
    return r;
  };
  const weight = CAUTION[level];
  const off = new Set(keepOff.map((c) => c.y * map.width + c.x));
  const score = (i: number): number => {
    const f = field[i] ?? Infinity;
    return f + weight * risk(i) + (behind !== null && f < behind ? 1000 : 0) + (off.has(i) ? 100 : 0);
  };
  const to = bestStep(map, u, WALK_METERS - u.turn.moved, [...knownOccupied(state, map.width, k, u), ...wary(state, w)], score);
  return to ? { type: 'unit.move', unit: u.id, to } : null;
}

/** The cells of the working trip wires and sensors the side knows of: its compass leads round them (READING-KNOWN-DEVICES). */
function wary(state: BattleState, w: Ways): readonly number[] {
  const u = state.units.find((v) => v.side === state.mission?.intruders);
  return u ? cellsToAvoid(state, w.ground, u) : [];
}

/** A run to the goal when stealth no longer matters (the alarm is up, or it is leaving under fire). */
function dash(state: BattleState, w: Ways, k: Knowledge, u: Unit, goal: readonly Cell[]): BattleCommand | null {
  if (goal.length === 0) return null;
  const avoid = wary(state, w);
  return moveToward(state, w.live, u, distanceField(w.ground, goal, avoid), [...knownOccupied(state, w.live.width, k, u), ...avoid], true, true);
}

/** The squad's point man: the best eyes in the dark, then the best Stealth; it goes first, the others keep behind it. */
function pointMan(m: MissionState, among: readonly Unit[]): Unit | undefined {
  const rank = (u: Unit): number => (kitOf(m, u.id).seesInDark && m.light !== null ? 100 : 0) + (covertSkill(m, u, 'Stealth') ?? u.stats.rea - 3);
  let best: Unit | undefined;
  for (const u of among) if (!best || rank(u) > rank(best)) best = u;
  return best;
}

/** The job's action, when the unit can do it from where it stands. */
function work(state: BattleState, u: Unit, job: Job): BattleCommand | null {
  const task = job.kind === 'take' ? 'take' : job.kind === 'free' ? 'free' : job.kind === 'hack' ? 'hack' : job.kind === 'plant' ? 'plant' : job.kind === 'detonate' ? 'detonate' : job.kind === 'disarm' ? 'disarm' : null;
  if (!task) return null;
  const check = taskCheck(state, u, task, job.target);
  return typeof check === 'string' ? null : { type: 'unit.task', unit: u.id, task, target: job.target };
}

/** Whether an alerted defender the side sees has `u` in its sight: it is in a fight. */
function underFire(s: MissionSight, m: MissionState, state: BattleState, k: Knowledge, u: Unit): boolean {
  return state.units.some((d) => k.seen.has(d.id) && isFighting(d) && guardOf(m, d).awareness === 'alerted' && unitSees(s, m, d, u.cell));
}

/** R-OPS-42: an unaware or suspicious guard next to `u`, that no other defender the side sees can watch. */
function isolatedGuardBeside(s: MissionSight, m: MissionState, state: BattleState, k: Knowledge, u: Unit): Unit | undefined {
  const seen = state.units.filter((d) => k.seen.has(d.id) && isFighting(d) && d.side === m.defenders);
  return seen.find((d) => king(d.cell, u.cell) === 1 && guardOf(m, d).awareness !== 'alerted' && !seen.some((o) => o.id !== d.id && unitSees(s, m, o, u.cell)));
}

/** The best weapon to fight with while no alarm is up: a silenced one in hand first (a free switch, R-OPS-34). */
function silencedFirst(m: MissionState, u: Unit): BattleCommand | null {
  if (m.alarm.raised || u.turn.switched) return null;
  const silenced = kitOf(m, u.id).silenced;
  const held = u.weapons[u.weapon];
  if (held && silenced.includes(held.name)) return null;
  const index = u.weapons.findIndex((w) => silenced.includes(w.name) && w.loaded > 0);
  return index >= 0 ? { type: 'unit.switch', unit: u.id, to: index } : null;
}

function fight(state: BattleState, map: BattleMap, k: Knowledge, u: Unit, level: AiLevel): BattleCommand {
  return silencedFirst(state.mission as MissionState, u) ?? chooseCommand(knownBattle(state, k), map, u.id, level);
}

export function intruderCommand(state: BattleState, w: Ways, k: Knowledge, u: Unit, level: AiLevel): BattleCommand {
  const m = state.mission as MissionState;
  const map = w.live;
  const s = missionSight(m, map);
  const plan = squadPlan(state, w.ground, m, w.live);
  const exits = m.exits.flatMap((r) => {
    const out: Cell[] = [];
    for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) out.push({ x, y });
    return out;
  });
  const carrying = m.items.some((i) => i.carrier === u.id && !i.out);
  const rescued = m.captives.some((c, i) => c.freed && captiveUnitId(m, i) === u.id);
  const job = plan.jobs.get(u.id);
  const leaving = (carrying || rescued || plan.leaving) && !job;
  if (leaving && inExit(m, u.cell)) return { type: 'unit.task', unit: u.id, task: 'leave', target: '' };
  const done = job ? work(state, u, job) : null;
  if (done) return done;
  if (job?.kind === 'eliminate') {
    const target = state.units.find((v) => v.id === job.target);
    if (target && k.seen.has(target.id)) return fight(state, map, k, u, level);
  }
  if (underFire(s, m, state, k, u)) return leaving ? (dash(state, w, k, u, exits) ?? fight(state, map, k, u, level)) : fight(state, map, k, u, level);
  const prey = isolatedGuardBeside(s, m, state, k, u);
  if (prey) return { type: 'unit.melee', unit: u.id, target: prey.id, maneuver: u.meleeInHand ? 'strike' : 'punch' };
  if (u.turn.moved >= WALK_METERS) return end(u);
  // While a device watching the way is still to be disarmed (squadPlan puts it first), the other
  // workers escort the one disarming it rather than walk round by another way on their own.
  const own = job && (plan.lead?.kind !== 'disarm' || job.kind === 'disarm') ? job : undefined;
  // Where the squad is going: the leaver's exit, the worker's job, or the first job (the escorts).
  const goal = leaving ? exits : (own?.goal ?? plan.lead?.goal ?? exits);
  if (m.alarm.raised) return dash(state, w, k, u, goal) ?? end(u);
  // The point man goes first; the others keep behind it, and a worker comes up once it is there.
  const squad = state.units.filter((v) => v.side === m.intruders && isFighting(v));
  const point = pointMan(m, squad);
  // The cells the lead's worker works from are kept clear for it by everyone else.
  const workCells = !own && !leaving ? (plan.lead?.goal ?? []) : [];
  const field = distanceField(w.ground, goal, wary(state, w));
  const near = 3 * map.metersPerTile;
  if (!point || point.id === u.id) {
    // The point man leads the way; once there, it waits a few cells off the job for the worker.
    const here = field[u.cell.y * map.width + u.cell.x] ?? Infinity;
    if (!own && !leaving && here <= near && !workCells.some((c) => c.x === u.cell.x && c.y === u.cell.y)) return end(u);
    return sneak(state, w, k, u, goal, level, !own && !leaving ? near - map.metersPerTile : null, workCells, true) ?? end(u);
  }
  const pointAt = field[point.cell.y * map.width + point.cell.x] ?? Infinity;
  if (own && pointAt <= near) return sneak(state, w, k, u, goal, level) ?? end(u);
  return sneak(state, w, k, u, goal, level, pointAt + map.metersPerTile, workCells) ?? end(u);
}
