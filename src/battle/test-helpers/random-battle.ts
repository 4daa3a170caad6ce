import { visibleEnemies } from '../geometry/visibility';
import type { BattleMap } from '../map/types';
import type { BattleState, Controller } from '../state/types';
import { asciiBattle, PISTOLEER, RIFLEMAN } from './squads';

/**
 * Random battles for the view's property tests (seat-view, gm-view): a map drawn from fast-check's
 * numbers, each side's units down its edge, distinct names, and what a side truly sees worked out
 * from the geometry (not from the view under test).
 */

/** Open ground mostly, some walls and cover. */
export const OPEN_TILES = ['.', '.', '.', '.', '.', '#', 'o', 'O', '"'] as const;
/** The same with doors ('|', closed). */
export const TILES_WITH_DOORS = [...OPEN_TILES, '|'] as const;

/** The map's art: side a down the left edge, side b down the right, `perSide` each; the rest from `cells`. */
export function randomArt(cells: readonly number[], width: number, height: number, perSide: number, tiles: readonly string[] = OPEN_TILES): string {
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) {
      if (x === 0 && y < perSide) row += 'abcd'[y];
      else if (x === width - 1 && y < perSide) row += 'stuv'[y];
      else row += tiles[(cells[y * width + x] ?? 0) % tiles.length];
    }
    rows.push(row);
  }
  return rows.join('\n');
}

/** The units of other sides a side truly sees: line of sight within sight range, or a body on a seen cell. */
export function trulySeen(state: BattleState, map: BattleMap, side: string): Set<string> {
  const radius = state.options.sightMeters / map.metersPerTile;
  const units = state.units.filter((u) => (u.side === side ? u.status === 'fighting' : u.status !== 'dead')).map((u) => ({ id: u.id, side: u.side, cell: u.cell }));
  return new Set(visibleEnemies(map, units, radius).get(side) ?? []);
}

/** Distinct names ("AgentB1x") so a substring test cannot confuse two units. */
export function named(state: BattleState): BattleState {
  return { ...state, units: state.units.map((u) => ({ ...u, name: `Agent${u.id.toUpperCase()}x` })) };
}

export interface RandomBattleDraw {
  readonly tiles: readonly number[];
  readonly perSide: number;
  readonly seed: string;
  /** Side b carries pistols (else rifles). */
  readonly pistols: boolean;
}

/** A random battle, named, with sight at 14 m and a round limit. */
export function randomBattle(
  draw: RandomBattleDraw,
  shape: { readonly width: number; readonly height: number; readonly controllers: readonly [Controller, Controller]; readonly maxRounds: number; readonly tileSet?: readonly string[] },
): { map: BattleMap; state: BattleState } {
  const { map, state } = asciiBattle(randomArt(draw.tiles, shape.width, shape.height, draw.perSide, shape.tileSet), {
    seed: draw.seed,
    controllers: [shape.controllers[0], shape.controllers[1]],
    gearB: draw.pistols ? PISTOLEER : RIFLEMAN,
  });
  return { map, state: named({ ...state, options: { ...state.options, maxRounds: shape.maxRounds, sightMeters: 14 } }) };
}
