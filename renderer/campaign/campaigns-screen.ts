/**
 * The campaigns (#/campaign): every campaign in the store with its calendar and team, opened in
 * one click; a new campaign from a shipped operation or an empty one for the GM's own agents and
 * missions; a campaign file opened from disk; a deleted campaign restored from its backup.
 */
import './campaign.css';
import { html, nothing, render, type TemplateResult } from 'lit-html';
import { newCampaign } from '../../src/campaign/campaign';
import { campaignToFile, readCampaign, readCampaignValue, type CampaignFile } from '../../src/campaign/campaign-file';
import type { Campaign } from '../../src/campaign/types';
import type { BlacksiteApi, CampaignListing } from '../../src/contract';
import type { Screen } from '../router';
import { h } from '../ui/dom';
import { freshSeed } from '../battle/current';

const operationFiles = import.meta.glob<unknown>('../../maps/campaigns/*.json', { eager: true, import: 'default' });

/** The operations that ship with the app (maps/campaigns): campaigns on their first day. */
export function shippedOperations(): { file: string; campaign: Campaign }[] {
  const out: { file: string; campaign: Campaign }[] = [];
  for (const [key, value] of Object.entries(operationFiles)) {
    const r = readCampaignValue(value);
    if (r.ok) out.push({ file: key.replace(/^.*\//, ''), campaign: r.campaign });
    else console.warn(`Shipped operation ${key} was skipped: ${r.reason}`);
  }
  return out;
}

export interface CampaignsDeps {
  readonly api: BlacksiteApi;
  readonly open: (id: string) => void;
  readonly back: () => void;
}

/** The slug the store will use for a name (as main/save-names.ts makes it). */
export function campaignIdFor(name: string, taken: readonly string[]): string {
  const base = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 50).replace(/-+$/, '') || 'campaign';
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

type Listed = CampaignListing['campaigns'][number];

export async function campaignsScreen(deps: CampaignsDeps): Promise<Screen> {
  const element = h('section', { class: 'sheet wide cp-list-screen', 'aria-labelledby': 'cp-list-title' });
  const fileInput = h('input', { type: 'file', accept: '.json,application/json', hidden: true, id: 'cp-open-file', 'aria-label': 'Campaign file' });
  const host = h('div');
  element.append(host, fileInput);
  const operations = shippedOperations();
  const appVersion = (await deps.api.app.info()).version;
  let listing: CampaignListing = { campaigns: [], deleted: [], location: '' };
  let name = '';
  let from = operations[0]?.file ?? 'empty';
  let status = '';

  const reload = async () => {
    try {
      listing = await deps.api.campaigns.list();
    } catch (error) {
      status = error instanceof Error ? error.message : String(error);
    }
    draw();
  };

  const store = async (c: Campaign, createdAt?: string): Promise<void> => {
    const id = campaignIdFor(c.name, listing.campaigns.map((x) => x.id));
    const now = new Date().toISOString();
    try {
      const file: CampaignFile = campaignToFile(c, { createdAt: createdAt ?? now, updatedAt: now, appVersion });
      await deps.api.campaigns.write({ id, file });
      deps.open(id);
    } catch (error) {
      status = error instanceof Error ? error.message : String(error);
      draw();
    }
  };

  const start = () => {
    const title = name.trim();
    const op = operations.find((o) => o.file === from);
    const base = op ? op.campaign : newCampaign({ name: title || 'New campaign', seed: '', agents: [], missions: [] });
    void store({ ...base, name: title || base.name, seed: freshSeed(), day: 1 });
  };

  // A campaign file from disk: checked as it is opened, stored under its name, then opened.
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    void file.text().then((text) => {
      fileInput.value = '';
      const r = readCampaign(text);
      if (!r.ok) {
        status = r.reason;
        return draw();
      }
      void store(r.campaign, r.stamp.createdAt);
    });
  });
  const openFile = () => fileInput.click();

  const remove = async (id: string) => {
    try {
      await deps.api.campaigns.delete({ id });
      status = `The campaign was deleted; its last version can be restored below.`;
    } catch (error) {
      status = error instanceof Error ? error.message : String(error);
    }
    await reload();
  };

  const restore = async (id: string) => {
    try {
      const b = (await deps.api.campaigns.backups({ id })).backups.find((x) => x.ok);
      if (!b) throw new Error('That campaign has no backup that opens.');
      await deps.api.campaigns.restoreBackup({ id, backupId: b.id });
      status = '';
    } catch (error) {
      status = error instanceof Error ? error.message : String(error);
    }
    await reload();
  };

  const row = (c: Listed): TemplateResult =>
    c.ok
      ? html`<li data-campaign=${c.id}>
          <button type="button" class="btn cp-open" @click=${() => deps.open(c.id)}><strong>${c.name}</strong>
            <span class="dim small">Day ${c.day} · ${c.agents} agent${c.agents === 1 ? '' : 's'}${c.fallen > 0 ? ` · ${c.fallen} fallen` : ''} · ${c.played} played, ${c.toCome} to come${c.underWay ? ' · a mission under way' : ''}</span></button>
          <button type="button" class="btn small" aria-label=${`Delete ${c.name}`} @click=${() => void remove(c.id)}>Delete</button>
        </li>`
      : html`<li data-campaign=${c.id}><span class="why-not">${c.id}: ${c.reason}</span> <button type="button" class="btn small" @click=${() => void restore(c.id)}>Restore its last backup</button></li>`;

  function draw(): void {
    render(
      html`<p class="stamp">The Agency</p>
        <h1 id="cp-list-title" tabindex="-1">Campaigns</h1>
        ${listing.campaigns.length === 0 ? html`<p class="dim">No campaign yet.</p>` : html`<ul class="cp-campaigns">${listing.campaigns.map(row)}</ul>`}
        ${listing.deleted.length > 0
          ? html`<p class="dim small">Deleted: ${listing.deleted.map((id) => html`<button type="button" class="btn small" @click=${() => void restore(id)}>Restore ${id}</button> `)}</p>`
          : nothing}
        <h2>New campaign</h2>
        <div class="field"><label for="cp-new-from">Start from</label>
          <select id="cp-new-from" @change=${(e: Event) => ((from = (e.target as HTMLSelectElement).value), draw())}>
            ${operations.map((o) => html`<option value=${o.file} ?selected=${o.file === from}>${o.campaign.name} (${o.campaign.missions.length} missions, ${o.campaign.agents.length} agents)</option>`)}
            <option value="empty" ?selected=${from === 'empty'}>An empty campaign: your agents and your missions</option>
          </select></div>
        <div class="field"><label for="cp-new-name">Name</label>
          <input id="cp-new-name" .value=${name} placeholder=${operations.find((o) => o.file === from)?.campaign.name ?? 'New campaign'} @input=${(e: Event) => (name = (e.target as HTMLInputElement).value)} /></div>
        <p class="status ${status ? 'error' : ''}" role="status">${status}</p>
        <div class="actions">
          <button type="button" class="btn primary" @click=${start}>Start the campaign</button>
          <button type="button" class="btn" @click=${openFile}>Open a campaign file…</button>
          <button type="button" class="btn" @click=${deps.back}>Back to the menu</button>
        </div>
        <p class="dim small">Campaigns are kept in ${listing.location || 'the campaigns folder'}, with the last 5 versions of each as backups.</p>`,
      host,
    );
  }
  await reload();
  return { element };
}
