import './saves.css';
import { html, nothing, render } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import { saveIdFor, type BlacksiteApi, type SaveBackup, type SaveListing, type SavesList } from '../../src/contract';
import type { Screen } from '../router';
import { button, h } from '../ui/dom';
import { saveCodec } from './codec';
import { confirmDialog } from './dialogs';
import { freeName, savedAtText } from './format';
import { openSavedGame } from './open-game';
import { writesSettled } from './pending-writes';
import { detailPane, listingName, listingRow } from './save-detail';
import { downloadSave, readImportedSave } from './save-files';

export interface LoadScreenOptions {
  readonly saves: BlacksiteApi['saves'];
  readonly navigate: (route: string) => void;
  readonly back: () => void;
}

type Selection = { readonly kind: 'save'; readonly id: string } | { readonly kind: 'deleted'; readonly id: string };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function titleOf(listing: SaveListing): string {
  return listing.ok ? listing.summary.title : listing.id;
}

/** Newest first; files that cannot be read at the end (they are listed so a backup can be restored). */
function ordered(list: SavesList): SaveListing[] {
  return [...list.saves].sort((a, b) => {
    if (a.ok !== b.ok) return a.ok ? -1 : 1;
    if (a.ok && b.ok) return b.updatedAt.localeCompare(a.updatedAt);
    return a.id.localeCompare(b.id);
  });
}

/**
 * The load screen: every save with its kind, date, round or turn and a thumbnail;
 * open (handed to the screen of its kind through open-game.ts), export, delete with confirmation,
 * restore from a backup, import a file. A listbox walked with the arrow keys; Enter opens, Delete
 * deletes, Escape closes a dialog or goes back to the menu. The list and the detail pane are
 * lit-html templates rendered over the same nodes: the focused option and the
 * scroll position survive a refresh.
 */
