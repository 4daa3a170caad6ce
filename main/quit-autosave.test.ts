import { EventEmitter } from 'node:events';
import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('autosave on quit', () => {
  it('holds the quit until the kept game is written, then quits', async () => {
    const writes: unknown[] = [];
    const keeper = createQuitAutosave({ autosave: async (save) => (writes.push(save), { ok: true, id: 'autosave:conspiracy-game' }) });
    const app = new FakeApp();
    autosaveBeforeQuit(app, keeper, () => undefined);
    keeper.keep({ a: 1 });
    app.quit();
    expect(app.quitted).toBe(false);
    await settle();
    expect(writes).toEqual([{ a: 1 }]);
    expect(app.quitted).toBe(true);
  });

  it('quits at once when no game is open, and still quits (with a warning) when the write fails', async () => {
    const app = new FakeApp();
    const warn = vi.fn();
    const keeper = createQuitAutosave({ autosave: async () => ({ ok: false, reason: 'The save could not be written (the disk is full).' }) });
    autosaveBeforeQuit(app, keeper, warn);
    app.quit();
    expect(app.quitted).toBe(true);
    app.quitted = false;
    keeper.keep({ a: 1 });
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
    await vi.waitFor(async () => expect(await fsp.readdir(saves)).toEqual([]));

    const golden = JSON.parse(await fsp.readFile(GOLDEN, 'utf8')) as unknown;
    expect(await invokeAs(APP, 'saves.keepForQuit', { save: golden })).toEqual({ ok: true, value: undefined });
    const event = { prevented: false, preventDefault() { this.prevented = true; } };
    mockApp.emit('before-quit', event);
    expect(event.prevented).toBe(true);
    await vi.waitFor(() => expect(mockApp.quit).toHaveBeenCalled());
    expect(await fsp.readdir(saves)).toContain('autosave.conspiracy-game.save.json');
    const listed = (await invokeAs(APP, 'saves.list')) as { value: { saves: { id: string; ok: boolean }[] } };
    expect(listed.value.saves).toEqual([expect.objectContaining({ id: 'autosave:conspiracy-game', ok: true })]);
  });
});
