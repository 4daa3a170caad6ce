/**
 * The board's map (DESIGN.md "Black Hats board") as a lit-html SVG template: the lower 48 in ten
 * Regions, each Area a labelled pin, its Groups as square chips and Agents as diamonds. Ownership
 * reads in greyscale: own = solid, another seat's = hatched (with its letter), independent = hollow,
 * unknown = "?". Pins are keyed by Area, so focus stays on a pin while the map redraws. A projection
 * of one AreaModel list: it holds no game truth.
 *
 * With an Agent chosen (orders from the map), what its orders can aim at is ringed: a click on a
 * ringed chip, diamond or pin opens its orders with that target chosen; the keyboard path is the
 * Area dossier's buttons.
 */
import { html, svg, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import { REGIONS, type SeatId } from '../../../src/hats';
import type { AgentMarker, AreaModel, GroupMarker } from '../area-model';
import { MAP, REGION_LABEL_NUDGE, REGION_TONE, sideOf } from '../map-layout';
import { isDirection, type Direction } from '../map-nav';
import type { SeatMark } from '../seat-marks';
import type { FocusRequest } from '../model/board-ui';
import { focusKey } from './directives';

export interface MapTargets {
  /** Units and Areas the chosen actor's orders can aim at now. */
  readonly possible: ReadonlySet<string>;
  /** Those it could aim at, but not now (greyed in its orders, with the reason). */
  readonly greyed: ReadonlySet<string>;
}

export interface MapModel {
  readonly areas: readonly AreaModel[];
  readonly marks: ReadonlyMap<SeatId, SeatMark>;
  /** The seat the board belongs to (null on the projector: no controller is ever shown there). */
  readonly seat: SeatId | null;
  readonly selected: string | null;
  /** The pin holding the map's one Tab stop. */
  readonly pin: string | null;
  /** Areas to ring in amber (the chosen Agent's). */
  readonly acting: ReadonlySet<string>;
  readonly targets: MapTargets | null;
  readonly label: string;
  /** 'top' on the board (the legend and dossier use the space below), centred on the projector. */
  readonly align: 'top' | 'middle';
  readonly focus: FocusRequest | null;
}

export interface MapIntents {
  readonly select: (area: string) => void;
  readonly arrow: (from: string, dir: Direction) => void;
  /** A click on a unit or an Area the chosen actor's orders can aim at. */
  readonly target: (id: string) => void;
  /** A click on one of the seat's own Agents: it is chosen (or no longer) to give orders from the map. */
  readonly choose: (id: string) => void;
}

// Chips big enough for their letter (or "?") to read at UI scale 100% and on a projector (DESIGN.md "Tokens").
const CHIP = 14;
const GAP = 2.5;
/** Agent diamonds drawn beside a pin; past that, the last slot is a "+N" count, so a crowd never runs off the map. */
export const MAX_AGENT_MARKERS = 5;

const NO_INTENTS: MapIntents = { select: () => undefined, arrow: () => undefined, target: () => undefined, choose: () => undefined };

/** How many diamonds to draw for `count` Agents, and the "+N" of the rest: never more than MAX_AGENT_MARKERS slots. */
export function agentSlots(count: number): { readonly shown: number; readonly more: number } {
  if (count <= MAX_AGENT_MARKERS) return { shown: count, more: 0 };
  return { shown: MAX_AGENT_MARKERS - 1, more: count - (MAX_AGENT_MARKERS - 1) };
}

function defs(marks: ReadonlyMap<SeatId, SeatMark>): TemplateResult {
  // Coarse stripes, so "another seat's" reads apart from "yours" (solid) even in greyscale.
  return svg`<defs>
    <pattern id="bh-grid" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M24 0H0V24" fill="none" stroke="#223040" stroke-width="0.6"></path></pattern>
    ${[...marks].map(([seat, mark]) => svg`<pattern id=${`bh-hatch-${seat}`} width="4.4" height="4.4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="4.4" height="4.4" fill="#0e1319"></rect><rect width="2.2" height="4.4" fill=${mark.colour}></rect></pattern>`)}
  </defs>`;
}

function land(): TemplateResult {
  return svg`<g class="land" aria-hidden="true">
    ${MAP.regions.map((r) => svg`<path d=${r.path} class=${`region tone-${REGION_TONE[r.id] ?? 0}`}></path>`)}
    <path d=${MAP.stateBorders} class="state-borders"></path>
    <path d=${MAP.regionBorders} class="region-borders"></path>
    <path d=${MAP.outline} class="coast"></path>
    ${MAP.regions.map((r) => {
      const [dx, dy] = REGION_LABEL_NUDGE[r.id] ?? [0, 0];
      return svg`<text class="region-label" x=${r.centroid[0] + dx} y=${r.centroid[1] + dy} text-anchor="middle">${(REGIONS.find((x) => x.id === r.id)?.name ?? r.id).toUpperCase()}</text>`;
    })}
  </g>
  <g class="leaders" aria-hidden="true">${MAP.areas.filter((a) => a.anchor).map((a) => svg`<line x1=${a.anchor?.[0] ?? 0} y1=${a.anchor?.[1] ?? 0} x2=${a.x} y2=${a.y}></line><circle cx=${a.anchor?.[0] ?? 0} cy=${a.anchor?.[1] ?? 0} r="1.8"></circle>`)}</g>`;
}

function targetClass(id: string, m: MapModel): string {
  if (!m.targets) return '';
  return m.targets.possible.has(id) ? ' target' : m.targets.greyed.has(id) ? ' target greyed' : '';
}

/**
 * A click on a marked unit opens the chosen actor's orders at it; on one of the seat's own Agents it
 * chooses that Agent; otherwise the click is the pin's.
 */
function onUnit(id: string, own: boolean, m: MapModel, on: MapIntents): ((e: Event) => void) | typeof nothing {
  const target = m.targets !== null && (m.targets.possible.has(id) || m.targets.greyed.has(id));
  if (!target && !(own && m.seat !== null)) return nothing;
  return (e: Event) => {
    e.stopPropagation();
    if (target) on.target(id);
    else on.choose(id);
  };
}

function groupChip(g: GroupMarker, x: number, y: number, m: MapModel, on: MapIntents): TemplateResult {
  const mark = typeof g.owner === 'string' && g.owner !== 'unknown' ? m.marks.get(g.owner) : undefined;
  const harm = g.stunned > 0 || g.wounds > 0 ? svg`<circle cx=${CHIP} cy="0" r="3.4" fill="#f2a900" stroke="#0e1319" stroke-width="0.8"></circle>` : nothing;
  let body: TemplateResult;
  if (g.destroyed) {
    body = svg`<rect width=${CHIP} height=${CHIP} fill="none" stroke="#6b7785" stroke-width="1"></rect><path d=${`M1 1L${CHIP - 1} ${CHIP - 1}M${CHIP - 1} 1L1 ${CHIP - 1}`} stroke="#9aa5b1" stroke-width="1.4"></path>`;
  } else if (g.own && mark) {
    body = svg`<rect width=${CHIP} height=${CHIP} fill=${mark.colour} stroke="#f4f1e8" stroke-width="1.2"></rect><text x=${CHIP / 2} y=${CHIP / 2 + 4} class="chip-letter">${mark.letter}</text>${harm}`;
  } else if (mark) {
    body = svg`<rect width=${CHIP} height=${CHIP} fill=${`url(#bh-hatch-${g.owner ?? ''})`} stroke=${mark.colour} stroke-width="1.2"></rect><text x=${CHIP / 2} y=${CHIP / 2 + 4} class="chip-letter on-hatch">${mark.letter}</text>${harm}`;
  } else if (m.seat === null) {
    // The projector: a Group is a Group; who controls it is never shown there (R-HATS-12).
    body = svg`<rect width=${CHIP} height=${CHIP} fill="#56687c" stroke="#d8d4c8" stroke-width="1"></rect>${harm}`;
  } else if (g.owner === null) {
    body = svg`<rect x="0.75" y="0.75" width=${CHIP - 1.5} height=${CHIP - 1.5} fill="#0e1319" stroke="#d8d4c8" stroke-width="1.5"></rect>${harm}`;
  } else {
    body = svg`<rect width=${CHIP} height=${CHIP} fill="#2a3542" stroke="#6b7785" stroke-width="0.8" stroke-dasharray="2 1.5"></rect><text x=${CHIP / 2} y=${CHIP / 2 + 4} class="chip-letter unknown">?</text>${harm}`;
  }
  return svg`<g class=${`chip${targetClass(g.id, m)}`} data-unit=${g.id} transform=${`translate(${x} ${y})`} @click=${onUnit(g.id, false, m, on)}><title>${g.name}</title>${body}</g>`;
}

function agentDiamond(a: AgentMarker, x: number, y: number, m: MapModel, on: MapIntents): TemplateResult {
  const r = CHIP / 2 + 0.5;
  const mark = a.owner ? m.marks.get(a.owner) : undefined;
  const d = `M${r} 0L${2 * r} ${r}L${r} ${2 * r}L0 ${r}Z`;
  const shape = a.own && mark
    ? svg`<path d=${d} fill=${mark.colour} stroke="#f4f1e8" stroke-width="1.2"></path>`
    : a.stale ? svg`<path d=${d} fill="none" stroke="#9aa5b1" stroke-width="1" stroke-dasharray="2 1.5"></path>`
      : mark ? svg`<path d=${d} fill=${`url(#bh-hatch-${a.owner ?? ''})`} stroke=${mark.colour} stroke-width="1.2"></path>`
        : svg`<path d=${d} fill="#0e1319" stroke="#d8d4c8" stroke-width="1.4"></path>`;
  return svg`<g class=${`agent${a.stale ? ' stale' : ''}${targetClass(a.id, m)}`} data-unit=${a.id} transform=${`translate(${x} ${y})`} @click=${onUnit(a.id, a.own, m, on)}>
    <title>${a.stale ? `${a.name} (last seen)` : a.name}</title>${shape}
    ${!a.own && mark && !a.stale ? svg`<text x=${r} y=${r + 4} class="chip-letter on-hatch">${mark.letter}</text>` : nothing}</g>`;
}

function glyph(kind: AreaModel['kind']): TemplateResult {
  if (kind === 'wilderness') return svg`<path class="pin-glyph" d="M0 -5.5L5 3.5H-5Z"></path>`;
  if (kind === 'gateway') return svg`<g><circle class="pin-ring" r="6.5"></circle><circle class="pin-glyph" r="3.6"></circle></g>`;
  return svg`<circle class="pin-glyph" r="4.2"></circle>`;
}

function describe(a: AreaModel, m: MapModel): string {
  const kind = a.kind === 'city' ? '' : `, ${a.kind}`;
  const groups = a.groups.length === 1 ? '1 Group' : `${a.groups.length} Groups`;
  const own = m.seat ? a.agents.filter((x) => x.own).length : 0;
  const seen = a.agents.filter((x) => !x.own).length;
  const agents = m.seat ? `, ${own} own Agent${own === 1 ? '' : 's'}${seen > 0 ? `, ${seen} spotted` : ''}` : '';
  return `${a.name}${kind}: ${groups}${agents}`;
}

function pinTemplate(a: AreaModel, m: MapModel, on: MapIntents | null, stop: string | null): TemplateResult {
  const at = MAP.areas.find((x) => x.id === a.id) ?? { x: 0, y: 0 };
  const left = sideOf(a.id) === 'left';
  const cls = ['pin', a.kind, m.selected === a.id ? 'selected' : '', m.acting.has(a.id) ? 'acting' : '', targetClass(a.id, m).trim()].filter(Boolean).join(' ');
  const dir = left ? -1 : 1;
  const row = (i: number, width: number) => (left ? -9 - (i + 1) * (width + GAP) + GAP : 9 + i * (width + GAP));
  const { shown, more } = agentSlots(a.agents.length);
  const content = svg`<circle class="pin-focus" r="10"></circle>${glyph(a.kind)}
    <text class="pin-label" x=${dir * 9} y="-3" text-anchor=${left ? 'end' : 'start'}>${a.name}</text>
    ${a.groups.map((g, i) => groupChip(g, row(i, CHIP), 1, m, on ?? NO_INTENTS))}
    ${a.agents.slice(0, shown).map((x, i) => agentDiamond(x, row(i, CHIP + 1), CHIP + 3, m, on ?? NO_INTENTS))}
    ${more > 0 ? svg`<text class="pin-more" x=${row(shown, CHIP + 1) + (left ? CHIP + 1 : 0)} y=${CHIP * 2 + 2} text-anchor=${left ? 'end' : 'start'}>+${more}</text>` : nothing}`;
  if (!on) return svg`<g class=${cls} transform=${`translate(${at.x} ${at.y})`} data-area=${a.id}>${content}</g>`;
  const activate = () => (m.targets && (m.targets.possible.has(a.id) || m.targets.greyed.has(a.id)) ? on.target(a.id) : on.select(a.id));
  return svg`<g class=${cls} transform=${`translate(${at.x} ${at.y})`} data-area=${a.id} data-key=${`pin-${a.id}`} role="button"
    tabindex=${a.id === stop ? '0' : '-1'} aria-label=${describe(a, m)} aria-pressed=${String(m.selected === a.id)} ${focusKey(`pin-${a.id}`, m.focus)}
    @click=${activate}
    @keydown=${(e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        on.select(a.id);
      } else if (isDirection(e.key)) {
        e.preventDefault();
        on.arrow(a.id, e.key);
      }
    }}>${content}</g>`;
}


/** The map; `on` null for a map that only shows (the projector): its pins are not buttons. */
export function mapTemplate(m: MapModel, on: MapIntents | null): TemplateResult {
  const [vx, vy, vw, vh] = MAP.viewBox;
  // One Tab stop for the whole map; arrow keys move between pins (a roving tabindex).
  const stop = m.pin ?? m.selected ?? m.areas[0]?.id ?? null;
  return html`<svg class="bh-map" viewBox=${`${vx} ${vy} ${vw} ${vh}`} role="group" aria-label=${m.label} preserveAspectRatio=${m.align === 'top' ? 'xMidYMin meet' : 'xMidYMid meet'}>
    ${defs(m.marks)}
    <rect x=${vx} y=${vy} width=${vw} height=${vh} fill="url(#bh-grid)"></rect>
    ${land()}
    <g class="pins">${repeat(m.areas, (a) => a.id, (a) => pinTemplate(a, m, on, stop))}</g>
  </svg>`;
}
