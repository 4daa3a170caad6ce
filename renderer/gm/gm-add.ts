/**
 * Adding a unit at a GM table, as plain data: the draft the add dialog edits and the
 * `gm.add-unit` command it becomes. The agent comes from the roster, the shipped agents, or is
 * drawn at random: of a chosen level (src/agents/levels.ts: Rookie, Veteran, Elite) and
 * specialty, seeded by the battle's seed and the GM's count of added units, so the same battle
 * brings in the same agent again. The command carries the whole agent (the log replays without
 * the roster).
 */
import { agentToFile } from '../../src/agents/agent-file';
import type { AgentLevel } from '../../src/agents/levels';
import { randomAgent } from '../../src/agents/random-agent';
import type { Agent } from '../../src/agents/types';
import { seedRng } from '../../src/core/rng';
import type { SideId } from '../../src/battle';
import type { GmCommand } from '../../src/battle/commands/gm-types';
import type { GmSource } from '../../src/battle/state/gm';
import type { Point } from './templates';

export interface GmPoolAgent {
  readonly key: string;
  readonly label: string;
  readonly agent: Agent;
}

export interface GmPool {
  readonly roster: readonly GmPoolAgent[];
  readonly shipped: readonly GmPoolAgent[];
}

export interface AddDraft {
  readonly side: SideId;
  readonly source: GmSource;
  /** A roster or shipped agent's key; for a random agent, its specialty ('' = any). */
  readonly pick: string;
  /** A random agent's level. */
  readonly level: AgentLevel;
  readonly name: string;
  readonly public: boolean;
}

/** A fresh draft: the given side, from the roster when it has anyone. */
export const addDraft = (side: SideId, pool: GmPool, isPublic: boolean): AddDraft => ({
  side,
  source: pool.roster.length > 0 ? 'roster' : 'shipped',
  pick: '',
  level: 'veteran',
  name: '',
  public: isPublic,
});

/** The agent of a draft: the chosen roster or shipped one (the first when none is chosen), or a random one. */
export function draftAgent(d: AddDraft, pool: GmPool, battle: { readonly seed: string; readonly added: number }): Agent | null {
  if (d.source === 'random') {
    return randomAgent(seedRng(`${battle.seed}/gm/${battle.added}`), { level: d.level, ...(d.pick ? { specialty: d.pick } : {}) }).agent;
  }
  const list = d.source === 'roster' ? pool.roster : pool.shipped;
  return (list.find((a) => a.key === d.pick) ?? list[0])?.agent ?? null;
}

/** The command of a draft at a cell, or why there is none. */
export function addCommand(d: AddDraft, at: Point, pool: GmPool, battle: { readonly seed: string; readonly added: number }): GmCommand | string {
  const agent = draftAgent(d, pool, battle);
  if (!agent) return d.source === 'roster' ? 'The roster is empty.' : 'No agent to add.';
  const name = d.name.trim() || agent.animal || agent.name;
  return { type: 'gm.add-unit', side: d.side, name, agent: agentToFile(agent), at: { x: at.x, y: at.y }, source: d.source, ...(d.source === 'random' ? { level: d.level } : {}), public: d.public };
}
