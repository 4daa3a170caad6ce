import { baseName, loadMap, memoryMapSource } from '../../src/battle/map';
import { checkSize, emptyLayers, layersOfMap, makeGrid, PICTURE_EXTENSION, PICTURE_LIMITS, PICTURE_MIME, readPictureHeader, type PaintLayers, type PictureGrid, type PictureType } from '../../src/maker';
import type { WorkerReply, WorkerRequest } from './picture-worker';

/**
 * A picture opened in the map maker: a PNG, JPEG or WebP file, or the picture inside a Universal
 * VTT export (whose grid, walls and doors come with it as a first grid and first paint). The
 * header is checked first (src/maker/picture-file.ts: one sentence refusing it, nothing kept);
 * the picture is decoded in the maker's worker. Its bytes are kept as they came: saving writes them
 * unchanged beside the map.
 */
export interface PictureSource {
  /** A file name for it beside the map ("harbour.png"). */
  readonly fileName: string;
  readonly title: string;
  readonly type: PictureType;
  readonly bytes: Uint8Array;
  readonly bitmap: ImageBitmap;
  /** A Universal VTT file's own grid and its walls and doors, painted. */
  readonly uvtt?: { readonly grid: PictureGrid; readonly layers: PaintLayers };
}

export type Opened<T> = T | { readonly problem: string };

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, (reply: WorkerReply) => void>();

type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

function ask(request: Request, transfer: Transferable[] = []): Promise<WorkerReply> {
  if (!worker) {
    worker = new Worker(new URL('./picture-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const done = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      done?.(e.data);
    };
  }
  const id = nextId++;
  const w = worker;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    w.postMessage({ ...request, id }, transfer);
  });
}

/** Decodes picture bytes in the worker; the decoded size is checked again (a header can lie). */
export async function decodePicture(bytes: Uint8Array, type: PictureType, name: string): Promise<Opened<ImageBitmap>> {
  const reply = await ask({ kind: 'decode', bytes, mime: PICTURE_MIME[type] });
  if (!reply.ok) return { problem: `${name}: ${reply.reason}` };
  if (!('bitmap' in reply)) return { problem: `${name} could not be read.` };
  const size = checkSize({ type, width: reply.bitmap.width, height: reply.bitmap.height }, name);
  if ('problem' in size) {
    reply.bitmap.close();
    return size;
  }
  return reply.bitmap;
}

/** Suggest walls in the worker, over a copy of the picture read at most MAX_READ pixels. */
export async function suggestInWorker(bitmap: ImageBitmap, grid: PictureGrid): Promise<Opened<{ cells: Uint8Array; ms: number }>> {
  const reply = await ask({ kind: 'suggest', bitmap, grid, scale: readScale(bitmap, grid) });
  if (!reply.ok) return { problem: reply.reason };
  return 'cells' in reply ? { cells: reply.cells, ms: reply.ms } : { problem: 'Suggest walls gave no answer.' };
}

/**
 * Picture pixels per pixel read: cells of about 16 px are plenty, and at most 4 megapixels are read
 * (a 4096 x 4096 picture at half size), but never cells under 8 px (suggest-walls.test.ts measures
 * the test picture read at full, half and quarter size).
 */
export function readScale(picture: { width: number; height: number }, grid: PictureGrid): number {
  const byCell = grid.cell / 16;
  const byArea = Math.sqrt((picture.width * picture.height) / 4_000_000);
  return Math.max(1, Math.min(Math.max(byCell, byArea), grid.cell / 8));
}

const UVTT = /\.(dd2vtt|df2vtt|uvtt)$/i;
const MB = 1024 * 1024;

export async function openPicture(file: File): Promise<Opened<PictureSource>> {
  const name = `The file "${file.name.slice(0, 60)}"`;
  const title = file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim() || 'New map';
  if (file.size > 2 * PICTURE_LIMITS.maxBytes) return { problem: `${name} is ${Math.ceil(file.size / MB)} MB; a map's picture may be at most ${PICTURE_LIMITS.maxBytes / MB} MB.` };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (UVTT.test(file.name) || bytes[0] === 0x7b) return openUvtt(file.name, bytes, title, name);
  const header = readPictureHeader(bytes, name);
  if ('problem' in header) return header;
  const bitmap = await decodePicture(bytes, header.type, name);
  if ('problem' in bitmap) return bitmap;
  return { fileName: `${fileBase(title)}.${PICTURE_EXTENSION[header.type]}`, title, type: header.type, bytes, bitmap };
}

/** A Universal VTT file (a library map, by its path) as a new map from its picture. */
export function openUvttBytes(fileName: string, bytes: Uint8Array): Promise<Opened<PictureSource>> {
  const title = baseName(fileName).replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim() || 'New map';
  return openUvtt(fileName, bytes, title, `The file "${baseName(fileName).slice(0, 60)}"`);
}

/** A Universal VTT file: its picture, its grid, and its walls and doors as the first paint. */
async function openUvtt(fileName: string, bytes: Uint8Array, title: string, name: string): Promise<Opened<PictureSource>> {
  const loaded = await loadMap(baseName(fileName), memoryMapSource({ [baseName(fileName)]: bytes }));
  if (!loaded.ok) return { problem: `${name}: ${loaded.reason}` };
  const map = loaded.map;
  const image = map.images[0]?.image;
  if (!image?.startsWith('data:')) return { problem: `${name} holds no picture (a Universal VTT file keeps its picture inside, as "image").` };
  const picture = Uint8Array.from(atob(image.slice(image.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  const header = readPictureHeader(picture, `The picture in ${name.slice(4)}`);
  if ('problem' in header) return header;
  const grid = makeGrid(header, { cell: map.tileWidth, offsetX: 0, offsetY: 0, metersPerCell: map.metersPerTile, columns: map.width, rows: map.height });
  if (typeof grid === 'string') return { problem: `${name}: its grid (${map.tileWidth} px a square) cannot be used: ${grid}` };
  const bitmap = await decodePicture(picture, header.type, name);
  if ('problem' in bitmap) return bitmap;
  // Its walls and doors are paint; the spawn zones the loader placed are not (the file has none).
  const read = layersOfMap(map);
  const layers = emptyLayers(grid.columns * grid.rows);
  for (let y = 0; y < Math.min(grid.rows, map.height); y++) {
    for (let x = 0; x < Math.min(grid.columns, map.width); x++) {
      layers.block[y * grid.columns + x] = read.block[y * map.width + x] ?? 0;
      layers.door[y * grid.columns + x] = read.door[y * map.width + x] ?? 0;
    }
  }
  return { fileName: `${fileBase(title)}.${PICTURE_EXTENSION[header.type]}`, title, type: header.type, bytes: picture, bitmap, uvtt: { grid, layers } };
}

/** A file name from a title: lower case, words joined by hyphens, at most 60 characters. */
export function fileBase(title: string): string {
  return title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'map';
}
