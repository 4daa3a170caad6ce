import { agentFromFile, agentToFile } from '../../src/agents/agent-file';
import { rosterIdFor } from '../../src/agents/roster';
import type { Agent } from '../../src/agents/types';
import type { BlacksiteApi } from '../../src/contract';

export interface RosterAgent {
  readonly id: string;
  readonly agent: Agent;
}

export interface RosterState {
  readonly agents: readonly RosterAgent[];
  readonly unreadable: readonly { readonly id: string; readonly reason: string }[];
  readonly location: string;
}

/** The screens' view of the roster.* operations: agents in, agents out, ids chosen here. */
export function rosterClient(api: BlacksiteApi) {
  return {
    async load(): Promise<RosterState> {
      const l = await api.roster.list();
      const agents = l.agents.map((e) => ({ id: e.id, agent: agentFromFile(e.file) }));
      return { agents: agents.sort((a, b) => a.agent.name.localeCompare(b.agent.name)), unreadable: l.unreadable, location: l.location };
    },
    async read(id: string): Promise<Agent> {
      return agentFromFile((await api.roster.read({ id })).file);
    },
    /** Stores under `id`, or under a new id made from the name when `id` is null; answers the id. */
    async save(id: string | null, agent: Agent, takenIds: readonly string[]): Promise<string> {
      const target = id ?? rosterIdFor(agent.name || agent.animal || 'agent', takenIds);
      return (await api.roster.write({ id: target, file: agentToFile(agent) })).id;
    },
    async remove(id: string): Promise<void> {
      await api.roster.delete({ id });
    },
  };
}

export type RosterClient = ReturnType<typeof rosterClient>;
