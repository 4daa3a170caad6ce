import { attackProblem } from '../commands/attack';
import { mapNow } from '../state/doors';
import { WALK_METERS } from '../commands/move';
import { firstAidProblem } from '../commands/support';
import type { BattleCommand } from '../commands/types';
import type { Cell } from '../geometry/cells';
import { distanceTiles } from '../geometry/distance';
import { gridSearch } from '../geometry/grid-search';
import { lineOfSight } from '../geometry/sight';
import type { BattleMap } from '../map/types';
import { isNearDeath } from '../round/round-flow';
import type { AiLevel, BattleState, Unit } from '../state/types';
import { occupiedCells, unitById } from '../state/units';
import { mapFacts } from './map-facts';
import { betterWeapon, denyHeldGun, flashBangCommand, pickUpCommand, pressOn, reloadCommand, throwSpot } from './gear-choice';
import { bestMelee, meleePotential, type MeleeChoice } from './melee-choice';
import { adjacent, holdsWeapon } from '../commands/melee';
import { advanceCommand, runBeside } from './route';
import { shutDoorCommand } from './door-choice';
import { watchCommand, watchedWay } from './watch-choice';
import { AiView, type ShotChoice } from './value';

/**
 * The computer opponent: one command at a time for the unit whose turn it is.
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
    // R-OPS-48: the watchers on the way count like the fire it would stand in.
    return offense - RISK.veteran * (weigh.exposure(c) + watchedWay(state, map, u, c)) + 0.02 * cover;
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

/**
 * Holding to catch an enemy in the open (R-OPS-28): a veteran with nothing worth shooting waits
 * until the nearest enemy in its sight that it cannot hit well, that has still to act, has moved; then it acts on
 * where that enemy went.
 */
function holdCommand(state: BattleState, view: AiView, u: Unit): BattleCommand | undefined {
  if ((view.bestShot(u)?.value ?? 0) >= 0.35) return undefined;
  const reach = view.reachMeters(u) / view.map.metersPerTile;
  let pick: Unit | undefined;
  let nearest = Infinity;
  let lowest = Infinity;
  let awaited = 0;
  for (const e of view.enemiesOf(u)) {
    if (e.turn.done || e.turn.acted || e.dodging || e.hold !== null || e.initiative === null) continue;
    const d = distanceTiles(u.cell, e.cell);
    if (d > reach) continue;
    // The awaited unit is named when it is seen (R-OPS-28): only an enemy in this unit's sight.
    if (!lineOfSight(view.map, u.cell, e.cell)) continue;
    if ((view.shotAt(u, e)?.value ?? 0) >= 0.2) continue;
    awaited++;
    lowest = Math.min(lowest, e.initiative);
    if (d < nearest) {
      pick = e;
      nearest = d;
    }
  }
  if (!pick) return undefined;
  // Two or more such enemies: it waits for all of them, holding to just below the last one's
  // initiative (R-OPS-28; the tracker shows the values of units in sight).
  const below = Math.ceil(lowest) - 1;
  if (awaited >= 2 && below < (u.initiative ?? 0)) return { type: 'unit.hold', unit: u.id, until: { value: below } };
  return { type: 'unit.hold', unit: u.id, until: { unit: pick.id } };
}

/**
 * A fighter much better with its hands (or its knife) than with its gun runs to the nearest enemy
 * it can reach this turn, to fight it hand to hand next turn (R-OPS-18..20).
 */
function closeIn(state: BattleState, map: BattleMap, view: AiView, u: Unit): BattleCommand | undefined {
  const shot = view.bestShot(u)?.value ?? 0;
  let best: { e: Unit; d: number } | undefined;
  for (const e of view.enemiesOf(u)) {
    const d = distanceTiles(u.cell, e.cell) * map.metersPerTile;
    if (d > 24 || (best && d >= best.d)) continue;
    if (meleePotential(u, e) > Math.max(0.8, 0.9 * shot)) best = { e, d };
  }
  return best ? runBeside(state, map, u, best.e) : undefined;
}

function attackOrMelee(state: BattleState, map: BattleMap, view: AiView, u: Unit): BattleCommand | undefined {
  const shot = view.bestShot(u);
  const melee = bestMelee(state, map, view, u);
  if (melee && melee.value > (shot?.value ?? 0)) return meleeOrSwitch(state, u, melee);
  if (shot) {
    const cmd = attackCommand(u, shot);
    if (cmd.type === 'unit.attack' && attackProblem(state, map, cmd) === undefined) return cmd;
  }
  return melee ? meleeOrSwitch(state, u, melee) : undefined;
}

/**
 * The maneuver, or first the free switch it calls for (R-OPS-34): the knife in hand for a strike;
 * empty hands for a blow without it when an enemy beside the unit is free to knock the weapon in
 * its hand to the floor (a disarm, R-OPS-19) and pick it up.
 */
function meleeOrSwitch(state: BattleState, u: Unit, melee: MeleeChoice): BattleCommand {
  if (melee.needsKnife) return { type: 'unit.switch', unit: u.id, to: 'melee' };
  return stowFirst(state, u, melee) ? { type: 'unit.switch', unit: u.id, to: 'none' } : melee.command;
}

