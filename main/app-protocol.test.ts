import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SCHEME_DEFINITION,
  appUrl,
  contentTypeOf,
  createAppRequestHandler,
  isAppUrl,
  registerAppScheme,
  resolveAppPath,
  serveAppProtocol,
} from './app-protocol';
import { CONTENT_SECURITY_POLICY } from './security';
import { NODE_FILES } from './static-files';
import { mockProtocol, resetElectronMock } from './test-helpers/electron-mock';

vi.mock('electron', async () => (await import('./test-helpers/electron-mock')).electronMock);

let root: string;
let dist: string;
beforeAll(async () => {
  root = await fsp.mkdtemp(path.join(os.tmpdir(), 'blacksite-protocol-'));
  dist = path.join(root, 'dist');
  await fsp.mkdir(path.join(dist, 'assets'), { recursive: true });
  await fsp.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Blacksite</title>');
  await fsp.writeFile(path.join(dist, 'assets', 'main.js'), 'console.log(1)');
  await fsp.writeFile(path.join(root, 'secret.txt'), 'outside dist');
  await fsp.mkdir(path.join(root, 'dist-other'));
  await fsp.writeFile(path.join(root, 'dist-other', 'x.txt'), 'sibling folder');
});
afterAll(async () => {
  await fsp.rm(root, { recursive: true, force: true });
});
beforeEach(() => resetElectronMock());

describe('app:// scheme', () => {
  it('is registered as a standard secure scheme that does not bypass the CSP', () => {
    registerAppScheme();
    expect(mockProtocol.registerSchemesAsPrivileged).toHaveBeenCalledExactlyOnceWith([APP_SCHEME_DEFINITION]);
    expect(APP_SCHEME_DEFINITION).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true, stream: true },
    });
    expect(APP_SCHEME_DEFINITION.privileges?.bypassCSP).toBeUndefined();
  });

  it('names its pages', () => {
    expect(appUrl()).toBe('app://blacksite/index.html');
    expect(appUrl('/projector')).toBe('app://blacksite/index.html#/projector');
    expect(isAppUrl('app://blacksite/index.html#/projector')).toBe(true);
    for (const other of ['app://evil/index.html', 'file:///index.html', 'https://blacksite/', 'app://blacksite:8080/', 'not a url', '']) {
      expect(isAppUrl(other)).toBe(false);
    }
  });
});

describe('resolveAppPath', () => {
  it('maps our URLs into the folder', () => {
    expect(resolveAppPath(dist, 'app://blacksite/')).toEqual({ ok: true, file: path.join(dist, 'index.html') });
    expect(resolveAppPath(dist, 'app://blacksite/assets/main.js?v=1#x')).toEqual({ ok: true, file: path.join(dist, 'assets', 'main.js') });
    expect(resolveAppPath(dist, 'app://blacksite/fonts/IBM%20Plex.woff2')).toEqual({ ok: true, file: path.join(dist, 'fonts', 'IBM Plex.woff2') });
  });

  it('refuses every way out of the folder (../ traversal)', () => {
    const attempts = [
      'app://blacksite/..%2fsecret.txt',
      'app://blacksite/..%2F..%2F..%2Fetc%2Fpasswd',
      'app://blacksite/assets/..%2f..%2fsecret.txt',
      'app://blacksite/%2e%2e%2fsecret.txt',
      'app://blacksite/..%5csecret.txt',
      'app://blacksite/..%2fdist-other%2fx.txt',
      'app://blacksite/%2fetc%2fpasswd',
    ];
    for (const url of attempts) {
      const result = resolveAppPath(dist, url);
      if (result.ok) {
        // Some spellings are harmless on this platform (a backslash is a file name character on
        // POSIX); whatever they resolve to must still be inside the folder.
        expect(path.relative(dist, result.file).startsWith('..'), url).toBe(false);
      } else {
        expect(result.status, url).toBe(404);
      }
    }
    expect(resolveAppPath(dist, 'app://blacksite/..%2fsecret.txt')).toEqual({ ok: false, status: 404 });
    // The URL parser itself removes plain dot segments, which then stay inside.
    expect(resolveAppPath(dist, 'app://blacksite/../../secret.txt')).toEqual({ ok: true, file: path.join(dist, 'secret.txt') });
  });

  it('refuses other hosts, schemes, bad escapes and NUL bytes', () => {
    expect(resolveAppPath(dist, 'app://elsewhere/index.html')).toEqual({ ok: false, status: 404 });
    expect(resolveAppPath(dist, 'file:///etc/passwd')).toEqual({ ok: false, status: 404 });
    expect(resolveAppPath(dist, 'app://blacksite/%E0%A4%A')).toEqual({ ok: false, status: 400 });
    expect(resolveAppPath(dist, 'app://blacksite/index.html%00.js')).toEqual({ ok: false, status: 400 });
  });
});

describe('app:// request handler', () => {
  const handler = (): ((r: Request) => Promise<Response>) => createAppRequestHandler(dist);

  it('serves files with their type and the CSP header', async () => {
    const page = await handler()(new Request('app://blacksite/index.html'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Blacksite</title>');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const script = await handler()(new Request('app://blacksite/assets/main.js'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers 404 with the CSP for traversal, missing files and folders, and never reads outside', async () => {
    const read = vi.fn((f: string) => NODE_FILES.readFile(f));
    const guarded = createAppRequestHandler(dist, { ...NODE_FILES, readFile: read });
    for (const url of ['app://blacksite/..%2fsecret.txt', 'app://blacksite/nope.js', 'app://blacksite/assets', 'app://other/index.html']) {
      const response = await guarded(new Request(url));
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(await response.text()).not.toContain('outside dist');
    }
    for (const [file] of read.mock.calls) expect(path.relative(dist, file).startsWith('..')).toBe(false);
  });

  it('does not follow symbolic links out of the folder', async () => {
    await fsp.symlink(path.join(root, 'secret.txt'), path.join(dist, 'leak.txt'));
    await fsp.symlink(root, path.join(dist, 'up'));
    await fsp.symlink(path.join(dist, 'index.html'), path.join(dist, 'alias.html'));
    try {
      for (const url of ['app://blacksite/leak.txt', 'app://blacksite/up/secret.txt', 'app://blacksite/up/dist-other/x.txt']) {
        const response = await handler()(new Request(url));
        expect(response.status, url).toBe(404);
        expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
        expect(await response.text()).not.toMatch(/outside dist|sibling folder/);
      }
      const alias = await handler()(new Request('app://blacksite/alias.html'));
      expect(alias.status).toBe(200);
    } finally {
      for (const link of ['leak.txt', 'up', 'alias.html']) await fsp.rm(path.join(dist, link));
    }
  });

  it('serves nothing but GET and HEAD', async () => {
    const post = await handler()(new Request('app://blacksite/index.html', { method: 'POST', body: 'x' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(post.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(post.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await handler()(new Request('app://blacksite/index.html', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('is installed with protocol.handle on the app scheme', () => {
    serveAppProtocol(dist);
    expect(mockProtocol.handle).toHaveBeenCalledExactlyOnceWith('app', expect.any(Function));
  });

  it('knows the types the renderer build produces', () => {
    expect(contentTypeOf('a.woff2')).toBe('font/woff2');
    expect(contentTypeOf('a.PNG')).toBe('image/png');
    expect(contentTypeOf('a.wasm')).toBe('application/wasm');
    expect(contentTypeOf('maps/depot.tmj')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('LICENSE')).toBe('application/octet-stream');
  });
});
