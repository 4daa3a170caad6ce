import { sideViews, visibleEnemies } from '../geometry/visibility';
import { mapNow } from '../state/doors';
import type { BattleMap } from '../map/types';
import type { BattleState, SideId } from '../state/types';

/**
 * Fog of war for one side: the VIEW_* bits of every cell its fighting units see (geometry's
 * shadowcasting, sight limited by the battle's `sightMeters`), and the enemy units in sight.
 */
export function sideVisibility(state: BattleState, ground: BattleMap, side: SideId): { cells: Uint8Array; enemies: readonly string[] } {
  // R-OPS-35: the ground with the battle's closed doors in it.
  const map = mapNow(state, ground);
  const viewers = state.units.filter((u) => u.status === 'fighting').map((u) => ({ id: u.id, side: u.side, cell: u.cell }));
  const radius = state.options.sightMeters / map.metersPerTile;
  const cells = sideViews(map, viewers.filter((v) => v.side === side), radius).get(side) ?? new Uint8Array(map.width * map.height);
  const everyone = state.units.filter((u) => u.status !== 'dead').map((u) => ({ id: u.id, side: u.side, cell: u.cell }));
  const seen = visibleEnemies(map, [...viewers.filter((v) => v.side === side), ...everyone.filter((v) => v.side !== side)], radius);
  return { cells, enemies: seen.get(side) ?? [] };
}
