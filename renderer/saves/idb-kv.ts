import { idbDone, idbOpener, idbRequest } from '../ui/idb';
import type { KeyValueStore, KvChange, StoredRecord } from './kv';

const DB_NAME = 'blacksite-saves';
const STORE = 'records';

/**
 * Saved games in the browser's IndexedDB: far more room than local storage, and
 * a transaction is atomic, so a closed tab or a crash mid-write leaves the old records or the new
 * ones, never a mix. The database opens on first use; a browser without IndexedDB refuses then.
 */
export function indexedDbKv(factory: IDBFactory | undefined): KeyValueStore {
  const db = idbOpener(factory, DB_NAME, STORE, {
    unavailable: 'this browser does not let pages store data (IndexedDB is unavailable)',
    failed: 'IndexedDB could not be opened',
    blocked: 'another Blacksite tab holds an older version of the saves database',
  });
  return {
    async get(key) {
      const tx = (await db()).transaction(STORE, 'readonly');
      const value: unknown = await idbRequest(tx.objectStore(STORE).get(key));
      return isRecord(value) ? value : undefined;
    },
    async keys(prefix) {
      const tx = (await db()).transaction(STORE, 'readonly');
      // '\uffff' sorts after every character a key can hold here, so this is "starts with prefix".
      const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
      const keys = await idbRequest(tx.objectStore(STORE).getAllKeys(range));
      return keys.map(String).sort();
    },
    async commit(changes: readonly KvChange[]) {
      const tx = (await db()).transaction(STORE, 'readwrite', { durability: 'strict' });
      const store = tx.objectStore(STORE);
      for (const change of changes) {
        if ('put' in change) store.put(change.value, change.put);
        else store.delete(change.delete);
      }
      await idbDone(tx);
    },
  };
}

function isRecord(value: unknown): value is StoredRecord {
  return typeof value === 'object' && value !== null && typeof (value as StoredRecord).text === 'string' && typeof (value as StoredRecord).storedAt === 'string';
}
