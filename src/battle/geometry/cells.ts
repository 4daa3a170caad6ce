import type { BattleMap } from '../map/types';

/** A grid cell; x to the right, y down, (0, 0) the top-left cell. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

export const cellIndex = (map: Pick<BattleMap, 'width'>, c: Cell): number => c.y * map.width + c.x;

export const cellAt = (map: Pick<BattleMap, 'width'>, index: number): Cell => ({
  x: index % map.width,
  y: Math.floor(index / map.width),
});

export const inBounds = (map: Pick<BattleMap, 'width' | 'height'>, c: Cell): boolean =>
  c.x >= 0 && c.y >= 0 && c.x < map.width && c.y < map.height;

export const sameCell = (a: Cell, b: Cell): boolean => a.x === b.x && a.y === b.y;
