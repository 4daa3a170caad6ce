import { readAgentFile } from '../../src/agents/agent-file';
import { readSquadFile, type Squad } from '../../src/agents/squad-file';
import type { Agent } from '../../src/agents/types';

/**
 * The agents and squads that ship with the app (maps/agents, maps/squads), bundled by Vite.
 * Battle setup can take squads from here as well as from the roster.
 */
const agentFiles = import.meta.glob<unknown>('../../maps/agents/*.json', { eager: true, import: 'default' });
const squadFiles = import.meta.glob<unknown>('../../maps/squads/*.json', { eager: true, import: 'default' });

export interface ShippedAgent {
  /** File name, "sniper.json". */
  readonly file: string;
  readonly agent: Agent;
}

const fileName = (key: string): string => key.replace(/^.*\//, '');

export function shippedAgents(): ShippedAgent[] {
  const out: ShippedAgent[] = [];
  for (const [key, value] of Object.entries(agentFiles)) {
    const r = readAgentFile(value);
    if (r.ok) out.push({ file: fileName(key), agent: r.agent });
    else console.warn(`Shipped agent ${fileName(key)} was skipped: ${r.reason}`);
  }
  return out.sort((a, b) => a.agent.name.localeCompare(b.agent.name));
}

/** Resolves agent references by file name among the shipped agents. */
export function shippedResolver(ref: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  const key = Object.keys(agentFiles).find((k) => fileName(k) === ref);
  return key ? { ok: true, value: agentFiles[key] } : { ok: false, reason: `There is no shipped agent file ${ref}; put the agent inside the squad file instead.` };
}

export function shippedSquads(): { file: string; squad: Squad }[] {
  const out: { file: string; squad: Squad }[] = [];
  for (const [key, value] of Object.entries(squadFiles)) {
    const r = readSquadFile(value, shippedResolver);
    if (r.ok) out.push({ file: fileName(key), squad: r.squad });
    else console.warn(`Shipped squad ${fileName(key)} was skipped: ${r.reason}`);
  }
  return out;
}
