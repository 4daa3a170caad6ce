import { Container, Graphics, Text } from 'pixi.js';
import { cellCentre, type GridGeometry, type Point } from './coords';
import { COVER_LOOK, type CoverLine } from './cover-look';
import { FONT } from './token-art';

/**
 * The move preview's cover, drawn on the map: from the hovered cell a thin line to each enemy in
 * sight, coloured by the cover that cell gives against it, and the word at the enemy's end (full,
 * partial, none, no line of fire), so colour is never the only cue (DESIGN.md). The data comes
 * from the seat's move preview (src/battle/view/move-preview.ts), so only enemies the seat sees
 * are ever drawn. Part of the measuring layer (ruler-layer.ts), above the tokens.
 */
export interface CoverPreview {
  readonly container: Container;
  set(lines: readonly CoverLine[]): void;
  setZoom(zoom: number): void;
  destroy(): void;
}

const DARK = 0x0b0f14;

export function createCoverPreview(grid: GridGeometry): CoverPreview {
  const container = new Container({ label: 'cover preview' });
  const strokes = new Graphics();
  const tags = new Container();
  container.addChild(strokes, tags);
  let lines: readonly CoverLine[] = [];
  let zoom = 1;
  let drawn = '';

  const draw = (): void => {
    strokes.clear();
    for (const child of tags.removeChildren()) child.destroy();
    const w = 1.8 / zoom;
    for (const l of lines) {
      const a = cellCentre(grid, l.from.x, l.from.y);
      const b = cellCentre(grid, l.to.x, l.to.y);
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len === 0) continue;
      const look = COVER_LOOK[l.cover];
      const rim = Math.min(0.5, (grid.cell * 0.45) / len);
      const at = (t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
      // Dashes for "no line of fire"; a dark edge under every stroke for contrast on any tile.
      const pieces = look.dashed ? Math.max(1, Math.floor((len * zoom) / 14)) : 1;
      for (let i = 0; i < pieces; i += 1) {
        const t0 = rim + ((1 - 2 * rim) * i) / pieces;
        const t1 = look.dashed ? t0 + ((1 - 2 * rim) / pieces) * 0.55 : 1 - rim;
        const p = at(t0);
        const q = at(t1);
        strokes.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: w * 2.6, color: DARK, alpha: 0.65 });
        strokes.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: w, color: look.rgb, alpha: 0.95 });
      }
      // The word on a dark chip just above the enemy's token.
      const tag = new Container();
      const text = new Text({ text: look.word, style: { fontFamily: FONT, fontSize: 12, fontWeight: '600', fill: look.rgb }, resolution: 2 });
      const bg = new Graphics();
      const pad = 4;
      text.position.set(pad, pad - 2);
      bg.roundRect(0, 0, text.width + pad * 2, text.height + pad * 2 - 4, 3).fill({ color: DARK, alpha: 0.88 }).stroke({ width: 1, color: look.rgb });
      tag.addChild(bg, text);
      tag.scale.set(1 / zoom);
      tag.position.set(b.x - tag.width / 2, b.y - grid.cell * 0.55 - tag.height);
      tags.addChild(tag);
    }
  };

  return {
    container,
    set(next) {
      const key = next.map((l) => `${l.from.x},${l.from.y}>${l.to.x},${l.to.y}:${l.cover}`).join(';');
      if (key === drawn) return;
      drawn = key;
      lines = next;
      draw();
    },
    setZoom(z) {
      if (z === zoom) return;
      zoom = z;
      draw();
    },
    destroy() {
      container.destroy({ children: true });
    },
  };
}
