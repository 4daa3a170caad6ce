import type { OperationOutput, ValidatedInput } from '../src/contract';
import { openMapWithDialog, type ShowOpenDialog } from './map-dialog';
import type { MapLibrary } from './map-library';

/** What maps.* need from the host: the library folder and a file dialog (tests pass fakes). */
export interface MapHandlerDeps {
  readonly library: MapLibrary;
  readonly showOpenDialog: ShowOpenDialog;
}

/** The host side of maps.* (ipc.ts has already checked the sender and validated the payload). */
export function createMapHandlers(deps: MapHandlerDeps | undefined) {
  const need = (): MapHandlerDeps => {
    if (!deps) throw new Error('The map library is not available in this window.');
    return deps;
  };
  return {
    'maps.open': (): Promise<OperationOutput<'maps.open'>> => openMapWithDialog(need().showOpenDialog),
    'maps.list': async (): Promise<OperationOutput<'maps.list'>> => ({ ...(await need().library.list()), location: need().library.dir }),
    'maps.read': ({ id }: ValidatedInput<'maps.read'>): Promise<OperationOutput<'maps.read'>> => need().library.read(id),
    'maps.add': ({ entry, files }: ValidatedInput<'maps.add'>): Promise<OperationOutput<'maps.add'>> => need().library.add(entry, files),
    'maps.remove': ({ id }: ValidatedInput<'maps.remove'>): Promise<OperationOutput<'maps.remove'>> => need().library.remove(id),
  };
}
