import { COVER_BLOCK, type BattleMap } from '../map/types';
import type { Cell } from '../geometry/cells';
import type { BattleDoor, BattleState } from './types';

/**
 * R-OPS-35: a closed (or locked) door blocks movement and sight. The map's cells know nothing of
 * doors (a door changes during a battle), so the rules read the ground through `mapNow`: the map
 * with every closed door a blocking cell. Every rules entry point that takes a map calls it; the
 * result is remembered per door configuration, so each one keeps its own line-of-fire and path
 * caches, and a battle whose doors are all open uses the map itself.
 */

/** A door that stops movement, sight and fire now. */
export function doorBlocks(d: BattleDoor): boolean {
  return d.state === 'closed' || d.state === 'locked';
}

/** The doors as the battle begins: those of the map, in its order. */
export function doorsOfMap(map: BattleMap): BattleDoor[] {
  return map.doors.map((d) => ({ x: d.x, y: d.y, state: d.state }));
}

export function doorAt(state: BattleState, cell: Cell): { door: BattleDoor; index: number } | undefined {
  const index = state.doors.findIndex((d) => d.x === cell.x && d.y === cell.y);
  const door = state.doors[index];
  return door ? { door, index } : undefined;
}

/** The map a live map was made from (a map is its own base). */
const BASE = new WeakMap<BattleMap, BattleMap>();
/**
 * Per base map: the map for each set of blocking doors, most recently used last (a few
 * configurations per battle). Bounded small: a shipped map's object outlives its battle ("Play
 * again" reuses it), and every variant carries the computer's per-map tables (ai/map-facts.ts,
 * geometry caches), so a long session would otherwise keep every battle's door states alive.
 */
const VARIANTS = new WeakMap<BattleMap, Map<string, BattleMap>>();
const MAX_VARIANTS = 8;
/** The last answer per doors array (states share it until a door changes). */
const BY_DOORS = new WeakMap<readonly BattleDoor[], { base: BattleMap; map: BattleMap }>();

function variant(base: BattleMap, doors: readonly BattleDoor[]): BattleMap {
  let key = '';
  for (let i = 0; i < doors.length; i++) if (doorBlocks(doors[i] as BattleDoor)) key += `${i},`;
  if (key === '') return base;
  let variants = VARIANTS.get(base);
  if (!variants) {
    variants = new Map();
    VARIANTS.set(base, variants);
  }
  const known = variants.get(key);
  if (known) {
    // Used again: it moves to the end, so the least recently used goes first.
    variants.delete(key);
    variants.set(key, known);
    return known;
  }
  const cover = base.cells.cover.slice();
  const blocksSight = base.cells.blocksSight.slice();
  const blocksMove = base.cells.blocksMove.slice();
  const stopsFire = base.cells.stopsFire.slice();
  for (const d of doors) {
    if (!doorBlocks(d) || d.x < 0 || d.y < 0 || d.x >= base.width || d.y >= base.height) continue;
    const i = d.y * base.width + d.x;
    cover[i] = COVER_BLOCK;
    blocksSight[i] = 1;
    blocksMove[i] = 1;
    stopsFire[i] = 1;
  }
  const made: BattleMap = {
    ...base,
    cells: { cover, blocksSight, blocksMove, stopsFire },
    doors: doors.map((d) => ({ x: d.x, y: d.y, state: d.state === 'destroyed' ? 'open' : d.state })),
  };
  if (variants.size >= MAX_VARIANTS) {
    const oldest = variants.keys().next();
    if (!oldest.done) variants.delete(oldest.value);
  }
  variants.set(key, made);
  BASE.set(made, base);
  return made;
}

/** The ground as the rules see it now: `map` (the battle's map, or a map already made by this) with the battle's closed doors in it. */
export function mapNow(state: Pick<BattleState, 'doors'>, map: BattleMap): BattleMap {
  const base = BASE.get(map) ?? map;
  if (state.doors.length === 0) return base;
  const last = BY_DOORS.get(state.doors);
  if (last && last.base === base) return last.map;
  const made = variant(base, state.doors);
  BY_DOORS.set(state.doors, { base, map: made });
  return made;
}
