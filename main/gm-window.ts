import { BrowserWindow } from 'electron';
import { appUrl } from './app-protocol';
import { gmWindowOptions } from './window-options';

/** Opens the GM window on the app page, shown once painted (no white flash, no half-drawn menu). */
export function createGmWindow(preloadPath: string): BrowserWindow {
  const window = new BrowserWindow(gmWindowOptions(preloadPath));
  window.once('ready-to-show', () => window.show());
  void window.loadURL(appUrl());
  return window;
}
