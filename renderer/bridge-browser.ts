import {
  SettingsPatchSchema,
  applySettingsPatch,
  readSettingsDocument,
  writeSettingsDocument,
  type BlacksiteApi,
  type ProjectorState,
} from '../src/contract';
import { createBrowserRoster } from './characters/browser-roster';
import { createBrowserMaps } from './maps/browser-maps';
import { createBrowserSaves } from './saves/browser-saves';
import { createBrowserCampaigns } from './campaign/browser-campaigns';
import { schemaRefusal } from '../src/core/plain-issue';
import { indexedDbKv } from './saves/idb-kv';

const SETTINGS_KEY = 'blacksite.settings';
const WHERE = "this browser's storage";

/** The browser build's side of the contract: settings in local storage, the projector as a second tab. */
export function createBrowserApi(win: Window): BlacksiteApi {
  let projector: Window | null = null;
  const projectorState = (): ProjectorState => ({
    open: projector !== null && !projector.closed,
    onSecondDisplay: false,
    fullscreen: false,
    displayCount: 1,
  });
  const readSettings = () => readSettingsDocument(win.localStorage.getItem(SETTINGS_KEY), WHERE);

  return {
    app: {
      info: () =>
        Promise.resolve({
          name: 'Blacksite',
          version: __APP_VERSION__,
          runtime: 'browser',
          platform: win.navigator.platform,
          electronVersion: null,
          chromeVersion: null,
          settingsLocation: WHERE,
        }),
      quit: () => Promise.reject(new Error('The browser build cannot quit itself; close this tab instead.')),
    },
    // Local storage answers at once; as over IPC, every refusal is a rejected promise.
    settings: {
      get: () => Promise.resolve(readSettings()),
      set: (patch) => {
        const parsed = SettingsPatchSchema.safeParse(patch);
        if (!parsed.success) return Promise.reject(new Error(schemaRefusal('Those settings were refused', parsed.error, { input: patch })));
        const next = applySettingsPatch(readSettings().settings, parsed.data);
        try {
          win.localStorage.setItem(SETTINGS_KEY, writeSettingsDocument(next));
        } catch {
          return Promise.reject(new Error("The settings could not be stored: this browser's storage is full or disabled."));
        }
        return Promise.resolve({ settings: next, warning: null });
      },
    },
    projector: {
      open: () => {
        if (!projector || projector.closed) {
          const url = new URL(win.location.href);
          url.hash = '#/projector';
          projector = win.open(url.toString(), 'blacksite-projector');
        }
        projector?.focus();
        return Promise.resolve(projectorState());
      },
      close: () => {
        projector?.close();
        projector = null;
        return Promise.resolve(projectorState());
      },
    },
    roster: createBrowserRoster(win.localStorage),
    saves: createBrowserSaves(win),
    maps: createBrowserMaps(win),
    campaigns: createBrowserCampaigns(indexedDbKv(win.indexedDB), () => new Date()),
  };
}
