/**
 * The side panel, a thin lit-html view of the side model (model/side-model.ts): the end of the
 * battle, the defence question, the action bar (kept at the top of the panel, sticky, so the
 * Attack button and the odds are on screen at every UI scale), the move preview, the attack's
 * full odds, the other actions, the "In sight" list, the tracker and the sheet. No state here:
 * every control reports to `on`, and the next model is rendered over the same nodes.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import type { Agent } from '../../../src/agents/types';
import type { ActionItem } from '../model/actions';
import type { SeatControl } from '../model/seat-control';
import type { SideLook, SideModel } from '../model/side-model';
import type { UiChange } from '../model/ui-state';
import { actionButton, chip, choiceField } from './parts';
import { previewTemplate } from './preview';
import { sheetTemplate } from './sheet';
import { trackerTemplate } from './tracker';
import { ruleLinked } from '../../help/rule-links';

export interface SideHandlers {
  readonly act: (a: ActionItem) => void;
  readonly ui: (change: UiChange) => void;
  readonly select: (unitId: string) => void;
  readonly actNow: (unitId: string) => void;
  readonly sideOf: (sideId: string) => SideLook;
  readonly agentOf: (unitId: string) => Agent | undefined;
  /** After the battle: the debrief, play again, a new set-up, the menu. */
  readonly end: { readonly debrief: () => void; readonly again: () => void; readonly setup: () => void; readonly menu: () => void };
}

function endTemplate(e: NonNullable<SideModel['end']>, on: SideHandlers): TemplateResult {
  return html`<section class="bt-dialog end" role="dialog" aria-modal="false" aria-labelledby="bt-end-title">
    <p class="stamp">After action</p>
    <h2 id="bt-end-title" tabindex="-1">${e.title}</h2>
    <p>${e.reason}</p>
    <div class="actions">
      <button type="button" class="btn primary" @click=${on.end.debrief}>Debrief</button>
      <button type="button" class="btn" @click=${on.end.again}>Play again</button>
      <button type="button" class="btn" @click=${on.end.setup}>New battle</button>
      <button type="button" class="btn" @click=${on.end.menu}>Back to the menu</button>
    </div>
  </section>`;
}

function defenceTemplate(d: NonNullable<SideModel['defence']>, on: SideHandlers): TemplateResult {
  return html`<section class="bt-dialog" role="alertdialog" aria-modal="false" aria-labelledby="bt-dodge-title" aria-describedby="bt-dodge-text">
    <h2 id="bt-dodge-title" tabindex="-1">${d.unit} is under attack</h2>
    <p id="bt-dodge-text">${ruleLinked(d.text)}</p>
    <div class="actions">${d.answers.map((a) => actionButton(a, on.act))}</div>
  </section>`;
}

function barTemplate(b: NonNullable<SideModel['bar']>, on: SideHandlers): TemplateResult {
  const w = b.weapon;
  return html`<section class="panel action-bar" aria-labelledby="bt-actions-title">
    <h2 id="bt-actions-title">${chip(b.unit.side)} ${b.unit.name} acts</h2>
    <p class="dim small">${b.moveWords}</p>
    ${w ? html`<p class="weapon${w.empty ? ' empty' : ''}">${w.label}: ${w.empty ? 'empty' : `${w.loaded}/${w.magazine}`} · ${w.spares} spare magazine${w.spares === 1 ? '' : 's'}</p>` : nothing}
    <div class="bar-target" data-guide="target">
      ${choiceField(b.target, (v) => on.ui({ type: 'target', unit: v || null }), b.target.options.length <= 1)}
      ${choiceField(b.attackWith, (v) => on.ui({ type: 'option', key: v }))}
      ${b.targetNote ? html`<p class="note" role="status">${b.targetNote}</p>` : nothing}
      ${b.odds ? html`<p class="bar-odds" data-testid="bar-odds">${b.odds}</p>` : nothing}
    </div>
    <div class="bar-buttons">
      ${actionButton(b.attack, on.act)}
      ${b.reload ? actionButton(b.reload, on.act) : nothing}
      ${actionButton(b.endTurn, on.act)}
    </div>
  </section>`;
}

