import { BrowserWindow } from 'electron';
import { APP_PAGES, type Pages } from './pages';
import { gmWindowOptions } from './window-options';

/** Opens the GM window on the app page, shown once painted (no white flash, no half-drawn menu). DevTools only when asked (unpackaged). */
export function createGmWindow(preloadPath: string, pages: Pages = APP_PAGES, devTools = false): BrowserWindow {
  const window = new BrowserWindow(gmWindowOptions(preloadPath, devTools));
  window.once('ready-to-show', () => window.show());
  void window.loadURL(pages.url());
  return window;
}
