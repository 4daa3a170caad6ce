import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../../test/helpers/png-decode';
import { makeGrid, type PictureGrid } from './grid';
import { suggestWalls, type Pixels } from './suggest-walls';

const DIR = join(__dirname, '../../test/fixtures/maker');

/** The test picture (test/fixtures/maker/README.md), its grid and its hand-painted answer. */
function fixture(): { picture: Pixels; grid: PictureGrid; answer: Uint8Array } {
  const picture = decodePng(join(DIR, 'floor-plan.png'));
  const grid = makeGrid(picture, { cell: 48, offsetX: 17, offsetY: 11, metersPerCell: 2 });
  if (typeof grid === 'string') throw new Error(grid);
  const rows = readFileSync(join(DIR, 'floor-plan.walls.txt'), 'utf8').trim().split('\n');
  const answer = new Uint8Array(grid.columns * grid.rows);
  rows.forEach((row, y) => [...row].forEach((ch, x) => (answer[y * grid.columns + x] = ch === '#' ? 1 : 0)));
  return { picture, grid, answer };
}

/** The picture at half size (each pixel the mean of four), as the maker may read a large one. */
function halved(p: Pixels): Pixels {
  const w = Math.floor(p.width / 2);
  const h = Math.floor(p.height / 2);
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) for (let c = 0; c < 4; c++) {
    const at = (xx: number, yy: number): number => p.data[(yy * p.width + xx) * 4 + c] ?? 0;
    data[(y * w + x) * 4 + c] = (at(2 * x, 2 * y) + at(2 * x + 1, 2 * y) + at(2 * x, 2 * y + 1) + at(2 * x + 1, 2 * y + 1)) >> 2;
  }
  return { width: w, height: h, data };
}

function score(found: Uint8Array, answer: Uint8Array, columns: number) {
  let hit = 0;
  let painted = 0;
  let suggested = 0;
  const wrong: string[] = [];
  const missed: string[] = [];
  answer.forEach((a, i) => {
    const s = found[i] === 1;
    painted += a;
    suggested += s ? 1 : 0;
    if (s && a === 1) hit += 1;
    if (s && a === 0) wrong.push(`${i % columns},${Math.floor(i / columns)}`);
    if (!s && a === 1) missed.push(`${i % columns},${Math.floor(i / columns)}`);
  });
  return { found: hit / painted, wrongShare: (suggested - hit) / suggested, painted, suggested, wrong, missed };
}

describe('Suggest walls on the shipped test picture, against its hand-painted answer', () => {
  const { picture, grid, answer } = fixture();

  it('finds at least 80% of the painted wall cells, with at most 10% of its suggestions wrong', () => {
    const s = score(suggestWalls(picture, grid).cells, answer, grid.columns);
    console.log(`suggest walls, full size: found ${s.found.toFixed(3)} of ${s.painted} painted, ${s.suggested} suggested, ${(s.wrongShare * 100).toFixed(1)}% wrong; wrong ${s.wrong.join(' ')}; missed ${s.missed.join(' ')}`);
    expect(s.found).toBeGreaterThanOrEqual(0.8);
    expect(s.wrongShare).toBeLessThanOrEqual(0.1);
  });

  it('does as well from the picture read at half size, and at a quarter (cells of 12 px)', () => {
    const quarter = score(suggestWalls(halved(halved(picture)), grid, 4).cells, answer, grid.columns);
    console.log(`suggest walls, quarter size: found ${quarter.found.toFixed(3)}, ${(quarter.wrongShare * 100).toFixed(1)}% wrong; wrong ${quarter.wrong.join(' ')}; missed ${quarter.missed.join(' ')}`);
    expect(quarter.found).toBeGreaterThanOrEqual(0.8);
    expect(quarter.wrongShare).toBeLessThanOrEqual(0.1);
    const s = score(suggestWalls(halved(picture), grid, 2).cells, answer, grid.columns);
    console.log(`suggest walls, half size: found ${s.found.toFixed(3)}, ${(s.wrongShare * 100).toFixed(1)}% wrong; wrong ${s.wrong.join(' ')}; missed ${s.missed.join(' ')}`);
    expect(s.found).toBeGreaterThanOrEqual(0.8);
    expect(s.wrongShare).toBeLessThanOrEqual(0.1);
  });
});
