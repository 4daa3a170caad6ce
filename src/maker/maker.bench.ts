import { loadavg } from 'node:os';
import { bench } from 'vitest';
import { checkDoc } from './check';
import { newDoc } from './doc';
import { makeGrid } from './grid';
import { kindById } from './kinds';
import { EditBuilder, paintCells, rectCells, strokeCells } from './paint';
import { suggestWalls } from './suggest-walls';
import { writeTiledMap } from './tiled-writer';

/**
 * `npm run bench`: the map maker's pure parts in Node, CPU and wall time (the browser figures,
 * with decoding, the canvas and the library's store, are test/bench/map-maker.bench.spec.ts):
 * Suggest walls over a 4096 x 4096 picture read at half size (the worker reads at most 4
 * megapixels), the Tiled writer and the live check on a 200 x 200 map, a brush stroke's paint.
 */
const SIDE = 2048;
const CELL = 10;
const pixels = new Uint8Array(SIDE * SIDE * 4);
let seed = 7;
for (let i = 0; i < pixels.length; i += 4) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  const n = (seed >> 16) % 24;
  pixels.set([190 + n, 172 + n, 140 + n, 255], i);
}
// Walls half a cell thick along every tenth row and column of cells.
for (let k = 0; k <= 200; k += 10) {
  for (let t = 0; t < SIDE; t++) {
    for (let w = Math.round(k * CELL + CELL / 4); w < k * CELL + (3 * CELL) / 4 && w < SIDE; w++) {
      pixels.set([43, 40, 37, 255], (t * SIDE + w) * 4);
      pixels.set([43, 40, 37, 255], (w * SIDE + t) * 4);
    }
  }
}
const gridAt = (cell: number) => {
  const g = makeGrid({ width: 4096, height: 4096 }, { cell, offsetX: 0, offsetY: 0, metersPerCell: 2, columns: 200, rows: 200 });
  if (typeof g === 'string') throw new Error(g);
  return g;
};
const grid = gridAt(20);

function painted() {
  const doc = newDoc('Bench', { width: 4096, height: 4096 }, grid);
  const b = new EditBuilder(doc);
  const wall = kindById('wall');
  if (!wall) throw new Error('wall');
  for (let k = 0; k < 200; k += 10) {
    paintCells(b, doc, rectCells({ x: k, y: 0 }, { x: k, y: 199 }, grid), { kind: wall });
    paintCells(b, doc, rectCells({ x: 0, y: k }, { x: 199, y: k }, grid), { kind: wall });
  }
  return doc;
}

function timed(label: string, runs: number, work: () => void): void {
  work();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    work();
    walls.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpus.push((c.user + c.system) / 1000);
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(`map maker: ${label}: median ${median(walls).toFixed(1)} ms wall, ${median(cpus).toFixed(1)} ms CPU over ${runs} runs; load average ${loadavg()[0]?.toFixed(1) ?? '?'}`);
}

timed('Suggest walls, 4096x4096 picture read at 2048x2048 (200x200 cells)', 5, () => void suggestWalls({ width: SIDE, height: SIDE, data: pixels }, grid, 2));
const doc = painted();
timed('Tiled writer, 200x200 map (.tmj, .tsj, tileset picture)', 5, () => void writeTiledMap({ doc, fileName: 'bench.tmj' }));
const c0 = performance.now();
await checkDoc(doc);
console.log(`map maker: live check, 200x200 map: ${(performance.now() - c0).toFixed(1)} ms (first run)`);
let turn = 0;
timed('brush stroke across a 200x200 map (brush of 3, one segment per cell, 199 segments)', 5, () => {
  const b = new EditBuilder(doc);
  // Each run paints other cover than the last, so every cell of the stroke changes.
  const wall = kindById(turn++ % 2 === 0 ? 'partial' : 'full');
  if (!wall) return;
  for (let s = 1; s < 200; s++) paintCells(b, doc, strokeCells({ x: s - 1, y: s - 1 }, { x: s, y: s }, 3, grid), { kind: wall });
});

bench('suggestWalls 2048x2048', () => void suggestWalls({ width: SIDE, height: SIDE, data: pixels }, grid, 2));
