import path from 'node:path';
import { addQuitStep, type SaveEnvelopeWire, type SaveQuitStep } from '../src/contract/index';
import { GAME_KINDS } from '../src/save/kinds/index';
import { createSaveCodec } from '../src/save/index';
import type { QuitKeeper } from './save-handlers';
import { createSaveStore, type SaveStore, type SaveWritten } from './save-store';

/**
 * Autosave on quit. The renderer's save controller hands over the game open in
 * the window as it changes (saves.keepForQuit: the whole game once, then only the commands played
 * since and the state after them); the host keeps it in memory only and writes it to the autosave
 * slot when the app quits, before any window is gone for good.
 */
export interface QuitAutosave extends QuitKeeper {
  /** Whether a game is waiting to be written on quit. */
  pending(): boolean;
  /** Writes the kept game to its autosave slot (null when none was kept). */
  flush(): Promise<SaveWritten | null>;
}

export function createQuitAutosave(store: Pick<SaveStore, 'autosave'>): QuitAutosave {
  let held: SaveEnvelopeWire | null = null;
  return {
    keep: (save) => {
      held = save;
    },
    step: (step: SaveQuitStep) => {
      const next = addQuitStep(held, step);
      if (next === null) return false;
      held = next;
      return true;
    },
    pending: () => held !== null,
    async flush() {
      const save = held;
      held = null;
      return save === null ? null : store.autosave(save);
    },
  };
}

/** The part of Electron's app this needs (tests pass an EventEmitter). */
export interface QuittingApp {
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
}

/** Holds the quit back until the kept game is on disk, then quits again (the second time nothing is pending). */
export function autosaveBeforeQuit(app: QuittingApp, keeper: QuitAutosave, warn: (message: string) => void): void {
  app.on('before-quit', (event) => {
    if (!keeper.pending()) return;
    event.preventDefault();
    keeper
      .flush()
      .then((written) => {
        if (written && !written.ok) warn(`Blacksite could not autosave the open game on quit: ${written.reason}`);
      })
      .catch((error: unknown) => warn(`Blacksite could not autosave the open game on quit (${String(error)}).`))
      .finally(() => app.quit());
  });
}

export interface SavesHost {
  readonly store: SaveStore;
  readonly quit: QuitAutosave;
  /** Settles once the start-up sweep is done (every store operation waits for it). */
  readonly ready: Promise<void>;
}

/**
 * The save store in <userData>/saves, the temp files of an interrupted write swept away, and the
 * quit keeper. Operations wait for the sweep: it removes every temp file, so a write running
 * beside it could lose its own.
 */
export function openSavesHost(userData: string, warn: (message: string) => void): SavesHost {
  const inner = createSaveStore({ dir: path.join(userData, 'saves'), codec: createSaveCodec(GAME_KINDS) });
  const ready = inner
    .sweepTemporaryFiles()
    .then((swept) => {
      if (swept > 0) warn(`Blacksite removed ${swept} unfinished save file(s) left by an interrupted write; the saves themselves are intact.`);
    })
    .catch((error: unknown) => warn(`Blacksite could not tidy the saves folder (${String(error)}).`));
  const after = <A extends unknown[], R>(op: (...args: A) => Promise<R>) => (...args: A): Promise<R> => ready.then(() => op(...args));
  const store: SaveStore = {
    dir: inner.dir,
    idFor: inner.idFor.bind(inner),
    list: after(inner.list.bind(inner)),
    read: after(inner.read.bind(inner)),
    write: after(inner.write.bind(inner)),
    autosave: after(inner.autosave.bind(inner)),
    delete: after(inner.delete.bind(inner)),
    listBackups: after(inner.listBackups.bind(inner)),
    restoreBackup: after(inner.restoreBackup.bind(inner)),
    listDeleted: after(inner.listDeleted.bind(inner)),
    sweepTemporaryFiles: after(inner.sweepTemporaryFiles.bind(inner)),
  };
  return { store, quit: createQuitAutosave(store), ready };
}
