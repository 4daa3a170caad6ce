import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createSaveCodec, serializeSave } from '../src/save/index';
import { skirmishKind } from '../src/save/test-helpers/skirmish-kind';
import { skirmishSave } from '../src/save/test-helpers/skirmish-save';
import { nodeDocumentFs, type DocumentFs } from './save-documents';
import { createSaveStore, type SaveStore } from './save-store';
import { autosaveIdFor } from '../src/contract/saves';

const codec = createSaveCodec([skirmishKind]);
let root: string;
let dir: string;
let store: SaveStore;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'blacksite-store-'));
  dir = join(root, 'saves');
  store = createSaveStore({ dir, codec });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const version = (rounds: number) => skirmishSave('store', rounds);
const roundOf = async (id: string) => {
  const r = await store.read(id);
  if (!r.ok) throw new Error(r.reason);
  return r.save.summary.progress.value;
};

describe('save store: write, list, read', () => {
  test('a save written under a name lists with its summary and reads back, replay checked', async () => {
    expect(await store.write('Night Raid', version(3))).toEqual({ ok: true, id: 'night-raid' });
    const [listing] = await store.list();
    expect(listing).toMatchObject({ id: 'night-raid', ok: true, autosave: false, kind: 'tactical-battle' });
    expect(listing?.ok && listing.summary.progress).toEqual({ unit: 'round', value: 4 });
    const read = await store.read('night-raid');
    expect(read.ok && read.replay.status).toBe('match');
    expect(read.ok && read.id).toBe('night-raid');
    expect(await readdir(dir)).toEqual(['night-raid.save.json']);
  });

  test('the text form of a save is accepted as well', async () => {
    expect((await store.write('t', serializeSave(version(1)))).ok).toBe(true);
    expect(await roundOf('t')).toBe(2);
  });

  test('autosave goes to its own game\'s slot (map and start), listed as an autosave; another game never replaces it', async () => {
    const id = autosaveIdFor(version(2));
    expect(id).toBe('autosave:tactical-battle:test-yard-20250102-030405-000');
    expect(await store.autosave(version(2))).toEqual({ ok: true, id });
    expect(await store.autosave(version(3))).toEqual({ ok: true, id });
    expect(await roundOf(id)).toBe(4);
    // A game begun a second later on the same map: its own autosave, the first one kept.
    const other = { ...version(1), createdAt: '2025-01-02T03:04:06.000Z' };
    const otherId = autosaveIdFor(other);
    expect(await store.autosave(other)).toEqual({ ok: true, id: otherId });
    expect(await roundOf(id)).toBe(4);
    expect(await roundOf(otherId)).toBe(2);
    const list = await store.list();
    expect(list.map((l) => [l.id, l.autosave]).sort()).toEqual([[id, true], [otherId, true]]);
    expect(await readdir(dir)).toContain('autosave.tactical-battle.test-yard-20250102-030405-000.save.json');
    expect(await store.write(id, version(1))).toEqual({ ok: false, reason: 'A save cannot be named like an autosave slot.' });
    expect((await store.read('autosave:chess')).ok).toBe(false);
    for (const bad of ['autosave:tactical-battle:../x', 'autosave:tactical-battle:a:b', 'autosave:tactical-battle:UP']) expect((await store.read(bad)).ok).toBe(false);
    expect((await store.listBackups(id)) as unknown[]).toHaveLength(1);
    expect((await store.listBackups(otherId)) as unknown[]).toHaveLength(0);
  });

  test('the one autosave slot of earlier versions is still listed, read and restorable', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'autosave.tactical-battle.save.json'), serializeSave(version(2)));
    const [listing] = await store.list();
    expect(listing).toMatchObject({ id: 'autosave:tactical-battle', ok: true, autosave: true });
    expect(await roundOf('autosave:tactical-battle')).toBe(3);
    // The game goes on in its own slot; the old one stays as it was.
    expect(await store.autosave(version(3))).toEqual({ ok: true, id: autosaveIdFor(version(3)) });
    expect(await roundOf('autosave:tactical-battle')).toBe(3);
  });
});

