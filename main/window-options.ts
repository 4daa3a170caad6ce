import type { BrowserWindowConstructorOptions, Rectangle, WebPreferences } from 'electron';

/** Painted before the page loads, so a window never flashes white in a dark room. */
export const WINDOW_BACKGROUND = '#0b0d10';

/**
 * Every window of the app gets these (Electron security checklist): the page runs isolated and
 * sandboxed, without Node, and can reach the host only through the preload's contract API.
 */
export function lockedWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    safeDialogs: true,
  };
}

/** The game master's window: menus, sheets and the full map. */
export function gmWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    title: 'Blacksite',
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    show: false,
    backgroundColor: WINDOW_BACKGROUND,
    autoHideMenuBar: true,
    webPreferences: lockedWebPreferences(preloadPath),
  };
}

export interface ProjectorPlacement {
  readonly bounds: Rectangle;
  readonly fullscreen: boolean;
}

/** The projector window: the public board, placed by pickProjectorPlacement. */
export function projectorWindowOptions(preloadPath: string, placement: ProjectorPlacement): BrowserWindowConstructorOptions {
  const { x, y, width, height } = placement.bounds;
  return {
    title: 'Blacksite — projector',
    x,
    y,
    width,
    height,
    fullscreen: placement.fullscreen,
    show: false,
    backgroundColor: WINDOW_BACKGROUND,
    autoHideMenuBar: true,
    webPreferences: lockedWebPreferences(preloadPath),
  };
}