function moveTemplate(m: NonNullable<SideModel['move']>, on: SideHandlers): TemplateResult {
  return html`<section class="panel move-preview ${m.kind}" aria-label="Move here">
    <p>${m.words}</p>
    ${m.cover.length > 0
      ? html`<ul class="cover-list" aria-label="Cover there">${m.cover.map((c) => html`<li>Cover from ${c.name}: ${c.word}</li>`)}</ul>`
      : m.kind !== 'out of reach' ? html`<p class="dim small">No enemy in sight.</p>` : nothing}
    ${m.confirm ? html`<div class="bar-buttons">${actionButton(m.confirm, on.act)}<button type="button" class="btn" @click=${() => on.ui({ type: 'run.cancel' })}>Cancel</button></div>` : nothing}
  </section>`;
}

function actionsTemplate(m: SideModel, on: SideHandlers): TemplateResult {
  const hold = m.actions.find((a) => a.id === 'hold');
  const aid = m.actions.find((a) => a.id === 'first-aid');
  const rest = m.actions.filter((a) => a !== hold && a !== aid);
  return html`<section class="panel actions" aria-label="Other actions">
    <div class="buttons">${repeat(rest, (a) => a.id, (a) => actionButton(a, on.act))}</div>
    ${hold && m.hold ? html`<div class="row">${choiceField(m.hold, (v) => on.ui({ type: 'hold.choose', value: v }))}${actionButton(hold, on.act)}</div>` : nothing}
    ${aid ? html`<div class="row">${m.aid ? choiceField(m.aid, (v) => on.ui({ type: 'aid.choose', patient: v })) : html`<p class="dim small">Nobody to treat.</p>`}${actionButton(aid, on.act)}</div>` : nothing}
  </section>`;
}

/** The accessible list of every unit the seat sees now, own and enemy, with cell and state. */
function inSightTemplate(m: SideModel, on: SideHandlers): TemplateResult {
  return html`<section class="panel in-sight" aria-labelledby="bt-insight-title">
    <h2 id="bt-insight-title">In sight</h2>
    <ul aria-label="In sight" class="in-sight-list">
      ${repeat(m.inSight, (u) => u.id, (u) => html`<li class=${u.own ? 'own' : 'enemy'}>
        ${chip(u.side)}<button type="button" class="linkish" @click=${() => on.select(u.id)}>${u.name}</button>
        <span class="dim">${u.whose} · (${u.cell.x}, ${u.cell.y}) · ${u.words}</span>
      </li>`)}
    </ul>
    ${m.marks.length > 0 ? html`<p class="dim small">Last seen, out of sight now: ${m.marks.map((k) => `${k.name} at (${k.cell.x}, ${k.cell.y}) in round ${k.round}`).join('; ')}.</p>` : nothing}
  </section>`;
}

/** Solo comforts (model/seat-control.ts): the computer finishes the round, or takes the side until taken back. */
export function seatControlTemplate(c: SeatControl, on: Pick<SideHandlers, 'act'>): TemplateResult | typeof nothing {
  const items = [c.finish, c.toggle].filter((a): a is ActionItem => a !== null);
  if (items.length === 0) return nothing;
  return html`<section class="panel seat-control" aria-label="Computer help">
    <div class="buttons">${items.map((a) => actionButton(a, on.act))}</div>
  </section>`;
}

/**
 * The side panel in two parts (battle.css): the top (the end, the defence question, the action bar)
 * stays in view while the rest scrolls when the panel is tall enough; a short panel (a large UI
 * scale on a small window) scrolls as one, so the top never hides what is under it.
 */
export function sidePanelTemplate(m: SideModel, on: SideHandlers, control?: SeatControl): TemplateResult {
  return html`<div class="side-inner">
    <div class="side-top">
      ${m.end ? endTemplate(m.end, on) : nothing}
      ${m.defence ? defenceTemplate(m.defence, on) : nothing}
      ${m.bar ? barTemplate(m.bar, on) : nothing}
    </div>
    <div class="side-rest">
      ${control ? seatControlTemplate(control, on) : nothing}
      ${m.move ? moveTemplate(m.move, on) : nothing}
      ${m.preview ? previewTemplate(m.preview.title, m.preview.result) : m.bar ? html`<p class="panel dim small">Hover an enemy, or pick a target, to see the odds before you commit.</p>` : nothing}
      ${m.bar ? actionsTemplate(m, on) : nothing}
      ${m.inSight.length > 0 ? inSightTemplate(m, on) : nothing}
      ${m.tracker ? trackerTemplate(m.tracker, { sideOf: on.sideOf, actNow: m.actNow, onActNow: on.actNow, onSelect: on.select }) : nothing}
      ${m.tracker ? sheetTemplate(m.sheet, m.sheet ? on.agentOf(m.sheet.unit.id) : undefined) : nothing}
    </div>
  </div>`;
}
