import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { autosaveIdFor, CONTRACT } from '../../src/contract';
import { createSaveCodec, rewindTo, type SaveFile } from '../../src/save/index';
import { conspiracyKind, GAME_KINDS } from '../../src/save/kinds/index';
import { createBrowserSaveStore, KEEP_BACKUPS } from './browser-save-store';
import { memoryKv } from './kv';

const codec = createSaveCodec(GAME_KINDS);
const text = readFileSync(path.join(__dirname, '..', '..', 'test', 'fixtures', 'saves', 'v1', 'conspiracy-game.save.json'), 'utf8');
const loaded = codec.load(text);
if (!loaded.ok) throw new Error(loaded.reason);
const golden = loaded.save;
/** The golden game's own autosave (one per game: src/contract autosaveIdFor). */
const AUTO = autosaveIdFor(golden);

function earlier(count: number): SaveFile {
  const r = rewindTo(conspiracyKind as never, golden as never, count, '2025-01-02T05:00:00.000Z');
  if (!r.ok) throw new Error(r.reason);
  return r.save;
}

function setup() {
  const kv = memoryKv();
  let clock = Date.UTC(2025, 0, 2, 12, 0, 0);
  let flush: (() => Promise<void>) | undefined;
  const saves = createBrowserSaveStore({
    kv,
    codec,
    now: () => new Date((clock += 60_000)),
    onLeave: (f) => {
      flush = f;
    },
  });
  return { kv, saves, leave: () => flush?.() ?? Promise.resolve() };
}

