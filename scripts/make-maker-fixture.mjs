// The map maker's test picture (test/fixtures/maker/floor-plan.png): a floor plan drawn the way
// battle maps are — a textured floor, a printed grid, thick dark walls with door gaps and door
// leaves, a diagonal wall, pillars, furniture (some of it dark), labels, shadows and a garden with
// trees — so "Suggest walls" (src/maker/suggest-walls.ts) is measured on more than black lines.
// Its hand-painted answer (floor-plan.walls.txt) is kept beside it and is not written by this
// script unless asked: `node scripts/make-maker-fixture.mjs [--draft-answer]`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Canvas, encodePng, hex } from './make-maps.png.mjs';

const OUT = join(import.meta.dirname, '..', 'test', 'fixtures', 'maker');
export const FIXTURE = { cell: 48, offsetX: 17, offsetY: 11, columns: 24, rows: 18, width: 1200, height: 900 };
const { cell, offsetX, offsetY, width, height } = FIXTURE;

// Deterministic noise (mulberry32).
let seed = 0x5eed;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const c = new Canvas(width, height);
const px = (cx) => offsetX + cx * cell; // cell coordinate -> picture pixel
const py = (cy) => offsetY + cy * cell;

function blend(x, y, [r, g, b], alpha) {
  if (x < 0 || y < 0 || x >= width || y >= height) return;
  const i = (y * width + x) * 4;
  c.rgba[i] = Math.round(c.rgba[i] * (1 - alpha) + r * alpha);
  c.rgba[i + 1] = Math.round(c.rgba[i + 1] * (1 - alpha) + g * alpha);
  c.rgba[i + 2] = Math.round(c.rgba[i + 2] * (1 - alpha) + b * alpha);
  c.rgba[i + 3] = 255;
}

/** A thick segment with a soft edge (distance to the segment), in picture pixels. */
function stroke(x0, y0, x1, y1, thick, color, alpha = 1, rough = 0) {
  const rgb = hex(color);
  const r = thick / 2;
  const minX = Math.floor(Math.min(x0, x1) - r - 2);
  const maxX = Math.ceil(Math.max(x0, x1) + r + 2);
  const minY = Math.floor(Math.min(y0, y1) - r - 2);
  const maxY = Math.ceil(Math.max(y0, y1) + r + 2);
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy || 1;
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const t = Math.max(0, Math.min(1, ((x + 0.5 - x0) * dx + (y + 0.5 - y0) * dy) / len2));
      const d = Math.hypot(x + 0.5 - (x0 + t * dx), y + 0.5 - (y0 + t * dy));
      const edge = r + (rough ? (rand() - 0.5) * rough : 0);
      const a = Math.max(0, Math.min(1, edge - d + 0.5));
      if (a > 0) blend(x, y, rgb.map((v) => Math.max(0, Math.min(255, v + (rand() - 0.5) * 18))), a * alpha);
    }
  }
}

function box(x, y, w, h, color, alpha = 1, noise = 10) {
  const rgb = hex(color);
  for (let yy = Math.floor(y); yy < y + h; yy++) for (let xx = Math.floor(x); xx < x + w; xx++) blend(xx, yy, rgb.map((v) => v + (rand() - 0.5) * noise), alpha);
}

function outline(x, y, w, h, color, t) {
  box(x, y, w, t, color);
  box(x, y + h - t, w, t, color);
  box(x, y, t, h, color);
  box(x + w - t, y, t, h, color);
}

function disc(cx, cy, r, color, alpha = 1) {
  const rgb = hex(color);
  for (let y = Math.floor(cy - r - 1); y <= cy + r + 1; y++) {
    for (let x = Math.floor(cx - r - 1); x <= cx + r + 1; x++) {
      const a = Math.max(0, Math.min(1, r - Math.hypot(x + 0.5 - cx, y + 0.5 - cy) + 0.5));
      if (a > 0) blend(x, y, rgb.map((v) => v + (rand() - 0.5) * 16), a * alpha);
    }
  }
}

