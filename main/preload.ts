import { contextBridge, ipcRenderer } from 'electron';
import { API_GLOBAL_NAME } from '../src/contract/api';
import type { BlacksiteApi, OperationInput, OperationName, OperationOutput } from '../src/contract';
import { unwrapReply } from '../src/contract/wire';

// Imports name files, not the contract index, so zod stays out of this sandboxed bundle: the
// main process validates every payload anyway.

function call<N extends OperationName>(name: N, input?: OperationInput<N>): Promise<OperationOutput<N>> {
  return ipcRenderer.invoke(name, input).then((reply: unknown) => unwrapReply<OperationOutput<N>>(reply));
}

/** One line per contract operation and nothing else: no ipcRenderer, no generic send. */
const api: BlacksiteApi = {
  app: {
    info: () => call('app.info'),
    quit: () => call('app.quit'),
  },
  settings: {
    get: () => call('settings.get'),
    set: (patch) => call('settings.set', patch),
  },
  projector: {
    open: () => call('projector.open'),
    close: () => call('projector.close'),
  },
  roster: {
    list: () => call('roster.list'),
    read: (ref) => call('roster.read', ref),
    write: (entry) => call('roster.write', entry),
    delete: (ref) => call('roster.delete', ref),
  },
  saves: {
    list: () => call('saves.list'),
    read: (ref) => call('saves.read', ref),
    write: (input) => call('saves.write', input),
    autosave: (input) => call('saves.autosave', input),
    keepForQuit: (input) => call('saves.keepForQuit', input),
    delete: (ref) => call('saves.delete', ref),
    backups: (ref) => call('saves.backups', ref),
    restoreBackup: (ref) => call('saves.restoreBackup', ref),
  },
  maps: {
    open: () => call('maps.open'),
    cancel: () => call('maps.cancel'),
    list: () => call('maps.list'),
    read: (ref) => call('maps.read', ref),
    add: (input) => call('maps.add', input),
    remove: (ref) => call('maps.remove', ref),
  },
  campaigns: {
    list: () => call('campaigns.list'),
    read: (ref) => call('campaigns.read', ref),
    write: (entry) => call('campaigns.write', entry),
    delete: (ref) => call('campaigns.delete', ref),
    backups: (ref) => call('campaigns.backups', ref),
    restoreBackup: (ref) => call('campaigns.restoreBackup', ref),
  },
};

contextBridge.exposeInMainWorld(API_GLOBAL_NAME, api);
