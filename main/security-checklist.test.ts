import { promises as fsp, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATION_NAMES } from '../src/contract';
import { runElectronApp } from './lifecycle';
import { CONTENT_SECURITY_POLICY } from './security';
import { MockBrowserWindow, MockEvent, invokeAs, mockApp, mockProtocol, mockSession, resetElectronMock } from './test-helpers/electron-mock';

vi.mock('electron', async () => (await import('./test-helpers/electron-mock')).electronMock);

/**
 * Electron's security checklist (electronjs.org/docs/latest/tutorial/security), item by item,
 * against the packaged app as it starts under the mocked electron module: both windows, the
 * session, the app:// scheme, IPC, the fuses electron-builder flips and the Electron in use.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
let root: string;

beforeEach(async () => {
  resetElectronMock();
  root = await fsp.mkdtemp(path.join(os.tmpdir(), 'blacksite-checklist-'));
  await fsp.mkdir(path.join(root, 'app', 'dist'), { recursive: true });
  await fsp.writeFile(path.join(root, 'app', 'dist', 'index.html'), '<!doctype html>');
  mockApp.getAppPath.mockReturnValue(path.join(root, 'app'));
  mockApp.getPath.mockReturnValue(path.join(root, 'user-data'));
  runElectronApp();
  mockApp.ready();
  await new Promise((resolve) => setImmediate(resolve));
  // Both windows: the GM's, and the projector's.
  expect(await invokeAs('app://blacksite/index.html', 'projector.open')).toMatchObject({ ok: true });
  expect(MockBrowserWindow.instances).toHaveLength(2);
});
afterEach(async () => {
  await fsp.rm(root, { recursive: true, force: true });
});

const windows = () => MockBrowserWindow.instances.map((w) => ({ w, prefs: w.options['webPreferences'] as Record<string, unknown> }));
const mainSources = (): string =>
  readdirSync(path.join(ROOT, 'main'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(path.join(ROOT, 'main', f), 'utf8'))
    .join('\n');

describe('Electron security checklist, packaged app', () => {
  it('1, 17: loads only its own pages from the app:// scheme, not http: or file:', () => {
    for (const { w } of windows()) expect(w.loadURL.mock.calls[0]?.[0]).toMatch(/^app:\/\/blacksite\/index\.html(#\/projector)?$/);
  });

  it('2, 3, 4, 6, 8, 9, 10: no Node, isolated, sandboxed, web security on, no insecure content, experimental or Blink features', () => {
    expect(mockApp.enableSandbox).toHaveBeenCalledOnce();
    for (const { prefs } of windows()) {
      expect(prefs).toMatchObject({
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        contextIsolation: true,
        sandbox: true,
        webSecurity: true,
        allowRunningInsecureContent: false,
        experimentalFeatures: false,
        webviewTag: false,
        devTools: false,
      });
      expect(prefs['enableBlinkFeatures']).toBeUndefined();
      expect(String(prefs['preload'])).toMatch(/preload\.cjs$/);
    }
  });

  it('5: every permission request and check of the session is refused', () => {
    const request = mockSession.setPermissionRequestHandler.mock.calls[0]?.[0] as (c: unknown, p: string, cb: (ok: boolean) => void) => void;
    const answer = vi.fn();
    request({}, 'media', answer);
    expect(answer).toHaveBeenCalledWith(false);
    expect((mockSession.setPermissionCheckHandler.mock.calls[0]?.[0] as (c: unknown, p: string) => boolean)(null, 'notifications')).toBe(false);
  });

  it('7: every app:// answer carries the CSP and nosniff, refusals too', async () => {
    const serve = mockProtocol.handle.mock.calls[0]?.[1] as (r: Request) => Promise<Response>;
    for (const url of ['app://blacksite/', 'app://blacksite/missing.js', 'app://blacksite/..%2fsecret']) {
      const r = await serve(new Request(url));
      expect(r.headers.get('content-security-policy'), url).toBe(CONTENT_SECURITY_POLICY);
      expect(r.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|\*/);
  });

  it('11, 12, 13: no webviews, no navigation, no new windows, in every web contents', () => {
    for (const { w } of windows()) {
      for (const event of ['will-navigate', 'will-frame-navigate', 'will-attach-webview']) {
        const e = new MockEvent('https://example.com/');
        w.webContents.emit(event, e);
        expect(e.defaultPrevented, event).toBe(true);
      }
      expect(w.webContents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    }
  });

  it('14: the main process never opens links with the system (no shell.openExternal)', () => {
    expect(mainSources()).not.toMatch(/openExternal|openPath/);
  });

  it('16: every IPC operation checks its sender: a page that is not ours is refused', async () => {
    for (const name of OPERATION_NAMES) {
      const reply = (await invokeAs('https://example.com/', name)) as { ok: boolean; error?: string };
      expect(reply.ok, name).toBe(false);
      expect(reply.error, name).toMatch(/did not come from Blacksite's own pages/);
      expect(await invokeAs(null, name)).toMatchObject({ ok: false });
    }
  });

  it('18: the fuses that would make the packaged binary a Node runtime, debuggable, or run another app are flipped', () => {
    const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
    const config = yaml.load(readFileSync(path.join(ROOT, 'electron-builder.yml'), 'utf8')) as { electronFuses: Record<string, boolean>; asar: boolean };
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('19: the preload exposes only the contract API, no Electron or Node objects', () => {
    const preload = readFileSync(path.join(ROOT, 'main', 'preload.ts'), 'utf8');
    expect(preload.match(/exposeInMainWorld\(/g)).toHaveLength(1);
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer/);
  });

  it('20: Electron is one of the three newest majors (45 is the newest in the registry as this is written)', () => {
    const version = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string }).version;
    expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(43);
    const declared = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies['electron'];
    expect(declared).toBe(version);
  });
});
