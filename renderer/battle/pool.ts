/**
 * The agents a battle can field: the shipped agents and squads (maps/agents,
 * maps/squads, bundled by Vite) and the player's roster (api.roster). An agent or squad that
 * cannot be read is left out with a warning; the rest still list.
 */
import { agentFromFile, readAgentFile } from '../../src/agents/agent-file';
import { readSquadFile } from '../../src/agents/squad-file';
import type { BlacksiteApi } from '../../src/contract';
import type { Pool, PoolAgent, PoolSquad } from './setup-model';

const agentFiles = import.meta.glob<unknown>('../../maps/agents/*.json', { eager: true, import: 'default' });
const squadFiles = import.meta.glob<unknown>('../../maps/squads/*.json', { eager: true, import: 'default' });
const fileName = (key: string): string => key.replace(/^.*\//, '');

export function shippedPool(): Pool {
  const agents: PoolAgent[] = [];
  for (const [key, value] of Object.entries(agentFiles)) {
    const r = readAgentFile(value);
    if (r.ok) agents.push({ key: `shipped:${fileName(key)}`, agent: r.agent, source: 'shipped' });
    else console.warn(`Shipped agent ${fileName(key)} was skipped: ${r.reason}`);
  }
  const resolve = (ref: string) => {
    const key = Object.keys(agentFiles).find((k) => fileName(k) === ref);
    return key ? { ok: true as const, value: agentFiles[key] } : { ok: false as const, reason: `There is no shipped agent file ${ref}.` };
  };
  const squads: PoolSquad[] = [];
  for (const [key, value] of Object.entries(squadFiles)) {
    const r = readSquadFile(value, resolve);
    if (r.ok) squads.push({ key: fileName(key), squad: r.squad });
    else console.warn(`Shipped squad ${fileName(key)} was skipped: ${r.reason}`);
  }
  agents.sort((a, b) => a.agent.name.localeCompare(b.agent.name));
  squads.sort((a, b) => a.squad.name.localeCompare(b.squad.name));
  return { agents, squads };
}

/** The shipped pool plus the roster's agents; a roster that cannot be read gives its sentence. */
export async function loadPool(api: BlacksiteApi): Promise<{ pool: Pool; warning: string | null }> {
  const shipped = shippedPool();
  try {
    const listing = await api.roster.list();
    const roster: PoolAgent[] = listing.agents.map((e) => ({ key: `roster:${e.id}`, agent: agentFromFile(e.file), source: 'roster' as const }));
    roster.sort((a, b) => a.agent.name.localeCompare(b.agent.name));
    const warning = listing.unreadable.length > 0 ? `${listing.unreadable.length} roster file(s) could not be read: ${listing.unreadable.map((u) => u.reason).join(' ')}` : null;
    return { pool: { agents: [...roster, ...shipped.agents], squads: shipped.squads }, warning };
  } catch (error) {
    return { pool: shipped, warning: `The roster could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}
