/**
 * The board's map (DESIGN.md "Black Hats board"): the lower 48 in ten Regions, each Area a
 * labelled pin, its Groups as square chips and Agents as diamonds. Ownership reads in greyscale:
 * own = solid, another seat's = hatched (with its letter), independent = hollow, unknown = "?".
 * A projection of one AreaModel list: it holds no game truth and is rebuilt when the view changes.
 */
import { REGIONS, type SeatId } from '../../src/hats';
import type { AgentMarker, AreaModel, GroupMarker } from './area-model';
import { MAP, REGION_LABEL_NUDGE, REGION_TONE, sideOf } from './map-layout';
import { isDirection, nextPin } from './map-nav';
import type { SeatMark } from './seat-marks';
import { s } from './svg';

export interface MapOptions {
  readonly marks: ReadonlyMap<SeatId, SeatMark>;
  /** The seat the board belongs to (null on the projector). */
  readonly seat: SeatId | null;
  readonly selected: string | null;
  /** Areas to ring in amber (the acting Agent's). */
  readonly highlight?: ReadonlySet<string>;
  readonly onSelect?: (area: string) => void;
  readonly label: string;
  /** 'top' on the board (the legend and dossier use the space below), centred on the projector. */
  readonly align?: 'top' | 'middle';
}

// Chips big enough for their letter (or "?") to read at UI scale 100% and on a projector (DESIGN.md "Tokens").
const CHIP = 14;
const GAP = 2.5;
/** Agent diamonds drawn beside a pin; past that, the last slot is a "+N" count, so a crowd never runs off the map. */
export const MAX_AGENT_MARKERS = 5;

