import type { AgentFile } from '../src/agents/agent-file';
import type { OperationOutput, ValidatedInput } from '../src/contract';

/** The part of main/save-roster.ts's store the roster operations use (tests pass a fake). */
export interface RosterBackend {
  readonly dir: string;
  list(): Promise<readonly ({ readonly id: string; readonly ok: true } | { readonly id: string; readonly ok: false; readonly reason: string })[]>;
  read(id: unknown): Promise<{ readonly ok: true; readonly id: string; readonly agent: AgentFile } | { readonly ok: false; readonly reason: string }>;
  write(id: unknown, agent: unknown): Promise<{ readonly ok: true; readonly id: string } | { readonly ok: false; readonly reason: string }>;
  delete(id: unknown): Promise<{ readonly ok: true; readonly id: string } | { readonly ok: false; readonly reason: string }>;
}

/** A refusal travels back to the renderer as its sentence (ipc.ts turns a thrown sentence into a refused reply). */
function orRefuse<T extends { ok: true }>(r: T | { readonly ok: false; readonly reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r;
}

/** The host side of roster.*: agent files on disk through the atomic roster store. */
export function createRosterHandlers(store: RosterBackend | undefined) {
  const roster = (): RosterBackend => {
    if (!store) throw new Error('The agent roster is not available in this window.');
    return store;
  };
  return {
    'roster.list': async (): Promise<OperationOutput<'roster.list'>> => {
      const agents: { id: string; file: AgentFile }[] = [];
      const unreadable: { id: string; reason: string }[] = [];
      for (const entry of await roster().list()) {
        const r = entry.ok ? await roster().read(entry.id) : entry;
        if (r.ok) agents.push({ id: entry.id, file: r.agent });
        else unreadable.push({ id: entry.id, reason: r.reason });
      }
      return { agents, unreadable, location: roster().dir };
    },
    'roster.read': async ({ id }: ValidatedInput<'roster.read'>): Promise<OperationOutput<'roster.read'>> => {
      const r = orRefuse(await roster().read(id));
      return { id: r.id, file: r.agent };
    },
    'roster.write': async ({ id, file }: ValidatedInput<'roster.write'>): Promise<OperationOutput<'roster.write'>> => ({
      id: orRefuse(await roster().write(id, file)).id,
    }),
    'roster.delete': async ({ id }: ValidatedInput<'roster.delete'>): Promise<OperationOutput<'roster.delete'>> => ({
      id: orRefuse(await roster().delete(id)).id,
    }),
  };
}
