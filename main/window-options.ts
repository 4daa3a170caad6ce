import type { BrowserWindowConstructorOptions, Rectangle, WebPreferences } from 'electron';

/** Painted before the page loads, so a window never flashes white in a dark room. */
export const WINDOW_BACKGROUND = '#0b0d10';

/**
 * Every window of the app gets these (Electron security checklist): the page runs isolated and
 * sandboxed, without Node, and can reach the host only through the preload's contract API.
 * DevTools are off unless asked for, and the app asks only when it is not packaged (`npm start`,
 * `npm run dev`): in a packaged build no key or menu can open them.
 */
export function lockedWebPreferences(preloadPath: string, devTools = false): WebPreferences {
  return {
    preload: preloadPath,
    devTools,
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
export function gmWindowOptions(preloadPath: string, devTools = false): BrowserWindowConstructorOptions {
  return {
    title: 'Blacksite',
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    show: false,
    backgroundColor: WINDOW_BACKGROUND,
    autoHideMenuBar: true,
    webPreferences: lockedWebPreferences(preloadPath, devTools),
  };
}

export interface ProjectorPlacement {
  readonly bounds: Rectangle;
  readonly fullscreen: boolean;
}

/** The projector window: the public board, placed by pickProjectorPlacement. */
export function projectorWindowOptions(preloadPath: string, placement: ProjectorPlacement, devTools = false): BrowserWindowConstructorOptions {
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
    webPreferences: lockedWebPreferences(preloadPath, devTools),
  };
}
