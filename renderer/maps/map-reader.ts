import { loadMap, type MapLoadResult } from '../../src/battle/map';
import { bagSource, type FileBag } from './map-files';
import type { MapJob, MapWorkerMessage } from './map-worker';

/**
 * A map read for the window, off its thread: one Web Worker per read (map-worker.ts), ended when
 * the read is done, cancelled (`signal`) or past READ_BUDGET_MS. The loader's limits (docs/maps.md
 * "Limits") keep every map well inside the budget; the budget and the worker are for whatever they
 * miss, so that no map can freeze the window. Where no worker can start (unit tests under Node, a
 * page whose policy forbids workers) the map is read on the page's thread, as before.
 */
export const CANCELLED = { ok: false, cancelled: true, reason: 'You stopped reading the map; it was not added to your maps.' } as const;

export type ReadResult = MapLoadResult | typeof CANCELLED;

export const READ_BUDGET_MS = 30_000;

export type MakeWorker = () => Worker;

const browserWorker: MakeWorker | undefined =
  typeof Worker === 'undefined' ? undefined : () => new Worker(new URL('./map-worker.ts', import.meta.url), { type: 'module', name: 'Blacksite map reader' });

export interface ReadOptions {
  readonly signal?: AbortSignal;
  readonly makeWorker?: MakeWorker | undefined;
  readonly budgetMs?: number;
}

const onThisThread = (bag: FileBag): Promise<MapLoadResult> => loadMap(bag.name, bagSource(bag));

export function readMapOffThread(bag: FileBag, options: ReadOptions = {}): Promise<ReadResult> {
  const { signal, makeWorker = browserWorker, budgetMs = READ_BUDGET_MS } = options;
  if (signal?.aborted) return Promise.resolve(CANCELLED);
  if (!makeWorker) return onThisThread(bag);
  let worker: Worker;
  try {
    worker = makeWorker();
  } catch {
    return onThisThread(bag);
  }
  return new Promise<ReadResult>((resolve) => {
    let started = false;
    let done = false;
    const finish = (result: ReadResult | Promise<ReadResult>): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      worker.terminate();
      resolve(result);
    };
    const abort = (): void => finish(CANCELLED);
    const timer = setTimeout(() => finish({ ok: false, reason: `The map took more than ${budgetMs / 1000} seconds to read, so Blacksite stopped reading it.` }), budgetMs);
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<MapWorkerMessage>) => {
      if (event.data.type === 'ready') started = true;
      else finish(event.data.result);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      // A worker that never started (a policy, a missing file): read here rather than not at all.
      finish(started ? { ok: false, reason: 'The map could not be read: its reader stopped before it finished.' } : onThisThread(bag));
    };
    const job: MapJob = { name: bag.name, files: [...bag.files.entries()] };
    worker.postMessage(job);
  });
}
