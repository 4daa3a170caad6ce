import { FOV } from 'rot-js';
import { bench, describe } from 'vitest';
import { mapFromAscii } from '../map/ascii-map';
import type { BattleMap } from '../map/types';
import type { Cell } from './cells';
import { findPath, reachableCells } from './movement';
import { sideViews, visibleEnemies, type Viewer } from './visibility';

/** A deterministic cluttered map: rooms of wall segments with doors, crates and pillars. */
function benchMap(size: number, seed: number): BattleMap {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => '.'));
  for (let k = 0; k < size * 2; k++) {
    const x = Math.floor(next() * size);
    const y = Math.floor(next() * size);
    const len = 3 + Math.floor(next() * 12);
    const horizontal = next() < 0.5;
    for (let i = 0; i < len; i++) {
      const cx = horizontal ? x + i : x;
      const cy = horizontal ? y : y + i;
      const row = grid[cy];
      if (row && cx < size && i !== Math.floor(len / 2)) row[cx] = '#';
    }
  }
  for (let k = 0; k < size * 3; k++) {
    const row = grid[Math.floor(next() * size)];
    if (row) row[Math.floor(next() * size)] = next() < 0.5 ? 'o' : 'O';
  }
  return mapFromAscii(grid.map((r) => r.join(''))).map;
}

function openCells(map: BattleMap, count: number, seed: number): Cell[] {
  const out: Cell[] = [];
  let i = seed;
  while (out.length < count) {
    i = (i * 7919 + 104729) % (map.width * map.height);
    if (map.cells.blocksMove[i] === 0) out.push({ x: i % map.width, y: Math.floor(i / map.width) });
  }
  return out;
}

const big = benchMap(256, 42);
const viewers: Viewer[] = openCells(big, 30, 1).map((cell, k) => ({ id: `u${k}`, side: k % 2 === 0 ? 'a' : 'b', cell }));
const rotFov = new FOV.PreciseShadowcasting((x, y) => x >= 0 && y >= 0 && x < big.width && y < big.height && big.cells.blocksSight[y * big.width + x] === 0, { topology: 8 });

function rotSideViews(radius: number): Map<string, Uint8Array> {
  const views = new Map<string, Uint8Array>();
  for (const v of viewers) {
    let view = views.get(v.side);
    if (!view) {
      view = new Uint8Array(big.width * big.height);
      views.set(v.side, view);
    }
    const out = view;
    rotFov.compute(v.cell.x, v.cell.y, radius, (x, y) => {
      if (x >= 0 && y >= 0 && x < big.width && y < big.height) out[y * big.width + x] = 1;
    });
  }
  return views;
}

const count = (views: Map<string, Uint8Array>) => [...views.values()].reduce((n, v) => n + v.reduce((m, b) => m + (b & 1), 0), 0);
console.log(
  `[geometry.bench] 256x256 map, 30 units: cells seen at r=40 own ${count(sideViews(big, viewers, 40))} vs rot.js ${count(rotSideViews(40))}`,
);

describe('visibility recompute, 30 units on 256x256 (target <= 10 ms)', () => {
  bench('own symmetric shadowcasting, radius 40 tiles (80 m)', () => {
    sideViews(big, viewers, 40);
  });
  bench('rot.js PreciseShadowcasting, radius 40 tiles', () => {
    rotSideViews(40);
  });
  bench('own symmetric shadowcasting, whole map', () => {
    sideViews(big, viewers, 256);
  });
  bench('rot.js PreciseShadowcasting, whole map', () => {
    rotSideViews(256);
  });
  bench('visibleEnemies: unit-to-unit lines of sight, 15 v 15', () => {
    visibleEnemies(big, viewers);
  });
});

const mid = benchMap(120, 7);
const [from, to] = openCells(mid, 2, 3) as [Cell, Cell];
const corner = openCells(mid, 1, 11)[0] as Cell;
const farCorner = openCells(mid, 200, 13).reduce((best, c) =>
  Math.hypot(c.x - corner.x, c.y - corner.y) > Math.hypot(best.x - corner.x, best.y - corner.y) ? c : best,
);

describe('movement on 120x120', () => {
  bench('reachableCells, 6 m (move)', () => {
    reachableCells(mid, from, 6);
  });
  bench('reachableCells, 24 m (run)', () => {
    reachableCells(mid, from, 24);
  });
  bench('reachableCells, whole map', () => {
    reachableCells(mid, from, 10_000);
  });
  bench('findPath, random pair', () => {
    findPath(mid, from, to);
  });
  bench('findPath, far corners', () => {
    findPath(mid, corner, farCorner);
  });
});
