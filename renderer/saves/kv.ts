/**
 * The storage the browser save store runs on: string keys, records of text, and changes applied
 * all together or not at all. IndexedDB provides it in the browser (idb-kv.ts); memoryKv serves
 * the unit tests.
 */
export interface StoredRecord {
  readonly text: string;
  /** When the record was stored (ISO instant): a backup's date on the load screen. */
  readonly storedAt: string;
}

export type KvChange = { readonly put: string; readonly value: StoredRecord } | { readonly delete: string };

export interface KeyValueStore {
  get(key: string): Promise<StoredRecord | undefined>;
  /** Every key that starts with `prefix`, sorted. */
  keys(prefix: string): Promise<string[]>;
  /** One transaction: after a crash either every change is there or none is. */
  commit(changes: readonly KvChange[]): Promise<void>;
}

/** A KeyValueStore in memory (tests; `failNext` makes the next commit fail, as a full disk would). */
export function memoryKv(): KeyValueStore & { readonly data: Map<string, StoredRecord>; failNext(error: Error): void } {
  const data = new Map<string, StoredRecord>();
  let failure: Error | undefined;
  return {
    data,
    failNext: (error) => {
      failure = error;
    },
    get: (key) => Promise.resolve(data.get(key)),
    keys: (prefix) => Promise.resolve([...data.keys()].filter((k) => k.startsWith(prefix)).sort()),
    commit: (changes) => {
      if (failure) {
        const error = failure;
        failure = undefined;
        return Promise.reject(error);
      }
      for (const change of changes) {
        if ('put' in change) data.set(change.put, change.value);
        else data.delete(change.delete);
      }
      return Promise.resolve();
    },
  };
}
