import { attackProblem } from '../commands/attack';
import { mapNow } from '../state/doors';
import { checkMelee } from '../commands/melee';
import { RUN_METERS, WALK_METERS } from '../commands/move';
import { weaponInHand } from '../commands/ranged-input';
import { firstAidProblem, throwChance, throwProblem } from '../commands/support';
import type { BattleCommand } from '../commands/types';
import type { Cell } from '../geometry/cells';
import { coverAgainst } from '../geometry/cover';
import { distanceTiles } from '../geometry/distance';
import { gridSearch } from '../geometry/grid-search';
import type { BattleMap } from '../map/types';
import { isNearDeath } from '../round/round-flow';
import type { AiLevel, BattleState, Unit } from '../state/types';
import { occupiedCells, unitById } from '../state/units';
import { mapFacts } from './map-facts';
import { AiView, type ShotChoice } from './value';

/**
 * The computer opponent (issue 4 point 7): one command at a time for the unit whose turn it is.
 * Deterministic: no dice, ties broken by cell and unit order. Every command it returns passes the
 * same checks as the reducer's (a property test replays random battles to prove it).
 */

/** How much a veteran fears the return fire at a cell, against the harm it can do from there. */
const RISK = { recruit: 0, veteran: 0.6 } as const;

function attackCommand(u: Unit, shot: ShotChoice): BattleCommand {
  return shot.mode === 'auto'
    ? { type: 'unit.attack', unit: u.id, target: shot.target, mode: 'auto' }
    : { type: 'unit.attack', unit: u.id, target: shot.target, mode: 'semi', shots: shot.shots };
}

const cellOf = (map: BattleMap, i: number): Cell => ({ x: i % map.width, y: Math.floor(i / map.width) });

/** A walk to the cell with the best balance of harm dealt and harm risked (veterans), or of harm dealt and cover (recruits). */
function bestWalk(view: AiView, u: Unit, level: AiLevel): { cell: Cell; score: number } | undefined {
  const { state, map } = view;
  // Nobody within any weapon's reach of the walk: nothing to weigh, the unit will advance instead.
  const walkTiles = WALK_METERS / map.metersPerTile;
  const near = view.enemiesOf(u).some((e) => {
    const d = distanceTiles(u.cell, e.cell) - walkTiles;
    return d * map.metersPerTile <= Math.max(view.reachMeters(u), view.reachMeters(e));
  });
  if (!near) return undefined;
  const reach = gridSearch(map).reach(u.cell.y * map.width + u.cell.x, WALK_METERS - u.turn.moved, occupiedCells(state, map.width, u.id));
  const facts = mapFacts(map);
  const weigh = view.weigher(u);
  const score = (c: Cell): number => {
    const offense = weigh.offense(c);
    const cover = facts.coverNear(c.y * map.width + c.x);
    if (level === 'recruit') return offense + 0.05 * cover;
    return offense - RISK.veteran * weigh.exposure(c) + 0.02 * cover;
  };
  const here = score(u.cell);
  let best: { cell: Cell; score: number } | undefined;
  // Recruits only look at the cells next to them; veterans at the cells in walking reach that
  // have cover beside them, and a few open ones (at most a dozen cells: this is the AI's hot path).
  let cells: number[];
  if (level === 'veteran') {
    const covered: number[] = [];
    const open: number[] = [];
    for (const i of reach) (facts.coverNear(i) > 0 ? covered : open).push(i);
    cells = [...covered.slice(0, 12), ...open.slice(0, Math.max(0, 12 - covered.length))];
  } else {
    // Distance under 1.5 tiles from the start: the eight cells around it.
    cells = reach.filter((i) => Math.max(Math.abs((i % map.width) - u.cell.x), Math.abs(Math.floor(i / map.width) - u.cell.y)) === 1);
  }
  for (const i of cells) {
    const c = cellOf(map, i);
    const s = score(c);
    if (s > here + 0.05 && (!best || s > best.score)) best = { cell: c, score: s };
  }
  return best;
}

/**
 * Toward the nearest enemy along a real path, as far as the budget allows; veterans end next to
 * cover when they can. The path avoids other units, so any prefix of it is a legal move.
 */
