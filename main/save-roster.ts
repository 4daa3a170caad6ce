import { z } from 'zod';
import { createDocumentFolder, type Checked, type DocumentFs } from './save-documents';
import { slugify } from './save-names';
import { schemaRefusal } from '../src/core/plain-issue';

/**
 * The agent roster: one JSON file per agent in a roster folder, with the same never-lose-data writer
 * as the saves (atomic write, last 5 versions kept, checked before writing, names sanitised).
 * The agent builder passes its own zod schema; until then any JSON object is accepted.
 */
export const AGENT_EXTENSION = '.agent.json';
export const MAX_AGENT_BYTES = 1024 * 1024;

export interface RosterStoreOptions<A> {
  /** e.g. join(app.getPath('userData'), 'roster'). */
  readonly dir: string;
  readonly schema?: z.ZodType<A>;
  readonly fs?: DocumentFs;
}

export type RosterListing = { readonly id: string; readonly ok: true; readonly name: string } | { readonly id: string; readonly ok: false; readonly reason: string };
export type RosterWritten = { readonly ok: true; readonly id: string } | { readonly ok: false; readonly reason: string };

const anyObject = z.record(z.string(), z.unknown());

function checker<A>(schema: z.ZodType<A>) {
  return (text: string): Checked<A> => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, reason: 'This agent file is not valid JSON (it may be cut off or corrupted).' };
    }
    const parsed = schema.safeParse(json);
    if (parsed.success) return { ok: true, value: parsed.data };
    return { ok: false, reason: schemaRefusal('This agent file is damaged', parsed.error, { input: json }) };
  };
}

/** The name shown in lists: the agent's own name or code name when it has one, else the id. */
function displayName(value: unknown, id: string): string {
  if (value !== null && typeof value === 'object') {
    for (const key of ['name', 'codeName']) {
      const v = (value as Record<string, unknown>)[key];
      if (typeof v === 'string' && v.trim() !== '') return v.slice(0, 80);
    }
  }
  return id;
}

export function createRosterStore<A = Record<string, unknown>>(options: RosterStoreOptions<A>) {
  const check = checker(options.schema ?? (anyObject as unknown as z.ZodType<A>));
  const folder = createDocumentFolder<A, A>({
    dir: options.dir,
    extension: AGENT_EXTENSION,
    noun: 'agent',
    keepBackups: 5,
    maxBytes: MAX_AGENT_BYTES,
    check,
    brief: check,
    ...(options.fs ? { fs: options.fs } : {}),
  });
  const slot = (name: unknown) => slugify(name, 'agent');
  return {
    dir: options.dir,
    async list(): Promise<RosterListing[]> {
      const out: RosterListing[] = [];
      for (const id of await folder.stems()) {
        const r = await folder.brief(id);
        out.push(r.ok ? { id, ok: true, name: displayName(r.value, id) } : { id, ok: false, reason: r.reason });
      }
      return out;
    },
    async read(id: unknown): Promise<{ readonly ok: true; readonly id: string; readonly agent: A } | { readonly ok: false; readonly reason: string }> {
      const s = slot(id);
      if (!s.ok) return s;
      const r = await folder.read(s.slug);
      return r.ok ? { ok: true, id: s.slug, agent: r.value } : r;
    },
    async write(name: unknown, agent: unknown): Promise<RosterWritten> {
      const s = slot(name);
      if (!s.ok) return s;
      let text: string;
      try {
        text = `${JSON.stringify(agent, null, 2)}\n`;
      } catch {
        return { ok: false, reason: 'The agent was not written: it could not be turned into a file.' };
      }
      const done = await folder.write(s.slug, text);
      return done.ok ? { ok: true, id: s.slug } : done;
    },
    async delete(id: unknown): Promise<RosterWritten> {
      const s = slot(id);
      if (!s.ok) return s;
      const done = await folder.delete(s.slug);
      return done.ok ? { ok: true, id: s.slug } : done;
    },
    async listBackups(id: unknown) {
      const s = slot(id);
      return s.ok ? folder.backups(s.slug) : [];
    },
    async restoreBackup(id: unknown, backupId: unknown): Promise<RosterWritten> {
      const s = slot(id);
      if (!s.ok) return s;
      const done = await folder.restoreBackup(s.slug, String(backupId));
      return done.ok ? { ok: true, id: s.slug } : done;
    },
    sweepTemporaryFiles: () => folder.sweepTemporaryFiles(),
  };
}

export type RosterStore<A = Record<string, unknown>> = ReturnType<typeof createRosterStore<A>>;
