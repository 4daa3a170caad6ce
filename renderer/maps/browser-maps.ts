import type { BlacksiteApi } from '../../src/contract';
import { MapAddSchema, MapEntrySchema, MapFilesSchema, MapRefSchema, type MapEntry } from '../../src/contract/maps';
import { idbDone, idbOpener, idbRequest } from '../ui/idb';
import { bagOfFiles, base64OfBytes, bytesOfBase64, mapFilesOfBag } from './map-files';

/**
 * maps.* for the browser build: the library in IndexedDB (one record per map: its entry and its
 * files), and "Open map…" as a file picker — the browser lets a page read only the files the user
 * gives it, so the map is picked together with its tilesets, templates and images.
 */
const DB_NAME = 'blacksite-maps';
const STORE = 'maps';
const WHERE = "this browser's storage";

interface StoredMap {
  readonly entry: MapEntry;
  /** Each file's bytes as a Blob (IndexedDB keeps a Blob beside the record: a 20 MB picture stores in a fifth of the time of its base64 text); records stored before keep base64 text. */
  readonly files: { readonly name: string; readonly files: readonly { readonly path: string; readonly data: string | Blob }[] };
}

/** The picker: resolves with the chosen files, or null when the user cancels. */
export function pickFiles(doc: Document): Promise<File[] | null> {
  return new Promise((resolve) => {
    const input = doc.createElement('input');
    input.type = 'file';
    input.multiple = true;
    input.accept = '.tmx,.tmj,.json,.tsx,.tsj,.tx,.tj,.dd2vtt,.df2vtt,.uvtt,.png,.jpg,.jpeg,.webp,.gif';
    input.addEventListener('change', () => resolve(input.files ? [...input.files] : null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/** A stored record's files with their bytes as base64 again (the contract's form), whatever form they were kept in. */
async function asText(stored: StoredMap['files'] | undefined): Promise<unknown> {
  const list: readonly unknown[] | undefined = stored && Array.isArray(stored.files) ? stored.files : undefined;
  if (!stored || !list) return stored;
  const files = await Promise.all(
    list.map(async (f) => {
      const file = f as { path?: unknown; data?: unknown };
      return { path: file.path, data: file.data instanceof Blob ? base64OfBytes(new Uint8Array(await file.data.arrayBuffer())) : file.data };
    }),
  );
  return { name: stored.name, files };
}

export function createBrowserMaps(win: Window): BlacksiteApi['maps'] {
  const db = idbOpener(win.indexedDB, DB_NAME, STORE, {
    unavailable: 'This browser does not let pages store data (IndexedDB is unavailable), so it cannot keep a map library.',
    failed: 'The map library could not be opened.',
    blocked: 'Another Blacksite tab holds an older version of the map library open; close it and try again.',
  });
  return {
    open: async () => {
      const files = await pickFiles(win.document);
      if (!files || files.length === 0) return null;
      const bag = await bagOfFiles(files);
      if (!bag) throw new Error('None of the chosen files is a map (a .tmx, .tmj or .json Tiled map, or a .dd2vtt, .df2vtt or .uvtt file).');
      return mapFilesOfBag(bag, [...bag.files.keys()]);
    },
    // Opening here only reads the picked files; the map is checked in a Web Worker (map-reader.ts),
    // which the set-up screen stops itself, so there is nothing here to cancel.
    cancel: () => Promise.resolve({ cancelled: false }),
    list: async () => {
      const tx = (await db()).transaction(STORE, 'readonly');
      const all = (await idbRequest(tx.objectStore(STORE).getAll())) as unknown[];
      const maps: MapEntry[] = [];
      const unreadable: { id: string; reason: string }[] = [];
      for (const record of all) {
        const entry = MapEntrySchema.safeParse((record as Partial<StoredMap> | null)?.entry);
        if (entry.success) maps.push(entry.data);
        else unreadable.push({ id: '?', reason: 'A library entry in this browser is damaged.' });
      }
      maps.sort((a, b) => b.addedAt.localeCompare(a.addedAt) || a.title.localeCompare(b.title));
      return { maps, unreadable, location: WHERE };
    },
    read: async (ref) => {
      const { id } = MapRefSchema.parse(ref);
      const tx = (await db()).transaction(STORE, 'readonly');
      const record = (await idbRequest(tx.objectStore(STORE).get(id))) as Partial<StoredMap> | undefined;
      const files = MapFilesSchema.safeParse(await asText(record?.files));
      if (!files.success) throw new Error('That map is not in the library any more (it may have been removed).');
      return files.data;
    },
    add: async (input) => {
      const parsed = MapAddSchema.safeParse(input);
      if (!parsed.success) throw new Error('That map cannot be added to the library (its files or summary are not valid).');
      const tx = (await db()).transaction(STORE, 'readwrite', { durability: 'strict' });
      const files = { name: parsed.data.files.name, files: parsed.data.files.files.map((f) => ({ path: f.path, data: new Blob([bytesOfBase64(f.data) as BlobPart]) })) };
      tx.objectStore(STORE).put({ entry: parsed.data.entry, files } satisfies StoredMap, parsed.data.entry.id);
      try {
        await idbDone(tx);
      } catch {
        throw new Error("The map could not be added to the library: this browser's storage is full or disabled.");
      }
      return { id: parsed.data.entry.id };
    },
    remove: async (ref) => {
      const { id } = MapRefSchema.parse(ref);
      const tx = (await db()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).delete(id);
      await idbDone(tx);
      return { id };
    },
  };
}
