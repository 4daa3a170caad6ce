/**
 * One seat's board, built from its SeatView only (R-HATS-12) and rendered with lit-html, so the
 * lists that change during play (operatives, briefing, log, header figures) keep their DOM nodes:
 * focus, scroll position and live regions survive every update (STYLE.md 16); so does the selected
 * Area's dossier (area-card.ts). The map is a cached SVG element, rebuilt only when what it shows
 * changes.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import { agentsWarning, controlHint, readyActors, standings, turnSummary, type SeatView, type Standing, type SummaryLine } from '../../src/hats';
import { h } from '../ui/dom';
import { areaCardTemplate } from './area-card';
import { areaModels } from './area-model';
import { nameOfArea, signed } from './format';
import { logTemplate } from './log-panel';
import { mapView } from './map-view';
import { operativesTemplate, type OperativesCallbacks } from './operatives';
import type { SeatMark } from './seat-marks';
import type { PaceControls } from './interstitials';
import { ruleLinked } from '../help/rule-links';
import { myTurn, turnHint } from './end-turn-model';

export type SideTab = 'briefing' | 'operatives' | 'log';

export interface BoardViewOptions extends OperativesCallbacks {
  readonly view: SeatView;
  readonly scenarioName: string;
  readonly marks: ReadonlyMap<string, SeatMark>;
  readonly selected: string | null;
  readonly select: (area: string | null) => void;
  readonly endTurn: () => void;
  readonly openProjector: () => void;
  readonly openTechnology: () => void;
  readonly openHelp: () => void;
  readonly leave: () => void;
  readonly tab: SideTab;
  readonly setTab: (tab: SideTab) => void;
  /** "The Pacific Syndicate is plotting" while a computer seat plays (solo games). */
  readonly computer: ({ readonly name: string; readonly level: string; readonly moves: number } & PaceControls) | null;
  readonly notice: string;
}

const PHASES: Readonly<Record<string, string>> = { event: 'Event', income: 'Income', maintain: 'Maintain Agents', actions: 'Actions', end: 'End', over: 'Game over' };

export function seatBadge(mark: SeatMark | undefined, extra = ''): HTMLElement {
  const el = h('span', { class: `badge ${extra}`, 'aria-hidden': 'true' }, mark?.letter ?? '');
  if (mark) el.style.setProperty('--seat', mark.colour);
  return el;
}

function badge(mark: SeatMark | undefined, extra = ''): TemplateResult {
  return html`<span class="badge ${extra}" aria-hidden="true" style=${mark ? `--seat: ${mark.colour}` : ''}>${mark?.letter ?? ''}</span>`;
}

function stat(label: string, value: string, key: string, title = '', tone: 'good' | 'bad' | '' = ''): TemplateResult {
  return html`<div class="stat" data-stat=${key} data-tone=${tone} title=${title}><span class="k">${label}</span><span class="v">${value}</span></div>`;
}