function defs(marks: ReadonlyMap<SeatId, SeatMark>): SVGDefsElement {
  const d = s('defs', {},
    s('pattern', { id: 'bh-grid', width: 24, height: 24, patternUnits: 'userSpaceOnUse' },
      s('path', { d: 'M24 0H0V24', fill: 'none', stroke: '#223040', 'stroke-width': 0.6 })),
  );
  for (const [seat, mark] of marks) {
    // Coarse stripes, so "another seat's" reads apart from "yours" (solid) even in greyscale.
    d.append(s('pattern', { id: `bh-hatch-${seat}`, width: 4.4, height: 4.4, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
      s('rect', { width: 4.4, height: 4.4, fill: '#0e1319' }),
      s('rect', { width: 2.2, height: 4.4, fill: mark.colour })));
  }
  return d;
}

function groupChip(g: GroupMarker, x: number, y: number, o: MapOptions): SVGGElement {
  const el = s('g', { class: 'chip', transform: `translate(${x} ${y})` });
  const mark = typeof g.owner === 'string' && g.owner !== 'unknown' ? o.marks.get(g.owner) : undefined;
  const title = s('title', {}, g.name);
  el.append(title);
  if (g.destroyed) {
    el.append(s('rect', { width: CHIP, height: CHIP, fill: 'none', stroke: '#6b7785', 'stroke-width': 1 }),
      s('path', { d: `M1 1L${CHIP - 1} ${CHIP - 1}M${CHIP - 1} 1L1 ${CHIP - 1}`, stroke: '#9aa5b1', 'stroke-width': 1.4 }));
    return el;
  }
  if (g.own && mark) {
    el.append(s('rect', { width: CHIP, height: CHIP, fill: mark.colour, stroke: '#f4f1e8', 'stroke-width': 1.2 }),
      s('text', { x: CHIP / 2, y: CHIP / 2 + 4, class: 'chip-letter' }, mark.letter));
  } else if (mark) {
    el.append(s('rect', { width: CHIP, height: CHIP, fill: `url(#bh-hatch-${g.owner as string})`, stroke: mark.colour, 'stroke-width': 1.2 }),
      s('text', { x: CHIP / 2, y: CHIP / 2 + 4, class: 'chip-letter on-hatch' }, mark.letter));
  } else if (o.seat === null) {
    // The projector: a Group is a Group; who controls it is never shown there (R-HATS-12).
    el.append(s('rect', { width: CHIP, height: CHIP, fill: '#56687c', stroke: '#d8d4c8', 'stroke-width': 1 }));
  } else if (g.owner === null) {
    el.append(s('rect', { x: 0.75, y: 0.75, width: CHIP - 1.5, height: CHIP - 1.5, fill: '#0e1319', stroke: '#d8d4c8', 'stroke-width': 1.5 }));
  } else {
    el.append(s('rect', { width: CHIP, height: CHIP, fill: '#2a3542', stroke: '#6b7785', 'stroke-width': 0.8, 'stroke-dasharray': '2 1.5' }),
      s('text', { x: CHIP / 2, y: CHIP / 2 + 4, class: 'chip-letter unknown' }, '?'));
  }
  if (g.stunned > 0 || g.wounds > 0) el.append(s('circle', { cx: CHIP, cy: 0, r: 3.4, fill: '#f2a900', stroke: '#0e1319', 'stroke-width': 0.8 }));
  return el;
}

function agentDiamond(a: AgentMarker, x: number, y: number, o: MapOptions): SVGGElement {
  const r = CHIP / 2 + 0.5;
  const mark = a.owner ? o.marks.get(a.owner) : undefined;
  const d = `M${r} 0L${2 * r} ${r}L${r} ${2 * r}L0 ${r}Z`;
  const el = s('g', { class: `agent${a.stale ? ' stale' : ''}`, transform: `translate(${x} ${y})` }, s('title', {}, a.stale ? `${a.name} (last seen)` : a.name));
  if (a.own && mark) el.append(s('path', { d, fill: mark.colour, stroke: '#f4f1e8', 'stroke-width': 1.2 }));
  else if (a.stale) el.append(s('path', { d, fill: 'none', stroke: '#9aa5b1', 'stroke-width': 1, 'stroke-dasharray': '2 1.5' }));
  else if (mark) el.append(s('path', { d, fill: `url(#bh-hatch-${a.owner as string})`, stroke: mark.colour, 'stroke-width': 1.2 }));
  else el.append(s('path', { d, fill: '#0e1319', stroke: '#d8d4c8', 'stroke-width': 1.4 }));
  if (!a.own && mark && !a.stale) el.append(s('text', { x: r, y: r + 4, class: 'chip-letter on-hatch' }, mark.letter));
  return el;
}

/** How many diamonds to draw for `count` Agents, and the "+N" of the rest: never more than MAX_AGENT_MARKERS slots. */
export function agentSlots(count: number): { readonly shown: number; readonly more: number } {
  if (count <= MAX_AGENT_MARKERS) return { shown: count, more: 0 };
  return { shown: MAX_AGENT_MARKERS - 1, more: count - (MAX_AGENT_MARKERS - 1) };
}

function pinGlyph(kind: AreaModel['kind']): SVGElement {
  if (kind === 'wilderness') return s('path', { class: 'pin-glyph', d: 'M0 -5.5L5 3.5H-5Z' });
  if (kind === 'gateway') return s('g', {}, s('circle', { class: 'pin-ring', r: 6.5 }), s('circle', { class: 'pin-glyph', r: 3.6 }));
  return s('circle', { class: 'pin-glyph', r: 4.2 });
}

function describe(a: AreaModel, o: MapOptions): string {
  const kind = a.kind === 'city' ? '' : `, ${a.kind}`;
  const groups = a.groups.length === 1 ? '1 Group' : `${a.groups.length} Groups`;
  const own = o.seat ? a.agents.filter((x) => x.own).length : 0;
  const seen = a.agents.filter((x) => !x.own).length;
  const agents = o.seat ? `, ${own} own Agent${own === 1 ? '' : 's'}${seen > 0 ? `, ${seen} spotted` : ''}` : '';
  return `${a.name}${kind}: ${groups}${agents}`;
}

function pin(a: AreaModel, at: { x: number; y: number }, o: MapOptions, tabStop: boolean): SVGGElement {
  const left = sideOf(a.id) === 'left';
  const cls = ['pin', a.kind, o.selected === a.id ? 'selected' : '', o.highlight?.has(a.id) ? 'acting' : ''].filter(Boolean).join(' ');
  const g = s('g', { class: cls, transform: `translate(${at.x} ${at.y})`, 'data-area': a.id });
  if (o.onSelect) {
    const select = o.onSelect;
    g.setAttribute('role', 'button');
    g.setAttribute('tabindex', tabStop ? '0' : '-1');
    g.setAttribute('aria-label', describe(a, o));
    g.setAttribute('aria-pressed', String(o.selected === a.id));
    g.dataset.key = `pin-${a.id}`;
    g.addEventListener('click', () => select(a.id));
    g.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        select(a.id);
      }
    });
  }
  g.append(s('circle', { class: 'pin-focus', r: 10 }), pinGlyph(a.kind));
  const dir = left ? -1 : 1;
  const anchor = left ? 'end' : 'start';
  g.append(s('text', { class: 'pin-label', x: dir * 9, y: -3, 'text-anchor': anchor }, a.name));
  const row = (i: number, width: number) => (left ? -9 - (i + 1) * (width + GAP) + GAP : 9 + i * (width + GAP));
  a.groups.forEach((m, i) => g.append(groupChip(m, row(i, CHIP), 1, o)));
  const { shown, more } = agentSlots(a.agents.length);
  a.agents.slice(0, shown).forEach((m, i) => g.append(agentDiamond(m, row(i, CHIP + 1), CHIP + 3, o)));
  if (more > 0) g.append(s('text', { class: 'pin-more', x: row(shown, CHIP + 1) + (left ? CHIP + 1 : 0), y: CHIP * 2 + 2, 'text-anchor': left ? 'end' : 'start' }, `+${more}`));
  return g;
}