describe('nothing on disk is overwritten by a failed attempt', () => {
  test('a broken or foreign save is refused before anything is touched', async () => {
    await store.write('keep', version(2));
    const before = await readFile(join(dir, 'keep.save.json'), 'utf8');
    const broken = { ...version(3), snapshot: { nonsense: true } };
    const r1 = await store.write('keep', broken);
    expect(r1).toEqual({ ok: false, reason: expect.stringMatching(/^The save was not written: this save is damaged: snapshot\..* is missing\.$/) as unknown });
    expect(await store.write('keep', '{"format":"blacksite-save","formatVersion":99}')).toEqual({
      ok: false,
      reason: 'The save was not written: this save was written by a newer Blacksite (save format 99, this one reads up to 2): update Blacksite to open it.',
    });
    expect(await store.write('keep', 'not json')).toMatchObject({ ok: false });
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(await store.write('keep', cyclic)).toEqual({ ok: false, reason: 'The save was not written: the game could not be turned into a file.' });
    expect(await readFile(join(dir, 'keep.save.json'), 'utf8')).toBe(before);
    expect(await store.listBackups('keep')).toEqual([]);
  });

  test('the write check replays: a save whose log does not give back its snapshot never replaces a sound one', async () => {
    await store.write('keep', version(2));
    await store.autosave(version(2));
    const before = await readFile(join(dir, 'keep.save.json'), 'utf8');
    // The schemas accept it; only a replay shows that its log leads elsewhere.
    const tampered = { ...version(3), snapshot: { ...version(3).snapshot, hits: version(3).snapshot.hits + 50 } };
    expect(codec.parse(serializeSave(tampered)).ok).toBe(true);
    const refused = {
      ok: false,
      reason: 'The save was not written: its log does not replay to its saved state (first difference at hits), so it could not be loaded back as it is.',
    };
    expect(await store.write('keep', tampered)).toEqual(refused);
    expect(await store.autosave(tampered)).toEqual(refused);
    // A log with a command the rules refuse, and a snapshot to match what the file claims.
    const wrongLog = { ...version(3), commands: [{ type: 'round.end' }, ...version(3).commands] };
    expect(await store.write('keep', wrongLog)).toEqual({
      ok: false,
      reason: 'The save was not written: its log does not replay to its saved state (command 1 of 22 does not apply), so it could not be loaded back as it is.',
    });
    expect(await readFile(join(dir, 'keep.save.json'), 'utf8')).toBe(before);
    expect(await store.listBackups('keep')).toEqual([]);
    expect(await roundOf(autosaveIdFor(version(2)))).toBe(3);
  });

  test('a disk failure during the write leaves the old save, no temp file, and every backup', async () => {
    await store.write('keep', version(1));
    await store.write('keep', version(2));
    const before = await readFile(join(dir, 'keep.save.json'), 'utf8');
    const full: DocumentFs = {
      ...nodeDocumentFs,
      rename: () => Promise.reject(Object.assign(new Error('no space'), { code: 'ENOSPC' })),
    };
    const failing = createSaveStore({ dir, codec, fs: full });
    expect(await failing.write('keep', version(3))).toEqual({
      ok: false,
      reason: 'The save could not be written (the disk is full); the version on disk was left as it was.',
    });
    expect(await readFile(join(dir, 'keep.save.json'), 'utf8')).toBe(before);
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const backups = await store.listBackups('keep');
    expect(Array.isArray(backups) && backups.every((b) => b.ok)).toBe(true);
  });

  test('reading a corrupt, truncated, foreign or newer file refuses with a sentence and changes nothing', async () => {
    await store.write('good', version(1));
    await store.write('good', version(2));
    const cases: Record<string, string> = {
      truncated: serializeSave(version(2)).slice(0, 300),
      corrupt: '\u0000\u0001garbage',
      foreign: '{"tiledversion":"1.10","layers":[]}',
      newer: '{"format":"blacksite-save","formatVersion":7}',
    };
    for (const [name, text] of Object.entries(cases)) await writeFile(join(dir, `${name}.save.json`), text);
    for (const [name, text] of Object.entries(cases)) {
      const r = await store.read(name);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.reason).toMatch(/^[A-Z][^\n]*\.$/);
      expect(await readFile(join(dir, `${name}.save.json`), 'utf8')).toBe(text);
    }
    expect(await store.read('truncated')).toEqual({ ok: false, backups: 0, reason: 'This save file is cut off (truncated): it was not completely written or copied.' });
    const list = await store.list();
    expect(list.map((l) => [l.id, l.ok])).toEqual([
      ['corrupt', false],
      ['foreign', false],
      ['good', true],
      ['newer', false],
      ['truncated', false],
    ]);
    // A damaged main file tells how many backups could replace it.
    await writeFile(join(dir, 'good.save.json'), 'oops');
    expect(await store.read('good')).toMatchObject({ ok: false, backups: 1 });
  });

  test('an absurdly big file is refused without being read', async () => {
    const small = createSaveStore({ dir, codec, maxBytes: 1000 });
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'huge.save.json'), 'x'.repeat(2000));
    expect(await small.read('huge')).toMatchObject({ ok: false, reason: 'This save file is too big to be a Blacksite save (2000 bytes).' });
    expect(await small.write('huge2', version(3))).toEqual({ ok: false, reason: 'This save is too big to be written.' });
  });
});

