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
import { FLASH_BANG_RANGES } from '../../ops/data/equipment';
import { WALK_METERS } from '../commands/move';
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
  return best;
}

/**
 * A firearm within reach to pick up (the action): when the unit carries none, or when no enemy is
 * at arm's length and it has no good shot anyway (its own rifle, knocked from its hands).
 */
export function pickUpCommand(state: BattleState, view: AiView, u: Unit): BattleCommand | undefined {
  const item = state.floor.findIndex((f, i) => f.kind === 'firearm' && pickUpProblem(state, u, i) === undefined);
  if (item < 0) return undefined;
  const pressed = view.enemiesOf(u).some((e) => Math.max(Math.abs(e.cell.x - u.cell.x), Math.abs(e.cell.y - u.cell.y)) <= 1);
  if (u.weapons.length === 0 || (!pressed && (view.bestShot(u)?.value ?? 0) < 0.5)) return { type: 'unit.pick-up', unit: u.id, item };
  return undefined;
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

/**
 * The grenadier presses on: with flash-bangs left and the nearest enemy out of a good throw (past
 * 16 m) but within 100 m, it walks its 6 m toward it, to the cell nearest it with cover beside it,
 * and then fires from there as usual.
 */
export function pressOn(state: BattleState, map: BattleMap, view: AiView, u: Unit): Cell | undefined {
  if (u.flashBangs <= 0 || u.turn.moved > 0 || u.heldBy || u.holding) return undefined;
  const good = 16 / map.metersPerTile;
  const enemies = view.enemiesOf(u);
  if (enemies.length === 0) return undefined;
  const here = Math.min(...enemies.map((e) => distanceTiles(u.cell, e.cell)));
  if (here <= good || here > 100 / map.metersPerTile) return undefined;
  const facts = mapFacts(map);
  let best: { at: Cell; score: number } | undefined;
  for (const i of gridSearch(map).reach(u.cell.y * map.width + u.cell.x, WALK_METERS, occupiedCells(state, map.width, u.id))) {
    const at = { x: i % map.width, y: Math.floor(i / map.width) };
    const d = Math.min(...enemies.map((e) => distanceTiles(at, e.cell)));
    if (d > here - 1) continue;
    const score = -d + 0.8 * Math.min(1, facts.coverNear(i));
    if (!best || score > best.score || (score === best.score && i < best.at.y * map.width + best.at.x)) best = { at, score };
  }
  return best?.at;
}

const maxThrowTiles = (map: BattleMap): number => (2 * (FLASH_BANG_RANGES[6] ?? 20)) / map.metersPerTile;
