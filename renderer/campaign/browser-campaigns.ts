import { checkOperationInput, type BlacksiteApi, type OperationName, type ValidatedInput } from '../../src/contract';
import { MAX_CAMPAIGN_BYTES, readCampaign, type CampaignFile } from '../../src/campaign/campaign-file';
import type { KeyValueStore, KvChange } from '../saves/kv';

export const BROWSER_CAMPAIGNS_LOCATION = "this browser's storage";
/** As on the desktop (main/campaign-store.ts): the last 5 versions of every campaign. */
export const KEEP_CAMPAIGN_BACKUPS = 5;
// In the saves' database, beside "save/" and "backup/" (renderer/saves/browser-save-store.ts).
const CAMPAIGN = 'campaign/';
const BACKUP = 'campaign-backup/';

type Campaigns = BlacksiteApi['campaigns'];

function valid<N extends OperationName>(name: N, raw: unknown): ValidatedInput<N> {
  const checked = checkOperationInput(name, raw);
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

function briefOf(f: CampaignFile) {
  return {
    name: f.name,
    day: f.day,
    agents: f.agents.filter((a) => a.status === 'active').length,
    fallen: f.agents.filter((a) => a.status === 'dead').length,
    played: f.played.length,
    toCome: f.missions.length,
    underWay: f.deployment !== undefined,
    updatedAt: f.updatedAt,
  };
}

/**
 * The browser build's campaigns.*: the desktop store's guarantees on IndexedDB. A campaign is checked
 * as it would be opened before it is stored; the version it replaces becomes a backup in the same
 * transaction (so a closed tab leaves the old or the new, never neither); the last 5 are kept.
 */
export function createBrowserCampaigns(kv: KeyValueStore, now: () => Date): Campaigns {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
  const numberOf = (key: string): number => Number(key.slice(key.lastIndexOf('/') + 1));
  const backupKeys = async (id: string): Promise<string[]> =>
    (await kv.keys(`${BACKUP}${id}/`)).filter((k) => /\/[0-9]{6,9}$/.test(k)).sort((a, b) => numberOf(a) - numberOf(b));

  const replace = (id: string, last: KvChange, what: string): Promise<void> =>
    serial(async () => {
      const changes: KvChange[] = [];
      const current = await kv.get(CAMPAIGN + id);
      const kept = await backupKeys(id);
      if (current) {
        const key = `${BACKUP}${id}/${String(numberOf(kept.at(-1) ?? '/0') + 1).padStart(6, '0')}`;
        changes.push({ put: key, value: current });
        kept.push(key);
      }
      changes.push('put' in last ? { put: last.put, value: { text: last.value.text, storedAt: now().toISOString() } } : last);
      for (const old of kept.slice(0, Math.max(0, kept.length - KEEP_CAMPAIGN_BACKUPS))) changes.push({ delete: old });
      try {
        await kv.commit(changes);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new Error(`The campaign could not be ${what} in ${BROWSER_CAMPAIGNS_LOCATION} (${why.replace(/[.\s]+$/, '')}); what was stored before was left as it was.`);
      }
    });

  const checkedText = (file: unknown): string => {
    const text = `${JSON.stringify(file, null, 1)}\n`;
    if (text.length > MAX_CAMPAIGN_BYTES) throw new Error('This campaign is too big to be written.');
    const read = readCampaign(text);
    if (!read.ok) throw new Error(`The campaign was not written: ${lowerFirst(read.reason)}`);
    return text;
  };

  return {
    async list() {
      const campaigns = [];
      const live = new Set<string>();
      for (const key of await kv.keys(CAMPAIGN)) {
        const id = key.slice(CAMPAIGN.length);
        live.add(id);
        const record = await kv.get(key);
        const read = record ? readCampaign(record.text) : { ok: false as const, reason: 'This campaign has gone.' };
        campaigns.push(read.ok ? { id, ok: true as const, ...briefOf(read.file) } : { id, ok: false as const, reason: read.reason });
      }
      const withBackups = new Set((await kv.keys(BACKUP)).map((k) => k.slice(BACKUP.length).replace(/\/[0-9]+$/, '')));
      return { campaigns, deleted: [...withBackups].filter((id) => !live.has(id)).sort(), location: BROWSER_CAMPAIGNS_LOCATION };
    },
    async read(raw) {
      const { id } = valid('campaigns.read', raw);
      const record = await kv.get(CAMPAIGN + id);
      if (!record) throw new Error(`There is no campaign called "${id}".`);
      const read = readCampaign(record.text);
      if (!read.ok) throw new Error(read.reason);
      return { id, file: read.file };
    },
    async write(raw) {
      const { id, file } = valid('campaigns.write', raw);
      await replace(id, { put: CAMPAIGN + id, value: { text: checkedText(file), storedAt: '' } }, 'written');
      return { id };
    },
    async delete(raw) {
      const { id } = valid('campaigns.delete', raw);
      if (!(await kv.get(CAMPAIGN + id))) throw new Error(`There is no campaign called "${id}".`);
      await replace(id, { delete: CAMPAIGN + id }, 'deleted');
      return { id };
    },
    async backups(raw) {
      const { id } = valid('campaigns.backups', raw);
      const backups = [];
      for (const key of (await backupKeys(id)).reverse()) {
        const record = await kv.get(key);
        if (!record) continue;
        const base = { id: key.slice(key.lastIndexOf('/') + 1), modifiedAt: record.storedAt, bytes: record.text.length };
        const read = readCampaign(record.text);
        backups.push(read.ok ? { ...base, ok: true as const, ...briefOf(read.file) } : { ...base, ok: false as const, reason: read.reason });
      }
      return { id, backups };
    },
    async restoreBackup(raw) {
      const { id, backupId } = valid('campaigns.restoreBackup', raw);
      const record = await kv.get(`${BACKUP}${id}/${backupId}`);
      if (!record) throw new Error(`There is no backup "${backupId}" of this campaign.`);
      const read = readCampaign(record.text);
      if (!read.ok) throw new Error(`That backup cannot be restored: ${lowerFirst(read.reason)}`);
      await replace(id, { put: CAMPAIGN + id, value: { text: record.text, storedAt: '' } }, 'restored');
      return { id };
    },
  };
}
