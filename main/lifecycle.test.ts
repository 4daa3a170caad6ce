import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, OPERATION_NAMES } from '../src/contract';
import { appPaths, runElectronApp } from './lifecycle';
import { CONTENT_SECURITY_POLICY } from './security';
import {
  MockBrowserWindow,
  MockEvent,
  invokeAs,
  MockUtilityProcess,
  mockApp,
  mockDialog,
  mockIpcMain,
  mockProtocol,
  mockSession,
  resetElectronMock,
} from './test-helpers/electron-mock';

vi.mock('electron', async () => (await import('./test-helpers/electron-mock')).electronMock);

let root: string;
beforeEach(async () => {
  resetElectronMock();
  root = await fsp.mkdtemp(path.join(os.tmpdir(), 'blacksite-life-'));
  await fsp.mkdir(path.join(root, 'app', 'dist'), { recursive: true });
  await fsp.writeFile(path.join(root, 'app', 'dist', 'index.html'), '<!doctype html>');
  mockApp.getAppPath.mockReturnValue(path.join(root, 'app'));
  mockApp.getPath.mockReturnValue(path.join(root, 'user-data'));
});
afterEach(async () => {
  await fsp.rm(root, { recursive: true, force: true });
});

async function ready(): Promise<void> {
  mockApp.ready();
  await new Promise((resolve) => setImmediate(resolve));
}

