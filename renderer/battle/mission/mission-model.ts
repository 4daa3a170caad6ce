/**
 * What the table shows of a mission for one moment, as data (model, then view: ./mission-view.ts):
 * the strip under the header (objectives with progress, the alarm and its clock, rounds left), the
 * hover line (the exact chance each defender and camera in view notices the acting unit where the
 * pointer is, and who would hear its steps), and the map's cell marks (dim and dark cells, exits,
 * objectives, devices known, the path tinted by its chance, the noise ring, the sight areas). All of
 * it from the seat view of the model (src/battle/mission board.ts, preview.ts): nothing unseen, and
 * nothing at all behind a hand-over.
 */
import type { Cell } from '../../../src/battle/geometry';
import type { BattleMap } from '../../../src/battle/map';
import { missionBoard, type MissionBoard } from '../../../src/battle/mission/board';
import { pathNotice, sightAreas, type PathNotice } from '../../../src/battle/mission/preview';
import { percent } from '../../../src/battle/view';
import type { TableModel } from '../model/table-model';

export interface MissionMark {
  readonly cells: ReadonlySet<number> | null;
  readonly rgb: number;
  readonly alpha: number;
}

export const MISSION_MARKS = ['mission-dim', 'mission-dark', 'mission-exits', 'mission-objectives', 'mission-devices', 'notice-low', 'notice-mid', 'notice-high', 'mission-noise', 'sight-guards', 'sight-cameras'] as const;
export type MissionMarkName = (typeof MISSION_MARKS)[number];

export interface MissionModel {
  readonly board: MissionBoard | null;
  readonly notice: PathNotice | null;
  /** "At (12, 4): Gray Mastiff 12.3% (Spot Hidden vs Stealth)…", or null when not hovering a move. */
  readonly hover: string | null;
  readonly marks: Readonly<Record<MissionMarkName, MissionMark>>;
}

const NONE: MissionMark = { cells: null, rgb: 0, alpha: 0 };

/** Okabe-Ito: sky blue low, amber middle, vermillion high; bluish green exits; reddish purple devices. */
export const NOTICE_RGB = { low: 0x56b4e9, mid: 0xe69f00, high: 0xd55e00 } as const;

const lightMarks = new WeakMap<Uint8Array, { dim: Set<number>; dark: Set<number> }>();
function lightCells(light: Uint8Array): { dim: Set<number>; dark: Set<number> } {
  let known = lightMarks.get(light);
  if (!known) {
    const dim = new Set<number>();
    const dark = new Set<number>();
    light.forEach((c, i) => (c === 1 ? dim.add(i) : c === 2 ? dark.add(i) : undefined));
    known = { dim, dark };
    lightMarks.set(light, known);
  }
  return known;
}

const rectCells = (map: BattleMap, r: { x: number; y: number; w: number; h: number }, into: Set<number>): void => {
  for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) into.add(y * map.width + x);
};

/** The cells at `meters` (give or take half a cell) from `c`: a ring the width of one cell. */
function ring(map: BattleMap, c: Cell, meters: number): Set<number> {
  const r = meters / map.metersPerTile;
  const out = new Set<number>();
  const reach = Math.ceil(r + 1);
  for (let y = c.y - reach; y <= c.y + reach; y++) {
    for (let x = c.x - reach; x <= c.x + reach; x++) {
      if (x < 0 || y < 0 || x >= map.width || y >= map.height) continue;
      const d = Math.hypot(x - c.x, y - c.y);
      // Every other cell of the ring: a dashed circle.
      if (Math.abs(d - r) <= 0.5 && (x + y) % 2 === 0) out.add(y * map.width + x);
    }
  }
  return out;
}