function header(o: BoardViewOptions): TemplateResult {
  const v = o.view;
  const me = v.seats.find((s) => s.id === v.seat);
  const active = v.seats.find((s) => s.id === v.activeSeat);
  const mine = myTurn(v);
  const net = v.summary.income - v.summary.upkeep;
  // Who could still act: said on End turn, so a turn is not ended by mistake with orders left to give.
  const ready = mine ? readyActors(v).length : 0;
  const scale = v.victory.controlScale !== null ? `${v.summary.controlledScale}/${v.victory.controlScale}` : `${v.summary.controlledScale}`;
  const sub = `${o.scenarioName} · Turn ${v.round} · ${mine ? 'your Actions' : v.phase === 'over' ? 'game over' : `${active?.name ?? ''} — ${PHASES[v.phase] ?? v.phase}`}`;
  const regions = v.victory.controlRegions !== null ? `${v.summary.controlledRegions}/${v.victory.controlRegions}` : String(v.summary.controlledRegions);
  return html`<header class="bh-header">
    <div class="who">
      ${badge(o.marks.get(v.seat), 'big')}
      <div>
        <h1 id="bh-board-title" tabindex="-1">${me?.name ?? v.seat}</h1>
        <p class="sub" title=${sub}>${sub}</p>
      </div>
    </div>
    <div class="stats" role="group" aria-label="Treasury and goals">
      ${stat('Greenbacks', String(v.conspiracy.greenbacks), 'greenbacks')}
      ${stat('Income', `+${v.summary.income}`, 'income', 'Income + Scale of your active Groups, each turn')}
      ${stat('Upkeep', `−${v.summary.upkeep}`, 'upkeep', 'Paid for your Agents at the start of each turn')}
      ${stat('Net', signed(net), 'net', net < 0 ? 'You pay more than you earn: unpaid Agents lose Loyalty and may desert' : 'Income less upkeep, a turn', net < 0 ? 'bad' : 'good')}
      ${stat('Scale', scale, 'scale')}
      ${stat('Regions', regions, 'regions')}
    </div>
    <div class="header-actions">
      <button type="button" class="btn small" data-key="technology" @click=${o.openTechnology}>Technology</button>
      <button type="button" class="btn small" data-key="help" aria-keyshortcuts="F1" @click=${o.openHelp}>Rules (F1)</button>
      <button type="button" class="btn small" data-key="projector" @click=${o.openProjector}>Projector</button>
      <button type="button" class="btn small" data-key="leave" @click=${o.leave}>Leave game</button>
      <button type="button" class="btn primary end-turn" data-key="end-turn" aria-keyshortcuts="E" ?disabled=${!mine} title=${ready > 0 ? `${ready} of your Agents and Groups can still act this turn (E; asks first)` : 'End turn (E)'} @click=${o.endTurn}>End turn <small class="ready-count" ?data-none=${ready === 0}>${ready > 0 ? `${ready} ready` : 'none ready'}</small></button>
    </div>
  </header>`;
}

const TONE_WORD: Readonly<Record<SummaryLine['tone'], string>> = { loss: 'Loss', threat: 'Threat', gain: 'Gain', event: 'Event', info: '' };

function summaryItem(l: SummaryLine, o: BoardViewOptions): TemplateResult {
  const word = TONE_WORD[l.tone];
  const body = html`${word ? html`<span class="tone">${word}</span> ` : nothing}${l.text}`;
  return html`<li class="summary-line tone-${l.tone}">
    ${l.area
      ? html`<button type="button" class="btn link summary-go" data-key=${`go-${l.area}`} aria-label=${`${l.text} Show ${nameOfArea(l.area)} on the map.`} @click=${() => o.locate(l.area ?? '')}>${body}<span class="where"> → ${nameOfArea(l.area)}</span></button>`
      : html`<span>${body}</span>`}
  </li>`;
}

function standingRow(s: Standing, o: BoardViewOptions): TemplateResult {
  const v = o.view.victory;
  const scale = s.exact ? String(s.scale) : `${s.scale}+`;
  const cells = [
    v.controlScale !== null ? html`<td>${scale} of ${v.controlScale}${s.scaleToGo === 0 ? ' — reached' : s.exact ? ` (${s.scaleToGo} to go)` : ''}</td>` : nothing,
    v.controlRegions !== null ? html`<td>${s.exact ? s.regions : `${s.regions}+`} of ${v.controlRegions}</td>` : nothing,
    v.lastWithAgents ? html`<td>${s.eliminated ? 'out' : s.exact ? `${s.agents} Agent${s.agents === 1 ? '' : 's'}` : s.agents > 0 ? `${s.agents}+ seen` : 'none seen'}</td>` : nothing,
  ];
  return html`<tr class=${s.own ? 'own' : ''}><th scope="row">${badge(o.marks.get(s.seat))} ${s.name}${s.own ? ' (you)' : ''}</th>${cells}</tr>`;
}

