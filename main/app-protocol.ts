import { protocol, type CustomScheme } from 'electron';
import path from 'node:path';
import { contentTypeOf } from './content-types';
import { SECURITY_HEADERS } from './security';
import { isBelow, NODE_FILES, readInside, type StaticFiles } from './static-files';

export const APP_SCHEME = 'app';
export const APP_HOST = 'blacksite';
/** Node's URL gives non-special schemes the origin "null", so origins are compared as scheme + host. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The app page, optionally at a hash route: appUrl('/projector') -> app://blacksite/index.html#/projector. */
export function appUrl(route?: string): string {
  return `${APP_ORIGIN}/index.html${route ? `#${route}` : ''}`;
}

/** True for URLs of our own pages (the only senders IPC handlers accept). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/**
 * A standard, secure scheme so relative URLs, fetch, workers and storage behave as on https.
 * Deliberately not bypassCSP: the policy in security.ts applies.
 */
export const APP_SCHEME_DEFINITION: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true, stream: true },
};

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_DEFINITION]);
}

export type AppPathResolution = { readonly ok: true; readonly file: string } | { readonly ok: false; readonly status: 400 | 404 };

/** Maps an app:// URL to a file inside `root`; anything that would leave `root` is refused. */
export function resolveAppPath(root: string, requestUrl: string): AppPathResolution {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { ok: false, status: 400 };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return { ok: false, status: 404 };
  let relative: string;
  try {
    // The URL parser already removed "." and ".." segments; decoding can bring new ones back
    // ("..%2f"), which the containment check below catches.
    relative = decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, status: 400 };
  }
  if (relative.includes('\0')) return { ok: false, status: 400 };
  if (relative === '/' || relative === '') relative = '/index.html';
  const base = path.resolve(root);
  const file = path.resolve(base, `.${relative}`);
  if (!isBelow(base, file)) return { ok: false, status: 404 };
  return { ok: true, file };
}

export { contentTypeOf };

/**
 * The app:// request handler: files from `root` (the built dist/ folder), each with the security
 * headers. A path that stays inside `root` by its spelling but leaves it through a symbolic link is
 * not found (static-files.ts checks the real paths).
 */
export function createAppRequestHandler(root: string, files: StaticFiles = NODE_FILES): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const resolved = resolveAppPath(root, request.url);
    if (!resolved.ok) return plain(resolved.status, resolved.status === 400 ? 'Bad request' : 'Not found');
    const body = await readInside(root, resolved.file, files);
    if (body === null) return plain(404, 'Not found');
    const headers = { ...SECURITY_HEADERS, 'Content-Type': contentTypeOf(resolved.file) };
    // A copy on its own ArrayBuffer: what the DOM's BodyInit takes (a Node Buffer may share a pool).
    return new Response(request.method === 'HEAD' ? null : body.slice(), { status: 200, headers });
  };
}

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra } });
}

/** Serves `root` on app://blacksite/ (after ready). */
export function serveAppProtocol(root: string): void {
  protocol.handle(APP_SCHEME, createAppRequestHandler(root));
}