describe('desktop app lifecycle', () => {
  it('finds the built files under the app root', () => {
    expect(appPaths('/r')).toEqual({
      distDir: path.join('/r', 'dist'),
      preloadPath: path.join('/r', 'build', 'node', 'preload.cjs'),
      mapWorkerPath: path.join('/r', 'build', 'node', 'map-worker.js'),
    });
  });

  it('appends enable-unsafe-swiftshader, sandboxes every renderer and registers app:// before ready', () => {
    runElectronApp();
    expect(mockApp.commandLine.appendSwitch).toHaveBeenCalledWith('enable-unsafe-swiftshader');
    expect(mockApp.enableSandbox).toHaveBeenCalledOnce();
    expect(mockProtocol.registerSchemesAsPrivileged).toHaveBeenCalledOnce();
    expect(mockProtocol.handle).not.toHaveBeenCalled();
    expect(MockBrowserWindow.instances).toHaveLength(0);
  });

  it('when ready: denies permissions, serves dist/ with the CSP, wires every operation and opens the locked GM window', async () => {
    runElectronApp();
    await ready();
    expect(mockSession.setPermissionRequestHandler).toHaveBeenCalledOnce();
    expect(mockSession.setPermissionCheckHandler).toHaveBeenCalledOnce();
    const serve = mockProtocol.handle.mock.calls[0]?.[1] as (r: Request) => Promise<Response>;
    const page = await serve(new Request('app://blacksite/'));
    expect(await page.text()).toBe('<!doctype html>');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect([...mockIpcMain.handlers.keys()].sort()).toEqual([...OPERATION_NAMES].sort());

    const [gm] = MockBrowserWindow.instances;
    expect(gm?.options.webPreferences).toMatchObject({
      preload: path.join(root, 'app', 'build', 'node', 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      // Packaged: no DevTools in any window.
      devTools: false,
    });
    expect(gm?.loadURL).toHaveBeenCalledExactlyOnceWith('app://blacksite/index.html');
    gm?.emit('ready-to-show');
    expect(gm?.shown).toBe(true);
  });

  it('hardens every web contents it creates', async () => {
    runElectronApp();
    await ready();
    const gm = MockBrowserWindow.instances[0];
    const navigation = new MockEvent('https://example.com/');
    gm?.webContents.emit('will-navigate', navigation);
    expect(navigation.defaultPrevented).toBe(true);
    expect(gm?.webContents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });

  it('answers the renderer end to end: settings in the user-data folder, projector, quit', async () => {
    runElectronApp();
    await ready();
    const page = 'app://blacksite/index.html';
    expect(await invokeAs(page, 'settings.get')).toEqual({ ok: true, value: { settings: DEFAULT_SETTINGS, warning: null } });
    expect(await invokeAs(page, 'settings.set', { uiScale: 1.5 })).toEqual({
      ok: true,
      value: { settings: { ...DEFAULT_SETTINGS, uiScale: 1.5 }, warning: null },
    });
    const stored = JSON.parse(await fsp.readFile(path.join(root, 'user-data', 'settings.json'), 'utf8')) as unknown;
    expect(stored).toEqual({ version: 1, settings: { ...DEFAULT_SETTINGS, uiScale: 1.5 } });
    const info = (await invokeAs(page, 'app.info')) as { ok: true; value: { settingsLocation: string; runtime: string } };
    expect(info.value).toMatchObject({ runtime: 'desktop', settingsLocation: path.join(root, 'user-data', 'settings.json') });

    expect(await invokeAs(page, 'projector.open')).toMatchObject({ ok: true, value: { open: true } });
    const [gm, projector] = MockBrowserWindow.instances;
    expect(projector?.options.webPreferences).toMatchObject({ devTools: false, sandbox: true, contextIsolation: true, nodeIntegration: false });
    gm?.close();
    expect(projector?.destroyed).toBe(true);

    expect(await invokeAs(page, 'app.quit')).toEqual({ ok: true, value: undefined });
    await new Promise((resolve) => setImmediate(resolve));
    expect(mockApp.quit).toHaveBeenCalled();
  });

  it('reads an opened map in a utility process with a memory budget, never in the main process; Cancel stops it', async () => {
    runElectronApp();
    await ready();
    const page = 'app://blacksite/index.html';
    mockDialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: ['/maps/yard.tmj'] });
    const opening = invokeAs(page, 'maps.open');
    await vi.waitFor(() => expect(MockUtilityProcess.instances).toHaveLength(1));
    const child = MockUtilityProcess.instances[0];
    expect(child?.modulePath).toBe(path.join(root, 'app', 'build', 'node', 'map-worker.js'));
    expect(child?.options).toMatchObject({ execArgv: ['--max-old-space-size=768'], stdio: 'ignore' });
    expect(child?.sent).toEqual([{ file: '/maps/yard.tmj' }]);
    const files = { name: 'yard.tmj', files: [{ path: 'yard.tmj', data: 'e30=' }] };
    child?.reply({ ok: true, files });
    expect(await opening).toEqual({ ok: true, value: files });
    expect(child?.killed).toBe(true);

    const again = invokeAs(page, 'maps.open');
    await vi.waitFor(() => expect(MockUtilityProcess.instances).toHaveLength(2));
    expect(await invokeAs(page, 'maps.cancel')).toEqual({ ok: true, value: { cancelled: true } });
    expect(await again).toEqual({ ok: true, value: null });
    expect(MockUtilityProcess.instances[1]?.killed).toBe(true);
    expect(await invokeAs(page, 'maps.cancel')).toEqual({ ok: true, value: { cancelled: false } });
  });

  it('loads the dev server in `npm run dev` (unpackaged) and trusts only that origin', async () => {
    mockApp.isPackaged = false;
    vi.stubEnv('BLACKSITE_DEV_URL', 'http://127.0.0.1:5173/');
    try {
      runElectronApp();
      await ready();
    } finally {
      vi.unstubAllEnvs();
    }
    expect(MockBrowserWindow.instances[0]?.loadURL).toHaveBeenCalledExactlyOnceWith('http://127.0.0.1:5173/');
    expect(await invokeAs('http://127.0.0.1:5173/#/settings', 'settings.get')).toMatchObject({ ok: true });
    expect(await invokeAs('app://blacksite/index.html', 'settings.get')).toEqual({
      ok: false,
      error: "settings.get was refused because it did not come from Blacksite's own pages (http://127.0.0.1:5173).",
    });
    await invokeAs('http://127.0.0.1:5173/', 'projector.open');
    expect(MockBrowserWindow.instances[1]?.loadURL).toHaveBeenCalledExactlyOnceWith('http://127.0.0.1:5173/#/projector');
    // Unpackaged (development): DevTools stay available in both windows.
    for (const w of MockBrowserWindow.instances) expect(w.options.webPreferences).toMatchObject({ devTools: true, sandbox: true, contextIsolation: true });
  });

  it('ignores a dev server URL when packaged', async () => {
    vi.stubEnv('BLACKSITE_DEV_URL', 'http://127.0.0.1:5173/');
    try {
      runElectronApp();
      await ready();
    } finally {
      vi.unstubAllEnvs();
    }
    expect(MockBrowserWindow.instances[0]?.loadURL).toHaveBeenCalledExactlyOnceWith('app://blacksite/index.html');
  });

  it('quits when the last window closes', async () => {
    runElectronApp();
    await ready();
    mockApp.emit('window-all-closed');
    expect(mockApp.quit).toHaveBeenCalledOnce();
  });

  it('hands over to the running copy when started twice', async () => {
    mockApp.requestSingleInstanceLock.mockReturnValueOnce(false);
    runElectronApp();
    expect(mockApp.quit).toHaveBeenCalledOnce();
    expect(mockApp.commandLine.appendSwitch).not.toHaveBeenCalled();
    expect(mockApp.whenReady).not.toHaveBeenCalled();

    runElectronApp();
    await ready();
    mockApp.emit('second-instance');
    expect(MockBrowserWindow.instances[0]?.focus).toHaveBeenCalledOnce();
  });
});
