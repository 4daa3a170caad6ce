import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveInside, startWebServer, type WebServer } from './web-server';
import { findElectronBinary } from './electron-binary';

describe('browser fallback server', () => {
  const root = mkdtempSync(join(tmpdir(), 'blacksite-web-'));
  let web: WebServer;
  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Blacksite</title>');
    writeFileSync(join(root, 'app.js'), 'export {}');
    web = await startWebServer({ root, port: 0 });
  });
  afterAll(() => web.close());

  test('serves on 127.0.0.1 with the strict CSP', async () => {
    expect(web.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const res = await fetch(web.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await res.text()).toContain('Blacksite');
    const js = await fetch(`${web.url}app.js`);
    expect(js.headers.get('content-type')).toContain('text/javascript');
  });

  test('never serves outside its folder', async () => {
    expect(resolveInside(root, '/../etc/passwd')).toBe(join(root, 'etc/passwd'));
    expect(resolveInside(root, '/%2e%2e/%2e%2e/etc/passwd')).toBe(join(root, 'etc/passwd'));
    expect(resolveInside(root, '/a%00b')).toBeUndefined();
    expect(resolveInside(root, '/%E0%A4%A')).toBeUndefined();
    const res = await fetch(`${web.url}missing.js`);
    expect(res.status).toBe(404);
  });
});

describe('Electron binary detection', () => {
  test('reports a missing binary with the installer message', () => {
    const found = findElectronBinary(() => {
      throw new Error('Electron failed to install correctly, please delete node_modules/electron and try installing again');
    });
    expect(found).toEqual({ ok: false, reason: expect.stringContaining('Electron failed to install') });
  });
  test('returns the binary path when installed', () => {
    expect(findElectronBinary(() => '/opt/electron/electron')).toEqual({ ok: true, path: '/opt/electron/electron' });
  });
});
