/**
 * The load screen's parts as lit-html templates: a listing's row, the detail
 * pane of the selected save with its actions and backups. The load screen renders them over the
 * same nodes, so the focused option, the scroll position and the status live region survive a
 * refresh (a restore, an import, a delete).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { SaveBackup, SaveListing } from '../../src/contract';
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
  // Each game has its own autosave: the game is told by its title (map or scenario) and when it began.
  const autosave = listing.autosave ? ` (autosave of the game begun ${savedAtText(listing.createdAt)})` : '';
  return `${listing.summary.title}${autosave} — ${KIND_LABELS[listing.kind]} · ${progressText(listing.summary.progress)} — saved ${savedAtText(listing.updatedAt)}`;
}

// A thumbnail is drawn once per version of a save and kept: lit-html then leaves its node alone.
const thumbs = new Map<string, Element>();
function thumbnail(listing: SaveListing & { ok: true }, className: string): Element {
  const key = `${className}|${listing.id}|${listing.updatedAt}`;
  let el = thumbs.get(key);
  if (!el) {
    if (thumbs.size > 200) thumbs.clear();
    el = thumbnailElement(listing.summary, listing.kind, className);
    thumbs.set(key, el);
  }
  return el;
}

/** One line of a listing as the list shows it: thumbnail, title, kind and progress, date. */
export function listingRow(listing: SaveListing): TemplateResult {
  if (!listing.ok) {
    return html`<div class="save-thumb save-thumb-broken" aria-hidden="true">?</div>
      <div class="save-line"><span class="save-title">${listing.id}</span><span class="save-meta error">Cannot be read</span></div>`;
  }
  return html`${thumbnail(listing, 'save-thumb')}
    <div class="save-line">
      <span class="save-title">${listing.summary.title}${listing.autosave ? html`<span class="badge">Autosave</span>` : nothing}</span>
      <span class="save-meta">${KIND_LABELS[listing.kind]} · ${progressText(listing.summary.progress)}${listing.autosave ? ` · game begun ${savedAtText(listing.createdAt)}` : ''}</span>
      <span class="save-date">${savedAtText(listing.updatedAt)}</span>
    </div>`;
}

const fact = (term: string, value: string): TemplateResult => html`<dt>${term}</dt><dd>${value}</dd>`;

function backupsSection(backups: readonly SaveBackup[] | string | null, actions: DetailActions): TemplateResult {
  let body: TemplateResult;
  if (backups === null) body = html`<p class="hint">Looking for backups…</p>`;
  else if (typeof backups === 'string') body = html`<p class="status error">${backups}</p>`;
  else if (backups.length === 0) body = html`<p class="hint">No backups yet: an earlier version is kept each time this save is replaced (the last 5).</p>`;
  else {
    body = html`<ul class="backup-list" aria-label="Backups, newest first">
      ${backups.map((b) => {
        const when = savedAtText(b.modifiedAt);
        const what = b.ok ? `${progressText(b.summary.progress)} · ${commandsText(b.commands)}` : `Cannot be read: ${b.reason}`;
        return html`<li>
          <span class="backup-when">${when}</span>
          <span class=${b.ok ? 'backup-what' : 'backup-what error'}>${what}</span>
          ${b.ok ? html`<button type="button" class="btn" aria-label=${`Restore the backup of ${when} (${what})`} @click=${() => actions.restore(b)}>Restore</button>` : nothing}
        </li>`;
      })}
    </ul>`;
  }
  return html`<section class="save-backups" aria-labelledby="save-backups-title"><h4 id="save-backups-title">Backups</h4>${body}</section>`;
}

/** The right-hand pane: the selected save's facts, its actions and its backups. */
export function detailPane(listing: SaveListing | { readonly deletedId: string }, backups: readonly SaveBackup[] | string | null, actions: DetailActions): TemplateResult {
  if ('deletedId' in listing) {
    return html`<div class="save-detail">
      <h3>${listing.deletedId}</h3>
      <p>This save was deleted. Its last versions are kept as backups: restore one to bring it back.</p>
      ${backupsSection(backups, actions)}
    </div>`;
  }
  if (!listing.ok) {
    return html`<div class="save-detail">
      <h3>${listing.id}</h3>
      <p class="status error">${listing.reason}</p>
      <p>The file was left as it is. Restore a backup below, or delete it.</p>
      <div class="actions"><button type="button" class="btn danger" aria-label=${`Delete ${listing.id}`} @click=${() => actions.remove()}>Delete</button></div>
      ${backupsSection(backups, actions)}
    </div>`;
  }
  const { summary } = listing;
  const sidesWord = listing.kind === 'conspiracy-game' ? 'Seats' : 'Sides';
  return html`<div class="save-detail">
    ${thumbnail(listing, 'save-thumb save-thumb-large')}
    <h3>${summary.title}</h3>
    <dl class="save-facts">
      ${fact('Kind', KIND_LABELS[listing.kind])}
      ${fact(summary.progress.unit === 'round' ? 'Round' : 'Turn', String(summary.progress.value))}
      ${fact('Saved', savedAtText(listing.updatedAt))}
      ${fact('Started', savedAtText(listing.createdAt))}
      ${fact('Map', summary.mapName)}
      ${fact(sidesWord, summary.sides.join(', '))}
      ${fact('Log', commandsText(listing.commands))}
      ${fact('Written by', `Blacksite ${listing.appVersion}`)}
    </dl>
    <div class="actions">
      <button type="button" class="btn primary" aria-label=${`Open ${summary.title}`} @click=${() => actions.open()}>Open</button>
      <button type="button" class="btn" aria-label=${`Export ${summary.title}`} @click=${() => actions.exportSave()}>Export</button>
      <button type="button" class="btn danger" aria-label=${`Delete ${summary.title}`} @click=${() => actions.remove()}>Delete</button>
    </div>
    ${backupsSection(backups, actions)}
  </div>`;
}
