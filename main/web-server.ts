import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { normalize, resolve } from 'node:path';
import { contentTypeOf } from './content-types';
import { CONTENT_SECURITY_POLICY } from './security';
import { isBelow, readInside } from './static-files';

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
  return isBelow(resolve(root), full) ? full : undefined;
}

/** Every answer, errors included, carries the policy and nosniff: a refusal is a page too. */
const BASE_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-cache',
} as const;

function send(res: ServerResponse, code: number, body: string, extra: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(code, { ...BASE_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...extra });
  res.end(body);
}

async function answer(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
  let pathname: string;
  try {
    pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  } catch {
    return send(res, 400, 'Bad request');
  }
  const file = resolveInside(root, pathname);
  if (!file) return send(res, 403, 'Forbidden');
  // Folders are not listed and have no index of their own (only "/" is index.html); a link that
  // leads out of the built app is as missing as a file that is not there.
  const body = await readInside(root, file);
  if (body === null) return send(res, 404, 'Not found');
  res.writeHead(200, { ...BASE_HEADERS, 'content-type': contentTypeOf(file), 'content-length': String(body.byteLength) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Serves the built renderer (dist/) on 127.0.0.1 for a browser: the offline fallback of `npm start`. */
export function startWebServer(options: { root: string; port?: number; host?: string }): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    // No request may stop the server: whatever goes wrong answers 500 and the server carries on.
    answer(options.root, req, res).catch(() => send(res, 500, 'Internal error'));
  });
  // A client that sends garbage or goes away mid-answer is dropped, never the server.
  server.on('clientError', (_error, socket) => socket.destroy());
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