/** The turn limit, said louder as it comes: after the last round the conspiracy with the most Scale wins (R-HATS-11). */
function limitText(round: number, limit: number): TemplateResult {
  if (round >= limit) return html`<strong class="limit-near">This is the last round: at its end the conspiracy controlling the most Scale wins.</strong>`;
  if (round === limit - 1) return html`<strong class="limit-near">The next round is the last (round ${limit}): then the most Scale wins.</strong>`;
  return html`The turn limit is round ${limit}.`;
}

function briefingTemplate(o: BoardViewOptions): TemplateResult {
  const v = o.view;
  const lines = turnSummary(v);
  const table = standings(v);
  const warning = agentsWarning(v);
  const cond = v.victory;
  // The heading is where focus lands when a seat sits down or its turn comes ([autofocus]: the router and focusAfter take it first).
  return html`<section class="panel briefing-panel" aria-labelledby="brief-title">
    <div class="panel-head"><h2 id="brief-title" tabindex="-1" autofocus data-key="brief-title">Since your last turn</h2></div>
    ${warning ? html`<p class="agents-warning" data-key="agents-warning">${ruleLinked(warning)}</p>` : nothing}
    ${lines.length === 0
      ? html`<p class="empty">${myTurn(v) ? 'Nothing has touched your conspiracy.' : 'Your summary appears at the start of your turn.'}</p>`
      : html`<ol class="summary" aria-label="What happened since your last turn">${repeat(lines, (l, i) => `${l.round}:${i}:${l.text}`, (l) => summaryItem(l, o))}</ol>`}
    <div class="panel-head"><h2 id="stand-title">Standings, as far as you know</h2></div>
    <table class="standings" aria-labelledby="stand-title">
      <thead><tr><th scope="col">Conspiracy</th>
        ${cond.controlScale !== null ? html`<th scope="col">Scale</th>` : nothing}
        ${cond.controlRegions !== null ? html`<th scope="col">Regions</th>` : nothing}
        ${cond.lastWithAgents ? html`<th scope="col">Agents</th>` : nothing}</tr></thead>
      <tbody>${repeat(table, (s) => s.seat, (s) => standingRow(s, o))}</tbody>
    </table>
    <p class="hint" data-key="control-hint">${controlHint(v)} ${limitText(v.round, cond.turnLimit)}</p>
  </section>`;
}

function tabs(o: BoardViewOptions): TemplateResult {
  const tab = (id: SideTab, label: string) => html`<button type="button" role="tab" id=${`tab-${id}`} aria-selected=${o.tab === id ? 'true' : 'false'} aria-controls="side-panel" tabindex=${o.tab === id ? '0' : '-1'} class="tab" data-key=${`tab-${id}`} @click=${() => o.setTab(id)}>${label}</button>`;
  return html`<div class="tabs" role="tablist" aria-label="Side panel" @keydown=${(e: KeyboardEvent) => {
    const order: SideTab[] = ['briefing', 'operatives', 'log'];
    const i = order.indexOf(o.tab);
    if (e.key === 'ArrowRight') o.setTab(order[(i + 1) % order.length] ?? 'briefing');
    else if (e.key === 'ArrowLeft') o.setTab(order[(i + order.length - 1) % order.length] ?? 'briefing');
  }}>${tab('briefing', 'Briefing')}${tab('operatives', `Operatives (${Object.keys(o.view.agents).length})`)}${tab('log', 'Log')}</div>`;
}

function seatsStrip(o: BoardViewOptions): TemplateResult {
  return html`<ul class="seat-strip" aria-label="Conspiracies">${repeat(o.view.seats, (s) => s.id, (s) => html`<li class="${s.id === o.view.activeSeat ? 'active' : ''}${s.eliminated ? ' out' : ''}">
    ${badge(o.marks.get(s.id))} ${s.name}${s.controller !== 'human' ? html`<span class="ctl"> · computer (${s.controller})</span>` : nothing}${s.eliminated ? html`<span class="ctl"> · out</span>` : nothing}</li>`)}</ul>`;
}