// A 5x7 block font for the room labels.
const FONT = {
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  I: ['11111', '00100', '00100', '00100', '00100', '00100', '11111'],
  C: ['01111', '10000', '10000', '10000', '10000', '10000', '01111'],
  G: ['01111', '10000', '10000', '10011', '10001', '10001', '01111'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
};
function label(text, x, y, scale, color) {
  [...text].forEach((ch, k) => {
    const g = FONT[ch];
    if (!g) return;
    g.forEach((row, gy) => [...row].forEach((bit, gx) => bit === '1' && box(x + (k * 6 + gx) * scale, y + gy * scale, scale, scale, color, 0.9, 20)));
  });
}

// --- The plan, in cells (walls run along cell centres: x + 0.5, y + 0.5) -------------------------
const WALL = '#2b2825';
const walls = [
  // The building's outer walls, (1,1) to (22,16), with the entrance at (1,13).
  [1, 1, 22, 1], [22, 1, 22, 16], [1, 16, 22, 16], [1, 1, 1, 12], [1, 14, 1, 16],
  // The hall's west wall, doors at (9,5) and (9,12).
  [9, 1, 9, 4], [9, 6, 9, 11], [9, 13, 9, 16],
  // The store's south wall, a door at (4,8).
  [1, 8, 3, 8], [5, 8, 9, 8],
  // The offices' south wall, a double door at (15,10) and (16,10).
  [9, 10, 14, 10], [17, 10, 22, 10],
  // Between the two offices, a door at (16,4).
  [16, 1, 16, 3], [16, 5, 16, 9],
];
const pillars = [[12, 13], [19, 6]];
const diagonal = [17, 12, 21, 15];
const doors = [[9, 5, 'v'], [9, 12, 'v'], [4, 8, 'h'], [15, 10, 'h'], [16, 10, 'h'], [16, 4, 'v'], [1, 13, 'v']];

// Floor: grass outside, planks inside.
const grain = Float32Array.from({ length: width * height }, () => rand());
for (let y = 0; y < height; y++) {
  for (let x = 0; x < width; x++) {
    const inside = x >= px(1) && x < px(23) && y >= py(1) && y < py(17);
    // Noise in steps of 6 and in 2 x 2 px grains: a textured floor that still compresses.
    const n = Math.round(((grain[(y >> 1) * width + (x >> 1)] ?? 0) - 0.5) * 4) * 6;
    const plank = inside && (y - offsetY) % 12 === 0 ? -22 : 0;
    const [r, g, b] = inside ? [196 + n + plank, 178 + n + plank, 146 + n + plank] : [96 + n, 138 + n, 74 + n];
    const i = (y * width + x) * 4;
    c.rgba.set([r, g, b, 255].map((v) => Math.max(0, Math.min(255, Math.round(v)))), i);
  }
}
// A gravel path to the entrance and two trees in the garden (mid greens, dark rims).
box(0, py(13) + 8, px(1), cell - 16, '#a89f8c', 1, 24);
disc(px(0) + 2, py(5), 40, '#3a6130', 1);
disc(px(0) - 2, py(5) - 4, 30, '#4f7d3e', 1);
disc(px(23) + 10, py(9), 30, '#3a6130', 1);
disc(px(23) + 6, py(9) - 4, 22, '#55843f', 1);

// Rugs, tables, beds, crates and a bookshelf (one darker piece against a wall).
box(px(11) + 6, py(12) - 10, cell * 3, cell * 2 + 4, '#7d3b3b', 0.85, 30);
box(px(3) + 4, py(3) + 4, cell * 2 - 8, cell - 8, '#9a6b3f');
outline(px(3) + 4, py(3) + 4, cell * 2 - 8, cell - 8, '#4a3320', 3);
for (const [x, y] of [[2, 10], [3, 10], [2, 11], [6, 14], [7, 14]]) {
  box(px(x) + 5, py(y) + 5, cell - 10, cell - 10, '#7a5a3a');
  outline(px(x) + 5, py(y) + 5, cell - 10, cell - 10, '#3b2a1c', 3);
  stroke(px(x) + 7, py(y) + 7, px(x + 1) - 7, py(y + 1) - 7, 3, '#3b2a1c');
}
box(px(17) + 8, py(2) + 2, cell * 3 - 10, cell - 16, '#5e4631');
outline(px(17) + 8, py(2) + 2, cell * 3 - 10, cell - 16, '#33261a', 2);
box(px(12) + 4, py(3), cell * 2 - 8, cell * 3, '#d9d4c8', 1, 8);
outline(px(12) + 4, py(3), cell * 2 - 8, cell * 3, '#6c655a', 2);
disc(px(20) + 4, py(13), 30, '#8b5e34');
disc(px(20) + 4, py(13), 26, '#a8774a');

// Soft shadows along the walls (Dungeondraft-style), then the walls, pillars and the diagonal.
for (const [x0, y0, x1, y1] of walls) stroke(px(x0 + 0.5) + 5, py(y0 + 0.5) + 6, px(x1 + 0.5) + 5, py(y1 + 0.5) + 6, cell * 0.75, '#000000', 0.22);
const jitter = () => (rand() - 0.5) * 6;
for (const [x0, y0, x1, y1] of walls) {
  const t = cell * (0.46 + rand() * 0.12);
  stroke(px(x0 + 0.5) + jitter(), py(y0 + 0.5) + jitter(), px(x1 + 0.5) + jitter(), py(y1 + 0.5) + jitter(), t, WALL, 1, 3);
}
for (const [x, y] of pillars) box(px(x) + 9, py(y) + 9, cell - 18, cell - 18, WALL, 1, 16);
stroke(px(diagonal[0] + 0.5), py(diagonal[1] + 0.5), px(diagonal[2] + 0.5), py(diagonal[3] + 0.5), cell * 0.5, WALL, 1, 3);

// Door leaves: a thin dark leaf across the gap and a light swing arc.
for (const [x, y, dir] of doors) {
  const cx = px(x + 0.5);
  const cy = py(y + 0.5);
  if (dir === 'h') stroke(cx - cell / 2, cy, cx + cell / 2, cy, 5, '#4a3320');
  else stroke(cx, cy - cell / 2, cx, cy + cell / 2, 5, '#4a3320');
  for (let k = 0; k <= 16; k++) {
    const a = (k / 16) * (Math.PI / 2);
    blend(Math.round(cx - cell / 2 + Math.cos(a) * cell * 0.9), Math.round(cy - cell / 2 + Math.sin(a) * cell * 0.9), hex('#6a5a48'), 0.8);
  }
}

label('STORE', px(2) + 10, py(5), 4, '#3a3430');
label('HALL', px(11), py(7), 5, '#3a3430');
label('OFFICE', px(17) + 12, py(7) + 14, 3, '#3a3430');
label('GARDEN', 6, py(16) + 10, 3, '#20301a');

// The printed grid: one faint line per cell, over everything.
for (let x = offsetX; x < width; x += cell) for (let y = 0; y < height; y++) blend(x, y, [60, 55, 50], 0.35);
for (let y = offsetY; y < height; y += cell) for (let x = 0; x < width; x++) blend(x, y, [60, 55, 50], 0.35);

writeFileSync(join(OUT, 'floor-plan.png'), encodePng(width, height, c.rgba));

if (process.argv.includes('--draft-answer')) {
  // A first draft of the answer: the cells whose centre a wall covers. Kept by hand after that.
  const rows = Array.from({ length: FIXTURE.rows }, () => Array(FIXTURE.columns).fill('.'));
  for (const [x0, y0, x1, y1] of [...walls, diagonal]) {
    for (let y = 0; y < FIXTURE.rows; y++) {
      for (let x = 0; x < FIXTURE.columns; x++) {
        const dx = x1 - x0;
        const dy = y1 - y0;
        const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy || 1)));
        if (Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy)) <= 0.36) rows[y][x] = '#';
      }
    }
  }
  for (const [x, y] of pillars) rows[y][x] = '#';
  writeFileSync(join(OUT, 'floor-plan.walls.txt'), `${rows.map((r) => r.join('')).join('\n')}\n`);
}
