import type { KeyValueStore, KvChange, StoredRecord } from './kv';

const DB_NAME = 'blacksite-saves';
const STORE = 'records';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB refused the request.'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('The browser aborted the write.'));
    tx.onerror = () => reject(tx.error ?? new Error('The browser refused the write.'));
  });
}

/**
 * Saved games in the browser's IndexedDB (issue 8 point 6): far more room than local storage, and
 * a transaction is atomic, so a closed tab or a crash mid-write leaves the old records or the new
 * ones, never a mix. The database opens on first use; a browser without IndexedDB refuses then.
 */
export function indexedDbKv(factory: IDBFactory | undefined): KeyValueStore {
  let opened: Promise<IDBDatabase> | undefined;
  const db = (): Promise<IDBDatabase> => {
    if (!factory) return Promise.reject(new Error('this browser does not let pages store data (IndexedDB is unavailable)'));
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(DB_NAME, 1);
      open.onupgradeneeded = () => {
        if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'));
      open.onblocked = () => reject(new Error('another Blacksite tab holds an older version of the saves database'));
    });
    opened.catch(() => {
      opened = undefined;
    });
    return opened;
  };
  return {
    async get(key) {
      const tx = (await db()).transaction(STORE, 'readonly');
      const value: unknown = await request(tx.objectStore(STORE).get(key));
      return isRecord(value) ? value : undefined;
    },
    async keys(prefix) {
      const tx = (await db()).transaction(STORE, 'readonly');
      // '\uffff' sorts after every character a key can hold here, so this is "starts with prefix".
      const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
      const keys = await request(tx.objectStore(STORE).getAllKeys(range));
      return keys.map(String).sort();
    },
    async commit(changes: readonly KvChange[]) {
      const tx = (await db()).transaction(STORE, 'readwrite', { durability: 'strict' });
      const store = tx.objectStore(STORE);
      for (const change of changes) {
        if ('put' in change) store.put(change.value, change.put);
        else store.delete(change.delete);
      }
      await done(tx);
    },
  };
}

function isRecord(value: unknown): value is StoredRecord {
  return typeof value === 'object' && value !== null && typeof (value as StoredRecord).text === 'string' && typeof (value as StoredRecord).storedAt === 'string';
}
