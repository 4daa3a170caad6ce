import type { SaveKind, SaveSummary } from '../../src/save/index';

/**
 * What a load-screen thumbnail shows, as plain shapes (thumbnail.ts draws them as SVG). Built only
 * from the save's summary: the map picture it carries, its cell grid, or, for a save without
 * either, its seats and its progress drawn as what they are, never as a map it does not have.
 */
export type ThumbShape =
  | { readonly type: 'rect'; readonly x: number; readonly y: number; readonly w: number; readonly h: number; readonly fill: string }
  | { readonly type: 'circle'; readonly cx: number; readonly cy: number; readonly r: number; readonly fill: string }
  | { readonly type: 'polygon'; readonly points: string; readonly fill: string }
  | { readonly type: 'text'; readonly x: number; readonly y: number; readonly text: string; readonly fill: string; readonly size: number; readonly anchor: 'start' | 'middle' | 'end'; readonly mono?: boolean };

export type ThumbPlan =
  | { readonly type: 'image'; readonly url: string; readonly label: string }
  | { readonly type: 'shapes'; readonly width: number; readonly height: number; readonly label: string; readonly shapes: readonly ThumbShape[] };

/** Okabe-Ito side colours (DESIGN.md), each paired with a shape so colour is never the only cue. */
export const SIDE_COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9'] as const;
const SIDE_SHAPES = ['circle', 'square', 'diamond', 'triangle'] as const;

const PAPER = '#242e3a';
/** Terrain by the legend's own words; a ramp that stays distinct in greyscale. */
const TERRAIN: readonly (readonly [RegExp, string])[] = [
  [/wall|building|impassable/i, '#c9ced6'],
  [/full cover|heavy/i, '#7d8794'],
  [/cover|brush|low/i, '#4b5561'],
  [/water/i, '#24415c'],
  [/open|ground|floor|road|grass/i, PAPER],
];
const INK = '#e8e6df';
const DIM = '#9aa5b1';

function marker(kind: (typeof SIDE_SHAPES)[number], cx: number, cy: number, r: number, fill: string): ThumbShape {
  switch (kind) {
    case 'circle':
      return { type: 'circle', cx, cy, r, fill };
    case 'square':
      return { type: 'rect', x: cx - r * 0.85, y: cy - r * 0.85, w: r * 1.7, h: r * 1.7, fill };
    case 'diamond':
      return { type: 'polygon', points: `${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}`, fill };
    case 'triangle':
      return { type: 'polygon', points: `${cx},${cy - r} ${cx + r},${cy + r * 0.8} ${cx - r},${cy + r * 0.8}`, fill };
  }
}

/** Side index `i` as drawn: a colour and a shape. */
export function sideMark(i: number): { readonly colour: string; readonly shape: (typeof SIDE_SHAPES)[number] } {
  return { colour: SIDE_COLOURS[i % SIDE_COLOURS.length] ?? '#0072B2', shape: SIDE_SHAPES[i % SIDE_SHAPES.length] ?? 'circle' };
}

function cellsPlan(t: Extract<NonNullable<SaveSummary['thumbnail']>, { type: 'cells' }>, mapName: string): ThumbPlan {
  // A legend entry that names no terrain is a side's unit, in the order the legend lists them.
  const fills = new Map<string, string>();
  const sides = new Map<string, number>();
  for (const [char, meaning] of Object.entries(t.legend)) {
    const terrain = TERRAIN.find(([re]) => re.test(meaning));
    if (terrain) fills.set(char, terrain[1]);
    else sides.set(char, sides.size);
  }
  const shapes: ThumbShape[] = [{ type: 'rect', x: 0, y: 0, w: t.width, h: t.height, fill: PAPER }];
  const units: ThumbShape[] = [];
  t.rows.forEach((row, y) => {
    [...row].forEach((char, x) => {
      const side = sides.get(char);
      if (side !== undefined) {
        const mark = sideMark(side);
        units.push(marker(mark.shape, x + 0.5, y + 0.5, 0.45, mark.colour));
        return;
      }
      const fill = fills.get(char);
      if (fill !== undefined && fill !== PAPER) shapes.push({ type: 'rect', x, y, w: 1, h: 1, fill });
    });
  });
  return { type: 'shapes', width: t.width, height: t.height, label: `Map of ${mapName}, ${t.width} by ${t.height} cells`, shapes: [...shapes, ...units] };
}

/** No picture in the save: its seats (colour and shape, initial) and where the game stands. */
function seatsPlan(summary: SaveSummary, kind: SaveKind): ThumbPlan {
  const width = 160;
  const height = 100;
  const shapes: ThumbShape[] = [{ type: 'rect', x: 0, y: 0, w: width, h: height, fill: PAPER }];
  const seats = summary.sides.slice(0, 6);
  const rowH = Math.min(16, 70 / Math.max(1, seats.length));
  seats.forEach((name, i) => {
    const mark = sideMark(i);
    const cy = 12 + rowH * (i + 0.5);
    shapes.push(marker(mark.shape, 14, cy, rowH * 0.32, mark.colour));
    shapes.push({ type: 'text', x: 26, y: cy + rowH * 0.22, text: name.length > 22 ? `${name.slice(0, 21)}…` : name, fill: INK, size: Math.min(10, rowH * 0.62), anchor: 'start' });
  });
  const unit = summary.progress.unit === 'round' ? 'ROUND' : 'TURN';
  shapes.push({ type: 'text', x: width - 8, y: height - 8, text: `${unit} ${summary.progress.value}`, fill: '#f2a900', size: 10, anchor: 'end', mono: true });
  shapes.push({ type: 'text', x: 8, y: height - 8, text: kind === 'conspiracy-game' ? 'SEATS' : 'SIDES', fill: DIM, size: 8, anchor: 'start', mono: true });
  const who = summary.sides.length === 1 ? 'one seat' : `${summary.sides.length} ${kind === 'conspiracy-game' ? 'seats' : 'sides'}`;
  return { type: 'shapes', width, height, label: `No map picture in this save: ${who}, ${unit.toLowerCase()} ${summary.progress.value}`, shapes };
}

export function thumbnailPlan(summary: SaveSummary, kind: SaveKind): ThumbPlan {
  const t = summary.thumbnail;
  if (t?.type === 'data-url') return { type: 'image', url: t.url, label: `Picture of ${summary.mapName}` };
  if (t?.type === 'cells') return cellsPlan(t, summary.mapName);
  return seatsPlan(summary, kind);
}
