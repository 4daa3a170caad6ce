import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { nodeAtomicWriteFs, writeFileAtomically, type AtomicWriteFs } from './atomic-write';
import { sentence } from '../src/core/sentence';
import { fileProblem } from './save-problems';

/** The file operations a document folder needs; tests wrap them to fail on purpose. */
export interface DocumentFs extends AtomicWriteFs {
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  readdir(dir: string): Promise<string[]>;
  stat(file: string): Promise<{ size: number; mtime: Date; isFile(): boolean }>;
  link(existing: string, created: string): Promise<void>;
  unlink(file: string): Promise<void>;
}
export const nodeDocumentFs: DocumentFs = { ...nodeAtomicWriteFs, readFile: fsp.readFile, readdir: fsp.readdir, stat: fsp.stat, link: fsp.link, unlink: fsp.unlink };

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };
export type Done = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export interface DocumentFolderOptions<Full, Brief> {
  readonly dir: string;
  /** File name ending, e.g. ".save.json"; stems before it are safe slugs (save-names.ts). */
  readonly extension: string;
  /** What a file is called in sentences ("save", "agent"). */
  readonly noun: string;
  /** Full check of a file's text, for read, write and restore. */
  readonly check: (text: string) => Checked<Full>;
  /** Cheap check for listings. */
  readonly brief: (text: string) => Checked<Brief>;
  readonly keepBackups: number;
  readonly maxBytes: number;
  readonly fs?: DocumentFs;
}

export interface BackupEntry<Brief> {
  /** Pass back to restoreBackup. */
  readonly id: string;
  readonly modifiedAt: string;
  readonly bytes: number;
  readonly brief: Checked<Brief>;
}

/** Six digits, more after 999,999 versions; compared as numbers. */
const BACKUP_ID = /^[0-9]{6,9}$/;

/**
 * A folder of JSON documents, one file per stem, where no write can lose data: each write is atomic
 * (atomic-write.ts), the version it replaces is kept as a backup first (the last `keepBackups`),
 * a file is checked before it is written so nothing broken ever replaces something sound, and
 * operations run one at a time.
 */
