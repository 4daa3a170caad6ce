import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { yardCampaignText } from '../src/campaign/test-helpers/campaign';
import { createCampaignStore } from './campaign-store';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'blacksite-campaigns-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('campaign store (the saves\' atomic writer, backups and checks)', () => {
  test('write, list, read, back up, delete and restore campaigns', async () => {
    const store = createCampaignStore({ dir: join(root, 'campaigns') });
    expect(await store.write('Operation Nightjar', yardCampaignText('a', 'Operation Nightjar'))).toEqual({ ok: true, id: 'operation-nightjar' });
    expect(await store.list()).toEqual([
      { id: 'operation-nightjar', ok: true, name: 'Operation Nightjar', day: 1, agents: 4, fallen: 0, played: 0, toCome: 2, underWay: false, updatedAt: '2030-01-01T00:00:00.000Z' },
    ]);
    const read = await store.read('operation-nightjar');
    expect(read.ok && read.file.format).toBe('blacksite-campaign');
    // A later day replaces it; the day before is kept as a backup.
    expect((await store.write('operation-nightjar', yardCampaignText('a', 'Operation Nightjar', 12))).ok).toBe(true);
    const backups = await store.listBackups('operation-nightjar');
    expect(backups.map((b) => [b.id, b.ok && b.day])).toEqual([['000001', 1]]);
    expect(await store.delete('operation-nightjar')).toEqual({ ok: true, id: 'operation-nightjar' });
    expect(await store.listDeleted()).toEqual(['operation-nightjar']);
    expect(await store.restoreBackup('operation-nightjar', '000002')).toEqual({ ok: true, id: 'operation-nightjar' });
    const back = await store.read('operation-nightjar');
    expect(back.ok && back.file.day).toBe(12);
  });

  test('a campaign is checked before it is written: nothing broken replaces a sound one', async () => {
    const store = createCampaignStore({ dir: root });
    await store.write('x', yardCampaignText());
    const before = await readFile(join(root, 'x.campaign.json'), 'utf8');
    const broken = JSON.parse(before) as Record<string, unknown>;
    expect(await store.write('x', { ...broken, day: 0 })).toEqual({ ok: false, reason: 'The campaign was not written: this campaign is damaged: the day is less than 1.' });
    expect(await store.write('x', { ...broken, format: 'blacksite-save' })).toEqual({ ok: false, reason: 'The campaign was not written: this is not a Blacksite campaign: its format is "blacksite-save", not "blacksite-campaign".' });
    expect(await readFile(join(root, 'x.campaign.json'), 'utf8')).toBe(before);
    expect(await store.listBackups('x')).toEqual([]);
    await writeFile(join(root, 'y.campaign.json'), '{"format":');
    expect(await store.read('y')).toEqual({ ok: false, reason: 'This campaign file is not valid JSON (it may be cut off or corrupted).' });
    expect((await store.list()).map((l) => l.ok)).toEqual([true, false]);
  });

  test('names are sanitised like save names', async () => {
    const store = createCampaignStore({ dir: root });
    expect(store.idFor('../../Evil Plan')).toEqual({ ok: true, id: 'evil-plan' });
    expect(await store.write('..', yardCampaignText())).toEqual({ ok: false, reason: 'A campaign name needs at least one letter or digit.' });
    expect(await store.read('nope')).toEqual({ ok: false, reason: 'There is no campaign called "nope".' });
  });
});
