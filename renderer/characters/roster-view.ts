import { codeName } from '../../src/ops/character/code-names';
import { checkAgent, matchesSearch } from '../../src/agents/index';
import type { Agent } from '../../src/agents/types';
import { button, h } from '../ui/dom';
import type { RosterAgent, RosterState } from './roster-client';
import type { ShippedAgent } from './shipped';
import { keyed, rerender } from './ui';
import { describeRecord } from '../../src/agents/service-record';

/** What the roster screen keeps between renders. */
export interface RosterUi {
  status: { text: string; error: boolean };
  undo: { name: string } | null;
  search: string;
  squadName: string;
  readonly selected: Set<string>;
}

export interface RosterViewOptions {
  readonly state: RosterState;
  readonly shipped: readonly ShippedAgent[];
  readonly ui: RosterUi;
  newAgent(): void;
  randomAgent(): void;
  edit(entry: RosterAgent): void;
  openShipped(entry: ShippedAgent): void;
  duplicate(agent: Agent): void;
  exportAgent(agent: Agent): void;
  remove(entry: RosterAgent): void;
  /** The game master brings an agent killed in action back. */
  revive(entry: RosterAgent): void;
  undoRemove(): void;
  importFile(input: HTMLInputElement): void;
  exportSquad(agents: readonly Agent[]): void;
  back(): void;
}

function badge(agent: Agent): HTMLElement {
  if (agent.record?.killedInAction) return h('span', { class: 'badge kia' }, 'Killed in action');
  const ok = checkAgent(agent).valid;
  return h('span', { class: `badge ${ok ? 'ok' : 'draft'}` }, ok ? 'Ready' : 'Draft');
}

function nameOf(a: Agent): string {
  return a.name.trim() || 'Unnamed agent';
}

