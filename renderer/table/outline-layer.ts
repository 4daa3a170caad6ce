import { Container, Graphics, Text } from 'pixi.js';
import { cellCentre, type GridGeometry, type Point } from './coords';
import { FONT } from './token-art';

/**
 * Measuring outlines that stay, in the measuring layer (the ruler's, under its line): a line, a
 * circle or a cone drawn as a stroke a player can read from across the room, each with its label
 * ("Cone 60°, 10.0 m · Fair (0), M4") at its far end. The GM's pinned templates use it on the GM's
 * map and on the players' display (renderer/gm). Lines and labels keep their screen size at any
 * zoom, as the ruler's do; labels of templates close together are stacked.
 */
export type OutlineShape =
  | { readonly kind: 'line'; readonly from: Point; readonly to: Point }
  /** `radius` in cells, from the centre of `centre`. */
  | { readonly kind: 'circle'; readonly centre: Point; readonly radius: number }
  /** From `origin` toward `toward`, as long as that distance, `degrees` wide. */
  | { readonly kind: 'cone'; readonly origin: Point; readonly toward: Point; readonly degrees: number };

export interface MapOutline {
  readonly shape: OutlineShape;
  readonly label: string;
}

export interface OutlineLayer {
  readonly container: Container;
  set(outlines: readonly MapOutline[]): void;
  setZoom(zoom: number): void;
  destroy(): void;
}

const STROKE = 0xf2a900;
const DARK = 0x0b0f14;
const INK = 0xe8e6df;
/** The labels' type size on screen (the ruler's is 13). */
const LABEL_PX = 15;

/** Where an outline's label goes (world pixels): past the line's end, above the circle, at the cone's far edge. */
export function labelAnchor(grid: GridGeometry, s: OutlineShape): Point {
  switch (s.kind) {
    case 'line':
      return cellCentre(grid, s.to.x, s.to.y);
    case 'circle': {
      const c = cellCentre(grid, s.centre.x, s.centre.y);
      return { x: c.x, y: c.y - s.radius * grid.cell };
    }
    case 'cone':
      return cellCentre(grid, s.toward.x, s.toward.y);
  }
}

function draw(g: Graphics, grid: GridGeometry, s: OutlineShape, width: number): void {
  const stroke = (w: number, color: number, alpha: number) => g.stroke({ width: w, color, alpha, join: 'round', cap: 'round' });
  const path = (): void => {
    switch (s.kind) {
      case 'line': {
        const a = cellCentre(grid, s.from.x, s.from.y);
        const b = cellCentre(grid, s.to.x, s.to.y);
        g.moveTo(a.x, a.y).lineTo(b.x, b.y);
        return;
      }
      case 'circle': {
        const c = cellCentre(grid, s.centre.x, s.centre.y);
        g.circle(c.x, c.y, Math.max(0.1, s.radius) * grid.cell);
        return;
      }
      case 'cone': {
        const o = cellCentre(grid, s.origin.x, s.origin.y);
        const t = cellCentre(grid, s.toward.x, s.toward.y);
        const reach = Math.hypot(t.x - o.x, t.y - o.y);
        const mid = Math.atan2(t.y - o.y, t.x - o.x);
        const half = (s.degrees * Math.PI) / 360;
        g.moveTo(o.x, o.y).lineTo(o.x + Math.cos(mid - half) * reach, o.y + Math.sin(mid - half) * reach);
        g.arc(o.x, o.y, reach, mid - half, mid + half);
        g.lineTo(o.x, o.y);
        g.closePath();
        return;
      }
    }
  };
  // A dark casing under the stroke, so it reads over any floor.
  path();
  stroke(width * 2.6, DARK, 0.75);
  path();
  stroke(width, STROKE, 1);
  if (s.kind === 'line') {
    const a = cellCentre(grid, s.from.x, s.from.y);
    const b = cellCentre(grid, s.to.x, s.to.y);
    g.circle(a.x, a.y, width * 2).fill({ color: STROKE }).circle(b.x, b.y, width * 2.4).stroke({ width, color: STROKE });
  }
}

export function createOutlineLayer(grid: GridGeometry): OutlineLayer {
  const container = new Container({ label: 'outlines' });
  const lines = new Graphics({ label: 'outline strokes' });
  const labels = new Container({ label: 'outline labels' });
  container.addChild(lines, labels);
  let shown: readonly MapOutline[] = [];
  let zoom = 1;

  const redraw = (): void => {
    lines.clear();
    for (const o of shown) draw(lines, grid, o.shape, 2.4 / zoom);
  };
  /** One label per outline, built when the outlines change. */
  const relabel = (): void => {
    for (const child of labels.removeChildren()) child.destroy({ children: true });
    const pad = LABEL_PX * 0.35;
    for (const o of shown) {
      const tag = new Container();
      const text = new Text({ text: o.label, style: { fontFamily: FONT, fontSize: LABEL_PX, fontWeight: '600', fill: INK }, resolution: 2 });
      text.position.set(pad, pad * 0.6);
      const bg = new Graphics().roundRect(0, 0, text.width + pad * 2, text.height + pad * 1.2, LABEL_PX * 0.25).fill({ color: DARK, alpha: 0.88 }).stroke({ width: 1.2, color: STROKE });
      tag.addChild(bg, text);
      labels.addChild(tag);
    }
    place();
  };
  /** Each label at its outline's far end, at screen size; labels of templates close together are stacked. */
  const place = (): void => {
    const placed: { x: number; y: number; w: number; h: number }[] = [];
    labels.children.forEach((tag, i) => {
      const o = shown[i];
      if (!o) return;
      tag.scale.set(1 / zoom);
      const at = labelAnchor(grid, o.shape);
      const box = { x: at.x + (LABEL_PX * 0.6) / zoom, y: at.y - (LABEL_PX * 0.6) / zoom - tag.height, w: tag.width, h: tag.height };
      while (placed.some((p) => box.x < p.x + p.w && p.x < box.x + box.w && box.y < p.y + p.h && p.y < box.y + box.h)) box.y += box.h + (LABEL_PX * 0.2) / zoom;
      placed.push(box);
      tag.position.set(box.x, box.y);
    });
  };

  return {
    container,
    set(next) {
      shown = next;
      redraw();
      relabel();
    },
    setZoom(z) {
      if (z === zoom) return;
      zoom = z;
      redraw();
      place();
    },
    destroy() {
      container.destroy({ children: true });
    },
  };
}