export function missionModel(model: TableModel | null, map: BattleMap, sightOn: boolean): MissionModel {
  const blank = Object.fromEntries(MISSION_MARKS.map((n) => [n, NONE])) as Record<MissionMarkName, MissionMark>;
  const view = model?.view ?? null;
  if (!model || !view || model.map.hidden || !view.known.mission) return { board: null, notice: null, hover: null, marks: blank };
  const board = missionBoard(view);
  if (!board) return { board: null, notice: null, hover: null, marks: blank };
  const marks = { ...blank };
  if (board.light) {
    const { dim, dark } = lightCells(board.light);
    marks['mission-dim'] = { cells: dim, rgb: 0x02060c, alpha: 0.3 };
    marks['mission-dark'] = { cells: dark, rgb: 0x02060c, alpha: 0.55 };
  }
  const exits = new Set<number>();
  for (const r of board.exits) rectCells(map, r, exits);
  marks['mission-exits'] = { cells: exits.size > 0 ? exits : null, rgb: 0x009e73, alpha: 0.3 };
  const objectives = new Set<number>();
  for (const o of board.objectives) if (o.at && o.state === 'open') objectives.add(o.at.y * map.width + o.at.x);
  for (const i of board.items) if (!i.out) objectives.add(i.cell.y * map.width + i.cell.x);
  for (const c of board.captives) if (!c.freed) objectives.add(c.cell.y * map.width + c.cell.x);
  marks['mission-objectives'] = { cells: objectives.size > 0 ? objectives : null, rgb: 0xf4f1e8, alpha: 0.4 };
  const devices = new Set<number>();
  for (const d of board.devices) if (d.status === 'active') for (const c of d.cells) devices.add(c.y * map.width + c.x);
  marks['mission-devices'] = { cells: devices.size > 0 ? devices : null, rgb: 0xcc79a7, alpha: 0.55 };
  const move = model.side.move;
  const acting = model.choices.acting;
  let notice: PathNotice | null = null;
  let hover: string | null = null;
  if (move && acting && move.kind !== 'out of reach' && move.path.length > 1) {
    notice = pathNotice(view.known, map, acting.id, move.path, move.kind === 'run');
    if (notice) {
      const low = new Set<number>();
      const mid = new Set<number>();
      const high = new Set<number>();
      for (const c of notice.cells) (c.chance < 0.1 ? low : c.chance < 0.4 ? mid : high).add(c.y * map.width + c.x);
      marks['notice-low'] = { cells: low.size > 0 ? low : null, rgb: NOTICE_RGB.low, alpha: 0.5 };
      marks['notice-mid'] = { cells: mid.size > 0 ? mid : null, rgb: NOTICE_RGB.mid, alpha: 0.55 };
      marks['notice-high'] = { cells: high.size > 0 ? high : null, rgb: NOTICE_RGB.high, alpha: 0.6 };
      marks['mission-noise'] = { cells: ring(map, move.cell, notice.noiseMeters), rgb: 0xf4f1e8, alpha: 0.35 };
      hover = hoverWords(move.cell, notice);
    }
  }
  if (sightOn) {
    const areas = sightAreas(view.known, map);
    if (areas) {
      const guards = new Set<number>();
      const cameras = new Set<number>();
      areas.forEach((bits, i) => {
        if (bits & 1) guards.add(i);
        if (bits & 2) cameras.add(i);
      });
      marks['sight-guards'] = { cells: guards, rgb: 0xd55e00, alpha: 0.2 };
      marks['sight-cameras'] = { cells: cameras, rgb: 0xcc79a7, alpha: 0.22 };
    }
  }
  return { board, notice, hover, marks };
}

/** "At (12, 4): noticed 14.2% — Gray Mastiff 12.3% (Spot Hidden vs Stealth), Yard camera 2.1%; footsteps: Gray Heron 18.5% (heard within 3 m)". */
export function hoverWords(cell: Cell, n: PathNotice): string {
  const watchers = n.watchers.length === 0 ? 'no one in view watches it' : n.watchers.map((w) => `${w.name} ${percent(w.chance)} (${w.why})`).join(', ');
  const ears = n.listeners.length === 0 ? '' : `; footsteps: ${n.listeners.map((l) => `${l.name} ${percent(l.chance)}`).join(', ')}`;
  return `At (${cell.x}, ${cell.y}): noticed ${percent(n.chance)} — ${watchers}${ears}; heard within ${n.noiseMeters} m.`;
}
