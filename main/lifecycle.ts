import { app, BrowserWindow, dialog, session, utilityProcess } from 'electron';
import path from 'node:path';
import type { AppInfo } from '../src/contract';
import { registerAppScheme, serveAppProtocol } from './app-protocol';
import { createGmWindow } from './gm-window';
import { createHandlers } from './handlers';
import { MAP_DIALOG_FILTERS } from './map-dialog';
import { createMapLibrary } from './map-library';
import { createMapProcessReader } from './map-process';
import { registerIpcHandlers } from './ipc';
import { APP_PAGES, devPages } from './pages';
import { createProjectorController } from './projector';
import { autosaveBeforeQuit, openSavesHost } from './quit-autosave';
import { agentFileSchema } from '../src/agents/agent-file';
import { createRosterStore } from './save-roster';
import { createCampaignStore } from './campaign-store';
import { denyAllPermissions, hardenWebContents } from './security';
import { createSettingsStore, type SettingsStore } from './settings-store';

/** Where the packaged (or built) files are, relative to the app root (the asar, or the project folder). */
export function appPaths(appRoot: string): { readonly distDir: string; readonly preloadPath: string; readonly mapWorkerPath: string } {
  return {
    distDir: path.join(appRoot, 'dist'),
    preloadPath: path.join(appRoot, 'build', 'node', 'preload.cjs'),
    mapWorkerPath: path.join(appRoot, 'build', 'node', 'map-worker.js'),
  };
}

/** Everything that must happen before Electron is ready. */
export function configureBeforeReady(): void {
  // Without a GPU, Chromium may drop WebGL entirely and PixiJS would fall back to its slow
  // canvas renderer; SwiftShader keeps WebGL available (TOOLCHAIN.md).
  app.commandLine.appendSwitch('enable-unsafe-swiftshader');
  // Every renderer sandboxed, whatever a window's options say (security checklist).
  app.enableSandbox();
  registerAppScheme();
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
}

function appInfo(store: SettingsStore): AppInfo {
  return {
    name: 'Blacksite',
    version: app.getVersion(),
    runtime: 'desktop',
    platform: process.platform,
    electronVersion: process.versions.electron ?? null,
    chromeVersion: process.versions.chrome ?? null,
    settingsLocation: store.filePath,
  };
}

/** After ready: lock the session, serve the app, wire IPC, open the GM window. */
export function startApp(): BrowserWindow {
  const { distDir, preloadPath, mapWorkerPath } = appPaths(app.getAppPath());
  denyAllPermissions(session.defaultSession);
  serveAppProtocol(distDir);
  const settings = createSettingsStore({ dir: app.getPath('userData'), warn: (message) => console.warn(message) });
  const dev = devPages(process.env.BLACKSITE_DEV_URL, app.isPackaged);
  if (dev !== null) console.warn(`Blacksite: loading the renderer from the dev server at ${dev.origin}.`);
  const pages = dev ?? APP_PAGES;
  // Electron security checklist: no DevTools in a packaged build (the windows cannot open them).
  const devTools = !app.isPackaged;
  const projector = createProjectorController(preloadPath, pages, devTools);
  const saves = openSavesHost(app.getPath('userData'), (message) => console.warn(message));
  autosaveBeforeQuit(app, saves.quit, (message) => console.warn(message));
  const campaigns = createCampaignStore({ dir: path.join(app.getPath('userData'), 'campaigns') });
  // Temp files a crash left mid-write (the old version stands beside them).
  void campaigns.sweepTemporaryFiles().catch((error: unknown) => console.warn(`Blacksite: could not tidy the campaigns folder (${String(error)}).`));
  registerIpcHandlers(
    createHandlers({
      settings,
      projector,
      appInfo: () => appInfo(settings),
      quit: () => setImmediate(() => app.quit()),
      roster: createRosterStore({ dir: path.join(app.getPath('userData'), 'roster'), schema: agentFileSchema }),
      saves,
      campaigns,
      maps: {
        library: createMapLibrary(path.join(app.getPath('userData'), 'maps')),
        // Each map opened is read in a utility process with a time and memory budget, never here.
        reader: createMapProcessReader({ fork: (p, args, options) => utilityProcess.fork(p, args, options), metrics: () => app.getAppMetrics(), modulePath: mapWorkerPath }),
        showOpenDialog: () => {
          const options = { title: 'Open a battle map', properties: ['openFile' as const], filters: MAP_DIALOG_FILTERS };
          const parent = BrowserWindow.getFocusedWindow();
          return parent ? dialog.showOpenDialog(parent, options) : dialog.showOpenDialog(options);
        },
      },
    }),
    pages,
  );
  const gm = createGmWindow(preloadPath, pages, devTools);
  // The projector shows nothing without the GM window driving it.
  gm.on('closed', () => projector.close());
  app.on('window-all-closed', () => app.quit());
  return gm;
}

/** The whole desktop app; electron-main.ts only calls this. */
export function runElectronApp(): void {
  // Two copies would write the same settings and saves; the second one hands over to the first.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  configureBeforeReady();
  let gm: BrowserWindow | null = null;
  app.on('second-instance', () => {
    if (gm === null || gm.isDestroyed()) return;
    if (gm.isMinimized()) gm.restore();
    gm.focus();
  });
  app
    .whenReady()
    .then(() => {
      gm = startApp();
    })
    .catch((error: unknown) => {
      console.error('Blacksite could not start:', error);
      app.exit(1);
    });
}
