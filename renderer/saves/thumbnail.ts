import type { SaveKind, SaveSummary } from '../../src/save/index';
import { h } from '../ui/dom';
import { thumbnailPlan, type ThumbShape } from './thumbnail-plan';

const SVG = 'http://www.w3.org/2000/svg';

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

function shapeElement(s: ThumbShape): SVGElement {
  switch (s.type) {
    case 'rect':
      return svg('rect', { x: s.x, y: s.y, width: s.w, height: s.h, fill: s.fill });
    case 'circle':
      return svg('circle', { cx: s.cx, cy: s.cy, r: s.r, fill: s.fill });
    case 'polygon':
      return svg('polygon', { points: s.points, fill: s.fill });
    case 'text': {
      const t = svg('text', { x: s.x, y: s.y, fill: s.fill, 'font-size': s.size, 'text-anchor': s.anchor, 'font-family': s.mono ? 'IBM Plex Mono, monospace' : 'IBM Plex Sans, sans-serif' });
      t.textContent = s.text;
      return t;
    }
  }
}

/** The load-screen picture of a save (thumbnail-plan.ts decides what it shows). */
export function thumbnailElement(summary: SaveSummary, kind: SaveKind, className = 'save-thumb'): Element {
  const plan = thumbnailPlan(summary, kind);
  if (plan.type === 'image') return h('img', { class: className, src: plan.url, alt: plan.label });
  const root = svg('svg', { class: className, viewBox: `0 0 ${plan.width} ${plan.height}`, role: 'img', 'aria-label': plan.label, preserveAspectRatio: 'xMidYMid meet' });
  for (const s of plan.shapes) root.append(shapeElement(s));
  return root;
}
