import { Container, Graphics, Text } from 'pixi.js';
import type { RangeBands } from '../../src/ops/data/firearms-types';
import { cellCentre, type GridGeometry, type Point } from './coords';
import { drawShield } from './cover-glyphs';
import type { CoverLine } from './cover-look';
import { createCoverPreview } from './cover-preview';
import type { Stretch } from './fire-line';
import { bandColour, rangeReading, rulerText } from './range-bands';
import { FONT } from './token-art';
import { ACCENT } from './view-model';

/**
 * The measuring layer, above the tokens: the ruler (meters, band word and difficulty, ticks
 * where each band begins), the hovered cell's cover against each enemy (cover-preview.ts) and
 * the line-of-sight preview to every enemy in view, white where
 * clear and amber where the line passes cover (DESIGN.md). Lines keep their screen width at any
 * zoom, so they are redrawn when the zoom changes.
 */
export interface RulerSpec {
  readonly from: Point;
  readonly to: Point;
  readonly meters: number;
  readonly bands: RangeBands | null;
  readonly weapon: string | null;
}

export interface SightLine {
  readonly from: Point;
  readonly to: Point;
  readonly stretches: readonly Stretch[];
  readonly targetCover: 'none' | 'partial' | 'full';
}

export interface RulerLayer {
  readonly container: Container;
  setRuler(spec: RulerSpec | null): void;
  setSightLines(lines: readonly SightLine[]): void;
  /** The hovered cell's cover against each enemy in sight (cover-preview.ts); [] removes it. */
  setCoverPreview(lines: readonly CoverLine[]): void;
  setZoom(zoom: number): void;
  /** The ruler's text as printed, for the screen's live region and tests. */
  text(): string;
  destroy(): void;
}

const INK = 0xe8e6df;
const DARK = 0x0b0f14;
const BLOCKED = 0x8a9099;

export function createRulerLayer(grid: GridGeometry): RulerLayer {
  const container = new Container({ label: 'ruler' });
  const sight = new Graphics({ label: 'line of sight' });
  const line = new Graphics({ label: 'ruler line' });
  const tag = new Container({ label: 'ruler label' });
  const tagBg = new Graphics();
  const tagText = new Text({ text: '', style: { fontFamily: FONT, fontSize: 13, fontWeight: '600', fill: INK, lineHeight: 17 }, resolution: 2 });
  tag.addChild(tagBg, tagText);
  const coverPreview = createCoverPreview(grid);
  container.addChild(sight, coverPreview.container, line, tag);
  let ruler: RulerSpec | null = null;
  let lines: readonly SightLine[] = [];
  let zoom = 1;
  let printed = '';

  const drawSight = (): void => {
    sight.clear();
    const w = 2.2 / zoom;
    const rim = grid.cell * 0.5;
    for (const l of lines) {
      const a = cellCentre(grid, l.from.x, l.from.y);
      const b = cellCentre(grid, l.to.x, l.to.y);
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len === 0) continue;
      // Start and end at the token rims so the counters stay readable.
      const lo = Math.min(0.5, rim / len);
      const hi = Math.max(0.5, 1 - rim / len);
      const at = (t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
      for (const s of l.stretches) {
        const t0 = Math.max(lo, s.t0);
        const t1 = Math.min(hi, s.t1);
        if (t1 <= t0) continue;
        const p = at(t0);
        const q = at(t1);
        sight.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: w * 2.4, color: DARK, alpha: 0.7 });
        const colour = s.kind === 'cover' ? ACCENT : s.kind === 'blocked' ? BLOCKED : INK;
        sight.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: s.kind === 'cover' ? w * 1.5 : w, color: colour, alpha: s.kind === 'blocked' ? 0.6 : 1 });
      }
      if (l.targetCover !== 'none') {
        // The target's cover against this shooter, as the shield glyph beside the line's end.
        const end = at(hi);
        drawShield(sight, grid.cell * 0.9, end.x - grid.cell * 0.9 * 0.7, end.y - grid.cell * 0.9 * 0.3 - grid.cell * 0.3, l.targetCover === 'full' ? 2 : 1);
      }
    }
  };

  const drawRuler = (): void => {
    line.clear();
    tag.visible = ruler !== null;
    if (!ruler) {
      printed = '';
      return;
    }
    const a = cellCentre(grid, ruler.from.x, ruler.from.y);
    const b = cellCentre(grid, ruler.to.x, ruler.to.y);
    const w = 2 / zoom;
    line.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: w * 3, color: DARK, alpha: 0.8 });
    line.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: w, color: INK });
    line.circle(a.x, a.y, 4 / zoom).fill({ color: INK }).circle(b.x, b.y, 5 / zoom).stroke({ width: w, color: INK });
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (ruler.bands && len > 0 && ruler.meters > 0) {
      // A tick where each band begins (R-OPS-12), in that band's colour.
      const nx = -(b.y - a.y) / len;
      const ny = (b.x - a.x) / len;
      const tick = 7 / zoom;
      ruler.bands.forEach((d, i) => {
        if (d > ruler!.meters || d <= 0) return;
        const t = d / ruler!.meters;
        const px = a.x + (b.x - a.x) * t;
        const py = a.y + (b.y - a.y) * t;
        line.moveTo(px - nx * tick, py - ny * tick).lineTo(px + nx * tick, py + ny * tick).stroke({ width: w * 1.5, color: bandColour(i) });
      });
    }
    const reading = ruler.bands ? rangeReading(ruler.meters, ruler.bands) : null;
    printed = rulerText(ruler.meters, ruler.bands);
    tagText.text = ruler.weapon ? `${printed}\n${ruler.weapon}` : printed;
    const pad = 6;
    const chip = reading ? 12 : 0;
    tagText.position.set(pad + (chip ? chip + 6 : 0), pad - 1);
    tagBg.clear().roundRect(0, 0, tagText.x + tagText.width + pad, tagText.height + pad * 2 - 2, 4).fill({ color: DARK, alpha: 0.88 });
    tagBg.roundRect(0, 0, tagText.x + tagText.width + pad, tagText.height + pad * 2 - 2, 4).stroke({ width: 1, color: reading?.inRange ? bandColour(reading.band) : BLOCKED });
    if (reading) {
      const c = reading.inRange ? bandColour(reading.band) : BLOCKED;
      tagBg.rect(pad, pad + 2, chip, chip).fill({ color: c }).stroke({ width: 1, color: INK });
    }
    tag.scale.set(1 / zoom);
    tag.position.set(b.x + 14 / zoom, b.y - 14 / zoom - tag.height);
  };

  return {
    container,
    setRuler(spec) {
      ruler = spec;
      drawRuler();
    },
    setSightLines(next) {
      lines = next;
      drawSight();
    },
    setCoverPreview(next) {
      coverPreview.set(next);
    },
    setZoom(z) {
      coverPreview.setZoom(z);
      if (z === zoom) return;
      zoom = z;
      drawRuler();
      drawSight();
    },
    text: () => printed,
    destroy() {
      container.destroy({ children: true });
    },
  };
}
