import { BrowserWindow, screen, type Display } from 'electron';
import type { ProjectorState } from '../src/contract';
import { APP_PAGES, type Pages } from './pages';
import { projectorWindowOptions, type ProjectorPlacement } from './window-options';

/** The route the renderer shows in the projector window (the public board, R-HATS-12). */
export const PROJECTOR_ROUTE = '/projector';

export interface ProjectorPick extends ProjectorPlacement {
  readonly onSecondDisplay: boolean;
}

/**
 * Fullscreen on the first display that is not the primary one (where the GM window opens); with a
 * single display, an ordinary window the GM can drag to a projector connected later.
 */
export function pickProjectorPlacement(displays: readonly Display[], primary: Display): ProjectorPick {
  const other = displays.find((d) => d.id !== primary.id);
  if (displays.length > 1 && other) return { bounds: other.bounds, fullscreen: true, onSecondDisplay: true };
  const area = primary.workArea;
  const width = Math.min(1280, area.width);
  const height = Math.min(720, area.height);
  return {
    bounds: {
      x: area.x + Math.round((area.width - width) / 2),
      y: area.y + Math.round((area.height - height) / 2),
      width,
      height,
    },
    fullscreen: false,
    onSecondDisplay: false,
  };
}

export interface ProjectorController {
  open(): ProjectorState;
  close(): ProjectorState;
  state(): ProjectorState;
}

export function createProjectorController(preloadPath: string, pages: Pages = APP_PAGES, devTools = false): ProjectorController {
  let window: BrowserWindow | null = null;
  let placement: ProjectorPick | null = null;

  const state = (): ProjectorState => {
    const open = window !== null && !window.isDestroyed();
    return {
      open,
      onSecondDisplay: open && placement !== null && placement.onSecondDisplay,
      fullscreen: open && placement !== null && placement.fullscreen,
      displayCount: screen.getAllDisplays().length,
    };
  };

  return {
    state,
    open: () => {
      if (window !== null && !window.isDestroyed()) {
        window.show();
        window.focus();
        return state();
      }
      placement = pickProjectorPlacement(screen.getAllDisplays(), screen.getPrimaryDisplay());
      const created = new BrowserWindow(projectorWindowOptions(preloadPath, placement, devTools));
      window = created;
      created.once('ready-to-show', () => created.show());
      created.on('closed', () => {
        if (window === created) window = null;
      });
      void created.loadURL(pages.url(PROJECTOR_ROUTE));
      return state();
    },
    close: () => {
      if (window !== null && !window.isDestroyed()) window.close();
      window = null;
      return state();
    },
  };
}
