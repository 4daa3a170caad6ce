/**
 * A mission at the table (DESIGN.md "Covert missions"): the strip under the header — its objectives
 * (folded: the count done and the next one, the numbered list with progress under it), the alarm and its clock, the rounds left, the sight
 * areas' toggle (V) and the hover line — and the map's marks, both from ./mission-model.ts. It only
 * ever draws what the model says, after each redraw of the table (table-controller.ts `drawn`).
 */
import { html, nothing, render, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import type { BattleMap } from '../../../src/battle/map';
import type { MissionBoard } from '../../../src/battle/mission/board';
import type { TableMap } from '../../table/table-map';
import type { TableModel } from '../model/table-model';
import { MISSION_MARKS, missionModel, type MissionModel } from './mission-model';

export interface MissionTable {
  update(model: TableModel | null): void;
  toggleSight(): void;
  dispose(): void;
}

const STATE_WORD = { open: 'open', done: 'done', failed: 'failed' } as const;

function objectivesTemplate(board: MissionBoard): TemplateResult {
  return html`<ol class="ms-objectives" aria-label="Objectives">
    ${repeat(
      board.objectives,
      (o) => o.id,
      (o) => html`<li class="ms-objective ${o.state}" data-state=${o.state}>
        <span class="ms-name">${o.name}</span>${o.progress ? html` <span class="ms-progress">${o.progress}</span>` : nothing}
        <span class="ms-state">${o.state === 'open' ? (o.required ? '' : 'optional') : STATE_WORD[o.state]}</span>
      </li>`,
    )}
  </ol>`;
}

/**
 * The objectives fold into one line so the strip keeps to one row at every UI scale (the map keeps
 * its height): how many are done and the next open one with its progress; the whole numbered list
 * opens under it (a disclosure: Enter or Space on it, Escape closes it).
 */
function objectivesPopover(board: MissionBoard): TemplateResult {
  const required = board.objectives.filter((o) => o.required);
  const done = required.filter((o) => o.state === 'done').length;
  const next = board.objectives.find((o) => o.state === 'open' && o.required) ?? board.objectives.find((o) => o.state === 'open');
  const close = (e: KeyboardEvent): void => {
    const d = e.currentTarget;
    if (e.key === 'Escape' && d instanceof HTMLDetailsElement && d.open) {
      e.preventDefault();
      e.stopPropagation();
      d.open = false;
      d.querySelector('summary')?.focus();
    }
  };
  return html`<details class="ms-pop" @keydown=${close}>
    <summary class="ms-obj-summary" title="The mission's objectives">
      <span class="ms-count">Objectives ${done} of ${required.length}</span>
      ${next ? html`<span class="ms-next">${next.name}${next.progress ? html` <span class="ms-progress">${next.progress}</span>` : nothing}</span>` : nothing}
    </summary>
    <div class="ms-pop-body">${objectivesTemplate(board)}</div>
  </details>`;
}

function alarmTemplate(board: MissionBoard): TemplateResult {
  const a = board.alarm;
  if (!a.raised) return html`<span class="ms-alarm quiet" data-alarm="quiet">No alarm</span>`;
  const clock = a.reinforcementsIn === null ? '' : a.reinforcementsIn === 0 ? ' · reinforcements now' : ` · reinforcements in ${a.reinforcementsIn} round${a.reinforcementsIn === 1 ? '' : 's'}`;
  return html`<span class="ms-alarm raised" data-alarm="raised" role="status">Alarm since round ${a.round ?? '?'}${a.how ? html` (${a.how})` : nothing}${clock}</span>`;
}

export function stripTemplate(m: MissionModel, sightOn: boolean, toggle: () => void): TemplateResult | typeof nothing {
  const board = m.board;
  if (!board) return nothing;
  return html`<div class="ms-strip" data-mission=${board.name}>
      ${objectivesPopover(board)} ${alarmTemplate(board)}
      <span class="ms-rounds">${board.roundsLeft} round${board.roundsLeft === 1 ? '' : 's'} left</span>
      <button type="button" class="btn small ms-sight" aria-pressed=${sightOn ? 'true' : 'false'} @click=${toggle} title="Show the sight areas of the defenders and cameras in view (V)">Sight areas (V)</button>
    </div>
    <p class="ms-hover" role="status" aria-live="polite" title=${m.hover ?? ''}>${m.hover ?? ''}</p>`;
}

export function createMissionTable(o: { readonly mapView: TableMap; readonly map: BattleMap; readonly host: HTMLElement; readonly screen: HTMLElement }): MissionTable {
  let sightOn = false;
  let last: TableModel | null = null;
  let disposed = false;
  const draw = (): void => {
    if (disposed) return;
    const m = missionModel(last, o.map, sightOn);
    for (const name of MISSION_MARKS) {
      const mark = m.marks[name];
      o.mapView.mark(name, mark.cells, mark.rgb, mark.alpha);
    }
    o.screen.dataset.alarm = m.board?.alarm.raised ? 'raised' : 'quiet';
    if (m.notice) o.screen.dataset.notice = m.notice.chance.toFixed(4);
    else delete o.screen.dataset.notice;
    render(stripTemplate(m, sightOn, toggleSight), o.host);
  };
  const toggleSight = (): void => {
    sightOn = !sightOn;
    draw();
  };
  const onKey = (e: KeyboardEvent): void => {
    const t = e.target;
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement) return;
    if ((e.key === 'v' || e.key === 'V') && last?.view && !last.map.hidden) {
      e.preventDefault();
      toggleSight();
    }
  };
  document.addEventListener('keydown', onKey);
  return {
    update(model) {
      last = model;
      draw();
    },
    toggleSight,
    dispose() {
      disposed = true;
      document.removeEventListener('keydown', onKey);
      for (const name of MISSION_MARKS) o.mapView.mark(name, null, 0);
      render(nothing, o.host);
    },
  };
}
