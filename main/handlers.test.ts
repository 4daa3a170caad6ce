import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type AppInfo } from '../src/contract';
import { createHandlers } from './handlers';
import type { ProjectorController } from './projector';
import type { SettingsStore } from './settings-store';

const info: AppInfo = {
  name: 'Blacksite',
  version: '0.1.0',
  runtime: 'desktop',
  platform: 'linux',
  electronVersion: '41.7.1',
  chromeVersion: null,
  settingsLocation: '/s.json',
};
const closed = { open: false, onSecondDisplay: false, fullscreen: false, displayCount: 1 };

function deps(settings: Partial<SettingsStore> = {}) {
  const set = vi.fn<SettingsStore['set']>((patch) => Promise.resolve({ settings: { ...DEFAULT_SETTINGS, ...patch }, warning: null }));
  const store: SettingsStore = {
    filePath: '/s.json',
    get: vi.fn(() => Promise.resolve({ settings: DEFAULT_SETTINGS, warning: null })),
    set,
    ...settings,
  };
  const projector: ProjectorController = { open: vi.fn(() => ({ ...closed, open: true })), close: vi.fn(() => closed), state: vi.fn(() => closed) };
  return { settings: store, settingsSet: set, projector, appInfo: vi.fn(() => info), quit: vi.fn() };
}

describe('operation handlers', () => {
  it('route each operation to its service', async () => {
    const d = deps();
    const handlers = createHandlers(d);
    expect(await handlers['app.info'](undefined)).toBe(info);
    expect(await handlers['settings.get'](undefined)).toEqual({ settings: DEFAULT_SETTINGS, warning: null });
    expect((await handlers['settings.set']({ uiScale: 2 })).settings.uiScale).toBe(2);
    expect(d.settingsSet).toHaveBeenCalledWith({ uiScale: 2 });
    expect(await handlers['projector.open'](undefined)).toEqual({ ...closed, open: true });
    expect(await handlers['projector.close'](undefined)).toEqual(closed);
    expect(await handlers['app.quit'](undefined)).toBeUndefined();
    expect(d.quit).toHaveBeenCalledOnce();
  });

  it('explain a settings write failure in one sentence', async () => {
    const handlers = createHandlers(deps({ set: () => Promise.reject(new Error('ENOSPC: no space left on device')) }));
    await expect(handlers['settings.set']({ uiScale: 2 })).rejects.toThrow(
      'Blacksite could not save your settings (ENOSPC: no space left on device).',
    );
  });
});
