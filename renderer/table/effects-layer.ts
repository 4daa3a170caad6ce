import { Container, Graphics } from 'pixi.js';
import { cellCentre, type GridGeometry, type Point } from './coords';
import { ACCENT } from './view-model';

/**
 * Short-lived effects on top of everything. Each one has a reason to move (a ping shows where
 * keyboard focus jumped to) and none plays when motion is reduced.
 */
export interface EffectsLayer {
  readonly container: Container;
  ping(cell: Point, motion: boolean): void;
  /** Advances effects; true while any is playing. */
  step(dtMs: number): boolean;
  destroy(): void;
}

const PING_MS = 450;

export function createEffectsLayer(grid: GridGeometry): EffectsLayer {
  const container = new Container({ label: 'effects' });
  const pings: Array<{ g: Graphics; t: number }> = [];
  return {
    container,
    ping(cell, motion) {
      if (!motion) return;
      const c = cellCentre(grid, cell.x, cell.y);
      const g = new Graphics().circle(0, 0, grid.cell * 0.5).stroke({ width: grid.cell * 0.06, color: ACCENT });
      g.position.set(c.x, c.y);
      container.addChild(g);
      pings.push({ g, t: 0 });
    },
    step(dtMs) {
      const had = pings.length;
      for (let i = pings.length - 1; i >= 0; i -= 1) {
        const p = pings[i];
        if (!p) continue;
        p.t += dtMs / PING_MS;
        if (p.t >= 1) {
          p.g.destroy();
          pings.splice(i, 1);
          continue;
        }
        p.g.scale.set(1 + p.t * 1.6);
        p.g.alpha = 1 - p.t;
      }
      // The frame that removes the last ping must still be drawn.
      return had > 0;
    },
    destroy() {
      container.destroy({ children: true });
    },
  };
}
