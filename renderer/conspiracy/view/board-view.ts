/**
 * One seat's board as a lit-html template of its model (model/board-model.ts): the header, the map
 * with its legend and the open Area dossier, the side panel (its status slot, tabs and panels) and
 * the seats strip. Lists keep their nodes (keyed by id), so focus, scroll positions and live regions
 * survive every update (STYLE.md 16).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { areaCardTemplate } from '../area-card';
import { logTemplate } from '../log-panel';
import { operativesTemplate } from '../operatives';
import type { SeatBoardModel } from '../model/board-model';
import { SIDE_TABS, type FocusRequest, type SideTab } from '../model/board-ui';
import type { GroupsUi } from '../model/groups-ui';
import { badge, seatControlButton, type PaceIntents } from './cover';
import type { SeatControlItem } from '../model/seat-control';
import { focusKey } from './directives';
import { briefingTemplate } from './briefing';
import { groupsListTemplate } from './groups-list';
import { mapTemplate, type MapIntents } from './map';

export interface BoardIntents extends MapIntents {
  readonly tab: (tab: SideTab, focus: boolean) => void;
  readonly closeArea: () => void;
  readonly locate: (area: string) => void;
  readonly orders: (actor: string) => void;
  /** R-HATS-19: asks before dismissing one of the seat's Agents. */
  readonly dismiss: (agent: string) => void;
  readonly recruit: () => void;
  readonly endTurn: () => void;
  readonly technology: () => void;
  readonly help: () => void;
  readonly projector: () => void;
  readonly leave: () => void;
  readonly groups: (ui: GroupsUi) => void;
  readonly pace: PaceIntents;
  /** Solo comforts (model/seat-control.ts): the computer finishes the turn, takes the conspiracy, or gives it back. */
  readonly seatControl: (command: SeatControlItem['command']) => void;
}

const TAB_LABEL: Readonly<Record<SideTab, string>> = { briefing: 'Briefing', operatives: 'Operatives', groups: 'Groups', log: 'Log' };

/**
 * Solo comforts in the header (model/seat-control.ts): at the seat's own Actions, a small "Computer"
 * menu (the header has no room for both long labels at 150-200%) holds "finish this turn" (End) and
 * "hand to the computer" (Shift+End); while the computer plays the seat, its take-back is in the
 * header itself.
 */
function computerHelp(b: SeatBoardModel, on: BoardIntents): TemplateResult | typeof nothing {
  const c = b.control;
  if (c.toggle?.id === 'seat-take-back') return seatControlButton(c.toggle, on.seatControl, 'seat-control');
  // Out of the seat's own Actions (a rival plays, a prompt waits) the menu stays, disabled, so the
  // header keeps its rows and the map its place while the computer plays.
  if (!c.finish && !c.toggle) {
    return html`<span class="seat-control-menu"><button type="button" class="btn small" disabled title="At your own Actions: let the computer finish your turn (End) or play your conspiracy (Shift+End)">Computer…</button></span>`;
  }
  // Escape closes the open menu (back on its button), as a menu does; nothing else hears that key then.
  const escape = (e: KeyboardEvent): void => {
    const menu = e.currentTarget as HTMLDetailsElement;
    if (e.key !== 'Escape' || !menu.open) return;
    e.stopPropagation();
    menu.open = false;
    menu.querySelector('summary')?.focus();
  };
  return html`<details class="seat-control-menu" @keydown=${escape}><summary class="btn small" data-key="seat-control-menu" title="Let the computer play this turn, or your conspiracy (End, Shift+End)">Computer…</summary>
    <div class="menu" role="group" aria-label="Computer help">
      ${c.finish ? seatControlButton(c.finish, on.seatControl, 'seat-control') : nothing}
      ${c.toggle ? seatControlButton(c.toggle, on.seatControl, 'seat-control') : nothing}
    </div></details>`;
}

function header(b: SeatBoardModel, on: BoardIntents): TemplateResult {
  const h = b.header;
  return html`<header class="bh-header">
    <div class="who">
      ${badge(b.map.marks.get(b.seat), 'big')}
      <div>
        <h1 id="bh-board-title" tabindex="-1">${h.name}</h1>
        <p class="sub" title=${h.sub.join(' · ')}>${h.sub.map((part, i) => html`${i > 0 ? html`<span class="sep"> · </span>` : nothing}<span class="sub-part" data-part=${i === 1 ? 'turn' : 'text'}>${part}</span>`)}</p>
      </div>
    </div>
    <div class="stats" role="group" aria-label="Treasury and goals">
      ${h.stats.map((s) => html`<div class="stat" data-stat=${s.key} data-tone=${s.tone} title=${s.title}><span class="k">${s.label}</span><span class="v">${s.value}</span></div>`)}
    </div>
    <div class="header-actions">
      ${computerHelp(b, on)}
      <button type="button" class="btn small" data-key="technology" @click=${on.technology}>Technology</button>
      <button type="button" class="btn small" data-key="help" aria-keyshortcuts="F1" @click=${on.help}>Rules (F1)</button>
      <button type="button" class="btn small" data-key="projector" @click=${on.projector}>Projector</button>
      <button type="button" class="btn small" data-key="leave" @click=${on.leave}>Leave game</button>
      <button type="button" class="btn primary end-turn" data-key="end-turn" aria-keyshortcuts="E" ?disabled=${!h.mine} title=${h.endTitle} @click=${on.endTurn}>End turn <small class="ready-count" ?data-none=${h.ready === 0}>${h.ready > 0 ? `${h.ready} ready` : 'none ready'}</small></button>
    </div>
  </header>`;
}