describe('backups: the last 5 versions of each save', () => {
  test('rotation keeps five, newest first, each loadable; restoring keeps the replaced one', async () => {
    for (let r = 1; r <= 8; r += 1) await store.write('camp', version(r));
    const backups = await store.listBackups('camp');
    if (!Array.isArray(backups)) throw new Error(backups.reason);
    expect(backups.map((b) => (b.ok ? b.summary.progress.value : -1))).toEqual([8, 7, 6, 5, 4]);
    expect(backups.map((b) => b.id)).toEqual(['000007', '000006', '000005', '000004', '000003']);
    expect(await roundOf('camp')).toBe(9);
    expect(await store.restoreBackup('camp', '000005')).toEqual({ ok: true, id: 'camp' });
    expect(await roundOf('camp')).toBe(6);
    const after = await store.listBackups('camp');
    expect(Array.isArray(after) && after.map((b) => (b.ok ? b.summary.progress.value : -1))).toEqual([9, 8, 7, 6, 5]);
    expect(await store.restoreBackup('camp', '../../x')).toEqual({ ok: false, reason: 'There is no backup "../../x" of this save.' });
    expect(await store.restoreBackup('camp', '000001')).toEqual({ ok: false, reason: 'There is no backup "000001" of this save.' });
  });

  test('a backup is the replaced file itself (hard link or copy): same bytes', async () => {
    await store.write('b', version(1));
    const first = await readFile(join(dir, 'b.save.json'), 'utf8');
    await store.write('b', version(2));
    expect(await readFile(join(dir, 'backups', 'b', '000001.json'), 'utf8')).toBe(first);
  });

  test('without hard links the backup is copied', async () => {
    const noLinks = createSaveStore({ dir, codec, fs: { ...nodeDocumentFs, link: () => Promise.reject(Object.assign(new Error('x'), { code: 'EPERM' })) } });
    await noLinks.write('c', version(1));
    await noLinks.write('c', version(2));
    const backups = await noLinks.listBackups('c');
    expect(Array.isArray(backups) && backups.map((b) => b.ok)).toEqual([true]);
  });

  test('delete keeps the last version restorable', async () => {
    await store.write('gone', version(2));
    expect(await store.delete('gone')).toEqual({ ok: true, id: 'gone' });
    expect(await store.list()).toEqual([]);
    expect(await store.listDeleted()).toEqual(['gone']);
    expect(await store.delete('gone')).toEqual({ ok: false, reason: 'There is no save called "gone".' });
    expect(await store.restoreBackup('gone', '000001')).toEqual({ ok: true, id: 'gone' });
    expect(await roundOf('gone')).toBe(3);
  });

  test('temp files left by a crash are swept and never listed', async () => {
    await store.write('s', version(1));
    await writeFile(join(dir, '.s.save.json.123.4.tmp'), '{"half');
    expect((await store.list()).map((l) => l.id)).toEqual(['s']);
    expect(await store.sweepTemporaryFiles()).toBe(1);
    expect(await readdir(dir)).toEqual(['s.save.json']);
  });
});

describe('names from the renderer cannot reach outside the saves folder', () => {
  test.each([
    ['../x', 'x'],
    ['../../outside', 'outside'],
    ['/tmp/abs', 'tmp-abs'],
    ['C:\\Users\\x\\evil', 'c-users-x-evil'],
    ['..\\..\\win', 'win'],
    ['a\u0000b', 'a-b'],
    ['CON', 'con-save'],
    ['aux', 'aux-save'],
  ])('%j is written as %j inside the folder', async (name, id) => {
    expect(await store.write(name, version(1))).toEqual({ ok: true, id });
    expect(await readdir(dir)).toEqual([`${id}.save.json`]);
    expect(await readdir(root)).toEqual(['saves']);
  });

  test.each([['..'], ['.'], ['/'], ['\u0000'], ['']])('%j is refused', async (name) => {
    expect(await store.write(name, version(1))).toEqual({ ok: false, reason: 'A save name needs at least one letter or digit.' });
    expect(await stat(dir).then(() => 'exists', () => 'absent')).toBe('absent');
  });

  test('non-text names are refused', async () => {
    expect(await store.read({ path: '/etc/passwd' })).toEqual({ ok: false, reason: 'A save name must be text.', backups: 0 });
    expect(await store.delete(['..'])).toEqual({ ok: false, reason: 'A save name must be text.' });
  });

  test('reads and deletes are sanitised too', async () => {
    await writeFile(join(root, 'secret.save.json'), serializeSave(version(1)));
    expect(await store.read('../secret')).toEqual({ ok: false, backups: 0, reason: 'There is no save called "secret".' });
    expect(await store.delete('../secret')).toEqual({ ok: false, reason: 'There is no save called "secret".' });
    expect(await readdir(root)).toContain('secret.save.json');
  });
});

describe('what read gives back crosses IPC', () => {
  test('plain data only: survives structuredClone unchanged', async () => {
    await store.write('ipc', version(2));
    const read = await store.read('ipc');
    expect(structuredClone(read)).toEqual(read);
    expect(Object.keys(read).sort()).toEqual(['id', 'migratedFrom', 'ok', 'replay', 'save']);
  });
});

describe('backup numbering', () => {
  test('past 999,999 versions the numbers grow a digit and still sort as numbers', async () => {
    await store.write('long', version(1));
    await mkdir(join(dir, 'backups', 'long'), { recursive: true });
    await writeFile(join(dir, 'backups', 'long', '999999.json'), serializeSave(version(2)));
    await store.write('long', version(3));
    const backups = await store.listBackups('long');
    expect(Array.isArray(backups) && backups.map((b) => b.id)).toEqual(['1000000', '999999']);
    expect(await store.restoreBackup('long', '1000000')).toEqual({ ok: true, id: 'long' });
    expect(await roundOf('long')).toBe(2);
  });
});
