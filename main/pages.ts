import { APP_ORIGIN, appUrl, isAppUrl } from './app-protocol';

/** Where the app's pages come from: the packaged files on app://, or Vite's dev server in `npm run dev`. */
export interface Pages {
  /** The page at a hash route ('/projector'), or the menu. */
  url(route?: string): string;
  /** True for URLs of our own pages: the only senders IPC handlers accept. */
  isOwn(url: string): boolean;
  /** The origin, as shown in refusals. */
  readonly origin: string;
}

export const APP_PAGES: Pages = { url: appUrl, isOwn: isAppUrl, origin: APP_ORIGIN };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * scripts/dev.mjs passes Vite's URL in BLACKSITE_DEV_URL. Honoured only when the app is not
 * packaged and only for a loopback http URL, so a packaged app can never be pointed at another
 * origin by its environment.
 */
export function devPages(devUrl: string | undefined, isPackaged: boolean): Pages | null {
  if (isPackaged || devUrl === undefined || devUrl === '') return null;
  let base: URL;
  try {
    base = new URL(devUrl);
  } catch {
    return null;
  }
  if (base.protocol !== 'http:' || !LOOPBACK.has(base.hostname)) return null;
  const origin = base.origin;
  return {
    origin,
    url: (route) => `${origin}/${route ? `#${route}` : ''}`,
    isOwn: (url) => {
      try {
        return new URL(url).origin === origin;
      } catch {
        return false;
      }
    },
  };
}
