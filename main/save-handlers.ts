import type { OperationOutput, SaveEnvelopeWire, SaveQuitStep, ValidatedInput } from '../src/contract';
import type { SaveStore } from './save-store';

/** The part of main/save-store.ts the saves.* operations use (tests pass the real store over a temp folder). */
export type SaveBackend = Pick<SaveStore, 'dir' | 'list' | 'read' | 'write' | 'autosave' | 'delete' | 'listBackups' | 'restoreBackup' | 'listDeleted'>;

/** Holds the game open in the window so quitting can autosave it (quit-autosave.ts). */
export interface QuitKeeper {
  /** The whole game (null: none open). */
  keep(save: SaveEnvelopeWire | null): void;
  /** What changed since the last hand-over; false when it does not follow the game held. */
  step(step: SaveQuitStep): boolean;
}

/** A refusal travels back to the renderer as its sentence (ipc.ts turns a thrown sentence into a refused reply). */
function orRefuse<T extends { ok: true }>(r: T | { readonly ok: false; readonly reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r;
}

export interface SaveHandlerDeps {
  readonly store: SaveBackend;
  readonly quit: QuitKeeper;
}

/** The host side of saves.*: the atomic save store of main/save-store.ts. */
export function createSaveHandlers(deps: SaveHandlerDeps | undefined) {
  const saves = (): SaveHandlerDeps => {
    if (!deps) throw new Error('Saved games are not available in this window.');
    return deps;
  };
  return {
    'saves.list': async (): Promise<OperationOutput<'saves.list'>> => {
      const { store } = saves();
      return { saves: await store.list(), deleted: await store.listDeleted(), location: store.dir };
    },
    'saves.read': async ({ id }: ValidatedInput<'saves.read'>): Promise<OperationOutput<'saves.read'>> => {
      const r = await saves().store.read(id);
      if (!r.ok) {
        // A damaged file: say what can still be done about it.
        const more = r.backups > 0 ? ` ${r.backups === 1 ? 'One earlier version' : `${r.backups} earlier versions`} can be restored from its backups.` : '';
        throw new Error(`${r.reason}${more}`);
      }
      return { id: r.id, save: r.save, replay: r.replay, migratedFrom: r.migratedFrom };
    },
    'saves.write': async ({ name, save }: ValidatedInput<'saves.write'>): Promise<OperationOutput<'saves.write'>> => ({
      id: orRefuse(await saves().store.write(name, save)).id,
    }),
    'saves.autosave': async ({ save }: ValidatedInput<'saves.autosave'>): Promise<OperationOutput<'saves.autosave'>> => ({
      id: orRefuse(await saves().store.autosave(save)).id,
    }),
    'saves.keepForQuit': (input: ValidatedInput<'saves.keepForQuit'>): OperationOutput<'saves.keepForQuit'> => {
      const { quit } = saves();
      if ('step' in input) return { kept: quit.step(input.step) };
      quit.keep(input.save);
      return { kept: true };
    },
    'saves.delete': async ({ id }: ValidatedInput<'saves.delete'>): Promise<OperationOutput<'saves.delete'>> => ({
      id: orRefuse(await saves().store.delete(id)).id,
    }),
    'saves.backups': async ({ id }: ValidatedInput<'saves.backups'>): Promise<OperationOutput<'saves.backups'>> => {
      const backups = await saves().store.listBackups(id);
      if (!Array.isArray(backups)) throw new Error(backups.reason);
      return { id, backups };
    },
    'saves.restoreBackup': async ({ id, backupId }: ValidatedInput<'saves.restoreBackup'>): Promise<OperationOutput<'saves.restoreBackup'>> => ({
      id: orRefuse(await saves().store.restoreBackup(id, backupId)).id,
    }),
  };
}