export function createDocumentFolder<Full, Brief>(options: DocumentFolderOptions<Full, Brief>) {
  const fs = options.fs ?? nodeDocumentFs;
  const { dir, extension, noun } = options;
  const fileOf = (stem: string) => path.join(dir, `${stem}${extension}`);
  const backupDirOf = (stem: string) => path.join(dir, 'backups', stem);
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };

  async function readChecked<T>(file: string, check: (text: string) => Checked<T>, missing: string): Promise<Checked<T>> {
    try {
      const info = await fs.stat(file);
      if (!info.isFile()) return { ok: false, reason: missing };
      if (info.size > options.maxBytes) return { ok: false, reason: `This ${noun} file is too big to be a Blacksite ${noun} (${info.size} bytes).` };
      return check(await fs.readFile(file, 'utf8'));
    } catch (error) {
      return { ok: false, reason: fileProblem(error, noun, 'read', missing) };
    }
  }

  async function backupIds(stem: string): Promise<string[]> {
    try {
      const ids = (await fs.readdir(backupDirOf(stem))).map((f) => f.replace(/\.json$/, '')).filter((id) => BACKUP_ID.test(id));
      return ids.sort((a, b) => Number(a) - Number(b));
    } catch {
      return [];
    }
  }

  /** Keeps the version about to be replaced: a hard link (no copy, same bytes), else a copy. */
  async function keepCurrent(stem: string): Promise<void> {
    const current = fileOf(stem);
    const exists = await fs.stat(current).then(() => true, () => false);
    if (!exists) return;
    const ids = await backupIds(stem);
    const next = String(Number(ids.at(-1) ?? '0') + 1).padStart(6, '0');
    const target = path.join(backupDirOf(stem), `${next}.json`);
    await fs.mkdir(backupDirOf(stem), { recursive: true });
    try {
      await fs.link(current, target);
    } catch {
      // File systems without hard links (some removable drives): copy it, atomically too.
      await writeFileAtomically(target, await fs.readFile(current, 'utf8'), fs);
    }
  }

  /** Drops the oldest backups past the limit; only after a successful write, so a failure loses nothing. */
  async function prune(stem: string): Promise<void> {
    const ids = await backupIds(stem);
    for (const id of ids.slice(0, Math.max(0, ids.length - options.keepBackups))) {
      await fs.unlink(path.join(backupDirOf(stem), `${id}.json`)).catch(() => undefined);
    }
  }

  async function replace(stem: string, text: string): Promise<Done> {
    if (Buffer.byteLength(text, 'utf8') > options.maxBytes) return { ok: false, reason: `This ${noun} is too big to be written.` };
    const checked = options.check(text);
    if (!checked.ok) return { ok: false, reason: sentence(`The ${noun} was not written: ${lowerFirst(checked.reason)}`) };
    try {
      await fs.mkdir(dir, { recursive: true });
      await keepCurrent(stem);
      await writeFileAtomically(fileOf(stem), text, fs);
    } catch (error) {
      return { ok: false, reason: fileProblem(error, noun, 'write') };
    }
    await prune(stem);
    return { ok: true };
  }

  /** Stems of the documents in the folder, sorted. */
  async function stems(): Promise<string[]> {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    return names.filter((n) => n.endsWith(extension) && !n.startsWith('.')).map((n) => n.slice(0, -extension.length)).sort();
  }

  return {
    dir,
    fileOf,
    stems,
    /** Reads and checks a document (with `check`, or the folder's own check). */
    read: <T = Full>(stem: string, check?: (text: string) => Checked<T>) =>
      readChecked(fileOf(stem), check ?? (options.check as unknown as (text: string) => Checked<T>), `There is no ${noun} called "${stem}".`),
    brief: (stem: string) => readChecked(fileOf(stem), options.brief, `There is no ${noun} called "${stem}".`),
    write: (stem: string, text: string) => serial(() => replace(stem, text)),
    /** Removes a document; its last version stays among the backups, so it can be restored. */
    delete: (stem: string): Promise<Done> =>
      serial(async () => {
        try {
          await fs.stat(fileOf(stem));
        } catch {
          return { ok: false, reason: `There is no ${noun} called "${stem}".` };
        }
        try {
          await keepCurrent(stem);
          await fs.unlink(fileOf(stem));
        } catch (error) {
          return { ok: false, reason: fileProblem(error, noun, 'delete') };
        }
        await prune(stem);
        return { ok: true };
      }),
    /** Newest first. */
    async backups(stem: string): Promise<BackupEntry<Brief>[]> {
      const out: BackupEntry<Brief>[] = [];
      for (const id of (await backupIds(stem)).reverse()) {
        const file = path.join(backupDirOf(stem), `${id}.json`);
        const info = await fs.stat(file).catch(() => undefined);
        if (!info) continue;
        out.push({ id, modifiedAt: info.mtime.toISOString(), bytes: info.size, brief: await readChecked(file, options.brief, 'gone') });
      }
      return out;
    },
    /** Puts a backup back in place; the version it replaces becomes a backup in turn. */
    restoreBackup: (stem: string, id: string): Promise<Done> =>
      serial(async () => {
        if (typeof id !== 'string' || !BACKUP_ID.test(id)) return { ok: false, reason: `There is no backup "${String(id)}" of this ${noun}.` };
        const file = path.join(backupDirOf(stem), `${id}.json`);
        let text: string;
        try {
          text = await fs.readFile(file, 'utf8');
        } catch (error) {
          return { ok: false, reason: fileProblem(error, noun, 'read', `There is no backup "${id}" of this ${noun}.`) };
        }
        return replace(stem, text);
      }),
    /** Stems that have backups but no current file: deleted documents that can still be restored. */
    async deletedStems(): Promise<string[]> {
      const withBackups = await fs.readdir(path.join(dir, 'backups')).catch(() => [] as string[]);
      const live = new Set(await stems());
      return withBackups.filter((s) => !live.has(s)).sort();
    },
    /** Removes temp files left by a crash mid-write (call once at start-up). Returns how many. */
    async sweepTemporaryFiles(): Promise<number> {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const temps = names.filter((n) => n.startsWith('.') && n.endsWith('.tmp'));
      for (const t of temps) await fs.rm(path.join(dir, t), { force: true });
      return temps.length;
    },
  };
}

export type DocumentFolder<Full, Brief> = ReturnType<typeof createDocumentFolder<Full, Brief>>;

function lowerFirst(sentence: string): string {
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}