function advance(state: BattleState, map: BattleMap, u: Unit, level: AiLevel, running: boolean): Cell | undefined {
  // The nearest fighting enemy; on a tie the first in unit order.
  let goal: Unit | undefined;
  let goalDistance = Infinity;
  for (const e of state.units) {
    if (e.side === u.side || e.status !== 'fighting') continue;
    const d = distanceTiles(u.cell, e.cell);
    if (d < goalDistance) {
      goal = e;
      goalDistance = d;
    }
  }
  if (!goal) return undefined;
  const budget = ((running ? RUN_METERS : WALK_METERS) - u.turn.moved) / map.metersPerTile + 1e-9;
  if (budget <= 0) return undefined;
  const goalIndex = goal.cell.y * map.width + goal.cell.x;
  const occupied = occupiedCells(state, map.width, u.id).filter((i) => i !== goalIndex);
  const path = gridSearch(map).path(u.cell.y * map.width + u.cell.x, goalIndex, Infinity, occupied);
  if (!path) return undefined;
  // The cells of the path within the budget (the goal's own cell is never entered).
  const within: Cell[] = [];
  let cost = 0;
  for (let k = 1; k < path.length - 1; k++) {
    const a = path[k - 1];
    const b = path[k];
    if (a === undefined || b === undefined) break;
    cost += a % map.width !== b % map.width && Math.floor(a / map.width) !== Math.floor(b / map.width) ? Math.SQRT2 : 1;
    if (cost > budget) break;
    within.push(cellOf(map, b));
  }
  const last = within[within.length - 1];
  if (!last || level === 'recruit') return last;
  // A veteran gives up at most two steps of progress for a cell next to cover.
  const facts = mapFacts(map);
  const coverAt = (c: Cell): number => facts.coverNear(c.y * map.width + c.x);
  let pick = last;
  let best = coverAt(last);
  for (let i = within.length - 2; i >= Math.max(0, within.length - 3); i--) {
    const c = within[i];
    if (c && coverAt(c) > best) {
      pick = c;
      best = coverAt(c);
    }
  }
  return pick;
}

function firstAidCommand(state: BattleState, u: Unit, level: AiLevel): BattleCommand | undefined {
  const patients = state.units.filter((p) => p.side === u.side && p.status !== 'dead' && firstAidProblem(state, u, p) === undefined);
  const dying = patients.find((p) => isNearDeath(p));
  if (dying) return { type: 'unit.first-aid', unit: u.id, patient: dying.id };
  if (level === 'recruit') return undefined;
  const bleeding = patients.find((p) => p.condition.bleeding && (p.status !== 'fighting' || p.id === u.id || p.condition.wounds.serious + p.condition.wounds.critical > 0));
  return bleeding ? { type: 'unit.first-aid', unit: u.id, patient: bleeding.id } : undefined;
}

/** A veteran walks next to a dying friend it can reach this turn. */
function walkToPatient(state: BattleState, map: BattleMap, u: Unit): Cell | undefined {
  const dying = state.units.filter((p) => p.side === u.side && p.id !== u.id && isNearDeath(p) && !p.condition.firstAidThisMinute);
  if (dying.length === 0 || u.turn.moved > 0) return undefined;
  for (const i of gridSearch(map).reach(u.cell.y * map.width + u.cell.x, WALK_METERS, occupiedCells(state, map.width, u.id))) {
    const c = cellOf(map, i);
    if (dying.some((p) => Math.max(Math.abs(p.cell.x - c.x), Math.abs(p.cell.y - c.y)) === 1)) return c;
  }
  return undefined;
}

/** A flash-bang where it blinds two or more enemies and no friend (veterans only). */
function flashBangCommand(state: BattleState, map: BattleMap, u: Unit): BattleCommand | undefined {
  if (u.flashBangs <= 0) return undefined;
  const r = state.options.flashBangRadiusM / map.metersPerTile;
  for (const e of state.units) {
    if (e.side === u.side || e.status !== 'fighting') continue;
    const near = state.units.filter((v) => v.status === 'fighting' && distanceTiles(v.cell, e.cell) <= r);
    if (near.length < 2 || near.some((v) => v.side === u.side)) continue;
    if (distanceTiles(u.cell, e.cell) <= r || throwProblem(state, map, u, e.cell) !== undefined) continue;
    const chance = throwChance(map, u, e.cell);
    if (typeof chance !== 'number' || chance < 0.4) continue;
    return { type: 'unit.throw', unit: u.id, at: e.cell };
  }
  return undefined;
}

