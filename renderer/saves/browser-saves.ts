import type { BlacksiteApi } from '../../src/contract';
import { createBrowserSaveStore } from './browser-save-store';
import { saveCodec } from './codec';
import { indexedDbKv } from './idb-kv';

/** saves.* for the browser build: IndexedDB, the full save codec, and the quit autosave when the tab is hidden or closed. */
export function createBrowserSaves(win: Window): BlacksiteApi['saves'] {
  return createBrowserSaveStore({
    kv: indexedDbKv(win.indexedDB),
    codec: saveCodec(),
    now: () => new Date(),
    onLeave: (flush) => {
      const leave = (): void => {
        flush().catch((error: unknown) => console.warn(error instanceof Error ? error.message : String(error)));
      };
      win.document.addEventListener('visibilitychange', () => {
        if (win.document.visibilityState === 'hidden') leave();
      });
      win.addEventListener('pagehide', leave);
    },
  });
}