function tabs(b: SeatBoardModel, focus: FocusRequest | null, on: BoardIntents): TemplateResult {
  const tab = (id: SideTab) => html`<button type="button" role="tab" id=${`tab-${id}`} aria-selected=${b.tab === id ? 'true' : 'false'} aria-controls="side-panel" tabindex=${b.tab === id ? '0' : '-1'} class="tab" data-key=${`tab-${id}`}
    ${focusKey(`tab-${id}`, focus)} @click=${() => on.tab(id, false)}>${id === 'operatives' ? `Operatives (${Object.keys(b.view.agents).length})` : TAB_LABEL[id]}</button>`;
  const step = (d: number) => SIDE_TABS[(SIDE_TABS.indexOf(b.tab) + d + SIDE_TABS.length) % SIDE_TABS.length] ?? 'briefing';
  return html`<div class="tabs" role="tablist" aria-label="Side panel" @keydown=${(e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') on.tab(step(1), true);
    else if (e.key === 'ArrowLeft') on.tab(step(-1), true);
  }}>${SIDE_TABS.map(tab)}</div>`;
}

/**
 * At the head of the side panel, in one slot of fixed height, never over the map: the computer's
 * strip, or the last order's notice, or what the turn still holds; so neither the map nor the
 * panel's tabs move as the computers start and end their turns or a notice comes and goes.
 */
function statusSlot(b: SeatBoardModel, on: BoardIntents): TemplateResult {
  const c = b.computer;
  const strip = c
    ? html`<div class="banner computer" role="status">
        <span class="who" title=${`${c.name} (computer, ${c.level}) is plotting…`}>${c.name} is plotting…</span>
        <span class="pace">
          <progress aria-label="Computer turn progress" max="12" .value=${Math.min(12, c.moves)} ?hidden=${c.paused}></progress>
          <span class="moves">${c.paused ? `paused at move ${c.moves}` : `move ${c.moves}`}</span>
          ${c.paused
            ? html`<button type="button" class="btn small" data-key="pace-resume" @click=${on.pace.resume}>Resume</button>
              <button type="button" class="btn small" data-key="pace-step" @click=${on.pace.step}>One move</button>`
            : html`<button type="button" class="btn small" data-key="pace-pause" @click=${on.pace.pause}>Pause</button>`}
        </span></div>`
    : nothing;
  return html`<div class="side-status">${strip}<p class="notice" role="status" title=${b.notice} ?hidden=${c !== null || b.notice === ''}>${b.notice}</p>${b.hint ? html`<p class="turn-hint" data-key="turn-hint">${b.hint}</p>` : nothing}</div>`;
}

function panel(b: SeatBoardModel, focus: FocusRequest | null, on: BoardIntents): TemplateResult {
  switch (b.tab) {
    case 'briefing': return briefingTemplate(b, focus, on.locate);
    case 'operatives': return operativesTemplate(b.view, { orders: on.orders, dismiss: on.dismiss, recruit: on.recruit, locate: on.locate, choose: on.choose, chosen: b.chosen, mine: b.mine });
    case 'groups': return groupsListTemplate(b.groups, { change: on.groups, locate: on.locate });
    case 'log': return logTemplate(b.view.log, { title: 'Intelligence log' });
  }
}

function legend(): TemplateResult {
  const item = (cls: string, text: string) => html`<li><span class="lg ${cls}" aria-hidden="true"></span>${text}</li>`;
  return html`<aside class="legend" aria-label="Map legend"><ul>
    ${item('own', 'Yours')}${item('enemy', 'Another conspiracy (letter)')}${item('indep', 'Independent')}${item('unknown', 'Controller unknown')}
    ${item('agent', 'Agent')}${item('stale', 'Last seen')}${item('city', 'City')}${item('gateway', 'Gateway')}${item('wild', 'Wilderness')}</ul></aside>`;
}

function seatsStrip(b: SeatBoardModel): TemplateResult {
  const v = b.view;
  return html`<ul class="seat-strip" aria-label="Conspiracies">${v.seats.map((s) => html`<li class="${s.id === v.activeSeat ? 'active' : ''}${s.eliminated ? ' out' : ''}">
    ${badge(b.map.marks.get(s.id))} ${s.name}${s.controller !== 'human' ? html`<span class="ctl"> · computer (${s.controller})</span>` : nothing}${s.eliminated ? html`<span class="ctl"> · out</span>` : nothing}</li>`)}</ul>`;
}

export function boardTemplate(b: SeatBoardModel, focus: FocusRequest | null, on: BoardIntents): TemplateResult {
  const card = b.card ? areaCardTemplate(b.card, { seats: b.seatNames, marks: b.map.marks, close: on.closeArea, focus }) : nothing;
  return html`<div class="bh-board" @keydown=${(e: KeyboardEvent) => {
    // Escape closes the Area dossier (dialogs close themselves on Escape).
    if (e.key === 'Escape' && !e.defaultPrevented && b.card) on.closeArea();
  }}>
    ${header(b, on)}
    <div class="bh-main">
      <div class="map-wrap">
        ${mapTemplate(b.map, on)}
        <div class="map-foot">${legend()}</div>
        ${card}
      </div>
      <div class="side">${statusSlot(b, on)}${tabs(b, focus, on)}<div id="side-panel" role="tabpanel" aria-labelledby=${`tab-${b.tab}`} class="side-body">${panel(b, focus, on)}</div></div>
    </div>
    ${seatsStrip(b)}
  </div>`;
}