export function chooseCommand(state: BattleState, ground: BattleMap, unitId: string, level: AiLevel): BattleCommand {
  // R-OPS-35: the ground with the battle's closed doors in it.
  const map = mapNow(state, ground);
  const u = unitById(state, unitId);
  const end: BattleCommand = { type: 'unit.end-turn', unit: unitId };
  if (!u) return end;
  if (u.heldBy) {
    const holder = unitById(state, u.heldBy);
    return holder && !checkMelee(state, map, u, holder, 'escape') ? { type: 'unit.melee', unit: u.id, target: holder.id, maneuver: 'escape' } : end;
  }
  if (u.holding) {
    const held = unitById(state, u.holding);
    return held && !checkMelee(state, map, u, held, 'throw') ? { type: 'unit.melee', unit: u.id, target: held.id, maneuver: 'throw' } : end;
  }
  const aid = firstAidCommand(state, u, level);
  if (aid) return aid;
  if (level === 'veteran') {
    const toPatient = walkToPatient(state, map, u);
    if (toPatient) return { type: 'unit.move', unit: u.id, to: toPatient };
  }
  const gun = weaponInHand(u);
  if (gun && gun.state.loaded === 0 && gun.state.spares > 0) return { type: 'unit.reload', unit: u.id };
  if (level === 'veteran') {
    const bang = flashBangCommand(state, map, u);
    if (bang) return bang;
  }
  const view = new AiView(state, map, level);
  // One repositioning walk per turn, then the action from wherever it stands.
  if (u.turn.moved === 0) {
    const walk = bestWalk(view, u, level);
    if (walk) return { type: 'unit.move', unit: u.id, to: walk.cell };
  }
  const shot = view.bestShot(u);
  if (shot) {
    const cmd = attackCommand(u, shot);
    if (cmd.type === 'unit.attack' && attackProblem(state, map, cmd) === undefined) return cmd;
  }
  const melee = meleeCommand(state, map, u);
  if (melee) return melee;
  // Nothing to shoot from here: a veteran under fire it cannot answer dodges (R-OPS-14).
  if (level === 'veteran' && view.exposureAt(u, u.cell) > 0.5) return { type: 'unit.dodge', unit: u.id };
  const to = advance(state, map, u, level, true);
  if (to) return { type: 'unit.run', unit: u.id, to };
  return end;
}

/** Fists when there is no shot and an enemy stands next to it. */
function meleeCommand(state: BattleState, map: BattleMap, u: Unit): BattleCommand | undefined {
  for (const e of state.units) {
    if (e.side === u.side || e.status !== 'fighting') continue;
    const maneuver = u.melee ? 'strike' : 'punch';
    if (!checkMelee(state, map, u, e, maneuver)) return { type: 'unit.melee', unit: u.id, target: e.id, maneuver };
  }
  return undefined;
}

/** R-OPS-14, R-OPS-33: the computer's answer when one of its units is attacked and asked how it defends. */
export function chooseDefence(state: BattleState, ground: BattleMap, level: AiLevel): BattleCommand | undefined {
  // R-OPS-35: the ground with the battle's closed doors in it.
  const map = mapNow(state, ground);
  const prompt = state.prompt;
  if (!prompt) return undefined;
  const me = unitById(state, prompt.unit);
  const attacker = unitById(state, prompt.attack.unit);
  const canDodge = prompt.choices.includes('dodge');
  // A block costs nothing and can only help (R-OPS-33): the fallback whenever it is offered.
  const fallback: BattleCommand = { type: 'unit.defend', unit: prompt.unit, defence: prompt.choices.includes('block') ? 'block' : 'none' };
  if (!me || !attacker || !canDodge) return fallback;
  const dodge: BattleCommand = { type: 'unit.defend', unit: me.id, defence: 'dodge' };
  const attack = prompt.attack;
  if (attack.type === 'unit.melee') {
    // Dodging gives +1 to defend (R-OPS-19) but costs the action; only worth it with nothing to shoot.
    return level === 'veteran' && new AiView(state, map, level).bestShot(me) === undefined ? dodge : fallback;
  }
  if (level === 'recruit') {
    // Recruits duck whenever they are shot at in the open.
    return coverAgainst(map, attacker.cell, me.cell).targetCover === 'none' ? dodge : fallback;
  }
  const view = new AiView(state, map, level);
  const incoming = view.attackValue(attacker, me, attack.mode, attack.shots);
  const own = view.bestShot(me)?.value ?? 0;
  // A veteran weighs the harm coming at it against the harm it would give up by not acting.
  return incoming > Math.max(0.6, own) ? dodge : fallback;
}
