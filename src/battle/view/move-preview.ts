import { coverAgainst, type TargetCover } from '../geometry/cover';
import type { Cell } from '../geometry/cells';
import { findPath } from '../geometry/movement';
import type { LegalActions } from '../commands/legal';
import { WALK_METERS } from '../commands/move';
import type { BattleMap } from '../map/types';
import { mapNow } from '../state/doors';
import { occupiedBy } from '../state/units';
import type { SeatView } from './seat-view';
import { watchPreview, type WatchThreat } from '../overwatch/preview';

/**
 * What moving one of the viewer's units to a cell would be, before it is done (the XCOM-style
 * hover): walk or run, the path and its meters, what is left of the walk, and the cover that
 * cell gives against each enemy the viewer sees (R-OPS-13, R-OPS-27), and the watchers it sees
 * that would fire on the way (R-OPS-48). Worked out on the battle as the viewer knows it, so it
 * never shows a unit the viewer has not seen.
 */
export interface MovePreview {
  readonly to: Cell;
  readonly kind: 'walk' | 'run' | 'out of reach';
  /** Cells from the unit to `to`, both included; empty when out of reach. */
  readonly path: readonly Cell[];
  readonly meters: number;
  /** Walk left after it (walks only). */
  readonly walkLeft: number;
  /** A run is the unit's action this turn (R-OPS-27). */
  readonly usesAction: boolean;
  /** Cover at `to` against each enemy in sight, in the order of view.inSight. */
  readonly cover: readonly { readonly enemy: string; readonly name: string; readonly cell: Cell; readonly cover: TargetCover; readonly lineOfFire: boolean }[];
  /** R-OPS-48: each watcher the viewer sees that would fire on the way, where, and its exact odds. */
  readonly watchers: readonly WatchThreat[];
}

export function movePreview(view: SeatView, map: BattleMap, legal: LegalActions, to: Cell): MovePreview {
  const known = view.known;
  const ground = mapNow(known, map);
  const unit = known.units.find((u) => u.id === legal.unit);
  const w = map.width;
  const at = (c: { x: number; y: number }) => c.y * w + c.x === to.y * w + to.x;
  const walk = legal.walk.find(at);
  const run = walk ? undefined : legal.run.find(at);
  const kind = walk ? 'walk' : run ? 'run' : 'out of reach';
  const cover = view.inSight
    .filter((e) => e.status === 'fighting')
    .map((e) => {
      const c = coverAgainst(ground, e.cell, to);
      return { enemy: e.id, name: e.name, cell: e.cell, cover: c.targetCover, lineOfFire: c.lineOfFire };
    });
  if (!unit || kind === 'out of reach') return { to, kind, path: [], meters: 0, walkLeft: Math.max(0, WALK_METERS - (unit?.turn.moved ?? 0)), usesAction: false, cover, watchers: [] };
  const path = findPath(ground, unit.cell, to, { isOccupied: (x, y) => occupiedBy(known, x, y, unit.id) !== undefined });
  const meters = (walk ?? run)?.meters ?? path?.meters ?? 0;
  return {
    to,
    kind,
    path: path?.cells ?? [],
    meters,
    walkLeft: kind === 'walk' ? Math.max(0, WALK_METERS - unit.turn.moved - meters) : 0,
    usesAction: kind === 'run',
    cover,
    watchers: watchPreview(known, map, unit.id, to, kind === 'run'),
  };
}