function stowFirst(state: BattleState, u: Unit, melee: MeleeChoice): boolean {
  const blow = melee.command;
  if (blow.type !== 'unit.melee' || blow.maneuver === 'strike' || u.heldBy !== null) return false;
  if (!holdsWeapon(u) || (u.turn.switched ?? 0) > 0) return false;
  return state.units.some((e) => e.side !== u.side && e.status === 'fighting' && e.heldBy === null && adjacent(u, e));
}

export function chooseCommand(state: BattleState, ground: BattleMap, unitId: string, level: AiLevel): BattleCommand {
  // R-OPS-35: the ground with the battle's closed doors in it.
  const map = mapNow(state, ground);
  const u = unitById(state, unitId);
  const end: BattleCommand = { type: 'unit.end-turn', unit: unitId };
  if (!u) return end;
  const view = new AiView(state, map, level);
  if (u.heldBy || u.holding) {
    const deny = denyHeldGun(state, view, u);
    if (deny) return deny;
    const melee = bestMelee(state, map, view, u);
    return melee ? meleeOrSwitch(state, u, melee) : end;
  }
  const aid = firstAidCommand(state, u, level);
  if (aid) return aid;
  if (level === 'veteran') {
    const toPatient = walkToPatient(state, map, u);
    if (toPatient) return { type: 'unit.move', unit: u.id, to: toPatient };
  }
  const pickUp = pickUpCommand(state, view, u);
  if (pickUp) return pickUp;
  // R-OPS-34: a better weapon for the range is a free switch away (the sniper's pistol up close).
  const draw = betterWeapon(view, u);
  if (draw) return { type: 'unit.switch', unit: u.id, to: draw.index };
  const safe = view.exposureAt(u, u.cell) < 0.15;
  const reload = reloadCommand(view, u, safe);
  if (reload) return reload;
  const bang = flashBangCommand(state, map, view, u, level);
  if (bang) return bang;
  // R-OPS-35: an open door beside it that lets the enemy shoot at it is shut first (2 m of the walk).
  const shut = shutDoorCommand(state, ground, view, u);
  if (shut) return shut;
  if (u.turn.moved === 0) {
    const spot = throwSpot(state, map, view, u, level);
    if (spot) return { type: 'unit.move', unit: u.id, to: spot };
    const press = level === 'veteran' ? pressOn(state, map, view, u) : undefined;
    if (press) return { type: press.run ? 'unit.run' : 'unit.move', unit: u.id, to: press.at };
  }
  // One repositioning walk per turn, then the action from wherever it stands.
  if (u.turn.moved === 0) {
    const walk = bestWalk(view, u, level);
    if (walk) return { type: 'unit.move', unit: u.id, to: walk.cell };
  }
  // A fighter better with its hands than its gun closes in first (it has no one at arm's length yet).
  if (!bestMelee(state, map, view, u)) {
    const charge = closeIn(state, map, view, u);
    if (charge) return charge;
  }
  const act = attackOrMelee(state, map, view, u);
  if (act) return act;
  // R-OPS-48: with overwatch in play, watching beats waiting.
  const watch = watchCommand(state, map, view, u);
  if (watch) return watch;
  if (level === 'veteran') {
    const hold = holdCommand(state, view, u);
    if (hold) return hold;
  }
  // Nothing to shoot from here: a veteran under fire it cannot answer dodges (R-OPS-14).
  if (level === 'veteran' && view.exposureAt(u, u.cell) > 0.5) return { type: 'unit.dodge', unit: u.id };
  // Blinded (R-OPS-17): it stays where it is rather than run blind at the enemy.
  if (u.blindRounds > 0) return end;
  const base = mapNow({ ...state, doors: [] }, ground);
  return advanceCommand(state, map, base, u, level, true) ?? end;
}

/**
 * R-OPS-28, the tracker's "act now": a computer unit holding its action steps in when the group
 * acting now gives it a shot worth taking: the enemy it waited for has come out (it has moved and
 * not yet acted), or anyone is in its sights well enough. It then acts with that group.
 */
export function chooseActNow(state: BattleState, ground: BattleMap, level: AiLevel, unitId: string): BattleCommand | undefined {
  const map = mapNow(state, ground);
  const u = unitById(state, unitId);
  if (!u || u.hold === null || u.turn.done || u.status !== 'fighting' || !state.group) return undefined;
  const view = new AiView(state, map, level);
  const awaited = u.hold.kind === 'until' ? unitById(state, u.hold.unit) : undefined;
  const out = awaited && state.group.units.includes(awaited.id) && awaited.turn.moved > 0 && !awaited.turn.done;
  const onIt = out && awaited ? (view.shotAt(u, awaited)?.value ?? 0) : 0;
  const best = view.bestShot(u)?.value ?? 0;
  return onIt >= 0.3 || best >= 0.8 ? { type: 'unit.act-now', unit: u.id } : undefined;
}