describe('browser save store', () => {
  it('writes, lists and reads a save with the same contract shapes as the desktop host', async () => {
    const { saves } = setup();
    expect(await saves.write({ name: 'Three-Way Split', save: golden })).toEqual({ id: 'three-way-split' });
    const list = await saves.list();
    expect(CONTRACT['saves.list'].output.safeParse(list).success).toBe(true);
    expect(list.location).toBe("this browser's storage");
    expect(list.saves).toEqual([
      expect.objectContaining({ id: 'three-way-split', ok: true, autosave: false, kind: 'conspiracy-game', commands: golden.commands.length }),
    ]);
    const read = await saves.read({ id: 'three-way-split' });
    expect(CONTRACT['saves.read'].output.safeParse(read).success).toBe(true);
    expect(read.replay).toEqual({ status: 'match' });
    expect(read.save.snapshot).toEqual(golden.snapshot);
  });

  it('never stores something broken: a damaged save is refused with one sentence and nothing changes', async () => {
    const { saves, kv } = setup();
    await saves.write({ name: 'keep', save: golden });
    const before = new Map(kv.data);
    const damaged = { ...golden, commands: [...golden.commands, { type: 'no.such.command' }] };
    await expect(saves.write({ name: 'keep', save: damaged })).rejects.toThrow(/^The save was not written: .+\.$/);
    await expect(saves.write({ name: 'keep', save: { format: 'blacksite-save' } as never })).rejects.toThrow(/^saves\.write refused its input: .+\.$/);
    await expect(saves.write({ name: '!!!', save: golden })).rejects.toThrow('A save name needs at least one letter or digit.');
    expect(kv.data).toEqual(before);
  });

  it(`keeps the last ${KEEP_BACKUPS} versions as backups, newest first, and restores one (the replaced version becomes a backup)`, async () => {
    const { saves } = setup();
    for (let n = 1; n <= 8; n += 1) await saves.write({ name: 'run', save: earlier(n) });
    const { backups } = await saves.backups({ id: 'run' });
    expect(backups.map((b) => (b.ok ? b.commands : -1))).toEqual([7, 6, 5, 4, 3]);
    expect(backups.map((b) => b.id)).toEqual(['000007', '000006', '000005', '000004', '000003']);
    await saves.restoreBackup({ id: 'run', backupId: '000004' });
    expect((await saves.read({ id: 'run' })).save.commands).toHaveLength(4);
    const after = (await saves.backups({ id: 'run' })).backups;
    expect(after[0]).toMatchObject({ id: '000008', commands: 8 });
    expect(after).toHaveLength(KEEP_BACKUPS);
  });

  it('delete keeps the last version restorable and lists the save as deleted', async () => {
    const { saves } = setup();
    await saves.write({ name: 'gone', save: golden });
    await saves.delete({ id: 'gone' });
    const list = await saves.list();
    expect(list.saves).toEqual([]);
    expect(list.deleted).toEqual(['gone']);
    await expect(saves.read({ id: 'gone' })).rejects.toThrow('There is no save called "gone". One earlier version can be restored from its backups.');
    const [backup] = (await saves.backups({ id: 'gone' })).backups;
    await saves.restoreBackup({ id: 'gone', backupId: backup?.id ?? '' });
    expect((await saves.list()).saves.map((s) => s.id)).toEqual(['gone']);
    await expect(saves.delete({ id: 'nothing' })).rejects.toThrow('There is no save called "nothing".');
  });

  it('a failed storage write changes nothing and says so in one sentence', async () => {
    const { saves, kv } = setup();
    await saves.write({ name: 'run', save: earlier(3) });
    const before = new Map(kv.data);
    kv.failNext(new Error('QuotaExceededError'));
    await expect(saves.write({ name: 'run', save: golden })).rejects.toThrow(
      "The save could not be written in this browser's storage (QuotaExceededError); what was stored before was left as it was.",
    );
    expect(kv.data).toEqual(before);
  });

  it('autosaves into the game\'s own slot, and writes the game kept for quit when the tab is left', async () => {
    const { saves } = setup();
    expect(await saves.autosave({ save: earlier(2) })).toEqual({ id: AUTO });
    await saves.keepForQuit({ save: golden });
    await setup().leave(); // another store's leave does not touch this one
    expect((await saves.read({ id: AUTO })).save.commands).toHaveLength(2);
  });

  it('a new game never replaces another game\'s autosave; the one slot of earlier versions still opens (fixture)', async () => {
    const { saves, kv } = setup();
    // An autosave in the one slot per kind that earlier versions wrote: the shipped v1 golden battle file.
    const old = readFileSync(path.join(__dirname, '..', '..', 'test', 'fixtures', 'saves', 'v1', 'tactical-battle.save.json'), 'utf8');
    kv.data.set('save/autosave:tactical-battle', { text: old, storedAt: '2025-01-01T00:00:00.000Z' });
    await saves.autosave({ save: earlier(2) });
    const next = { ...earlier(3), createdAt: '2025-06-01T10:00:00.000Z' };
    const nextId = autosaveIdFor(next);
    expect(nextId).not.toBe(AUTO);
    expect(await saves.autosave({ save: next })).toEqual({ id: nextId });
    const listed = (await saves.list()).saves;
    expect(listed.map((l) => [l.id, l.autosave]).sort()).toEqual([['autosave:tactical-battle', true], [AUTO, true], [nextId, true]].sort());
    expect((await saves.read({ id: AUTO })).save.commands).toHaveLength(2);
    expect((await saves.read({ id: nextId })).save.commands).toHaveLength(3);
    const fromOld = await saves.read({ id: 'autosave:tactical-battle' });
    expect(fromOld.save.kind).toBe('tactical-battle');
    expect(fromOld.migratedFrom).toBe(1);
    expect(fromOld.replay).toEqual({ status: 'match' });
  });

  it('keeps a hand-over step only when it follows the kept game; on leaving the whole game is written', async () => {
    const { saves, leave } = setup();
    const step = { base: 4, commands: golden.commands.slice(4), snapshot: golden.snapshot, summary: golden.summary, updatedAt: golden.updatedAt };
    expect(await saves.keepForQuit({ step })).toEqual({ kept: false });
    expect(await saves.keepForQuit({ save: earlier(4) })).toEqual({ kept: true });
    expect(await saves.keepForQuit({ step: { ...step, base: 3 } })).toEqual({ kept: false });
    expect(await saves.keepForQuit({ step })).toEqual({ kept: true });
    await leave();
    const read = await saves.read({ id: AUTO });
    expect(read.replay).toEqual({ status: 'match' });
    expect(read.save.commands).toEqual(golden.commands);
  });

  it('flushes the kept game once on leaving', async () => {
    const { saves, leave } = setup();
    await saves.keepForQuit({ save: golden });
    await leave();
    expect((await saves.read({ id: AUTO })).save.commands).toHaveLength(golden.commands.length);
    await leave();
    expect((await saves.backups({ id: AUTO })).backups).toEqual([]);
  });

  it('lists a stored record that no longer reads, with its sentence, so its backups stay reachable', async () => {
    const { saves, kv } = setup();
    await saves.write({ name: 'torn', save: golden });
    kv.data.set('save/torn', { text: text.slice(0, 500), storedAt: '2025-01-02T00:00:00.000Z' });
    const [line] = (await saves.list()).saves;
    expect(line).toMatchObject({ id: 'torn', ok: false });
    if (line && !line.ok) expect(line.reason).toMatch(/^This save file is cut off/);
    await expect(saves.read({ id: 'torn' })).rejects.toThrow(/^This save file is cut off/);
  });
});
