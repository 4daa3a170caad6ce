/**
 * Measuring templates that stay: a pinned ruler, a radius (a flash-bang's
 * 2 m) and a cone, each labelled in meters and with the selected weapon's band word (R-OPS-12,
 * rangeReading), kept on the GM's map and on the players' display until removed. Pure: the cells
 * each covers (centre to centre, the rules' own distance) and its label.
 */
import { distanceMeters } from '../../src/battle/geometry';
import type { BattleMap } from '../../src/battle/map';
import type { RangeBands } from '../../src/ops/data/firearms-types';
import type { OutlineShape } from '../table/outline-layer';
import { rulerText } from '../table/range-bands';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export type TemplateShape =
  | { readonly kind: 'ruler'; readonly from: Point; readonly to: Point }
  | { readonly kind: 'radius'; readonly centre: Point; readonly meters: number }
  /** From `origin` toward `toward`, as long as that distance, `degrees` wide. */
  | { readonly kind: 'cone'; readonly origin: Point; readonly toward: Point; readonly degrees: number };

export interface TemplateWeapon {
  readonly name: string;
  readonly bands: RangeBands;
}

export interface PinnedTemplate {
  readonly id: number;
  readonly shape: TemplateShape;
  readonly label: string;
  /** What the map draws: the template's outline (a line, a circle, a cone). */
  readonly outline: OutlineShape;
  /** Cells covered (y * width + x), for the map's wash. */
  readonly cells: readonly number[];
}

export interface TemplateBoard {
  readonly next: number;
  readonly pinned: readonly PinnedTemplate[];
}

export const EMPTY_TEMPLATES: TemplateBoard = { next: 1, pinned: [] };
/** A board keeps this many templates: the oldest goes when one more is pinned. */
export const TEMPLATE_LIMIT = 12;
/** A flash-bang's radius (R-OPS-17). */
export const FLASH_BANG_METERS = 2;
export const CONE_DEGREES = 60;

/** The template's length in meters: the ruler's, the radius, the cone's reach. */
export function templateMeters(map: Pick<BattleMap, 'metersPerTile'>, s: TemplateShape): number {
  switch (s.kind) {
    case 'ruler':
      return distanceMeters(map, s.from, s.to);
    case 'radius':
      return s.meters;
    case 'cone':
      return distanceMeters(map, s.origin, s.toward);
  }
}

/** "Ruler 12.0 m · Good (+1), Glock 17"; "Radius 2.0 m"; "Cone 60°, 10.0 m · Fair (0), M4". */
export function templateLabel(map: Pick<BattleMap, 'metersPerTile'>, s: TemplateShape, weapon: TemplateWeapon | null): string {
  const m = templateMeters(map, s);
  const reading = `${rulerText(m, weapon?.bands ?? null)}${weapon ? `, ${weapon.name}` : ''}`;
  switch (s.kind) {
    case 'ruler':
      return `Ruler ${reading}`;
    case 'radius':
      return `Radius ${reading}`;
    case 'cone':
      return `Cone ${s.degrees}°, ${reading}`;
  }
}

function angleBetween(ax: number, ay: number, bx: number, by: number): number {
  const dot = ax * bx + ay * by;
  const la = Math.hypot(ax, ay);
  const lb = Math.hypot(bx, by);
  if (la === 0 || lb === 0) return 0;
  return (Math.acos(Math.max(-1, Math.min(1, dot / (la * lb)))) * 180) / Math.PI;
}

/** The outline the map draws for a template (renderer/table/outline-layer.ts): a radius in cells. */
export function templateOutline(map: Pick<BattleMap, 'metersPerTile'>, s: TemplateShape): OutlineShape {
  switch (s.kind) {
    case 'ruler':
      return { kind: 'line', from: { ...s.from }, to: { ...s.to } };
    case 'radius':
      return { kind: 'circle', centre: { ...s.centre }, radius: s.meters / map.metersPerTile };
    case 'cone':
      return { kind: 'cone', origin: { ...s.origin }, toward: { ...s.toward }, degrees: s.degrees };
  }
}

/** The cells a template covers, in reading order. */
export function templateCells(map: Pick<BattleMap, 'metersPerTile' | 'width' | 'height'>, s: TemplateShape): number[] {
  const out: number[] = [];
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < map.width && y < map.height;
  if (s.kind === 'ruler') {
    // The cells the straight line passes, in steps of a tenth of a cell.
    const n = Math.max(1, Math.ceil(Math.hypot(s.to.x - s.from.x, s.to.y - s.from.y) * 10));
    const seen = new Set<number>();
    for (let i = 0; i <= n; i++) {
      const x = Math.round(s.from.x + ((s.to.x - s.from.x) * i) / n);
      const y = Math.round(s.from.y + ((s.to.y - s.from.y) * i) / n);
      if (inside(x, y)) seen.add(y * map.width + x);
    }
    return [...seen].sort((a, b) => a - b);
  }
  const origin = s.kind === 'radius' ? s.centre : s.origin;
  const reach = templateMeters(map, s);
  const r = Math.ceil(reach / map.metersPerTile);
  for (let y = origin.y - r; y <= origin.y + r; y++) {
    for (let x = origin.x - r; x <= origin.x + r; x++) {
      if (!inside(x, y) || distanceMeters(map, origin, { x, y }) > reach + 1e-9) continue;
      if (s.kind === 'cone' && (x !== origin.x || y !== origin.y)) {
        if (angleBetween(s.toward.x - origin.x, s.toward.y - origin.y, x - origin.x, y - origin.y) > s.degrees / 2 + 1e-9) continue;
      }
      out.push(y * map.width + x);
    }
  }
  return out;
}

export function pinTemplate(board: TemplateBoard, map: Pick<BattleMap, 'metersPerTile' | 'width' | 'height'>, shape: TemplateShape, weapon: TemplateWeapon | null): TemplateBoard {
  const t: PinnedTemplate = { id: board.next, shape, label: templateLabel(map, shape, weapon), outline: templateOutline(map, shape), cells: templateCells(map, shape) };
  return { next: board.next + 1, pinned: [...board.pinned, t].slice(-TEMPLATE_LIMIT) };
}

export function unpinTemplate(board: TemplateBoard, id: number): TemplateBoard {
  return { ...board, pinned: board.pinned.filter((t) => t.id !== id) };
}
