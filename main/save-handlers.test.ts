import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { autosaveIdFor, CONTRACT, saveIdFor } from '../src/contract';
import { conspiracyKind, GAME_KINDS } from '../src/save/kinds/index';
import { createSaveCodec, rewindTo, type SaveFile } from '../src/save/index';
import { createQuitAutosave } from './quit-autosave';
import { createSaveHandlers } from './save-handlers';
import { slugify } from './save-names';
import { createSaveStore } from './save-store';

const GOLDEN = path.join(__dirname, '..', 'test', 'fixtures', 'saves', 'v1', 'conspiracy-game.save.json');
const codec = createSaveCodec(GAME_KINDS);

let dir: string;
let golden: SaveFile;
beforeEach(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'blacksite-saves-'));
  const loaded = codec.load(await fsp.readFile(GOLDEN, 'utf8'));
  if (!loaded.ok) throw new Error(loaded.reason);
  golden = loaded.save;
});
afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

function host() {
  const store = createSaveStore({ dir, codec });
  const quit = createQuitAutosave(store);
  return { store, quit, handlers: createSaveHandlers({ store, quit }) };
}

/** The golden game cut back to `count` commands: another version of the same save. */
function earlier(count: number): SaveFile {
  const r = rewindTo(conspiracyKind as never, golden as never, count, '2025-01-02T05:00:00.000Z');
  if (!r.ok) throw new Error(r.reason);
  return r.save;
}

describe('saves.* handlers over the real store', () => {
  it('write, list, read: the listing carries kind, turn and title; the read replays and matches', async () => {
    const { handlers } = host();
    expect(await handlers['saves.write']({ name: 'Night Run', save: golden })).toEqual({ id: 'night-run' });
    const list = await handlers['saves.list']();
    expect(list.location).toBe(dir);
    expect(list.deleted).toEqual([]);
    expect(list.saves).toHaveLength(1);
    const [line] = list.saves;
    expect(line).toMatchObject({ id: 'night-run', ok: true, autosave: false, kind: 'conspiracy-game', commands: golden.commands.length });
    if (line?.ok) expect(line.summary.progress).toEqual({ unit: 'turn', value: 10 });
    expect(CONTRACT['saves.list'].output.safeParse(list).success).toBe(true);
    const read = await handlers['saves.read']({ id: 'night-run' });
    expect(read.replay).toEqual({ status: 'match' });
    expect(read.save.commands).toHaveLength(golden.commands.length);
    expect(CONTRACT['saves.read'].output.safeParse(read).success).toBe(true);
  });

  it('keeps earlier versions as backups and restores one; delete leaves the save restorable', async () => {
    const { handlers } = host();
    await handlers['saves.write']({ name: 'Night Run', save: earlier(5) });
    await handlers['saves.write']({ name: 'Night Run', save: golden });
    const { backups } = await handlers['saves.backups']({ id: 'night-run' });
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatchObject({ ok: true, commands: 5 });
    expect(CONTRACT['saves.backups'].output.safeParse({ id: 'night-run', backups }).success).toBe(true);

    await handlers['saves.restoreBackup']({ id: 'night-run', backupId: backups[0]?.id ?? '' });
    expect((await handlers['saves.read']({ id: 'night-run' })).save.commands).toHaveLength(5);

    await handlers['saves.delete']({ id: 'night-run' });
    const list = await handlers['saves.list']();
    expect(list.saves).toEqual([]);
    expect(list.deleted).toEqual(['night-run']);
    await expect(handlers['saves.read']({ id: 'night-run' })).rejects.toThrow(/^There is no save called "night-run"\. .*can be restored from its backups\.$/);
  });

  it('refuses a broken save with the store sentence and writes nothing', async () => {
    const { handlers } = host();
    const broken = { ...golden, commands: [{ type: 'no.such.command' }] };
    await expect(handlers['saves.write']({ name: 'Broken', save: broken })).rejects.toThrow(/^The save was not written: .+\.$/);
    expect((await handlers['saves.list']()).saves).toEqual([]);
  });

  it('autosaves into the game\'s own slot', async () => {
    const { handlers } = host();
    expect(await handlers['saves.autosave']({ save: golden })).toEqual({ id: autosaveIdFor(golden) });
    expect((await handlers['saves.list']()).saves[0]).toMatchObject({ id: autosaveIdFor(golden), autosave: true });
  });

  it('keepForQuit holds the game in memory only; the quit flush writes it once', async () => {
    const { handlers, quit } = host();
    handlers['saves.keepForQuit']({ save: golden });
    expect(quit.pending()).toBe(true);
    expect((await handlers['saves.list']()).saves).toEqual([]);
    expect(await quit.flush()).toEqual({ ok: true, id: autosaveIdFor(golden) });
    expect(quit.pending()).toBe(false);
    expect(await quit.flush()).toBeNull();
    handlers['saves.keepForQuit']({ save: golden });
    handlers['saves.keepForQuit']({ save: null });
    expect(quit.pending()).toBe(false);
  });

  it('refuses every operation with a sentence when the window has no save store', async () => {
    const handlers = createSaveHandlers(undefined);
    await expect(handlers['saves.list']()).rejects.toThrow('Saved games are not available in this window.');
  });
});

describe('save ids', () => {
  it("the renderer's saveIdFor gives the id the host's store uses, for any name", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('CON', 'Opération Nuit', '../../etc', 'a--b', 'LPT1')), (name) => {
        const host = slugify(name);
        const mine = saveIdFor(name);
        expect(mine.ok).toBe(host.ok);
        if (mine.ok && host.ok) expect(mine.id).toBe(host.slug);
      }),
      { numRuns: 2000 },
    );
  });

  it('the contract refuses ids that name a path', () => {
    for (const id of ['../x', 'a/b', 'C:\\x', 'autosave:chess', 'autosave:tactical-battle:../x', 'autosave:tactical-battle:a:b', 'autosave:conspiracy-game:A', '', 'UPPER', 'a b']) {
      expect(CONTRACT['saves.read'].input.safeParse({ id }).success, id).toBe(false);
    }
    for (const id of ['night-run', 'autosave:tactical-battle', 'autosave:conspiracy-game', 'autosave:tactical-battle:warehouse-20261207-171002-123']) {
      expect(CONTRACT['saves.read'].input.safeParse({ id }).success, id).toBe(true);
    }
  });
});
