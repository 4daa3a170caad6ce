import {
  MAX_SAVE_BYTES,
  SAVE_KINDS,
  type LoadedSave,
  type ParsedEnvelope,
  type ReplayReport,
  type SaveCodec,
  type SaveFile,
  type SaveKind,
  type SaveSummary,
} from '../src/save/index';
import { createDocumentFolder, type BackupEntry, type Checked, type DocumentFs, type Done } from './save-documents';
import { slugify } from './save-names';
import { sentence } from '../src/core/sentence';
import { autosaveIdFor } from '../src/contract/saves';

/**
 * The saved games on disk: a plain Node module, no Electron, so it is tested as
 * is and the main process only passes it the user-data folder. Files: `<dir>/<name>.save.json`,
 * autosaves `<dir>/autosave.<kind>.<game>.save.json` (one per game: src/contract autosaveIdFor;
 * `<dir>/autosave.<kind>.save.json`, the one slot per kind of earlier versions, is still listed and
 * read), backups `<dir>/backups/<stem>/<n>.json`.
 */
export const SAVE_EXTENSION = '.save.json';
export const KEEP_BACKUPS = 5;
const AUTOSAVE_PREFIX = 'autosave:';

export interface SaveStoreOptions {
  /** The saves folder, e.g. join(app.getPath('userData'), 'saves'). */
  readonly dir: string;
  /** The save format with the game kinds this build plays (src/save createSaveCodec). */
  readonly codec: SaveCodec;
  readonly fs?: DocumentFs;
  readonly maxBytes?: number;
}

interface Brief {
  readonly kind: SaveKind;
  readonly summary: SaveSummary;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly appVersion: string;
  readonly commands: number;
}

/** One line of the load screen; a broken file is listed too, so the user can restore a backup. */
export type SaveListing =
  | ({ readonly id: string; readonly ok: true; readonly autosave: boolean } & Brief)
  | { readonly id: string; readonly ok: false; readonly autosave: boolean; readonly reason: string };

/**
 * A loaded save as plain data (it crosses IPC): the save, migrated and checked, and how its replay
 * compared. The state to play on is `save.snapshot`; on a mismatch, warn and disable rewind.
 */
export type SaveRead =
  | { readonly ok: true; readonly id: string; readonly save: SaveFile; readonly replay: ReplayReport; readonly migratedFrom: number }
  | { readonly ok: false; readonly reason: string; readonly backups: number };
export type SaveWritten = { readonly ok: true; readonly id: string } | { readonly ok: false; readonly reason: string };
export type SaveBackup = { readonly id: string; readonly modifiedAt: string; readonly bytes: number } & (
  | ({ readonly ok: true } & Brief)
  | { readonly ok: false; readonly reason: string }
);

export interface SaveStore {
  readonly dir: string;
  /** The id a name would be saved under (for "overwrite?" questions), or why it cannot be used. */
  idFor(name: unknown): SaveWritten;
  list(): Promise<SaveListing[]>;
  /** Full load: schema, migrations, replay checked against the snapshot. */
  read(id: unknown): Promise<SaveRead>;
  /** Saves under a user-given name (sanitised); `save` is a SaveFile object or its JSON text. */
  write(name: unknown, save: unknown): Promise<SaveWritten>;
  /** The autosave of the save's game (after each round or turn, on leaving and on quit): never another game's. */
  autosave(save: unknown): Promise<SaveWritten>;
  delete(id: unknown): Promise<SaveWritten>;
  listBackups(id: unknown): Promise<SaveBackup[] | { readonly ok: false; readonly reason: string }>;
  restoreBackup(id: unknown, backupId: unknown): Promise<SaveWritten>;
  /** Ids whose file was deleted but whose backups remain (restorable). */
  listDeleted(): Promise<string[]>;
  sweepTemporaryFiles(): Promise<number>;
}

/** The one autosave slot of a kind, as earlier versions wrote it (still listed and read). */
export function autosaveId(kind: SaveKind): string {
  return `${AUTOSAVE_PREFIX}${kind}`;
}

type Slot = { readonly ok: true; readonly id: string; readonly stem: string } | { readonly ok: false; readonly reason: string };

/** An id from the renderer -> a file stem that cannot leave the folder. */
function slotOf(id: unknown): Slot {
  if (typeof id === 'string' && id.startsWith(AUTOSAVE_PREFIX)) {
    // `autosave:<kind>` (one slot per kind, earlier versions) or `autosave:<kind>:<game>`.
    const [kind = '', game, ...rest] = id.slice(AUTOSAVE_PREFIX.length).split(':');
    const known = (SAVE_KINDS as readonly string[]).includes(kind);
    if (!known || rest.length > 0) return { ok: false, reason: 'There is no such autosave slot.' };
    if (game === undefined) return { ok: true, id, stem: `autosave.${kind}` };
    const slug = slugify(game);
    return slug.ok && slug.slug === game ? { ok: true, id, stem: `autosave.${kind}.${game}` } : { ok: false, reason: 'There is no such autosave slot.' };
  }
  const slug = slugify(id);
  return slug.ok ? { ok: true, id: slug.slug, stem: slug.slug } : slug;
}

