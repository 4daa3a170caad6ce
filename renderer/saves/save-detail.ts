import type { SaveBackup, SaveListing } from '../../src/contract';
import { button, h } from '../ui/dom';
import { commandsText, KIND_LABELS, progressText, savedAtText } from './format';
import { thumbnailElement } from './thumbnail';

/** What the detail pane can ask the load screen to do. */
export interface DetailActions {
  open(): void;
  exportSave(): void;
  remove(): void;
  restore(backup: SaveBackup): void;
}

/** The option's accessible name: what a screen reader says and what Playwright finds it by. */
export function listingName(listing: SaveListing): string {
  if (!listing.ok) return `${listing.id} — cannot be read`;
  const autosave = listing.autosave ? ' (autosave)' : '';
  return `${listing.summary.title}${autosave} — ${KIND_LABELS[listing.kind]} · ${progressText(listing.summary.progress)} — saved ${savedAtText(listing.updatedAt)}`;
}

/** One line of a listing as the list shows it: thumbnail, title, kind and progress, date. */
export function listingRow(listing: SaveListing): Node[] {
  if (!listing.ok) {
    return [
      h('div', { class: 'save-thumb save-thumb-broken', 'aria-hidden': 'true' }, '?'),
      h('div', { class: 'save-line' }, h('span', { class: 'save-title' }, listing.id), h('span', { class: 'save-meta error' }, 'Cannot be read')),
    ];
  }
  return [
    thumbnailElement(listing.summary, listing.kind),
    h(
      'div',
      { class: 'save-line' },
      h('span', { class: 'save-title' }, listing.summary.title, listing.autosave ? h('span', { class: 'badge' }, 'Autosave') : null),
      h('span', { class: 'save-meta' }, `${KIND_LABELS[listing.kind]} · ${progressText(listing.summary.progress)}`),
      h('span', { class: 'save-date' }, savedAtText(listing.updatedAt)),
    ),
  ];
}

function fact(term: string, value: string): Node[] {
  return [h('dt', {}, term), h('dd', {}, value)];
}

function backupsSection(backups: readonly SaveBackup[] | string | null, actions: DetailActions): HTMLElement {
  const section = h('section', { class: 'save-backups', 'aria-labelledby': 'save-backups-title' }, h('h4', { id: 'save-backups-title' }, 'Backups'));
  if (backups === null) section.append(h('p', { class: 'hint' }, 'Looking for backups…'));
  else if (typeof backups === 'string') section.append(h('p', { class: 'status error' }, backups));
  else if (backups.length === 0) section.append(h('p', { class: 'hint' }, 'No backups yet: an earlier version is kept each time this save is replaced (the last 5).'));
  else {
    const list = h('ul', { class: 'backup-list', 'aria-label': 'Backups, newest first' });
    for (const b of backups) {
      const when = savedAtText(b.modifiedAt);
      const what = b.ok ? `${progressText(b.summary.progress)} · ${commandsText(b.commands)}` : `Cannot be read: ${b.reason}`;
      list.append(
        h(
          'li',
          {},
          h('span', { class: 'backup-when' }, when),
          h('span', { class: b.ok ? 'backup-what' : 'backup-what error' }, what),
          b.ok ? button('Restore', () => actions.restore(b), { 'aria-label': `Restore the backup of ${when} (${what})` }) : null,
        ),
      );
    }
    section.append(list);
  }
  return section;
}

/** The right-hand pane: the selected save's facts, its actions and its backups. */
export function detailPane(listing: SaveListing | { readonly deletedId: string }, backups: readonly SaveBackup[] | string | null, actions: DetailActions): HTMLElement {
  const pane = h('div', { class: 'save-detail' });
  if ('deletedId' in listing) {
    pane.append(
      h('h3', {}, listing.deletedId),
      h('p', {}, 'This save was deleted. Its last versions are kept as backups: restore one to bring it back.'),
      backupsSection(backups, actions),
    );
    return pane;
  }
  if (!listing.ok) {
    pane.append(
      h('h3', {}, listing.id),
      h('p', { class: 'status error' }, listing.reason),
      h('p', {}, 'The file was left as it is. Restore a backup below, or delete it.'),
      h('div', { class: 'actions' }, button('Delete', () => actions.remove(), { class: 'btn danger', 'aria-label': `Delete ${listing.id}` })),
      backupsSection(backups, actions),
    );
    return pane;
  }
  const { summary } = listing;
  const sidesWord = listing.kind === 'conspiracy-game' ? 'Seats' : 'Sides';
  pane.append(
    thumbnailElement(summary, listing.kind, 'save-thumb save-thumb-large'),
    h('h3', {}, summary.title),
    h(
      'dl',
      { class: 'save-facts' },
      ...fact('Kind', KIND_LABELS[listing.kind]),
      ...fact(summary.progress.unit === 'round' ? 'Round' : 'Turn', String(summary.progress.value)),
      ...fact('Saved', savedAtText(listing.updatedAt)),
      ...fact('Started', savedAtText(listing.createdAt)),
      ...fact('Map', summary.mapName),
      ...fact(sidesWord, summary.sides.join(', ')),
      ...fact('Log', commandsText(listing.commands)),
      ...fact('Written by', `Blacksite ${listing.appVersion}`),
    ),
    h(
      'div',
      { class: 'actions' },
      button('Open', () => actions.open(), { class: 'btn primary', 'aria-label': `Open ${summary.title}` }),
      button('Export', () => actions.exportSave(), { 'aria-label': `Export ${summary.title}` }),
      button('Delete', () => actions.remove(), { class: 'btn danger', 'aria-label': `Delete ${summary.title}` }),
    ),
    backupsSection(backups, actions),
  );
  return pane;
}
