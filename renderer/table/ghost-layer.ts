import { Container, Graphics } from 'pixi.js';
import { cellCentre, type GridGeometry } from './coords';
import { drawTag } from './token-art';
import { tagWorldScale } from './token-label';
import { SIDE_COLOURS, type GhostView } from './view-model';

/**
 * Last-seen marks drawn as ghosts, as XCOM and Invisible Inc. draw them: a broken ring in the side's
 * colour where an enemy was last seen, and a tag "Red Tiger · R3" (whose mark, which round) that
 * keeps a legible size at any zoom, like the tokens' tags (token-label.ts tagWorldScale). Only what
 * the seat view's memory holds is given (renderer/battle/table-view.ts ghostViews).
 */
export interface GhostLayer {
  readonly container: Container;
  update(ghosts: readonly GhostView[]): void;
  setZoom(zoom: number): void;
}

const ARCS = 8;

export function createGhostLayer(grid: GridGeometry, resolution: number): GhostLayer {
  const container = new Container({ label: 'ghosts' });
  const cell = grid.cell;
  const fontPx = Math.round(cell * 0.3);
  let tags: Container[] = [];
  let zoom = 1;
  let shown = '';

  const placeTags = (): void => {
    const s = tagWorldScale(fontPx, zoom);
    for (const t of tags) t.scale.set(s);
  };

  return {
    container,
    update(ghosts) {
      const key = JSON.stringify(ghosts);
      if (key === shown) return;
      shown = key;
      for (const child of container.removeChildren()) child.destroy({ children: true });
      tags = [];
      for (const g of ghosts) {
        const { x: cx, y: cy } = cellCentre(grid, g.x, g.y);
        const r = cell * 0.36;
        const colour = SIDE_COLOURS[g.side % SIDE_COLOURS.length] ?? SIDE_COLOURS[0];
        const ring = new Graphics();
        // A broken ring: half of each of ARCS arcs drawn.
        for (let i = 0; i < ARCS; i++) {
          const a = (i / ARCS) * Math.PI * 2;
          ring.moveTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r).arc(cx, cy, r, a, a + Math.PI / ARCS);
        }
        ring.stroke({ width: cell * 0.07, color: colour, alpha: 0.95 });
        ring.circle(cx, cy, r * 0.55).fill({ color: colour, alpha: 0.35 });
        const tag = drawTag(g.label, cell, resolution);
        tag.position.set(cx, cy + r + cell * 0.04);
        tag.alpha = 0.9;
        container.addChild(ring, tag);
        tags.push(tag);
      }
      placeTags();
    },
    setZoom(z) {
      zoom = z;
      placeTags();
    },
  };
}
