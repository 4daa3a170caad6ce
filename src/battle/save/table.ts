import { z } from 'zod';
import { agentFileSchema, agentFromFile, agentToFile, type AgentFile } from '../../agents/agent-file';
import type { Agent } from '../../agents/types';

/**
 * What the table showed beside the battle state, kept in a save so a resumed battle looks like
 * the one that was saved: each side's chosen token colour, letter and
 * mission code colour, and the agent behind each unit (the unit itself goes by its code name and
 * carries only battle stats). Optional in a save: saves written before it load without it, and
 * the table falls back to colours by side order and battle stats only.
 */
export interface TableSide {
  readonly id: string;
  /** Index into the table's four side colours (Okabe-Ito). */
  readonly colour: number;
  /** The letter drawn on the side's tokens. */
  readonly letter: string;
  /** The mission colour of R-OPS-10 ("Red"), first half of every member's code name. */
  readonly codeColor: string;
}

export interface BattleTable {
  readonly sides: readonly TableSide[];
  /** The agent behind each unit id, in the agent file format (ladder words, checked by its schema). */
  readonly agents: Readonly<Record<string, AgentFile>>;
  /** 'gm': a GM table: human seat 0 are the players, seat 1 the GM by hand. Absent: solo or hot-seat. */
  readonly mode?: 'gm';
  /**
   * The roster file behind each unit played by a roster agent, so a battle opened from its save
   * still writes their service records when it ends. Absent: no roster agent fought.
   */
  readonly roster?: Readonly<Record<string, string>>;
  /** The campaign mission this battle is (R-CAMP-1): its end goes back to that campaign's debrief. */
  readonly campaign?: CampaignLink;
}

export interface CampaignLink {
  /** The campaign's id in the store. */
  readonly id: string;
  readonly mission: string;
}

/** Four sides of at most twelve agents each (the set-up's limits). */
const MAX_AGENTS = 48;

const tableSideSchema = z.strictObject({
  id: z.string().min(1).max(40),
  colour: z.number().int().min(0).max(3),
  letter: z.string().min(1).max(2),
  codeColor: z.string().max(20),
});

export const battleTableSchema: z.ZodType<BattleTable> = z.strictObject({
  sides: z.array(tableSideSchema).min(1).max(4),
  agents: z
    .record(z.string().min(1).max(40), agentFileSchema)
    .refine((agents) => Object.keys(agents).length <= MAX_AGENTS, { error: `at most ${MAX_AGENTS} agents` }),
  mode: z.literal('gm').optional(),
  roster: z
    .record(z.string().min(1).max(40), z.string().min(1).max(120))
    .refine((roster) => Object.keys(roster).length <= MAX_AGENTS, { error: `at most ${MAX_AGENTS} roster agents` })
    .optional(),
  campaign: z.strictObject({ id: z.string().min(1).max(80), mission: z.string().min(1).max(40) }).optional(),
});

/**
 * The table as a save keeps it. An agent whose file would not pass its own schema (which the
 * roster and the shipped agents always do) is left out rather than making every save refused:
 * its unit's sheet then shows battle stats only.
 */
export function battleTable(sides: readonly TableSide[], agents: Readonly<Record<string, Agent>>, mode?: 'gm', roster?: Readonly<Record<string, string>>, campaign?: CampaignLink): BattleTable {
  const files: Record<string, AgentFile> = {};
  for (const [unit, agent] of Object.entries(agents)) {
    const parsed = agentFileSchema.safeParse(agentToFile(agent));
    if (parsed.success) files[unit] = parsed.data;
  }
  const table = { sides: sides.map(({ id, colour, letter, codeColor }) => ({ id, colour, letter, codeColor })), agents: files };
  return { ...table, ...(mode ? { mode } : {}), ...(roster && Object.keys(roster).length > 0 ? { roster: { ...roster } } : {}), ...(campaign ? { campaign: { ...campaign } } : {}) };
}

/** The agents behind the units, as the table's sheet reads them. */
export function tableAgents(table: BattleTable): Record<string, Agent> {
  return Object.fromEntries(Object.entries(table.agents).map(([unit, file]) => [unit, agentFromFile(file)]));
}
