import { COVER_BLOCK, COVER_FULL, COVER_PARTIAL, type BattleMap } from '../../src/battle/map';
import { cellOrigin, type GridGeometry } from './coords';

/**
 * Cover marker drawing shared by the terrain chunks (drawn on a 2D canvas, chunk-canvas.ts) and
 * the live markers (Pixi Graphics): both take the same few path calls, so one drawing serves both.
 */
export interface Pen {
  moveTo(x: number, y: number): Pen;
  lineTo(x: number, y: number): Pen;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): Pen;
  closePath(): Pen;
  stroke(style: { width: number; color: number; alpha?: number; cap?: 'butt' | 'round' | 'square' }): Pen;
  fill(style: { color: number; alpha?: number }): Pen;
}

const INK = 0xe8e6df;
const DARK = 0x0b0f14;
export const WALL_COLOUR = 0xd7dde3;
export const GLASS_COLOUR = 0x8cc4ea;

function shieldPath(g: Pen, cx: number, cy: number, s: number): Pen {
  const h = s / 2;
  return g
    .moveTo(cx - h, cy - h)
    .lineTo(cx + h, cy - h)
    .lineTo(cx + h, cy)
    .quadraticCurveTo(cx + h, cy + s * 0.45, cx, cy + s * 0.62)
    .quadraticCurveTo(cx - h, cy + s * 0.45, cx - h, cy)
    .closePath();
}

/**
 * Full shield: solid. Half shield: outline with its left half filled. Both on a dark edge for
 * contrast, in the cell's top-right corner — exactly over the small corner shield our tileset's
 * cover tiles carry (scripts/make-maps.art.mjs), so turning the markers on never shows two.
 */
export function drawShield(g: Pen, cell: number, x: number, y: number, code: number): void {
  const s = cell * 0.36;
  const cx = x + cell * 0.81;
  const cy = y + cell * 0.2;
  shieldPath(g, cx, cy, s).stroke({ width: cell * 0.11, color: DARK, alpha: 0.9 });
  if (code === COVER_FULL) {
    shieldPath(g, cx, cy, s).fill({ color: INK });
    return;
  }
  const h = s / 2;
  g.moveTo(cx - h, cy - h)
    .lineTo(cx, cy - h)
    .lineTo(cx, cy + s * 0.62)
    .quadraticCurveTo(cx - h, cy + s * 0.45, cx - h, cy)
    .closePath()
    .fill({ color: INK });
  shieldPath(g, cx, cy, s).stroke({ width: cell * 0.05, color: INK });
}

/** Shields for the partial and full cover cells of a rectangle of cells. */
export function drawShields(g: Pen, map: BattleMap, grid: GridGeometry, cells: Iterable<number>): void {
  for (const i of cells) {
    const code = map.cells.cover[i] ?? 0;
    if (code !== COVER_PARTIAL && code !== COVER_FULL) continue;
    const o = cellOrigin(grid, i % map.width, Math.floor(i / map.width));
    drawShield(g, grid.cell, o.x, o.y, code);
  }
}

/**
 * Walls drawn heavier than cover: a thick line on each side of a blocking cell that faces open
 * ground, light for walls, blue for see-through blocks (windows).
 */
export function drawWallEdges(g: Pen, map: BattleMap, grid: GridGeometry, x0: number, y0: number, x1: number, y1: number): void {
  const isBlock = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < map.width && y < map.height && map.cells.cover[y * map.width + x] === COVER_BLOCK;
  const c = grid.cell;
  const inset = c * 0.06;
  for (const glass of [false, true]) {
    let any = false;
    for (let y = y0; y <= y1; y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        const i = y * map.width + x;
        if (map.cells.cover[i] !== COVER_BLOCK) continue;
        if ((map.cells.blocksSight[i] !== 1) !== glass) continue;
        const o = cellOrigin(grid, x, y);
        if (!isBlock(x, y - 1)) g.moveTo(o.x, o.y + inset).lineTo(o.x + c, o.y + inset);
        if (!isBlock(x, y + 1)) g.moveTo(o.x, o.y + c - inset).lineTo(o.x + c, o.y + c - inset);
        if (!isBlock(x - 1, y)) g.moveTo(o.x + inset, o.y).lineTo(o.x + inset, o.y + c);
        if (!isBlock(x + 1, y)) g.moveTo(o.x + c - inset, o.y).lineTo(o.x + c - inset, o.y + c);
        any = true;
      }
    }
    if (any) g.stroke({ width: c * 0.12, color: glass ? GLASS_COLOUR : WALL_COLOUR, cap: 'square' });
  }
}
