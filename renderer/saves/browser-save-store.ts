import {
  addQuitStep,
  checkOperationInput,
  saveIdFor,
  autosaveIdFor,
  type BlacksiteApi,
  type OperationName,
  type SaveBackup,
  type SaveEnvelopeWire,
  type SaveListing,
  type ValidatedInput,
} from '../../src/contract';
import { MAX_SAVE_BYTES, serializeSave, type SaveCodec } from '../../src/save/index';
import type { KeyValueStore, KvChange } from './kv';

export const BROWSER_SAVES_LOCATION = "this browser's storage";
/** As on the desktop (main/save-store.ts): the last 5 versions of every save. */
export const KEEP_BACKUPS = 5;
const SAVE = 'save/';
const BACKUP = 'backup/';

export interface BrowserSaveStoreOptions {
  readonly kv: KeyValueStore;
  readonly codec: SaveCodec;
  readonly now: () => Date;
  /**
   * Called once with a function that writes the game kept by keepForQuit; the bridge runs it when
   * the tab is hidden or closed (the browser's "quit"). A closing tab may be stopped before the
   * write ends, so the autosaves after every round and turn are what a browser game relies on.
   */
  readonly onLeave?: (flush: () => Promise<void>) => void;
}

type Saves = BlacksiteApi['saves'];