function idOfStem(stem: string): string {
  return stem.startsWith('autosave.') ? `${AUTOSAVE_PREFIX}${stem.slice('autosave.'.length).replace('.', ':')}` : stem;
}

function briefOf(parsed: ParsedEnvelope): Brief {
  const { save } = parsed;
  return {
    kind: save.kind,
    summary: save.summary,
    createdAt: save.createdAt,
    updatedAt: save.updatedAt,
    appVersion: save.appVersion,
    commands: save.commands.length,
  };
}

function toText(save: unknown): Checked<string> {
  if (typeof save === 'string') return { ok: true, value: save };
  try {
    return { ok: true, value: JSON.stringify(save) ?? '' };
  } catch {
    return { ok: false, reason: 'The save was not written: the game could not be turned into a file.' };
  }
}

export function createSaveStore(options: SaveStoreOptions): SaveStore {
  const { codec } = options;
  const folder = createDocumentFolder<unknown, Brief>({
    dir: options.dir,
    extension: SAVE_EXTENSION,
    noun: 'save',
    keepBackups: KEEP_BACKUPS,
    maxBytes: options.maxBytes ?? MAX_SAVE_BYTES,
    ...(options.fs ? { fs: options.fs } : {}),
    // Writes (and restores) are checked as a load is, replay included: the store never writes a
    // save it could not load back as it is, so nothing unsound replaces a sound save.
    check: (text) => {
      const checked = codec.checkForWrite(text);
      return checked.ok ? { ok: true, value: checked.save } : checked;
    },
    brief: (text) => {
      const parsed = codec.parseEnvelope(text);
      return parsed.ok ? { ok: true, value: briefOf(parsed) } : parsed;
    },
  });
  const written = (slot: { id: string }, done: Done): SaveWritten => (done.ok ? { ok: true, id: slot.id } : done);

  const store: SaveStore = {
    dir: options.dir,
    idFor: (name) => {
      const slot = slotOf(name);
      return slot.ok ? { ok: true, id: slot.id } : slot;
    },
    async list() {
      const out: SaveListing[] = [];
      for (const stem of await folder.stems()) {
        const id = idOfStem(stem);
        const brief = await folder.brief(stem);
        const autosave = id.startsWith(AUTOSAVE_PREFIX);
        out.push(brief.ok ? { id, ok: true, autosave, ...brief.value } : { id, ok: false, autosave, reason: brief.reason });
      }
      return out;
    },
    async read(id) {
      const slot = slotOf(id);
      if (!slot.ok) return { ...slot, backups: 0 };
      const loaded = await folder.read<LoadedSave>(slot.stem, (text) => {
        const r = codec.load(text);
        return r.ok ? { ok: true, value: r } : r;
      });
      if (loaded.ok) {
        const { save, replay, migratedFrom } = loaded.value;
        return { ok: true, id: slot.id, save, replay, migratedFrom };
      }
      const backups = (await folder.backups(slot.stem)).length;
      return { ok: false, reason: loaded.reason, backups };
    },
    async write(name, save) {
      const slot = slotOf(name);
      if (!slot.ok) return slot;
      if (slot.id.startsWith(AUTOSAVE_PREFIX)) return { ok: false, reason: 'A save cannot be named like an autosave slot.' };
      const text = toText(save);
      return text.ok ? written(slot, await folder.write(slot.stem, text.value)) : text;
    },
    async autosave(save) {
      const text = toText(save);
      if (!text.ok) return text;
      const parsed = codec.parseEnvelope(text.value);
      if (!parsed.ok) return { ok: false, reason: sentence(`The autosave was not written: ${parsed.reason.charAt(0).toLowerCase()}${parsed.reason.slice(1)}`) };
      const slot = slotOf(autosaveIdFor(parsed.save));
      if (!slot.ok) return slot;
      return written(slot, await folder.write(slot.stem, text.value));
    },
    async delete(id) {
      const slot = slotOf(id);
      return slot.ok ? written(slot, await folder.delete(slot.stem)) : slot;
    },
    async listBackups(id) {
      const slot = slotOf(id);
      if (!slot.ok) return slot;
      return (await folder.backups(slot.stem)).map((b: BackupEntry<Brief>): SaveBackup => {
        const base = { id: b.id, modifiedAt: b.modifiedAt, bytes: b.bytes };
        return b.brief.ok ? { ...base, ok: true, ...b.brief.value } : { ...base, ok: false, reason: b.brief.reason };
      });
    },
    async restoreBackup(id, backupId) {
      const slot = slotOf(id);
      return slot.ok ? written(slot, await folder.restoreBackup(slot.stem, String(backupId))) : slot;
    },
    async listDeleted() {
      return (await folder.deletedStems()).map(idOfStem);
    },
    sweepTemporaryFiles: () => folder.sweepTemporaryFiles(),
  };
  return store;
}
