import { VIEW_SEEN, VIEW_WALL_LIT } from '../geometry/fov';
import { sideViews, visibleEnemies } from '../geometry/visibility';
import type { BattleMap } from '../map/types';
import { mapNow } from '../state/doors';
import type { BattleState, SideId } from '../state/types';
import { missionSeenUnits, missionSightKey } from '../mission/side-sight';

/**
 * What one side sees in one state (fog of war): the VIEW_* bits of every cell its fighting units
 * see (geometry's shadowcasting within the battle's `sightMeters`), and the units of other sides
 * in sight (pairwise line of sight, the rules' own test), dead bodies on seen cells included.
 */
export interface SideSight {
  readonly side: SideId;
  /** VIEW_* bits per cell (y * width + x). */
  readonly cells: Uint8Array;
  /** Units of other sides this side sees now. */
  readonly units: ReadonlySet<string>;
}

/** Cells shown without fog: seen, or a wall face lit from a seen cell. */
export const shownCell = (bits: number): boolean => (bits & (VIEW_SEEN | VIEW_WALL_LIT)) !== 0;

function computeSight(state: BattleState, base: BattleMap, side: SideId): SideSight {
  // R-OPS-35: closed doors block sight.
  const map = mapNow(state, base);
  const viewers = state.units.filter((u) => u.status === 'fighting').map((u) => ({ id: u.id, side: u.side, cell: u.cell }));
  const radius = state.options.sightMeters / map.metersPerTile;
  const cells = sideViews(map, viewers.filter((v) => v.side === side), radius).get(side) ?? new Uint8Array(map.width * map.height);
  // R-OPS-40, R-OPS-43: in a mission, light and noticing decide who is seen.
  if (state.mission) return { side, cells, units: missionSeenUnits(state, map, side) };
  const others = state.units.filter((u) => u.status !== 'dead' && u.side !== side).map((u) => ({ id: u.id, side: u.side, cell: u.cell }));
  const units = new Set(visibleEnemies(map, [...viewers.filter((v) => v.side === side), ...others], radius).get(side) ?? []);
  // Dead bodies are not "enemies in sight"; they show where the side sees their cell.
  for (const u of state.units) if (u.status === 'dead' && u.side !== side && ((cells[u.cell.y * map.width + u.cell.x] ?? 0) & VIEW_SEEN) !== 0) units.add(u.id);
  return { side, cells, units };
}

/**
 * Sight depends only on where units stand, who is still up and which doors are shut: the key of that, so a replay (and
 * the table) works a side's sight out again only after a move or a casualty.
 */
function sightKey(state: BattleState, map: BattleMap): string {
  let key = `${map.width}x${map.height}/${state.options.sightMeters}/${map.metersPerTile}/`;
  for (const d of state.doors) key += d.state === 'open' ? 'o' : 'c';
  for (const u of state.units) key += `|${u.id}:${u.cell.x},${u.cell.y}:${u.status}`;
  if (state.mission) key += `|m:${missionSightKey(state.mission)}`;
  return key;
}

const byState = new WeakMap<BattleState, Map<SideId, SideSight>>();
let lastMap: BattleMap | null = null;
let lastKey = '';
let lastSights = new Map<SideId, SideSight>();

/** One side's sight of this state; remembered for the state, and for states with the same positions. */
export function sideSight(state: BattleState, map: BattleMap, side: SideId): SideSight {
  let sights = byState.get(state);
  if (!sights) {
    const key = sightKey(state, map);
    if (lastMap !== map || key !== lastKey) {
      lastMap = map;
      lastKey = key;
      lastSights = new Map();
    }
    sights = lastSights;
    byState.set(state, sights);
  }
  let s = sights.get(side);
  if (!s) {
    s = computeSight(state, map, side);
    sights.set(side, s);
  }
  return s;
}
