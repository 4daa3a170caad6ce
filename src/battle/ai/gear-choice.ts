import { reloadSource } from '../commands/actions';
import { weaponInHand } from '../commands/ranged-input';
import { throwChance, throwProblem } from '../commands/support';
import type { BattleCommand } from '../commands/types';
import { pickUpProblem } from '../commands/weapons';
import type { Cell } from '../geometry/cells';
import { coverAgainst } from '../geometry/cover';
import { distanceTiles } from '../geometry/distance';
import type { BattleMap } from '../map/types';
import type { AiLevel, BattleState, Unit } from '../state/types';
import { bestMelee } from './melee-choice';
import { FLASH_BANG_RANGES } from '../../ops/data/equipment';
import { RUN_METERS, WALK_METERS } from '../commands/move';
import { gridSearch } from '../geometry/grid-search';
import { occupiedCells } from '../state/units';
import { mapFacts } from './map-facts';
import type { AiView, ShotChoice } from './value';

/**
 * The computer's weapons and gear (R-OPS-15, R-OPS-17, R-OPS-34, R-OPS-37): the weapon in hand that
 * shoots best (a free switch: the sniper draws its pistol up close), picking a dropped weapon up,
 * reloading before the magazine runs dry when nobody can shoot at it, and flash-bangs thrown where
 * they blind a group, or an enemy sitting in full cover.
 */

/** The firearm to take in hand, when another carried one shoots clearly better from here. */
export function betterWeapon(view: AiView, u: Unit): { index: number; shot: ShotChoice } | undefined {
  if ((u.turn.switched ?? 0) > 0) return undefined;
  const now = u.meleeInHand ? undefined : view.bestShot(u);
  let best: { index: number; shot: ShotChoice } | undefined;
  for (let i = 0; i < u.weapons.length; i++) {
    if (i === u.weapon && !u.meleeInHand) continue;
    const shot = view.bestShotWith(u, i);
    if (shot && shot.value > (now?.value ?? 0) * 1.15 + 0.05 && (!best || shot.value > best.shot.value)) best = { index: i, shot };
  }
  // Not for a shot its hands do better without: the free switch stays for the blow (choose.ts).
  if (best && u.weapon < 0 && !u.meleeInHand && (bestMelee(view.state, view.map, view, u)?.value ?? 0) >= best.shot.value) return undefined;
  return best;
}

const beside = (a: Cell, b: Cell): boolean => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) <= 1;

/**
 * A firearm within reach to pick up (the action, R-OPS-34): when the unit carries none, or when no
 * enemy is at arm's length and no gun it carries has a good shot; its own better gun back (a rifle
 * knocked from its hands) when that shoots more than twice as well as drawing what it still
 * carries, since the pick-up costs this turn's shot; or, to keep it from an enemy beside it, a gun
 * that enemy would shoot better with than with what it carries, when that is worth more than this
 * unit's best action (an enemy with no gun left: unless it has a strong shot itself).
 */
export function pickUpCommand(state: BattleState, view: AiView, u: Unit): BattleCommand | undefined {
  const reachable = state.floor.flatMap((f, i) => (f.kind === 'firearm' && pickUpProblem(state, u, i) === undefined ? [i] : []));
  const first = reachable[0];
  if (first === undefined) return undefined;
  const enemies = view.enemiesOf(u);
  const pressed = enemies.some((e) => beside(e.cell, u.cell));
  const shot = view.bestShot(u)?.value ?? 0;
  const carried = view.bestCarried(u);
  if (u.weapons.length === 0 || (!pressed && carried < 0.5)) return { type: 'unit.pick-up', unit: u.id, item: first };
  const melee = bestMelee(state, view.map, view, u)?.value ?? 0;
  const own = Math.max(shot, carried, melee);
  let best: { item: number; value: number } | undefined;
  for (const i of reachable) {
    const item = state.floor[i];
    if (item?.kind !== 'firearm') continue;
    const back = view.bestShotHolding(u, item.weapon, String(i))?.value ?? 0;
    if (back > 2 * own + 0.1 && (!best || back > best.value)) best = { item: i, value: back };
    for (const e of enemies) {
      if (!beside(e.cell, item.cell) || e.heldBy) continue;
      const gain = view.gunAdvantage(e, item.weapon, String(i));
      const worth = e.weapons.length === 0 && own < 1.5 ? Math.max(gain, own + 0.01) : gain;
      if (worth > own && (!best || worth > best.value)) best = { item: i, value: worth };
    }
  }
  return best ? { type: 'unit.pick-up', unit: u.id, item: best.item } : undefined;
}

