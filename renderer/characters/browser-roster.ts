import { RosterEntrySchema, RosterRefSchema, type BlacksiteApi, type RosterListing } from '../../src/contract';
import { agentFileSchema } from '../../src/agents/agent-file';
import { schemaRefusal } from '../../src/core/plain-issue';

const PREFIX = 'blacksite.agent.';
const WHERE = "this browser's storage";

function refusal(what: string, error: Parameters<typeof schemaRefusal>[1], input: unknown): Error {
  return new Error(schemaRefusal(`${what} refused its input`, error, { input }));
}

/**
 * The browser build's roster.*: one local-storage entry per agent, checked with
 * the same schema as the desktop host on every read and write.
 */
export function createBrowserRoster(storage: Storage): BlacksiteApi['roster'] {
  const readOne = (id: string): { ok: true; file: RosterListing['agents'][number]['file'] } | { ok: false; reason: string } => {
    const text = storage.getItem(PREFIX + id);
    if (text === null) return { ok: false, reason: `There is no agent "${id}" in ${WHERE}.` };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, reason: 'This agent file is not valid JSON (it may be cut off or corrupted).' };
    }
    const parsed = agentFileSchema.safeParse(json);
    return parsed.success ? { ok: true, file: parsed.data } : { ok: false, reason: schemaRefusal('This agent file is damaged', parsed.error, { input: json }) };
  };
  const ids = (): string[] => {
    const out: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) out.push(key.slice(PREFIX.length));
    }
    return out.sort();
  };
  // Local storage answers at once; as over IPC, every refusal is a rejected promise.
  return {
    list: () => {
      const listing: RosterListing = { agents: [], unreadable: [], location: WHERE };
      for (const id of ids()) {
        const r = readOne(id);
        if (r.ok) listing.agents.push({ id, file: r.file });
        else listing.unreadable.push({ id, reason: r.reason });
      }
      return Promise.resolve(listing);
    },
    read: (ref) => {
      const parsed = RosterRefSchema.safeParse(ref);
      if (!parsed.success) return Promise.reject(refusal('roster.read', parsed.error, ref));
      const r = readOne(parsed.data.id);
      if (!r.ok) return Promise.reject(new Error(r.reason));
      return Promise.resolve({ id: parsed.data.id, file: r.file });
    },
    write: (entry) => {
      const parsed = RosterEntrySchema.safeParse(entry);
      if (!parsed.success) return Promise.reject(refusal('roster.write', parsed.error, entry));
      try {
        storage.setItem(PREFIX + parsed.data.id, `${JSON.stringify(parsed.data.file, null, 2)}\n`);
      } catch {
        return Promise.reject(new Error(`The agent could not be stored: ${WHERE} is full or disabled.`));
      }
      return Promise.resolve({ id: parsed.data.id });
    },
    delete: (ref) => {
      const parsed = RosterRefSchema.safeParse(ref);
      if (!parsed.success) return Promise.reject(refusal('roster.delete', parsed.error, ref));
      if (storage.getItem(PREFIX + parsed.data.id) === null) return Promise.reject(new Error(`There is no agent "${parsed.data.id}" in ${WHERE}.`));
      storage.removeItem(PREFIX + parsed.data.id);
      return Promise.resolve({ id: parsed.data.id });
    },
  };
}