export function mapView(models: readonly AreaModel[], o: MapOptions): SVGSVGElement {
  const [vx, vy, vw, vh] = MAP.viewBox;
  const svg = s('svg', { class: 'bh-map', viewBox: `${vx} ${vy} ${vw} ${vh}`, role: 'group', 'aria-label': o.label, preserveAspectRatio: o.align === 'top' ? 'xMidYMin meet' : 'xMidYMid meet' });
  svg.append(defs(o.marks), s('rect', { x: vx, y: vy, width: vw, height: vh, fill: 'url(#bh-grid)' }));
  const land = s('g', { class: 'land', 'aria-hidden': 'true' });
  for (const r of MAP.regions) land.append(s('path', { d: r.path, class: `region tone-${REGION_TONE[r.id] ?? 0}` }));
  land.append(
    s('path', { d: MAP.stateBorders, class: 'state-borders' }),
    s('path', { d: MAP.regionBorders, class: 'region-borders' }),
    s('path', { d: MAP.outline, class: 'coast' }),
  );
  for (const r of MAP.regions) {
    const name = REGIONS.find((x) => x.id === r.id)?.name ?? r.id;
    const [dx, dy] = REGION_LABEL_NUDGE[r.id] ?? [0, 0];
    land.append(s('text', { class: 'region-label', x: r.centroid[0] + dx, y: r.centroid[1] + dy, 'text-anchor': 'middle' }, name.toUpperCase()));
  }
  svg.append(land);
  const leaders = s('g', { class: 'leaders', 'aria-hidden': 'true' });
  for (const a of MAP.areas) {
    if (!a.anchor) continue;
    leaders.append(s('line', { x1: a.anchor[0], y1: a.anchor[1], x2: a.x, y2: a.y }), s('circle', { cx: a.anchor[0], cy: a.anchor[1], r: 1.8 }));
  }
  svg.append(leaders);
  const pins = s('g', { class: 'pins' });
  const byId = new Map(MAP.areas.map((a) => [a.id, a]));
  const stop = o.selected ?? models[0]?.id;
  for (const a of models) {
    const at = byId.get(a.id);
    if (at) pins.append(pin(a, at, o, a.id === stop));
  }
  // One Tab stop for the whole map; arrow keys move between pins (a roving tabindex).
  pins.addEventListener('keydown', (event) => {
    const from = (event.target as Element).closest('.pin')?.getAttribute('data-area');
    if (!from || !isDirection(event.key)) return;
    const to = nextPin(MAP.areas, from, event.key);
    const target = to ? pins.querySelector<SVGGElement>(`[data-area="${to}"]`) : null;
    event.preventDefault();
    if (!target || !o.onSelect) return;
    for (const p of pins.querySelectorAll('.pin[tabindex="0"]')) p.setAttribute('tabindex', '-1');
    target.setAttribute('tabindex', '0');
    target.focus();
  });
  svg.append(pins);
  return svg;
}