/**
 * Holding an enemy (R-OPS-19) whose firearm lies within reach after a disarm, the unit takes the
 * gun (R-OPS-34, the action; the hold goes on) when the enemy has no gun left, or when the gun adds
 * more to its shooting than half of what the holder's best blow is worth: once the enemy is thrown
 * or breaks free it has only its lesser gun, where a throw first would leave it to pick its own
 * gun up again.
 */
export function denyHeldGun(state: BattleState, view: AiView, u: Unit): BattleCommand | undefined {
  const held = u.holding ? state.units.find((v) => v.id === u.holding) : undefined;
  if (!held) return undefined;
  const blow = bestMelee(state, view.map, view, u)?.value ?? 0;
  let best: { item: number; gain: number } | undefined;
  state.floor.forEach((f, i) => {
    if (f.kind !== 'firearm' || !beside(f.cell, held.cell) || pickUpProblem(state, u, i) !== undefined) return;
    const gain = held.weapons.length === 0 ? Infinity : view.gunAdvantage(held, f.weapon, String(i));
    if (gain > 0.5 * blow && (!best || gain > best.gain)) best = { item: i, gain };
  });
  return best ? { type: 'unit.pick-up', unit: u.id, item: best.item } : undefined;
}

/**
 * Reload (the action): when empty; or, below a third of the magazine, when no enemy could shoot at
 * it where it stands and it has nothing worth shooting at (R-OPS-37 keeps the partly used one).
 */
export function reloadCommand(view: AiView, u: Unit, safe: boolean): BattleCommand | undefined {
  const gun = weaponInHand(u);
  if (!gun || !reloadSource(gun.state)) return undefined;
  if (gun.state.loaded === 0) return { type: 'unit.reload', unit: u.id };
  const low = gun.state.loaded < Math.max(2, gun.state.magazine / 3);
  if (low && safe && (view.bestShot(u)?.value ?? 0) < 0.3) return { type: 'unit.reload', unit: u.id };
  return undefined;
}

/**
 * What blinding these enemies is worth (R-OPS-17, R-OPS-36): the harm each could do with its best
 * shot, less what it could do blind (-3), over the two turns the blindness covers; nothing when a
 * friend would be blinded too.
 */
function blastValue(state: BattleState, map: BattleMap, view: AiView, u: Unit, at: Cell): number {
  const r = state.options.flashBangRadiusM / map.metersPerTile;
  let value = 0;
  for (const v of state.units) {
    if (v.status !== 'fighting' || distanceTiles(v.cell, at) > r) continue;
    if (v.side === u.side) return 0;
    if (v.blindRounds > 0) continue;
    const blind = view.bestShotBlind(v)?.value ?? 0;
    value += 0.3 + 1.5 * Math.max(0, view.threatOf(v) - blind);
  }
  return value;
}

/**
 * A flash-bang where blinding the enemies around the spot is worth more than the unit's best shot
 * (a group, a rifleman sitting in cover, a gunman about to fire), when the throw is likely to land.
 */
export function flashBangCommand(state: BattleState, map: BattleMap, view: AiView, u: Unit, level: AiLevel): BattleCommand | undefined {
  if (u.flashBangs <= 0 || u.heldBy) return undefined;
  const r = state.options.flashBangRadiusM / map.metersPerTile;
  const shot = view.bestShot(u)?.value ?? 0;
  let best: { at: Cell; value: number } | undefined;
  for (const e of view.enemiesOf(u)) {
    if (distanceTiles(u.cell, e.cell) <= r || distanceTiles(u.cell, e.cell) > maxThrowTiles(map)) continue;
    if (throwProblem(state, map, u, e.cell) !== undefined) continue;
    const chance = throwChance(map, u, e.cell);
    if (typeof chance !== 'number' || chance < (level === 'veteran' ? 0.4 : 0.55)) continue;
    const value = chance * blastValue(state, map, view, u, e.cell);
    if (value > shot && (!best || value > best.value)) best = { at: e.cell, value };
  }
  return best ? { type: 'unit.throw', unit: u.id, at: best.at } : undefined;
}

/**
 * A cell within this turn's walk from which a flash-bang would be worth throwing (flashBangCommand
 * from there): the grenadier closes to throwing range of an enemy in cover, then throws.
 */