/** The roster: list, search, duplicate, delete with undo, import and export. */
export function rosterView(o: RosterViewOptions): HTMLElement {
  const tableHost = h('div');
  const renderTable = (): void =>
    rerender(tableHost, () => {
      const rows = o.state.agents.filter((e) => matchesSearch(e.agent, o.ui.search));
      if (o.state.agents.length === 0) return [h('p', { class: 'muted' }, 'The roster is empty: build an agent, draw a random one, or copy a shipped agent.')];
      if (rows.length === 0) return [h('p', { class: 'muted' }, `No agent matches "${o.ui.search}".`)];
      return [
        h(
          'table',
          { class: 'ledger roster-table', 'aria-label': 'Roster' },
          h('thead', {}, h('tr', {}, h('th', {}, 'Squad'), h('th', {}, 'Name'), h('th', {}, 'Code name'), h('th', {}, 'Specialty'), h('th', {}, 'Status'), h('th', {}, 'Record'), h('th', { class: 'num' }, 'Actions'))),
          h(
            'tbody',
            {},
            ...rows.map((e) => {
              const name = nameOf(e.agent);
              const pick = keyed(h('input', { type: 'checkbox', 'aria-label': `Select ${name}` }), `sel-${e.id}`);
              pick.checked = o.ui.selected.has(e.id);
              pick.addEventListener('change', () => (pick.checked ? o.ui.selected.add(e.id) : o.ui.selected.delete(e.id)));
              return h(
                'tr',
                { 'data-row': `r-${e.id}` },
                h('td', {}, pick),
                h('td', { class: 'name' }, name),
                h('td', { class: 'mono' }, e.agent.animal ? codeName(e.agent.animal, e.agent.mission?.color, e.agent.mission?.designation) : '—'),
                h('td', {}, e.agent.specialty ?? ''),
                h('td', {}, badge(e.agent)),
                h('td', { class: 'record' }, describeRecord(e.agent.record)),
                h(
                  'td',
                  { class: 'ag-actions' },
                  e.agent.record?.killedInAction
                    ? keyed(button('Revive (GM)', () => o.revive(e), { class: 'btn small', 'aria-label': `Revive ${name} (game master)` }), `rev-${e.id}`)
                    : null,
                  keyed(button('Edit', () => o.edit(e), { class: 'btn small', 'aria-label': `Edit ${name}` }), `edit-${e.id}`),
                  keyed(button('Duplicate', () => o.duplicate(e.agent), { class: 'btn small', 'aria-label': `Duplicate ${name}` }), `dup-${e.id}`),
                  keyed(button('Export', () => o.exportAgent(e.agent), { class: 'btn small', 'aria-label': `Export ${name}` }), `exp-${e.id}`),
                  keyed(button('Delete', () => o.remove(e), { class: 'btn small danger', 'aria-label': `Delete ${name}` }), `del-${e.id}`),
                ),
              );
            }),
          ),
        ),
      ];
    });

  const search = keyed(h('input', { type: 'search', 'aria-label': 'Search the roster', placeholder: 'Search: name, animal, skill, weapon…' }), 'search');
  search.value = o.ui.search;
  search.addEventListener('input', () => {
    o.ui.search = search.value;
    renderTable();
  });
  const fileInput = h('input', { type: 'file', accept: '.json,application/json', 'aria-label': 'Import agent or squad file', class: 'visually-hidden', id: 'import-file' });
  fileInput.addEventListener('change', () => o.importFile(fileInput));
  const squadName = h('input', { type: 'text', 'aria-label': 'Squad name', value: o.ui.squadName, placeholder: 'Squad name' });
  squadName.value = o.ui.squadName;
  squadName.addEventListener('input', () => (o.ui.squadName = squadName.value));

  const shippedRows = o.shipped.map((s) => {
    const name = nameOf(s.agent);
    return h(
      'tr',
      {},
      h('td', { class: 'name' }, name),
      h('td', { class: 'mono' }, codeName(s.agent.animal)),
      h('td', {}, s.agent.specialty ?? ''),
      h('td', {}, badge(s.agent)),
      h(
        'td',
        { class: 'ag-actions' },
        button('Open', () => o.openShipped(s), { class: 'btn small', 'aria-label': `Open ${name}` }),
        button('Copy to roster', () => o.duplicate({ ...s.agent, name: s.agent.name }), { class: 'btn small', 'aria-label': `Copy ${name} to the roster` }),
        button('Export', () => o.exportAgent(s.agent), { class: 'btn small', 'aria-label': `Export ${name}` }),
      ),
    );
  });

  const element = h(
    'article',
    { class: 'ag-dossier', 'aria-labelledby': 'roster-title' },
    h('div', { class: 'classification' }, h('strong', {}, 'Classified'), h('span', {}, `Personnel files · ${o.state.location}`), h('span', {}, 'Black Ops / FUDGE')),
    h('h1', { id: 'roster-title', tabindex: '-1' }, 'Characters'),
    h(
      'div',
      { class: 'toolbar' },
      button('New agent', () => o.newAgent(), { class: 'btn primary' }),
      button('Random valid agent', () => o.randomAgent()),
      fileInput,
      h('label', { for: 'import-file', class: 'btn', role: 'button', tabindex: '0' }, 'Import file…'),
      h('span', { class: 'spacer' }),
      button('Back to the menu', () => o.back()),
    ),
    h('p', { class: `status ${o.ui.status.error ? 'error' : ''}`, role: 'status' }, o.ui.status.text),
    o.ui.undo ? h('div', { class: 'undo-bar', role: 'alert' }, h('span', {}, `${o.ui.undo.name} was deleted.`), button('Undo', () => o.undoRemove(), { class: 'btn small' })) : null,
    h('h2', {}, `Roster (${o.state.agents.length})`),
    h('div', { class: 'toolbar' }, search),
    tableHost,
    h(
      'div',
      { class: 'inline-form' },
      h('span', { class: 'muted' }, 'Tick agents to export them together as a squad file:'),
      squadName,
      button('Export selected as squad', () => o.exportSquad(o.state.agents.filter((e) => o.ui.selected.has(e.id)).map((e) => e.agent))),
    ),
    o.state.unreadable.length > 0
      ? h('div', {}, h('h3', {}, 'Files that cannot be read'), h('ul', { class: 'ag-problems' }, ...o.state.unreadable.map((u) => h('li', {}, `${u.id}: ${u.reason}`))))
      : null,
    h('h2', {}, `Shipped agents (${o.shipped.length})`),
    h(
      'table',
      { class: 'ledger roster-table', 'aria-label': 'Shipped agents' },
      h('thead', {}, h('tr', {}, h('th', {}, 'Name'), h('th', {}, 'Code name'), h('th', {}, 'Specialty'), h('th', {}, 'Status'), h('th', { class: 'num' }, 'Actions'))),
      h('tbody', {}, ...shippedRows),
    ),
  );
  // The label stands in for the hidden file input, so Enter and Space must open it too.
  element.querySelector('label[for="import-file"]')?.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      fileInput.click();
    }
  });
  renderTable();
  return element;
}
