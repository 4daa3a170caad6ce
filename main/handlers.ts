import type { AppInfo } from '../src/contract';
import type { Handlers } from './ipc';
import type { ProjectorController } from './projector';
import { createMapHandlers, type MapHandlerDeps } from './map-handlers';
import { createCampaignHandlers } from './campaign-handlers';
import type { CampaignStore } from './campaign-store';
import { createRosterHandlers, type RosterBackend } from './roster-handlers';
import { createSaveHandlers, type SaveHandlerDeps } from './save-handlers';
import type { SettingsStore } from './settings-store';

export interface HandlerDeps {
  readonly settings: SettingsStore;
  readonly projector: ProjectorController;
  readonly appInfo: () => AppInfo;
  /** Quits after the current IPC reply has been sent. */
  readonly quit: () => void;
  /** The agent roster on disk (main/save-roster.ts); without it roster.* refuse with a sentence. */
  readonly roster?: RosterBackend;
  /** The saved games on disk and the quit autosave (main/quit-autosave.ts); without them saves.* refuse with a sentence. */
  readonly saves?: SaveHandlerDeps;
  /** The map library and the "Open map…" dialog (main/map-handlers.ts); without them maps.* refuse with a sentence. */
  readonly maps?: MapHandlerDeps;
  /** The campaigns on disk (main/campaign-store.ts); without them campaigns.* refuse with a sentence. */
  readonly campaigns?: CampaignStore;
}

/** The host side of every contract operation (one line each; ipc.ts has already checked sender and input). */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    'app.info': () => deps.appInfo(),
    'app.quit': () => {
      deps.quit();
      return undefined;
    },
    'settings.get': () => deps.settings.get(),
    'settings.set': (patch) => deps.settings.set(patch).catch(cannot('save your settings')),
    'projector.open': () => deps.projector.open(),
    'projector.close': () => deps.projector.close(),
    ...createRosterHandlers(deps.roster),
    ...createSaveHandlers(deps.saves),
    ...createMapHandlers(deps.maps),
    ...createCampaignHandlers(deps.campaigns),
  };
}

function cannot(what: string): (error: unknown) => never {
  return (error) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Blacksite could not ${what} (${reason}).`);
  };
}