export async function loadScreen(options: LoadScreenOptions): Promise<Screen> {
  const { saves } = options;
  const status = h('p', { class: 'status', role: 'status' });
  const where = h('p', { class: 'hint' });
  const listbox = h('ul', { role: 'listbox', class: 'save-list', 'aria-label': 'Saved games' });
  const deletedBox = h('div', { class: 'save-deleted' });
  const detail = h('section', { class: 'save-detail-host', 'aria-label': 'Selected save' });
  const fileInput = h('input', { type: 'file', accept: '.json,application/json', class: 'visually-hidden', 'aria-label': 'Import a save file' });
  const importLabel = h('label', { class: 'btn file-btn' }, 'Import a save file…', fileInput);

  let list: SavesList = { saves: [], deleted: [], location: '' };
  let rows: SaveListing[] = [];
  let selected: Selection | null = null;
  let backups: readonly SaveBackup[] | string | null = null;

  const say = (text: string, error = false): void => {
    status.textContent = text;
    status.className = error ? 'status error' : 'status';
  };
  const current = (): SaveListing | undefined => (selected?.kind === 'save' ? rows.find((r) => r.id === selected?.id) : undefined);

  const renderDetail = (): void => {
    const listing = current();
    render(
      selected?.kind === 'deleted'
        ? detailPane({ deletedId: selected.id }, backups, actions)
        : listing
          ? detailPane(listing, backups, actions)
          : html`<p class="hint">${rows.length === 0 ? 'Nothing to show yet.' : 'Choose a save on the left.'}</p>`,
      detail,
    );
  };

  const loadBackups = async (): Promise<void> => {
    const asked = selected;
    backups = null;
    renderDetail();
    if (!asked) return;
    let found: readonly SaveBackup[] | string;
    try {
      found = (await saves.backups({ id: asked.id })).backups;
    } catch (error) {
      found = messageOf(error);
    }
    if (selected !== asked) return;
    backups = found;
    renderDetail();
  };

  const select = (next: Selection | null, focus = false): void => {
    selected = next;
    renderList();
    if (focus && next?.kind === 'save') listbox.querySelector<HTMLElement>(`[role="option"][data-id="${CSS.escape(next.id)}"]`)?.focus();
    void loadBackups();
  };

  const renderList = (): void => {
    const on = (l: SaveListing): boolean => selected?.kind === 'save' && selected.id === l.id;
    // The first option stays reachable with Tab even before anything is selected.
    const tabbable = rows.some(on) ? rows.find(on)?.id : rows[0]?.id;
    render(
      rows.length === 0
        ? html`<li class="save-empty" role="presentation">No saved games yet. Start a game from the menu, or import a save file.</li>`
        : repeat(rows, (l) => l.id, (l, i) => html`<li role="option" id=${`save-option-${i}`} class="save-option" data-id=${l.id}
              aria-selected=${String(on(l))} tabindex=${l.id === tabbable ? 0 : -1} aria-label=${listingName(l)}
              @click=${() => select({ kind: 'save', id: l.id }, true)} @dblclick=${() => void actions.open()}>${listingRow(l)}</li>`),
      listbox,
    );
    render(
      list.deleted.length > 0
        ? html`<h3>Deleted saves</h3><p class="hint">Their last versions are kept as backups.</p>
            <ul class="deleted-list" aria-label="Deleted saves">
              ${list.deleted.map((id) => html`<li><span>${id}</span><button type="button" class="btn" aria-label=${`Show the backups of ${id}`} @click=${() => select({ kind: 'deleted', id })}>Show backups</button></li>`)}
            </ul>`
        : nothing,
      deletedBox,
    );
  };

  const refresh = async (keep: Selection | null = selected): Promise<void> => {
    try {
      await writesSettled();
      list = await saves.list();
    } catch (error) {
      say(`The saved games could not be listed: ${messageOf(error)}`, true);
      return;
    }
    rows = ordered(list);
    where.textContent = `Kept in ${list.location}. The last 5 versions of every save are kept as backups.`;
    const stillThere =
      keep && ((keep.kind === 'save' && rows.some((r) => r.id === keep.id)) || (keep.kind === 'deleted' && list.deleted.includes(keep.id)));
    const fallback: Selection | null = rows[0] ? { kind: 'save', id: rows[0].id } : null;
    select(stillThere ? keep : fallback);
  };

  const actions = {
    async open(): Promise<void> {
      const listing = current();
      if (!listing?.ok) return;
      say(`Opening "${listing.summary.title}"…`);
      try {
        const read = await saves.read({ id: listing.id });
        if (read.replay.status === 'mismatch') {
          const go = await confirmDialog(element, {
            title: 'Open a save that does not replay?',
            message: `${read.replay.reason} Undo and rewind stay off for this game.`,
            confirm: 'Open anyway',
          });
          if (!go) return say('Not opened.');
        }
        const problem = openSavedGame({ id: read.id, save: read.save, replay: read.replay, migratedFrom: read.migratedFrom }, options.navigate);
        if (problem) say(problem, true);
      } catch (error) {
        say(messageOf(error), true);
      }
    },
    async exportSave(): Promise<void> {
      const listing = current();
      if (!listing?.ok) return;
      try {
        const read = await saves.read({ id: listing.id });
        const fileName = downloadSave(read.save);
        say(`Exported "${listing.summary.title}" as ${fileName}.`);
      } catch (error) {
        say(messageOf(error), true);
      }
    },
    async remove(): Promise<void> {
      const listing = current();
      if (!listing) return;
      const title = titleOf(listing);
      const yes = await confirmDialog(element, {
        title: `Delete "${title}"?`,
        message: 'It leaves the list. Its last versions stay among the backups, under "Deleted saves", until you restore one.',
        confirm: 'Delete',
        danger: true,
      });
      if (!yes) return listbox.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
      try {
        await saves.delete({ id: listing.id });
        say(`Deleted "${title}".`);
        await refresh(null);
      } catch (error) {
        say(messageOf(error), true);
      }
    },
    async restore(backup: SaveBackup): Promise<void> {
      if (!selected) return;
      const id = selected.id;
      const when = savedAtText(backup.modifiedAt);
      const yes = await confirmDialog(element, {
        title: 'Restore this backup?',
        message: `The version of ${when} becomes the save again; the version it replaces is kept as a backup in turn.`,
        confirm: 'Restore',
      });
      if (!yes) return;
      try {
        await saves.restoreBackup({ id, backupId: backup.id });
        say(`Restored the version of ${when}.`);
        await refresh({ kind: 'save', id });
      } catch (error) {
        say(messageOf(error), true);
      }
    },
  };

  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    fileInput.value = '';
    if (!file) return;
    void (async () => {
      const r = readImportedSave(saveCodec(), file.name, await file.text());
      if (!r.ok) return say(r.reason, true);
      const taken = new Set([...list.saves.map((s) => s.id), ...list.deleted]);
      const name = freeName(r.loaded.save.summary.title, taken, (n) => {
        const id = saveIdFor(n);
        return id.ok ? id.id : null;
      });
      const save = { ...r.loaded.save, summary: { ...r.loaded.save.summary, title: name } };
      try {
        const { id } = await saves.write({ name, save });
        const note = r.loaded.replay.status === 'mismatch' ? ' Its log does not reproduce its saved state, so the saved state will be used.' : '';
        say(`Imported "${name}".${note}`);
        await refresh({ kind: 'save', id });
      } catch (error) {
        say(messageOf(error), true);
      }
    })();
  });

  listbox.addEventListener('keydown', (event) => {
    const i = rows.findIndex((r) => selected?.kind === 'save' && r.id === selected.id);
    const go = (n: number): void => {
      const row = rows[Math.max(0, Math.min(rows.length - 1, n))];
      if (row) select({ kind: 'save', id: row.id }, true);
    };
    const keys: Record<string, () => void> = {
      ArrowDown: () => go(i + 1),
      ArrowUp: () => go(i - 1),
      Home: () => go(0),
      End: () => go(rows.length - 1),
      Enter: () => void actions.open(),
      Delete: () => void actions.remove(),
      ' ': () => go(Math.max(i, 0)),
    };
    const run = keys[event.key];
    if (!run) return;
    event.preventDefault();
    run();
  });

  const element = h(
    'section',
    { class: 'sheet saves-screen', 'aria-labelledby': 'screen-title' },
    h('p', { class: 'stamp' }, 'Archive'),
    h('h2', { id: 'screen-title', tabindex: '-1' }, 'Load game'),
    where,
    h('div', { class: 'saves-toolbar' }, importLabel, button('Back to the menu', options.back)),
    status,
    h('div', { class: 'saves-layout' }, h('div', { class: 'saves-column' }, listbox, deletedBox), detail),
  );
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !element.querySelector('dialog[open]')) options.back();
  });
  await refresh(null);
  return { element };
}
