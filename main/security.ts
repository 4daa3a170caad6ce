import type { Session, WebContents } from 'electron';

/**
 * The Content-Security-Policy of every page the app serves. Only our own files run; inline styles
 * are allowed because PixiJS and the DOM panels set style attributes; blob: workers and images are
 * what PixiJS uses for texture decoding.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers added to every response of the app protocol. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Applied to every web contents the app creates (app 'web-contents-created'): the page may not
 * navigate away from the app, open windows or attach webviews. Route changes are in-page hash
 * changes, which are not navigations, so the app itself never needs any of these.
 */
export function hardenWebContents(contents: WebContents): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-frame-navigate', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** The app needs no camera, microphone, notifications, devices or the like: every request is refused. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
