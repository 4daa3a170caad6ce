import { API_GLOBAL_NAME, type BlacksiteApi } from '../src/contract';
import { createBrowserApi } from './bridge-browser';

/**
 * The only module that touches the preload API. In the desktop app the preload exposes
 * `window.blacksite`; in a plain browser the same contract is served by the browser implementation.
 */
export function connectBridge(): { api: BlacksiteApi; runtime: 'desktop' | 'browser' } {
  const exposed = (window as unknown as Record<string, unknown>)[API_GLOBAL_NAME];
  if (typeof exposed === 'object' && exposed !== null) return { api: exposed as BlacksiteApi, runtime: 'desktop' };
  return { api: createBrowserApi(window), runtime: 'browser' };
}
