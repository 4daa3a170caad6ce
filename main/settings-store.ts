import { promises as fsp } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_SETTINGS,
  applySettingsPatch,
  readSettingsDocument,
  unreadableSettingsWarning,
  writeSettingsDocument,
  type SettingsPatch,
  type SettingsSnapshot,
} from '../src/contract';
import { nodeAtomicWriteFs, writeFileAtomically, type AtomicWriteFs } from './atomic-write';

export const SETTINGS_FILE_NAME = 'settings.json';
/** Where a damaged settings file is kept when the user's first change replaces it. */
export const DAMAGED_SETTINGS_FILE_NAME = 'settings.damaged.json';

export interface SettingsStoreFs extends AtomicWriteFs {
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  copyFile(from: string, to: string): Promise<void>;
}

export interface SettingsStoreOptions {
  /** The folder that holds settings.json (Electron's userData folder). */
  readonly dir: string;
  readonly fs?: SettingsStoreFs;
  /** Told once when the stored file cannot be used. */
  readonly warn?: (message: string) => void;
}

export interface SettingsStore {
  readonly filePath: string;
  get(): Promise<SettingsSnapshot>;
  /** Applies and stores a validated patch; rejects (store unchanged) if the file cannot be written. */
  set(patch: SettingsPatch): Promise<SettingsSnapshot>;
}

const nodeFs: SettingsStoreFs = { ...nodeAtomicWriteFs, readFile: fsp.readFile, copyFile: fsp.copyFile };

/**
 * Settings kept in one JSON file. A damaged file gives the defaults and a warning, and stays on
 * disk untouched until the user changes a setting; it is then kept beside as settings.damaged.json.
 */
export function createSettingsStore(options: SettingsStoreOptions): SettingsStore {
  const fs = options.fs ?? nodeFs;
  const filePath = path.join(options.dir, SETTINGS_FILE_NAME);
  let loaded: Promise<SettingsSnapshot> | undefined;
  // Writes run one after another, each from the result of the previous one, so two quick changes
  // can neither interleave on disk nor lose one another.
  let queue: Promise<unknown> = Promise.resolve();

  const load = async (): Promise<SettingsSnapshot> => {
    const snapshot = await readStored(fs, filePath);
    if (snapshot.warning !== null) options.warn?.(snapshot.warning);
    return snapshot;
  };
  const current = (): Promise<SettingsSnapshot> => (loaded ??= load());

  const set = async (patch: SettingsPatch): Promise<SettingsSnapshot> => {
    const before = await current();
    const settings = applySettingsPatch(before.settings, patch);
    if (before.warning !== null) await keepDamagedFile(fs, filePath);
    await writeFileAtomically(filePath, writeSettingsDocument(settings), fs);
    const after: SettingsSnapshot = { settings, warning: null };
    loaded = Promise.resolve(after);
    return after;
  };

  return {
    filePath,
    get: () => current(),
    set: (patch) => {
      const result = queue.then(() => set(patch));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

async function readStored(fs: SettingsStoreFs, filePath: string): Promise<SettingsSnapshot> {
  let text: string | null;
  try {
    text = await fs.readFile(filePath, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') text = null;
    else return { settings: DEFAULT_SETTINGS, warning: unreadableSettingsWarning(filePath, describeIoError(error)) };
  }
  return readSettingsDocument(text, filePath);
}

async function keepDamagedFile(fs: SettingsStoreFs, filePath: string): Promise<void> {
  await fs.copyFile(filePath, path.join(path.dirname(filePath), DAMAGED_SETTINGS_FILE_NAME)).catch(() => undefined);
}

function describeIoError(error: unknown): string {
  const code = errorCode(error);
  return code === undefined ? 'the file cannot be opened' : `the file cannot be opened: ${code}`;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
