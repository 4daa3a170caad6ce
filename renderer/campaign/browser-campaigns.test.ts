import { describe, expect, it } from 'vitest';
import { campaignFileSchema } from '../../src/campaign/campaign-file';
import { yardCampaignText } from '../../src/campaign/test-helpers/campaign';
import { memoryKv } from '../saves/kv';
import { createBrowserCampaigns } from './browser-campaigns';

const base = campaignFileSchema.parse(JSON.parse(yardCampaignText('b', 'Nightjar')));
const file = (day: number) => ({ ...base, day });

describe('campaigns in the browser (IndexedDB), as on the desktop', () => {
  it('writes, lists, backs up, deletes and restores; checks before it writes; a failed write keeps the old', async () => {
    const kv = memoryKv();
    const store = createBrowserCampaigns(kv, () => new Date('2030-02-01T00:00:00Z'));
    await store.write({ id: 'nightjar', file: file(1) });
    await store.write({ id: 'nightjar', file: file(9) });
    expect((await store.list()).campaigns).toEqual([expect.objectContaining({ id: 'nightjar', ok: true, day: 9 })]);
    expect((await store.backups({ id: 'nightjar' })).backups.map((b) => [b.id, b.ok && b.day])).toEqual([['000001', 1]]);
    await expect(store.write({ id: 'nightjar', file: { ...file(3), deployment: { mission: 'nope', seed: 's', team: [{ agent: 'a1', color: 'Red' }] } } })).rejects.toThrow(
      'The campaign was not written: this campaign is damaged: The mission under way, "nope", is not one to come.',
    );
    kv.failNext(new Error('QuotaExceededError'));
    await expect(store.write({ id: 'nightjar', file: file(12) })).rejects.toThrow(/could not be written in this browser's storage \(QuotaExceededError\); what was stored before was left as it was/);
    expect((await store.read({ id: 'nightjar' })).file.day).toBe(9);
    await store.delete({ id: 'nightjar' });
    expect((await store.list()).deleted).toEqual(['nightjar']);
    await store.restoreBackup({ id: 'nightjar', backupId: '000002' });
    expect((await store.read({ id: 'nightjar' })).file.day).toBe(9);
    // Five backups at most.
    for (let d = 10; d < 20; d += 1) await store.write({ id: 'nightjar', file: file(d) });
    expect((await store.backups({ id: 'nightjar' })).backups).toHaveLength(5);
  });
});
