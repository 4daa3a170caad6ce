import { z } from 'zod';
import { TEAM_DESIGNATIONS } from '../ops/character/code-names';
import { AGENT_FILE_LIMITS, agentToFile, readAgentFile, gearSchema, type AgentFile } from './agent-file';
import { checkAgent } from './check';
import type { Agent } from './types';
import { jsonLimitBreach, jsonLimitSentence } from '../core/json-limits';
import { damagedVersion, schemaRefusal, versionWords } from '../core/plain-issue';

/** A squad file (README.md): a list of agents, inline or by file name, plus gear per agent. */
export const SQUAD_FORMAT = 'blacksite-squad';
export const SQUAD_VERSION = 1;
export const MAX_SQUAD_SIZE = 12;

/** An agent reference: a file name beside the squad file (or among the shipped agents), no folders. */
const reference = z
  .string()
  .max(80)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*\.json$/, { error: 'expected an agent file name such as "sniper.json" (no folders)' });

export const squadFileSchema = z.object({
  format: z.literal(SQUAD_FORMAT),
  version: z.literal(SQUAD_VERSION),
  name: z.string().min(1).max(80),
  color: z.string().max(20).optional(),
  designation: z.enum(TEAM_DESIGNATIONS).optional(),
  agents: z.array(z.union([reference, z.record(z.string(), z.unknown())])).min(1).max(MAX_SQUAD_SIZE),
  gear: z.array(gearSchema.nullable()).max(MAX_SQUAD_SIZE).optional(),
});

export type SquadFile = z.output<typeof squadFileSchema>;

export interface SquadMember {
  readonly agent: Agent;
  /** The file name it came from, or null when written inline. */
  readonly ref: string | null;
  readonly problems: readonly string[];
}

export interface Squad {
  readonly name: string;
  readonly color?: string;
  readonly designation?: (typeof TEAM_DESIGNATIONS)[number];
  readonly members: readonly SquadMember[];
  /** Every member valid (an invalid agent is not taken into battle). */
  readonly battleReady: boolean;
  /** One sentence per problem, naming the agent. */
  readonly problems: readonly string[];
}

export type SquadRead = { readonly ok: true; readonly squad: Squad } | { readonly ok: false; readonly reason: string };

/**
 * Reads a referenced agent file. The caller does the file system (src/ never sees paths): return
 * the parsed JSON, or a sentence saying why it cannot be read.
 */
export type AgentResolver = (ref: string) => { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: string };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads an untrusted squad file; each referenced agent goes through `resolve`. */
export function readSquadFile(value: unknown, resolve: AgentResolver): SquadRead {
  // Agents written into the squad nest about 9 levels: anything far deeper or bigger is refused before it is walked.
  const breach = jsonLimitBreach(value, { maxDepth: 24, maxValues: MAX_SQUAD_SIZE * AGENT_FILE_LIMITS.maxValues });
  if (breach) return { ok: false, reason: jsonLimitSentence('This squad file', breach) };
  if (!isRecord(value) || value.format !== SQUAD_FORMAT) {
    return { ok: false, reason: `This is not a Blacksite squad file: it needs "format": "${SQUAD_FORMAT}".` };
  }
  if (damagedVersion(value.version)) return { ok: false, reason: `This squad file is damaged: its version (${versionWords(value.version)}) is not a whole number.` };
  if (typeof value.version === 'number' && value.version > SQUAD_VERSION) {
    return { ok: false, reason: `This squad file was written by a newer Blacksite (version ${value.version}); this one reads version ${SQUAD_VERSION}.` };
  }
  const parsed = squadFileSchema.safeParse(value);
  if (!parsed.success) return { ok: false, reason: schemaRefusal('This squad file is damaged', parsed.error, { input: value }) };
  const f = parsed.data;
  if (f.gear && f.gear.length !== f.agents.length) {
    return { ok: false, reason: `This squad file lists ${f.agents.length} agents but gear for ${f.gear.length}; give one gear entry (or null) per agent.` };
  }
  const members: SquadMember[] = [];
  for (const [i, item] of f.agents.entries()) {
    const ref = typeof item === 'string' ? item : null;
    let raw: unknown = item;
    if (ref !== null) {
      const got = resolve(ref);
      if (!got.ok) return { ok: false, reason: `Agent ${i + 1} of the squad (${ref}) cannot be read: ${got.reason.replace(/^./, (c) => c.toLowerCase())}` };
      raw = got.value;
    }
    const read = readAgentFile(raw);
    if (!read.ok) return { ok: false, reason: `Agent ${i + 1} of the squad${ref ? ` (${ref})` : ''}: ${read.reason}` };
    const gear = f.gear?.[i];
    const agent: Agent = gear ? { ...read.agent, gear: gear } : read.agent;
    members.push({ agent, ref, problems: checkAgent(agent).problems });
  }
  const problems = members.flatMap((m, i) => m.problems.map((p) => `${m.agent.name || `Agent ${i + 1}`}: ${p}`));
  return {
    ok: true,
    squad: {
      name: f.name,
      ...(f.color ? { color: f.color } : {}),
      ...(f.designation ? { designation: f.designation } : {}),
      members,
      battleReady: problems.length === 0,
      problems,
    },
  };
}

/** A squad file with every agent inline and its gear in the agent (what export writes). */
export function squadToFile(name: string, agents: readonly Agent[], color?: string): SquadFile {
  return {
    format: SQUAD_FORMAT,
    version: SQUAD_VERSION,
    name,
    ...(color ? { color } : {}),
    agents: agents.map((a) => agentToFile(a) as AgentFile & Record<string, unknown>),
  };
}
