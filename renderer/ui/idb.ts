/**
 * The IndexedDB plumbing shared by the browser build's stores (the saves of renderer/saves/idb-kv.ts
 * and the map library of renderer/maps/browser-maps.ts): one database with one object store, opened
 * on first use and opened again after a failure, and requests and transactions as promises.
 */

/** A request's result as a promise. */
export function idbRequest<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB refused the request.'));
  });
}

/** Resolves when the transaction has committed; rejects when the browser aborted or refused it. */
export function idbDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('The browser aborted the write.'));
    tx.onerror = () => reject(tx.error ?? new Error('The browser refused the write.'));
  });
}

export interface IdbStoreMessages {
  /** The browser has no IndexedDB at all. */
  readonly unavailable: string;
  /** The database did not open. */
  readonly failed: string;
  /** Another tab holds an older version open. */
  readonly blocked: string;
}

/**
 * The database `name` (version 1, holding the object store `store`), opened once and shared by every
 * caller; after a failure the next call tries again. `factory` may be missing at run time (a browser
 * with storage turned off), whatever its type says.
 */
export function idbOpener(factory: IDBFactory | undefined, name: string, store: string, messages: IdbStoreMessages): () => Promise<IDBDatabase> {
  let opened: Promise<IDBDatabase> | undefined;
  return () => {
    if (!factory) return Promise.reject(new Error(messages.unavailable));
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(name, 1);
      open.onupgradeneeded = () => {
        if (!open.result.objectStoreNames.contains(store)) open.result.createObjectStore(store);
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error(messages.failed));
      open.onblocked = () => reject(new Error(messages.blocked));
    });
    opened.catch(() => {
      opened = undefined;
    });
    return opened;
  };
}
