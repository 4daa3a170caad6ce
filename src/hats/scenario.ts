/**
 * Scenarios as data (maps/scenarios/*.json), validated at load with zod: starting greenbacks,
 * home Areas, starting Agents and Groups, and the victory conditions (R-HATS-11).
 */
import * as z from 'zod';
import { damagedVersion, schemaRefusal, versionWords } from '../core/plain-issue';
import { AREA_BY_ID } from './data/regions';
import { GROUP_BY_ID } from './data/groups';
import { BASE_SKILLS, SKILLS } from './data/skills';
import { TEMPLATE_BY_ID } from './data/templates';
import { EVENT_TABLES } from './data/events';
import { buildProblems } from './rules/creation';

const id = z.string().regex(/^[a-z0-9-]+$/, 'ids are lower-case words joined by hyphens');
const level = z.number().int().min(-3).max(4);

const buildSchema = z.object({
  subtlety: level,
  resilience: level,
  loyalty: level,
  versatility: level,
  skills: z.partialRecord(z.enum(SKILLS), level),
});

const agentSchema = z.union([
  z.object({ template: z.enum(['bodyguard', 'killer', 'scientist', 'provocateur', 'recon']), area: id }).strict(),
  z.object({ build: buildSchema, area: id, name: z.string().min(1).max(40).optional() }).strict(),
]);

const seatSchema = z.object({
  id,
  name: z.string().min(1).max(60),
  greenbacks: z.number().int().min(0).max(500),
  homeAreas: z.array(id).min(1),
  agents: z.array(agentSchema).min(1),
  groups: z.array(id),
}).strict();

/** R-HATS-11: a scenario names its conditions; the default game uses Scale 12 and "last with Agents". */
const victorySchema = z.object({
  /** Controlling Groups of total Scale at least this at the end of one's turn wins. */
  controlScale: z.number().int().min(1).nullable(),
  /** Controlling at least one Group in this many different Regions at the end of one's turn wins. */
  controlRegions: z.number().int().min(2).max(10).nullable(),
  /** The last conspiracy with Agents wins. */
  lastWithAgents: z.boolean(),
  /** After this many rounds the largest controlled Scale wins (equal: a draw). */
  turnLimit: z.number().int().min(1).max(500),
}).strict();

export const scenarioSchema = z.object({
  format: z.literal('blacksite-hats-scenario'),
  version: z.literal(1),
  id,
  name: z.string().min(1).max(80),
  description: z.string().max(2000),
  seats: z.array(seatSchema).min(2).max(6),
  victory: victorySchema,
  /** R-HATS-17: the event table drawn from at the start of each round (data/events.ts), if any. */
  events: z.string().min(1).max(40).nullable().optional(),
}).strict();

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioSeat = Scenario['seats'][number];
export type ScenarioAgent = ScenarioSeat['agents'][number];
export type VictoryRules = z.infer<typeof victorySchema>;

export type ScenarioResult = { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly error: string };

/** Checks untrusted scenario JSON: shape first, then that every Area, Group and build it names is real and legal. */
export function parseScenario(json: unknown): ScenarioResult {
  const version = json !== null && typeof json === 'object' ? (json as { version?: unknown }).version : undefined;
  if (damagedVersion(version)) return { ok: false, error: `The scenario is damaged: its version (${versionWords(version)}) is not a whole number.` };
  const parsed = scenarioSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: schemaRefusal('The scenario is damaged', parsed.error, { input: json }) };
  const s = parsed.data;
  const problem = crossCheck(s);
  return problem ? { ok: false, error: problem } : { ok: true, scenario: s };
}

function crossCheck(s: Scenario): string | null {
  const seatIds = new Set<string>();
  const groupsTaken = new Set<string>();
  for (const seat of s.seats) {
    if (seatIds.has(seat.id)) return `The scenario names seat "${seat.id}" twice.`;
    seatIds.add(seat.id);
    for (const a of seat.homeAreas) if (!AREA_BY_ID.has(a)) return `Seat "${seat.id}" has an unknown home Area "${a}".`;
    for (const agent of seat.agents) {
      if (!AREA_BY_ID.has(agent.area)) return `Seat "${seat.id}" places an Agent in an unknown Area "${agent.area}".`;
      if ('template' in agent && !TEMPLATE_BY_ID.has(agent.template)) return `Unknown template "${agent.template}".`;
      if ('build' in agent) {
        // Starting Agents know only the eight skills of the text; the others are unlocked in play (R-HATS-17).
        const problems = buildProblems(agent.build, BASE_SKILLS);
        if (problems.length > 0) return `Seat "${seat.id}" has an illegal Agent: ${problems[0]}`;
      }
    }
    for (const gid of seat.groups) {
      if (!GROUP_BY_ID.has(gid)) return `Seat "${seat.id}" starts with an unknown Group "${gid}".`;
      if (groupsTaken.has(gid)) return `Group "${gid}" is given to two seats.`;
      groupsTaken.add(gid);
    }
  }
  if (s.events != null && !EVENT_TABLES[s.events]) return `The scenario names an unknown event table "${s.events}".`;
  const v = s.victory;
  if (v.controlScale === null && v.controlRegions === null && !v.lastWithAgents) {
    return 'The scenario has no way to win besides the turn limit; name at least one victory condition.';
  }
  return null;
}