export function throwSpot(state: BattleState, map: BattleMap, view: AiView, u: Unit, level: AiLevel): Cell | undefined {
  if (u.flashBangs <= 0 || u.heldBy || u.holding) return undefined;
  const walk = WALK_METERS / map.metersPerTile;
  const targets = view.enemiesOf(u).filter((e) => {
    const d = distanceTiles(u.cell, e.cell);
    return d <= maxThrowTiles(map) + walk && coverAgainst(map, u.cell, e.cell).targetCover !== 'none';
  });
  if (targets.length === 0) return undefined;
  const near = (c: number) => Math.min(...targets.map((e) => distanceTiles({ x: c % map.width, y: Math.floor(c / map.width) }, e.cell)));
  const reach = gridSearch(map).reach(u.cell.y * map.width + u.cell.x, WALK_METERS, occupiedCells(state, map.width, u.id));
  // The dozen cells of the walk nearest the enemies in cover: the hot path stays small.
  const cells = [...reach].sort((a, b) => near(a) - near(b) || a - b).slice(0, 12);
  for (const i of cells) {
    const at = { x: i % map.width, y: Math.floor(i / map.width) };
    if (flashBangCommand(state, map, view, { ...u, cell: at }, level)) return at;
  }
  return undefined;
}

/** Past this the grenadier presses on only by bounds from hidden cell to hidden cell. */
const FAR_METERS = 100;
/** A shot worth this much (the harm it is likely to do) keeps a far grenadier where it is. */
const STRONG_SHOT = 2.5;
/** The most harm the seen enemies may be able to do at the end of a far bound. */
const HIDDEN = 0.3;

/**
 * The grenadier presses on: with flash-bangs left and the nearest enemy out of a good throw (past
 * 16 m) but within 100 m, it walks its 6 m toward it, to the cell nearest it with cover beside it,
 * and then fires from there as usual. Farther off (a long road through the woods), unless it has
 * a strong shot from where it stands, it runs its 24 m (its action) to the nearest cell where the
 * enemies it sees could hardly hurt it, and stays put when there is none.
 */
export function pressOn(state: BattleState, map: BattleMap, view: AiView, u: Unit): { readonly at: Cell; readonly run: boolean } | undefined {
  if (u.flashBangs <= 0 || u.turn.moved > 0 || u.heldBy || u.holding) return undefined;
  const good = 16 / map.metersPerTile;
  const enemies = view.enemiesOf(u);
  if (enemies.length === 0) return undefined;
  const here = Math.min(...enemies.map((e) => distanceTiles(u.cell, e.cell)));
  if (here <= good) return undefined;
  const facts = mapFacts(map);
  const nearest = (i: number): number => {
    const at = { x: i % map.width, y: Math.floor(i / map.width) };
    let d = Infinity;
    for (const e of enemies) d = Math.min(d, distanceTiles(at, e.cell));
    return d;
  };
  const start = u.cell.y * map.width + u.cell.x;
  const occupied = occupiedCells(state, map.width, u.id);
  if (here > FAR_METERS / map.metersPerTile) {
    if ((view.bestShot(u)?.value ?? 0) >= STRONG_SHOT) return undefined;
    const weigh = view.weigher(u);
    // The dozen covered cells of the run that close the most; the first of them hidden wins.
    const bounds = [...gridSearch(map).reach(start, RUN_METERS, occupied)]
      .filter((i) => facts.coverNear(i) > 0 && nearest(i) <= here - 4)
      .sort((a, b) => nearest(a) - nearest(b) || a - b)
      .slice(0, 12);
    const hidden = bounds.find((i) => weigh.exposure({ x: i % map.width, y: Math.floor(i / map.width) }) < HIDDEN);
    return hidden === undefined ? undefined : { at: { x: hidden % map.width, y: Math.floor(hidden / map.width) }, run: true };
  }
  let best: { at: Cell; score: number } | undefined;
  for (const i of gridSearch(map).reach(start, WALK_METERS, occupied)) {
    const at = { x: i % map.width, y: Math.floor(i / map.width) };
    const d = nearest(i);
    if (d > here - 1) continue;
    const score = -d + 0.8 * Math.min(1, facts.coverNear(i));
    if (!best || score > best.score || (score === best.score && i < best.at.y * map.width + best.at.x)) best = { at, score };
  }
  return best ? { at: best.at, run: false } : undefined;
}

const maxThrowTiles = (map: BattleMap): number => (2 * (FLASH_BANG_RANGES[6] ?? 20)) / map.metersPerTile;
