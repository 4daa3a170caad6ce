import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveInside, startWebServer, type WebServer } from './web-server';
import { findElectronBinary } from './electron-binary';
import { CONTENT_SECURITY_POLICY } from './security';

/** A request written by hand on a socket (what fetch would refuse to send); the status line back. */
function rawRequest(url: string, line: string): Promise<string> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('browser fallback server', () => {
  const root = mkdtempSync(join(tmpdir(), 'blacksite-web-'));
  let web: WebServer;
  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Blacksite</title>');
    writeFileSync(join(root, 'app.js'), 'export {}');
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, 'maps'));
    writeFileSync(join(root, 'assets', 'a.png'), 'png');
    // Links: one to a file inside the app (served), two leading out of it (never served).
    const outside = mkdtempSync(join(tmpdir(), 'blacksite-outside-'));
    writeFileSync(join(outside, 'secret.txt'), 'outside the app');
    symlinkSync(join(root, 'app.js'), join(root, 'alias.js'));
    symlinkSync(join(outside, 'secret.txt'), join(root, 'leak.txt'));
    symlinkSync(outside, join(root, 'out'));
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

  test('a folder is not found, and the server carries on (a folder GET used to stop it)', async () => {
    for (const folder of ['assets/', 'assets', 'maps/', 'maps', 'assets//', '%2e/assets/']) {
      const res = await fetch(`${web.url}${folder}`);
      expect(res.status, folder).toBe(404);
      await res.text();
    }
    expect((await fetch(`${web.url}assets/a.png`)).status).toBe(200);
    expect((await fetch(web.url)).status).toBe(200);
  });

  test('symbolic links leading out of the app are not followed', async () => {
    const alias = await fetch(`${web.url}alias.js`);
    expect(alias.status).toBe(200);
    expect(await alias.text()).toBe('export {}');
    for (const path of ['leak.txt', 'out/secret.txt']) {
      const res = await fetch(`${web.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('outside the app');
    }
  });

  test('refusals (403, 404, 405) carry the CSP and nosniff; 405 names the methods', async () => {
    const refusals = [
      await fetch(`${web.url}a%00b`),
      await fetch(`${web.url}missing.js`),
      await fetch(web.url, { method: 'POST', body: 'x' }),
      await fetch(web.url, { method: 'DELETE' }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 404, 405, 405]);
    for (const r of refusals) {
      expect(r.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(refusals[2]?.headers.get('allow')).toBe('GET, HEAD');
  });

  test('request lines fetch would never send are answered, and the server carries on', async () => {
    expect(await rawRequest(web.url, 'GET //x:99999/ HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request');
    expect(await rawRequest(web.url, 'GET /../../etc/passwd HTTP/1.1')).toMatch(/^HTTP\/1\.1 (403|404) /);
    expect(await rawRequest(web.url, 'GET /assets/ HTTP/1.0')).toMatch(/^HTTP\/1\.1 404 /);
    expect((await fetch(web.url)).status).toBe(200);
  });
});

describe('Electron binary detection', () => {
  const install = (files: Record<string, string>, overrideDist?: string) => ({
    packageDir: '/nm/electron',
    overrideDist,
    exists: (f: string) => Object.hasOwn(files, f),
    read: (f: string) => files[f],
  });
  test('a skipped download is reported without loading the package (which would retry it and print a stack trace)', () => {
    expect(findElectronBinary(install({}))).toEqual({ ok: false, reason: 'its binary was never downloaded' });
    expect(findElectronBinary(install({ '/nm/electron/path.txt': 'electron' }))).toEqual({ ok: false, reason: 'its binary is missing' });
    expect(findElectronBinary({ ...install({}), packageDir: undefined })).toEqual({ ok: false, reason: 'the electron package is not installed' });
  });
  test('returns the binary path when installed, or where ELECTRON_OVERRIDE_DIST_PATH points', () => {
    const files = { '/nm/electron/path.txt': 'electron', '/nm/electron/dist/electron': '' };
    expect(findElectronBinary(install(files))).toEqual({ ok: true, path: '/nm/electron/dist/electron' });
    expect(findElectronBinary(install({ ...files, '/opt/e/electron': '' }, '/opt/e'))).toEqual({ ok: true, path: '/opt/e/electron' });
  });
});
