import { readMapFiles } from './map-dialog';
import type { MapWorkerReply } from './map-process';

// The Electron utility process behind "Open map…" (main/map-process.ts): reads one map with the
// one loader and the same file rules as `blacksite map check`, answers once, and is then stopped.
// Nothing here runs in the main process, so no map can stall a window.
process.parentPort.once('message', (event) => {
  const file = (event.data as { file?: unknown } | null)?.file;
  const reply = (answer: MapWorkerReply): void => process.parentPort.postMessage(answer);
  if (typeof file !== 'string') {
    reply({ ok: false, reason: 'The map reader was asked for no file.' });
    return;
  }
  readMapFiles(file).then(
    (files) => reply({ ok: true, files }),
    (error: unknown) => reply({ ok: false, reason: error instanceof Error ? error.message : 'The map could not be read.' }),
  );
});
