import { Container, Graphics } from 'pixi.js';
import type { BattleMap } from '../../src/battle/map';
import type { GridGeometry } from './coords';
import { drawShields, drawWallEdges } from './cover-glyphs';
import { drawGridLines } from './grid-layer';

/**
 * The static marks baked into each terrain chunk with its tiles: wall edges always, the cell grid
 * and every cover shield when their toggles are on. Baked, they cost nothing per frame; drawn live
 * they were two more passes over the screen (grid lines and shields, ~15 ms of CPU per frame in
 * software WebGL with the cover toggle on). Toggling rebakes the chunks (terrain-layer.ts).
 */
export interface Decor {
  readonly grid: boolean;
  readonly shields: boolean;
}

export const sameDecor = (a: Decor, b: Decor): boolean => a.grid === b.grid && a.shields === b.shields;

/** Wall edges, grid lines and shields of cells [x0, x1) x [y0, y1), in world pixels. */
export function buildChunkDecor(map: BattleMap, grid: GridGeometry, x0: number, y0: number, x1: number, y1: number, decor: Decor): Container {
  const root = new Container();
  if (decor.grid) root.addChild(drawGridLines(new Graphics(), grid, x0, y0, x1, y1));
  const walls = new Graphics();
  drawWallEdges(walls, map, grid, x0, y0, x1 - 1, y1 - 1);
  root.addChild(walls);
  if (decor.shields) {
    const cells: number[] = [];
    for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) cells.push(y * map.width + x);
    const shields = new Graphics();
    drawShields(shields, map, grid, cells);
    root.addChild(shields);
  }
  return root;
}