function legend(): TemplateResult {
  const item = (cls: string, text: string) => html`<li><span class="lg ${cls}" aria-hidden="true"></span>${text}</li>`;
  return html`<aside class="legend" aria-label="Map legend"><ul>
    ${item('own', 'Yours')}${item('enemy', 'Another conspiracy (letter)')}${item('indep', 'Independent')}${item('unknown', 'Controller unknown')}
    ${item('agent', 'Agent')}${item('stale', 'Last seen')}${item('city', 'City')}${item('gateway', 'Gateway')}${item('wild', 'Wilderness')}</ul></aside>`;
}

/** The cached map element: the same DOM node while what it shows stays the same. */
export interface BoardCache {
  map: { key: string; element: SVGSVGElement } | null;
}

export function newBoardCache(): BoardCache {
  return { map: null };
}

export function boardTemplate(o: BoardViewOptions, cache: BoardCache): TemplateResult {
  const v = o.view;
  const models = areaModels(v);
  const mapKey = JSON.stringify([models, o.selected]);
  if (!cache.map || cache.map.key !== mapKey) {
    cache.map = { key: mapKey, element: mapView(models, { marks: o.marks, seat: v.seat, selected: o.selected, onSelect: (a) => o.select(a), label: 'Map of the Black Hats board', align: 'top' }) };
  }
  const selected = models.find((m) => m.id === o.selected) ?? null;
  const card = selected ? areaCardTemplate(selected, { seats: new Map(v.seats.map((s) => [s.id, s.name])), marks: o.marks, close: () => o.select(null) }) : nothing;
  // At the head of the side panel, in the notice's place, never over the map: the name may shorten,
  // the controls keep to one line. The slot keeps one height whatever it holds, so neither the map
  // nor the panel's tabs move as the computers start and end their turns or a notice comes and goes.
  const banner = o.computer
    ? html`<div class="banner computer" role="status">
        <span class="who" title=${`${o.computer.name} (computer, ${o.computer.level}) is plotting…`}>${o.computer.name} is plotting…</span>
        <span class="pace">
          <progress aria-label="Computer turn progress" max="12" .value=${Math.min(12, o.computer.moves)} ?hidden=${o.computer.paused}></progress>
          <span class="moves">${o.computer.paused ? `paused at move ${o.computer.moves}` : `move ${o.computer.moves}`}</span>
          ${o.computer.paused
            ? html`<button type="button" class="btn small" data-key="pace-resume" @click=${o.computer.resume}>Resume</button>
              <button type="button" class="btn small" data-key="pace-step" @click=${o.computer.step}>One move</button>`
            : html`<button type="button" class="btn small" data-key="pace-pause" @click=${o.computer.pause}>Pause</button>`}
        </span></div>`
    : nothing;
  // With no notice and no computer playing, the slot says what the turn still holds (end-turn-model.ts).
  const idle = o.computer === null && o.notice === '' ? turnHint(v) : null;
  const panel = o.tab === 'briefing' ? briefingTemplate(o) : o.tab === 'operatives' ? operativesTemplate(v, o) : logTemplate(v.log, { title: 'Intelligence log' });
  return html`<div class="bh-board">
    ${header(o)}
    <div class="bh-main">
      <div class="map-wrap">
        ${cache.map.element}
        <div class="map-foot">${legend()}</div>
        ${card}
      </div>
      <div class="side"><div class="side-status">${banner}<p class="notice" role="status" title=${o.notice} ?hidden=${o.computer !== null || o.notice === ''}>${o.notice}</p>${idle ? html`<p class="turn-hint" data-key="turn-hint">${idle}</p>` : nothing}</div>${tabs(o)}<div id="side-panel" role="tabpanel" aria-labelledby=${`tab-${o.tab}`} class="side-body">${panel}</div></div>
    </div>
    ${seatsStrip(o)}
  </div>`;
}
