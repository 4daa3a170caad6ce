import { promises as fs } from 'node:fs';
import path from 'node:path';
import { MapEntrySchema, MapFilesSchema, MapIdSchema, type MapEntry, type MapFiles } from '../src/contract/maps';

/**
 * The desktop app's map library: one folder per map in <userData>/maps/<id>/ holding entry.json
 * (title, thumbnail, the check's summary), index.json (the map-relative path of each file) and the
 * files themselves as f0, f1, ... — the host never names a file after anything in the map, so no
 * path a map writes can reach outside the folder. A map is written into a temporary folder and
 * renamed into place, so a crash leaves the old entry or the new one, never half of one.
 */
export interface MapLibrary {
  readonly dir: string;
  list(): Promise<{ maps: MapEntry[]; unreadable: { id: string; reason: string }[] }>;
  read(id: string): Promise<MapFiles>;
  add(entry: MapEntry, files: MapFiles): Promise<{ id: string }>;
  remove(id: string): Promise<{ id: string }>;
}

const ENTRY = 'entry.json';
const INDEX = 'index.json';

function checkId(id: string): string {
  const parsed = MapIdSchema.safeParse(id);
  if (!parsed.success) throw new Error('That is not a map of the library.');
  return parsed.data;
}

export function createMapLibrary(dir: string): MapLibrary {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
  let sequence = 0;

  return {
    dir,
    list: () =>
      serial(async () => {
        const maps: MapEntry[] = [];
        const unreadable: { id: string; reason: string }[] = [];
        let names: string[] = [];
        try {
          names = await fs.readdir(dir);
        } catch {
          return { maps, unreadable };
        }
        for (const id of names.sort()) {
          if (!MapIdSchema.safeParse(id).success) continue;
          try {
            const entry = MapEntrySchema.safeParse(JSON.parse(await fs.readFile(path.join(dir, id, ENTRY), 'utf8')));
            if (entry.success && entry.data.id === id) maps.push(entry.data);
            else unreadable.push({ id, reason: 'This library entry is damaged (its entry.json does not hold a map entry).' });
          } catch {
            unreadable.push({ id, reason: 'This library entry cannot be read (entry.json is missing or not JSON).' });
          }
        }
        maps.sort((a, b) => b.addedAt.localeCompare(a.addedAt) || a.title.localeCompare(b.title));
        return { maps, unreadable };
      }),
    read: (id) =>
      serial(async () => {
        const folder = path.join(dir, checkId(id));
        let paths: unknown;
        try {
          paths = JSON.parse(await fs.readFile(path.join(folder, INDEX), 'utf8'));
        } catch {
          throw new Error('That map is not in the library any more (it may have been removed).');
        }
        const index = (paths ?? {}) as { name?: unknown; paths?: unknown };
        if (typeof index.name !== 'string' || !Array.isArray(index.paths)) throw new Error('That library entry is damaged (its file list cannot be read).');
        const files = await Promise.all(
          (index.paths as unknown[]).map(async (p, i) => ({ path: String(p), data: (await fs.readFile(path.join(folder, `f${i}`))).toString('base64') })),
        );
        const parsed = MapFilesSchema.safeParse({ name: index.name, files });
        if (!parsed.success) throw new Error('That library entry is damaged (its files do not make a map).');
        return parsed.data;
      }),
    add: (entry, files) =>
      serial(async () => {
        const id = checkId(entry.id);
        await fs.mkdir(dir, { recursive: true });
        sequence += 1;
        const temp = path.join(dir, `.${id}.${process.pid}.${sequence}.tmp`);
        await fs.rm(temp, { recursive: true, force: true });
        await fs.mkdir(temp);
        try {
          for (const [i, f] of files.files.entries()) await fs.writeFile(path.join(temp, `f${i}`), Buffer.from(f.data, 'base64'));
          await fs.writeFile(path.join(temp, INDEX), JSON.stringify({ name: files.name, paths: files.files.map((f) => f.path) }));
          await fs.writeFile(path.join(temp, ENTRY), JSON.stringify(entry));
          const target = path.join(dir, id);
          await fs.rm(target, { recursive: true, force: true });
          await fs.rename(temp, target);
        } catch (error) {
          await fs.rm(temp, { recursive: true, force: true }).catch(() => undefined);
          throw new Error(`The map could not be added to the library (${error instanceof Error ? error.message.slice(0, 80) : 'write failed'}).`);
        }
        return { id };
      }),
    remove: (id) =>
      serial(async () => {
        await fs.rm(path.join(dir, checkId(id)), { recursive: true, force: true });
        return { id };
      }),
  };
}
