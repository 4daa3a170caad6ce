import type { OperationOutput, ValidatedInput } from '../src/contract';
import { openMapWithDialog, type ShowOpenDialog } from './map-dialog';
import type { MapLibrary } from './map-library';
import type { MapFileReader } from './map-process';

/**
 * What maps.* need from the host: the library folder, a file dialog and the reader that checks
 * the chosen map off the main process (map-process.ts; tests pass fakes, and without a reader
 * the map is read in this process).
 */
export interface MapHandlerDeps {
  readonly library: MapLibrary;
  readonly showOpenDialog: ShowOpenDialog;
  readonly reader?: MapFileReader;
}

/** The host side of maps.* (ipc.ts has already checked the sender and validated the payload). */
export function createMapHandlers(deps: MapHandlerDeps | undefined) {
  const need = (): MapHandlerDeps => {
    if (!deps) throw new Error('The map library is not available in this window.');
    return deps;
  };
  return {
    'maps.open': (): Promise<OperationOutput<'maps.open'>> => {
      const { showOpenDialog, reader } = need();
      return openMapWithDialog(showOpenDialog, reader ? (file) => reader.read(file) : undefined);
    },
    'maps.cancel': (): OperationOutput<'maps.cancel'> => ({ cancelled: need().reader?.cancel() ?? false }),
    'maps.list': async (): Promise<OperationOutput<'maps.list'>> => ({ ...(await need().library.list()), location: need().library.dir }),
    'maps.read': ({ id }: ValidatedInput<'maps.read'>): Promise<OperationOutput<'maps.read'>> => need().library.read(id),
    'maps.add': ({ entry, files }: ValidatedInput<'maps.add'>): Promise<OperationOutput<'maps.add'>> => need().library.add(entry, files),
    'maps.remove': ({ id }: ValidatedInput<'maps.remove'>): Promise<OperationOutput<'maps.remove'>> => need().library.remove(id),
  };
}
