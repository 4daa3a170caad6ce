import { Container, Graphics } from 'pixi.js';
import type { BattleMap } from '../../src/battle/map';
import { cellOrigin, type GridGeometry } from './coords';
import { doorShapes, FADED_ALPHA, floorMarks, type DoorShape } from './door-shapes';
import type { DoorView, FloorView } from './view-model';

/**
 * R-OPS-35 doors on the map, as the viewer knows them (the seat view keeps each door as its side
 * last saw it). Each state has its own shape, so colour is never the only cue (DESIGN.md):
 * closed, a solid leaf across the doorway; locked, the leaf in steel with a padlock on it; open,
 * the leaf swung back against the jamb with its arc; blown, splinters at both jambs. A door in a
 * cell the viewer does not see now is drawn faded: that is what the side last saw there.
 * The terrain bakes the doorway's floor only (a door changes during a battle), so this Pixi
 * layer, over the cover markers and under the tokens, is the one place a door is drawn.
 * R-OPS-34: the weapons on the floor are drawn here too, in the same pass: a firearm as a gun
 * laid across the cell, a melee weapon as a blade, both amber on a dark casing so they read over
 * any floor and under a unit's token; only those the viewer sees now (the seat view picks them).
 */

const WOOD = 0x9a6a3a;
const STEEL = 0x6f7c88;
const EDGE = 0x0b0f14;
const LOCK = 0xf2a900;
const SPLINTER = 0xc8b8a0;

/** One door in a cell whose top-left world pixel is (ox, oy), leaf across or along. */
function drawDoor(g: Graphics, s: DoorShape, ox: number, oy: number, c: number): void {
  const alpha = s.faded ? FADED_ALPHA : 1;
  // Local frame: u along the leaf, v across it; `at` maps it to world pixels for either way.
  const at = (u: number, v: number): [number, number] => (s.across ? [ox + u * c, oy + v * c] : [ox + v * c, oy + u * c]);
  const rect = (u0: number, v0: number, u1: number, v1: number): void => {
    const [x0, y0] = at(u0, v0);
    const [x1, y1] = at(u1, v1);
    g.rect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
  };
  const line = (u0: number, v0: number, u1: number, v1: number, width: number, color: number): void => {
    g.moveTo(...at(u0, v0))
      .lineTo(...at(u1, v1))
      .stroke({ width: width * c, color, alpha, cap: 'round' });
  };
  switch (s.look) {
    case 'closed':
    case 'locked': {
      rect(0.04, 0.36, 0.96, 0.64);
      g.fill({ color: s.look === 'locked' ? STEEL : WOOD, alpha }).stroke({ width: c * 0.06, color: EDGE, alpha });
      if (s.look === 'closed') {
        g.circle(...at(0.78, 0.5), c * 0.06).fill({ color: EDGE, alpha });
        return;
      }
      // The padlock: a shackle over a body, amber on a dark edge.
      const [sx, sy] = at(0.5, 0.5);
      g.circle(sx, sy - c * 0.1, c * 0.12).stroke({ width: c * 0.1, color: EDGE, alpha });
      g.circle(sx, sy - c * 0.1, c * 0.12).stroke({ width: c * 0.05, color: LOCK, alpha });
      g.rect(sx - c * 0.17, sy - c * 0.08, c * 0.34, c * 0.28).fill({ color: LOCK, alpha }).stroke({ width: c * 0.04, color: EDGE, alpha });
      return;
    }
    case 'open': {
      // The leaf against the jamb and the arc it swung through: the doorway itself stays clear.
      rect(0.04, 0.5, 0.18, 0.98);
      g.fill({ color: WOOD, alpha }).stroke({ width: c * 0.04, color: EDGE, alpha });
      const [hx, hy] = at(0.04, 0.5);
      const [ex, ey] = at(0.96, 0.5);
      const r = Math.hypot(ex - hx, ey - hy);
      const start = s.across ? 0 : Math.PI / 2;
      g.arc(hx, hy, r, start, start + (s.across ? Math.PI / 2 : -Math.PI / 2), !s.across).stroke({ width: c * 0.03, color: WOOD, alpha: alpha * 0.9 });
      return;
    }
    case 'blown':
      for (const [u, w] of [
        [0.06, 0.3],
        [0.94, 0.7],
      ] as const) {
        line(u, 0.5, u + (u < 0.5 ? 0.16 : -0.16), 0.3, 0.05, SPLINTER);
        line(u, 0.5, u + (u < 0.5 ? 0.2 : -0.2), 0.62, 0.05, SPLINTER);
        line(u, 0.5, u + (u < 0.5 ? 0.1 : -0.1), w, 0.04, SPLINTER);
      }
      return;
  }
}

/** A weapon on the floor in a cell whose top-left world pixel is (ox, oy), in the cell's lower half. */
function drawFloorItem(g: Graphics, kind: FloorView['kind'], ox: number, oy: number, c: number): void {
  const stroke = (pts: readonly (readonly [number, number])[], width: number, color: number): void => {
    const [first, ...rest] = pts;
    if (!first) return;
    g.moveTo(ox + first[0] * c, oy + first[1] * c);
    for (const [u, v] of rest) g.lineTo(ox + u * c, oy + v * c);
    g.stroke({ width: width * c, color, cap: 'round', join: 'round' });
  };
  // Each part twice: a dark casing, then the amber over it.
  const parts: [readonly (readonly [number, number])[], number][] =
    kind === 'firearm'
      ? [
          // Stock to muzzle, then the grip and the magazine below it.
          [[[0.14, 0.8], [0.88, 0.6]], 0.1],
          [[[0.4, 0.73], [0.44, 0.88]], 0.08],
          [[[0.56, 0.69], [0.62, 0.84]], 0.07],
        ]
      : [
          // Blade, crossguard, hilt.
          [[[0.3, 0.86], [0.82, 0.58]], 0.07],
          [[[0.3, 0.72], [0.4, 0.9]], 0.06],
          [[[0.18, 0.92], [0.3, 0.86]], 0.08],
        ];
  for (const [pts, w] of parts) stroke(pts, w + 0.07, EDGE);
  for (const [pts, w] of parts) stroke(pts, w, LOCK);
}

export interface DoorLayer {
  readonly container: Container;
  /** Redraws when the doors, the weapons on the floor, their looks or the viewer's sight of them changed; true then. */
  update(doors: readonly DoorView[], seen: ReadonlySet<number> | null, floor?: readonly FloorView[]): boolean;
  destroy(): void;
}

export function createDoorLayer(map: BattleMap, grid: GridGeometry): DoorLayer {
  const container = new Container({ label: 'doors' });
  const g = new Graphics({ label: 'door leaves' });
  container.addChild(g);
  let drawn = '';
  return {
    container,
    update(doors, seen, floor = []) {
      const shapes = doorShapes(map, doors, seen);
      const marks = floorMarks(map, floor);
      const key = `${shapes.map((s) => `${s.x},${s.y},${s.look},${s.faded ? 1 : 0}`).join(';')}|${marks.map((m) => `${m.x},${m.y},${m.kind}`).join(';')}`;
      if (key === drawn) return false;
      drawn = key;
      g.clear();
      for (const s of shapes) {
        const o = cellOrigin(grid, s.x, s.y);
        drawDoor(g, s, o.x, o.y, grid.cell);
      }
      for (const m of marks) {
        const o = cellOrigin(grid, m.x, m.y);
        drawFloorItem(g, m.kind, o.x, o.y, grid.cell);
      }
      return true;
    },
    destroy() {
      container.destroy({ children: true });
    },
  };
}
