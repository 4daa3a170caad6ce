import { EventEmitter } from 'node:events';
import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autosaveIdFor, gameKeyOf, type SaveEnvelopeWire } from '../src/contract';
import { createSaveCodec } from '../src/save/index';
import { GAME_KINDS } from '../src/save/kinds/index';
import { runElectronApp } from './lifecycle';
import { autosaveBeforeQuit, createQuitAutosave } from './quit-autosave';
import { invokeAs, mockApp, resetElectronMock } from './test-helpers/electron-mock';

vi.mock('electron', async () => (await import('./test-helpers/electron-mock')).electronMock);

const GOLDEN = path.join(__dirname, '..', 'test', 'fixtures', 'saves', 'v2', 'conspiracy-game.save.json');
const APP = 'app://blacksite/index.html';

let root: string;
beforeEach(async () => {
  resetElectronMock();
  root = await fsp.mkdtemp(path.join(os.tmpdir(), 'blacksite-quit-'));
  await fsp.mkdir(path.join(root, 'app', 'dist'), { recursive: true });
  mockApp.getAppPath.mockReturnValue(path.join(root, 'app'));
  mockApp.getPath.mockReturnValue(path.join(root, 'user-data'));
});
afterEach(async () => {
  await fsp.rm(root, { recursive: true, force: true });
});

class FakeApp extends EventEmitter {
  readonly quit = vi.fn(() => {
    const event = { prevented: false, preventDefault() { this.prevented = true; } };
    this.emit('before-quit', event);
    if (!event.prevented) this.quitted = true;
  });
  quitted = false;
}

const readGolden = async (): Promise<SaveEnvelopeWire> => JSON.parse(await fsp.readFile(GOLDEN, 'utf8')) as SaveEnvelopeWire;
/** The golden game as it stood `back` commands earlier (its snapshot is not looked at by a step). */
const earlier = (save: SaveEnvelopeWire, back: number): SaveEnvelopeWire => ({ ...save, commands: save.commands.slice(0, save.commands.length - back) });
/** The step that brings `earlier(save, back)` to `save`. */
const stepTo = (save: SaveEnvelopeWire, back: number) => ({
  base: save.commands.length - back,
  commands: save.commands.slice(save.commands.length - back),
  snapshot: save.snapshot,
  summary: save.summary,
  updatedAt: save.updatedAt,
});

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('autosave on quit', () => {
  it('holds the quit until the kept game is written, then quits', async () => {
    const writes: unknown[] = [];
    const keeper = createQuitAutosave({ autosave: (save) => (writes.push(save), Promise.resolve({ ok: true, id: 'autosave:conspiracy-game' })) });
    const app = new FakeApp();
    autosaveBeforeQuit(app, keeper, () => undefined);
    const golden = await readGolden();
    keeper.keep(golden);
    app.quit();
    expect(app.quitted).toBe(false);
    await settle();
    expect(writes).toEqual([golden]);
    expect(app.quitted).toBe(true);
  });

  it('quits at once when no game is open, and still quits (with a warning) when the write fails', async () => {
    const app = new FakeApp();
    const warn = vi.fn();
    const keeper = createQuitAutosave({ autosave: () => Promise.resolve({ ok: false, reason: 'The save could not be written (the disk is full).' }) });
    autosaveBeforeQuit(app, keeper, warn);
    app.quit();
    expect(app.quitted).toBe(true);
    app.quitted = false;
    keeper.keep(await readGolden());
    app.quit();
    await settle();
    expect(app.quitted).toBe(true);
    expect(warn).toHaveBeenCalledWith('Blacksite could not autosave the open game on quit: The save could not be written (the disk is full).');
  });

  it('in the app: the store lives in <userData>/saves, temp files are swept at start-up, and quitting writes the open game', async () => {
    const saves = path.join(root, 'user-data', 'saves');
    await fsp.mkdir(saves, { recursive: true });
    await fsp.writeFile(path.join(saves, '.night-run.save.json.123.tmp'), '{"half');
    runElectronApp();
    mockApp.ready();
    await vi.waitFor(async () => expect(await fsp.readdir(saves)).toEqual([]), { timeout: 30_000 });

    // The whole game once, then only what changed: the file written on quit is the whole game.
    const golden = await readGolden();
    expect(await invokeAs(APP, 'saves.keepForQuit', { save: earlier(golden, 3) })).toEqual({ ok: true, value: { kept: true } });
    expect(await invokeAs(APP, 'saves.keepForQuit', { step: stepTo(golden, 3) })).toEqual({ ok: true, value: { kept: true } });
    const event = { prevented: false, preventDefault() { this.prevented = true; } };
    mockApp.emit('before-quit', event);
    expect(event.prevented).toBe(true);
    await vi.waitFor(() => expect(mockApp.quit).toHaveBeenCalled(), { timeout: 30_000 });
    const file = `autosave.conspiracy-game.${gameKeyOf(golden)}.save.json`;
    expect(await fsp.readdir(saves)).toContain(file);
    const listed = (await invokeAs(APP, 'saves.list')) as { value: { saves: { id: string; ok: boolean }[] } };
    expect(listed.value.saves).toEqual([expect.objectContaining({ id: autosaveIdFor(golden), ok: true })]);
    const written = createSaveCodec(GAME_KINDS).load(await fsp.readFile(path.join(saves, file), 'utf8'));
    expect(written.ok && written.replay).toEqual({ status: 'match' });
    expect(written.ok && written.save.commands).toEqual(golden.commands);
  });
});

describe('hand-over steps (saves.keepForQuit with a step)', () => {
  it('adds the commands after the held ones, with the new snapshot, summary and time', async () => {
    const writes: unknown[] = [];
    const keeper = createQuitAutosave({ autosave: (save) => (writes.push(save), Promise.resolve({ ok: true, id: 'autosave:conspiracy-game' })) });
    const golden = await readGolden();
    keeper.keep(earlier(golden, 5));
    expect(keeper.step(stepTo(earlier(golden, 2), 3))).toBe(true);
    expect(keeper.step(stepTo(golden, 2))).toBe(true);
    await keeper.flush();
    expect(writes).toEqual([golden]);
  });

  it('refuses a step that does not follow the game held (none held, another length), keeping what it had', async () => {
    const writes: unknown[] = [];
    const keeper = createQuitAutosave({ autosave: (save) => (writes.push(save), Promise.resolve({ ok: true, id: 'autosave:conspiracy-game' })) });
    const golden = await readGolden();
    expect(keeper.step(stepTo(golden, 2))).toBe(false);
    expect(keeper.pending()).toBe(false);
    keeper.keep(earlier(golden, 4));
    expect(keeper.step(stepTo(golden, 2))).toBe(false);
    await keeper.flush();
    expect(writes).toEqual([earlier(golden, 4)]);
  });
});
