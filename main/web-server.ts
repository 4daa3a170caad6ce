import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import { contentTypeOf } from './content-types';
import { CONTENT_SECURITY_POLICY } from './security';

export interface WebServer {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

/**
 * Maps a request path to a file inside `root`, or undefined when it would leave it.
 * Exported for tests: traversal must never reach outside the built app.
 */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const rel = normalize(decoded).replace(/^([/\\])+/, '');
  const full = resolve(root, rel === '' ? 'index.html' : rel);
  const base = resolve(root);
  return full === base || full.startsWith(base + sep) ? full : undefined;
}

/** Serves the built renderer (dist/) on 127.0.0.1 for a browser: the offline fallback of `npm start`. */
export function startWebServer(options: { root: string; port?: number; host?: string }): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    const send = (code: number, body: string): void => {
      res.writeHead(code, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method not allowed');
    const file = resolveInside(options.root, new URL(req.url ?? '/', 'http://x').pathname);
    if (!file) return send(403, 'Forbidden');
    const serve = (path: string): void => {
      res.writeHead(200, {
        'content-type': contentTypeOf(path),
        'content-security-policy': CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-cache',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(path).pipe(res);
    };
    stat(file).then(
      (s) => (s.isFile() ? serve(file) : s.isDirectory() ? serve(join(file, 'index.html')) : send(404, 'Not found')),
      () => send(404, 'Not found'),
    );
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolvePromise({
        url: `http://${host}:${port}/`,
        server,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