function valid<N extends OperationName>(name: N, raw: unknown): ValidatedInput<N> {
  const checked = checkOperationInput(name, raw);
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

function lowerFirst(sentence: string): string {
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/**
 * The browser build's saves.*: the same contract and the same codec checks as the
 * desktop store, on IndexedDB. Nothing broken is ever stored: every write is checked down to the
 * game's own schemas first; the version it replaces becomes a backup in the same transaction.
 */
export function createBrowserSaveStore(options: BrowserSaveStoreOptions): Saves {
  const { kv, codec } = options;
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
  const numberOf = (key: string): number => Number(key.slice(key.lastIndexOf('/') + 1));
  /** Oldest first, compared as numbers (past 999,999 versions the keys grow a digit). */
  const backupKeys = async (id: string): Promise<string[]> =>
    (await kv.keys(`${BACKUP}${id}/`)).filter((k) => /\/[0-9]{6,9}$/.test(k)).sort((a, b) => numberOf(a) - numberOf(b));
  const storageProblem = (error: unknown, what: string): Error => {
    const why = error instanceof Error ? error.message : String(error);
    return new Error(`The save could not be ${what} in ${BROWSER_SAVES_LOCATION} (${why.replace(/[.\s]+$/, '')}); what was stored before was left as it was.`);
  };

  /** Backs up the current version (if any), then applies `last`, then drops backups past the limit: one transaction. */
  const replace = (id: string, last: KvChange, what: string): Promise<void> =>
    serial(async () => {
      const now = options.now().toISOString();
      const changes: KvChange[] = [];
      const current = await kv.get(SAVE + id);
      const kept = await backupKeys(id);
      if (current) {
        const next = String(numberOf(kept.at(-1) ?? '/0') + 1).padStart(6, '0');
        const key = `${BACKUP}${id}/${next}`;
        changes.push({ put: key, value: { text: current.text, storedAt: current.storedAt } });
        kept.push(key);
      }
      changes.push('put' in last ? { put: last.put, value: { text: last.value.text, storedAt: now } } : last);
      for (const old of kept.slice(0, Math.max(0, kept.length - KEEP_BACKUPS))) changes.push({ delete: old });
      try {
        await kv.commit(changes);
      } catch (error) {
        throw storageProblem(error, what);
      }
    });

  const checkedText = (save: unknown): string => {
    const text = serializeSave(save as Parameters<typeof serializeSave>[0]);
    if (text.length > MAX_SAVE_BYTES) throw new Error('This save is too big to be written.');
    // As on the desktop: checked as a load is, replay included, so it can be loaded back as it is.
    const checked = codec.checkForWrite(text);
    if (!checked.ok) throw new Error(`The save was not written: ${lowerFirst(checked.reason)}`);
    return text;
  };

  const backupsSentence = async (id: string): Promise<string> => {
    const n = (await backupKeys(id)).length;
    if (n === 0) return '';
    return ` ${n === 1 ? 'One earlier version' : `${n} earlier versions`} can be restored from its backups.`;
  };

  const brief = (text: string) => {
    const parsed = codec.parseEnvelope(text);
    if (!parsed.ok) return parsed;
    const { save } = parsed;
    return {
      ok: true as const,
      kind: save.kind,
      summary: save.summary,
      createdAt: save.createdAt,
      updatedAt: save.updatedAt,
      appVersion: save.appVersion,
      commands: save.commands.length,
    };
  };

  let held: SaveEnvelopeWire | null = null;
  const autosave = async (raw: unknown) => {
    const { save } = valid('saves.autosave', raw);
    // One autosave per game (src/contract autosaveIdFor): a new game never replaces another's.
    const id = autosaveIdFor(save);
    await replace(id, { put: SAVE + id, value: { text: checkedText(save), storedAt: '' } }, 'autosaved');
    return { id };
  };
  options.onLeave?.(async () => {
    const save = held;
    held = null;
    if (save !== null) await autosave({ save });
  });

  return {
    async list() {
      const saves: SaveListing[] = [];
      const live = new Set<string>();
      for (const key of await kv.keys(SAVE)) {
        const id = key.slice(SAVE.length);
        live.add(id);
        const record = await kv.get(key);
        const autosave = id.startsWith('autosave:');
        const b = record ? brief(record.text) : { ok: false as const, reason: 'This save has gone.' };
        saves.push(b.ok ? { id, autosave, ...b } : { id, ok: false, autosave, reason: b.reason });
      }
      const withBackups = new Set((await kv.keys(BACKUP)).map((k) => k.slice(BACKUP.length).replace(/\/[0-9]+$/, '')));
      const deleted = [...withBackups].filter((id) => !live.has(id)).sort();
      return { saves, deleted, location: BROWSER_SAVES_LOCATION };
    },
    async read(raw) {
      const { id } = valid('saves.read', raw);
      const record = await kv.get(SAVE + id);
      if (!record) throw new Error(`There is no save called "${id}".${await backupsSentence(id)}`);
      const loaded = codec.load(record.text);
      if (!loaded.ok) throw new Error(`${loaded.reason}${await backupsSentence(id)}`);
      return { id, save: loaded.save, replay: loaded.replay, migratedFrom: loaded.migratedFrom };
    },
    async write(raw) {
      const { name, save } = valid('saves.write', raw);
      const slot = saveIdFor(name);
      if (!slot.ok) throw new Error(slot.reason);
      await replace(slot.id, { put: SAVE + slot.id, value: { text: checkedText(save), storedAt: '' } }, 'written');
      return { id: slot.id };
    },
    autosave,
    keepForQuit(raw) {
      // Nothing to wait for, but a refusal must still reject (the save controller catches it).
      const checked = checkOperationInput('saves.keepForQuit', raw);
      if (!checked.ok) return Promise.reject(new Error(checked.error));
      const input = checked.value;
      if (!('step' in input)) {
        held = input.save;
        return Promise.resolve({ kept: true });
      }
      const next = addQuitStep(held, input.step);
      if (next !== null) held = next;
      return Promise.resolve({ kept: next !== null });
    },
    async delete(raw) {
      const { id } = valid('saves.delete', raw);
      if (!(await kv.get(SAVE + id))) throw new Error(`There is no save called "${id}".`);
      await replace(id, { delete: SAVE + id }, 'deleted');
      return { id };
    },
    async backups(raw) {
      const { id } = valid('saves.backups', raw);
      const out: SaveBackup[] = [];
      for (const key of (await backupKeys(id)).reverse()) {
        const record = await kv.get(key);
        if (!record) continue;
        const base = { id: key.slice(key.lastIndexOf('/') + 1), modifiedAt: record.storedAt, bytes: record.text.length };
        const b = brief(record.text);
        out.push(b.ok ? { ...base, ...b } : { ...base, ok: false, reason: b.reason });
      }
      return { id, backups: out };
    },
    async restoreBackup(raw) {
      const { id, backupId } = valid('saves.restoreBackup', raw);
      const record = await kv.get(`${BACKUP}${id}/${backupId}`);
      if (!record) throw new Error(`There is no backup "${backupId}" of this save.`);
      const checked = codec.checkForWrite(record.text);
      if (!checked.ok) throw new Error(`That backup cannot be restored: ${lowerFirst(checked.reason)}`);
      await replace(id, { put: SAVE + id, value: { text: record.text, storedAt: '' } }, 'restored');
      return { id };
    },
  };
}
