import { loadMap, type MapLoadResult } from '../../src/battle/map';
import { bagSource } from './map-files';

/**
 * The Web Worker that reads a map for the window (map-reader.ts): the one loader, off the page's
 * thread, so the window stays responsive and a read can be stopped by ending the worker. It says
 * `ready` first, so the page can tell a worker that never started (it then reads the map itself)
 * from one that stopped while reading.
 */
export interface MapJob {
  readonly name: string;
  readonly files: readonly (readonly [string, Uint8Array])[];
}

export type MapWorkerMessage = { readonly type: 'ready' } | { readonly type: 'result'; readonly result: MapLoadResult };

const scope = self as unknown as { onmessage: ((event: MessageEvent<MapJob>) => void) | null; postMessage(message: MapWorkerMessage): void };

scope.onmessage = (event) => {
  const job = event.data;
  void loadMap(job.name, bagSource({ name: job.name, files: new Map(job.files) })).then((result) => scope.postMessage({ type: 'result', result }));
};
scope.postMessage({ type: 'ready' });
