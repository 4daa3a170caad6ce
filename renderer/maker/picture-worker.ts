import type { PictureGrid } from '../../src/maker/grid';
import { suggestWalls } from '../../src/maker/suggest-walls';

/**
 * The map maker's worker (DESIGN.md: pictures for the map maker are decoded with createImageBitmap
 * and read with an OffscreenCanvas off the main thread): decoding a picture, and Suggest walls over
 * its pixels, so a 4096 x 4096 picture never freezes the window.
 */
export type WorkerRequest =
  | { readonly id: number; readonly kind: 'decode'; readonly bytes: Uint8Array; readonly mime: string }
  | { readonly id: number; readonly kind: 'suggest'; readonly bitmap: ImageBitmap; readonly grid: PictureGrid; readonly scale: number };

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly bitmap: ImageBitmap }
  | { readonly id: number; readonly ok: true; readonly cells: Uint8Array; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly reason: string };

interface Scope {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply, transfer?: Transferable[]): void;
}
const scope = globalThis as unknown as Scope;

scope.onmessage = (e) => {
  const msg = e.data;
  if (msg.kind === 'decode') {
    createImageBitmap(new Blob([msg.bytes as BlobPart], { type: msg.mime })).then(
      (bitmap) => scope.postMessage({ id: msg.id, ok: true, bitmap }, [bitmap]),
      () => scope.postMessage({ id: msg.id, ok: false, reason: 'The picture could not be read: the file is damaged or cut off.' }),
    );
    return;
  }
  const started = performance.now();
  const w = Math.max(1, Math.round(msg.bitmap.width / msg.scale));
  const h = Math.max(1, Math.round(msg.bitmap.height / msg.scale));
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) {
    scope.postMessage({ id: msg.id, ok: false, reason: 'This browser cannot read the picture\'s pixels (no OffscreenCanvas 2D).' });
    return;
  }
  // Picture pixels per pixel read (before close(): a closed bitmap is 0 x 0).
  const scale = msg.bitmap.width / w;
  ctx.drawImage(msg.bitmap, 0, 0, w, h);
  msg.bitmap.close();
  const pixels = ctx.getImageData(0, 0, w, h);
  const { cells } = suggestWalls({ width: w, height: h, data: pixels.data }, msg.grid, scale);
  scope.postMessage({ id: msg.id, ok: true, cells, ms: performance.now() - started }, [cells.buffer]);
};
