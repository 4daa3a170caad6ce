/**
 * The Groups tab: every Group on the board with its controller as far as the seat knows, sortable
 * by any column (a click on its heading; again to turn the order round) and filtered by words and
 * by controller; each opens its Area on the map (model/groups-list.ts).
 */
import { html, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import type { GroupsListModel } from '../model/groups-list';
import { sortBy, type GroupsSort, type GroupsUi } from '../model/groups-ui';

export interface GroupsIntents {
  readonly change: (ui: GroupsUi) => void;
  readonly locate: (area: string) => void;
}

/** Columns after the first (the Group, with its Area under it; both sortable from its heading). */
const COLUMNS: readonly (readonly [GroupsSort, string, string])[] = [
  ['scale', 'Scale', 'Scale'], ['income', 'Yield', 'Greenbacks a turn to its controller: Income + Scale'], ['loyalty', 'Loy.', 'Loyalty (a rival\'s or an independent\'s at its base: Indoctrination and Subversion are not known)'],
  ['controller', 'Controller', 'Who controls it, as far as you know (and since when)'], ['seen', 'Seen', 'When you last looked at who controls it (Surveillance for Group control)'],
];

export function groupsListTemplate(m: GroupsListModel, on: GroupsIntents): TemplateResult {
  const ui = m.ui;
  const sortButton = (key: GroupsSort, label: string, title: string) => html`<button type="button" class="btn link sort" data-key=${`sort-${key}`} title=${title} aria-pressed=${ui.sort === key ? 'true' : 'false'} @click=${() => on.change(sortBy(ui, key))}>${label}${ui.sort === key ? (ui.descending ? ' ▼' : ' ▲') : ''}</button>`;
  const sorted = (keys: readonly GroupsSort[]) => (keys.includes(ui.sort) ? (ui.descending ? 'descending' : 'ascending') : 'none');
  const head = ([key, label, title]: readonly [GroupsSort, string, string]) => html`<th scope="col" aria-sort=${sorted([key])}>${sortButton(key, label, title)}</th>`;
  return html`<section class="panel groups-panel" aria-labelledby="groups-title">
    <div class="panel-head"><h2 id="groups-title">Groups (${m.rows.length} of ${m.total})</h2></div>
    <div class="groups-filters">
      <label><span>Find</span><input type="search" aria-label="Find a Group, Area or Region" .value=${ui.text} @input=${(e: Event) => on.change({ ...ui, text: (e.target as HTMLInputElement).value })}></label>
      <label><span>Controller</span><select aria-label="Controller" @change=${(e: Event) => on.change({ ...ui, controller: (e.target as HTMLSelectElement).value })}>
        ${m.controllers.map((c) => html`<option value=${c.value} .selected=${c.value === ui.controller}>${c.label}</option>`)}</select></label>
    </div>
    <div class="groups-scroll">
      <table class="groups-list" aria-labelledby="groups-title">
        <colgroup><col class="c-group"><col class="c-num"><col class="c-num"><col class="c-loy"><col class="c-ctl"><col class="c-seen"></colgroup>
        <thead><tr><th scope="col" aria-sort=${sorted(['name', 'area'])}>${sortButton('name', 'Group', 'The Group\'s name')} / ${sortButton('area', 'Area', 'Its Region and Area')}</th>${COLUMNS.map(head)}</tr></thead>
        <tbody>${repeat(m.rows, (r) => r.id, (r) => html`<tr class=${`ctl-${r.controller === 'mine' || r.controller === 'independent' || r.controller === 'unknown' ? r.controller : 'rival'}${r.state === 'destroyed' ? ' destroyed' : ''}`}>
          <th scope="row"><button type="button" class="btn link" data-key=${`group-${r.id}`} aria-label=${`${r.name}: show ${r.areaName} on the map`} @click=${() => on.locate(r.area)}>${r.name}</button>
            <small class="dim where">${r.areaName} · ${r.region}${r.state ? ` · ${r.state}` : ''}</small></th>
          <td class="num">${r.scale}</td><td class="num">${r.income}</td><td title=${r.loyaltyTitle}>${r.loyaltyWord}</td><td>${r.controllerText}</td><td>${r.seenText}</td>
        </tr>`)}</tbody>
      </table>
    </div>
  </section>`;
}
