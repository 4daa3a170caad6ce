import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, readSettingsDocument } from '../src/contract';
import { nodeAtomicWriteFs } from './atomic-write';
import { DAMAGED_SETTINGS_FILE_NAME, createSettingsStore, type SettingsStoreFs } from './settings-store';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'blacksite-settings-'));
  file = path.join(dir, 'settings.json');
});
afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

const realFs: SettingsStoreFs = { ...nodeAtomicWriteFs, readFile: fsp.readFile, copyFile: fsp.copyFile };

describe('settings store', () => {
  it('gives the defaults and creates no file when none exists', async () => {
    const store = createSettingsStore({ dir });
    expect(store.filePath).toBe(file);
    expect(await store.get()).toEqual({ settings: DEFAULT_SETTINGS, warning: null });
    expect(await fsp.readdir(dir)).toEqual([]);
  });

  it('stores a change and a new store reads it back', async () => {
    const store = createSettingsStore({ dir });
    const after = await store.set({ uiScale: 1.5, houseRules: { recoil: 'per-burst' } });
    expect(after).toEqual({ settings: { ...DEFAULT_SETTINGS, uiScale: 1.5, houseRules: { recoil: 'per-burst' } }, warning: null });
    expect(readSettingsDocument(await fsp.readFile(file, 'utf8'), file)).toEqual(after);
    expect(await createSettingsStore({ dir }).get()).toEqual(after);
    expect(await fsp.readdir(dir)).toEqual(['settings.json']);
  });

  it('keeps both of two changes made at once', async () => {
    const store = createSettingsStore({ dir });
    await Promise.all([store.set({ uiScale: 2 }), store.set({ reducedMotion: 'on' }), store.set({ projectorFollowsCamera: false })]);
    const expected = { ...DEFAULT_SETTINGS, uiScale: 2, reducedMotion: 'on', projectorFollowsCamera: false };
    expect((await store.get()).settings).toEqual(expected);
    expect((await createSettingsStore({ dir }).get()).settings).toEqual(expected);
  });

  it('uses the defaults with a warning for a corrupt file and does not touch it until a setting changes', async () => {
    await fsp.writeFile(file, '{"version": 1, "settings": {"uiScale": 1.');
    const warn = vi.fn();
    const store = createSettingsStore({ dir, warn });
    const first = await store.get();
    expect(first.settings).toEqual(DEFAULT_SETTINGS);
    expect(first.warning).toBe(`The settings in ${file} could not be read (it is not valid JSON), so the defaults are in use until you change a setting.`);
    await store.get();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(first.warning);
    expect(await fsp.readFile(file, 'utf8')).toBe('{"version": 1, "settings": {"uiScale": 1.');

    const changed = await store.set({ reducedMotion: 'off' });
    expect(changed).toEqual({ settings: { ...DEFAULT_SETTINGS, reducedMotion: 'off' }, warning: null });
    expect(await fsp.readFile(path.join(dir, DAMAGED_SETTINGS_FILE_NAME), 'utf8')).toBe('{"version": 1, "settings": {"uiScale": 1.');
    expect((await createSettingsStore({ dir }).get()).settings.reducedMotion).toBe('off');
  });

  it('treats a well-formed file with invalid values as corrupt', async () => {
    await fsp.writeFile(file, JSON.stringify({ version: 1, settings: { uiScale: 7 } }));
    const snapshot = await createSettingsStore({ dir }).get();
    expect(snapshot.settings).toEqual(DEFAULT_SETTINGS);
    expect(snapshot.warning).toMatch(/\(UI scale in the settings is more than 2\), so the defaults are in use/);
  });

  it('warns (without throwing) when the file cannot be opened', async () => {
    await fsp.mkdir(file);
    const snapshot = await createSettingsStore({ dir }).get();
    expect(snapshot.settings).toEqual(DEFAULT_SETTINGS);
    expect(snapshot.warning).toBe(`The settings in ${file} could not be read (the file cannot be opened: EISDIR), so the defaults are in use until you change a setting.`);
  });

  it('keeps the previous settings, on disk and in memory, when a write fails', async () => {
    const store = createSettingsStore({ dir });
    await store.set({ uiScale: 1.25 });
    let failRename = true;
    const flaky = createSettingsStore({
      dir,
      fs: { ...realFs, rename: (a, b) => (failRename ? Promise.reject(new Error('disk full')) : realFs.rename(a, b)) },
    });
    await expect(flaky.set({ uiScale: 2 })).rejects.toThrow('disk full');
    expect((await flaky.get()).settings.uiScale).toBe(1.25);
    expect((await createSettingsStore({ dir }).get()).settings.uiScale).toBe(1.25);
    expect(await fsp.readdir(dir)).toEqual(['settings.json']);
    failRename = false;
    expect((await flaky.set({ reducedMotion: 'on' })).settings).toEqual({ ...DEFAULT_SETTINGS, uiScale: 1.25, reducedMotion: 'on' });
  });
});
