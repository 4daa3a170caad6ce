import type { Cell } from '../geometry/cells';
import type { LightLevel } from './types';

/**
 * R-OPS-43: the light of every cell as a short string in the mission state (saves carry it, as the
 * terrain string carries the ground): runs of "<count><letter>", L lit, D dim, K dark. Decoded once
 * per string into one byte a cell: 0 lit, 1 dim, 2 dark.
 */

export const LIT = 0;
export const DIM = 1;
export const DARK = 2;
const LETTERS = 'LDK';
export const LEVEL_CODE: Readonly<Record<LightLevel, number>> = { lit: LIT, dim: DIM, dark: DARK };
export const CODE_LEVEL: readonly LightLevel[] = ['lit', 'dim', 'dark'];

export const LIGHT_PATTERN = /^(\d+[LDK])*$/;

/** The string for a grid of light codes; null when every cell is lit. */
export function encodeLight(codes: Uint8Array): string | null {
  let out = '';
  let run = 0;
  let prev = -1;
  let any = false;
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i] ?? 0;
    if (c !== LIT) any = true;
    if (c === prev) run++;
    else {
      if (run > 0) out += `${run}${LETTERS[prev] ?? 'L'}`;
      prev = c;
      run = 1;
    }
  }
  if (run > 0) out += `${run}${LETTERS[prev] ?? 'L'}`;
  return any ? out : null;
}

const decoded = new Map<string, Uint8Array>();

/** The grid of a light string for `cells` cells, or a sentence when it does not fit. */
export function decodeLight(text: string, cells: number): Uint8Array | string {
  const key = `${cells}:${text}`;
  const known = decoded.get(key);
  if (known) return known;
  const out = new Uint8Array(cells);
  let i = 0;
  for (const m of text.matchAll(/(\d+)([LDK])/g)) {
    const count = Number(m[1]);
    if (i + count > cells) return 'The mission\'s light covers more cells than its map.';
    out.fill(LETTERS.indexOf(m[2] ?? 'L'), i, i + count);
    i += count;
  }
  if (i !== cells) return 'The mission\'s light covers fewer cells than its map.';
  if (decoded.size >= 16) decoded.clear();
  decoded.set(key, out);
  return out;
}

/** The light codes of a mission on a map of `width` x `height` (all lit when `light` is null). */
export function lightGrid(light: string | null, width: number, height: number): Uint8Array | null {
  if (light === null) return null;
  const grid = decodeLight(light, width * height);
  return typeof grid === 'string' ? null : grid;
}

/** The light code at a cell (lit when there is no grid). */
export function lightCode(grid: Uint8Array | null, width: number, c: Cell): number {
  return grid === null ? LIT : (grid[c.y * width + c.x] ?? LIT);
}

/** A grid with the cells of `rect` set to `level`: the GM's light edit. */
export function withLight(grid: Uint8Array | null, cells: number, width: number, rect: { x: number; y: number; w: number; h: number }, level: number): Uint8Array {
  const out = grid ? grid.slice() : new Uint8Array(cells);
  for (let y = rect.y; y < rect.y + rect.h; y++) for (let x = rect.x; x < rect.x + rect.w; x++) out[y * width + x] = level;
  return out;
}
