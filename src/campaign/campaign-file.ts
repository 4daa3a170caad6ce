import { z } from 'zod';
import { agentFileSchema, agentFromFile, agentToFile } from '../agents/agent-file';
import { TEAM_DESIGNATIONS } from '../ops/character/code-names';
import { WOUND_ROW_IDS } from '../ops/data/wound-chart';
import { jsonLimitBreach, jsonLimitSentence, valueWords } from '../core/json-limits';
import { sentence } from '../core/sentence';
import { damagedVersion, schemaRefusal, versionWords } from '../core/plain-issue';
import type { Campaign, CampaignAgent, EnemySide, PlannedMission } from './types';

/**
 * The `blacksite-campaign` file, version 1 (README "Campaign files"): the whole campaign as one
 * JSON object. Read with `readCampaign` (bounded, schema-checked, then checked for consistency) and
 * written with `campaignText`; the store checks a text with `readCampaign` before it writes it.
 */
export const CAMPAIGN_FORMAT = 'blacksite-campaign';
export const CAMPAIGN_VERSION = 1;
/** 40 agents of 20 KB and hundreds of missions stay far below these. */
export const MAX_CAMPAIGN_BYTES = 16 * 1024 * 1024;
export const CAMPAIGN_LIMITS = { maxDepth: 24, maxValues: 2_000_000 } as const;
export const MAX_AGENTS = 200;
export const MAX_MISSIONS = 500;

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, { error: 'expected an id of letters, digits, "-" and "_"' });
const day = z.number().int().min(1).max(1_000_000);
const count = z.number().int().min(0).max(100_000);
const text = (max: number) => z.string().max(max);
const colour = z.string().min(1).max(20);
const squadRef = z.string().max(80).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*\.json$/, { error: 'expected a squad file name such as "compound-guards.json"' });

const spendingWindow = z.strictObject({
  mission: id,
  missionTitle: text(120),
  rolled: z.array(text(80)).max(200),
  raised: z.array(text(100)).max(200),
});

const agentEntry = z.strictObject({
  id,
  agent: agentFileSchema,
  status: z.enum(['active', 'captured', 'dead']),
  joined: day,
  fell: z.strictObject({ day, mission: id }).optional(),
  window: spendingWindow.optional(),
});

const zone = z.strictObject({ x: count, y: count, w: z.number().int().min(1).max(1024), h: z.number().int().min(1).max(1024) });

const enemy = z.strictObject({
  name: z.string().min(1).max(80),
  squad: z.union([squadRef, z.array(agentFileSchema).min(1).max(12)]),
  controller: z.enum(['veteran', 'recruit', 'gm']),
});

const plan = z.strictObject({
  kind: z.literal('battle'),
  map: z.string().min(1).max(120),
  enemy,
  teamZone: z.enum(['a', 'b']),
  maxRounds: z.number().int().min(1).max(1000),
  reach: z.array(z.strictObject({ name: z.string().min(1).max(80), zone })).max(8),
});

const planned = z.strictObject({
  id,
  title: z.string().min(1).max(120),
  briefing: text(8000),
  daysBefore: z.number().int().min(0).max(3650),
  team: z.strictObject({ min: z.number().int().min(1).max(12), max: z.number().int().min(1).max(12) }),
  plan,
});

const posting = z.strictObject({ agent: id, color: colour, designation: z.enum(TEAM_DESIGNATIONS).optional() });

const missionAgent = z.strictObject({
  agent: id,
  codeName: text(80),
  fate: z.enum(['unhurt', 'wounded', 'prisoner', 'dead', 'unresolved']),
  worst: z.enum(['none', ...WOUND_ROW_IDS]),
  hospital: z.boolean(),
  kills: count,
  takedowns: count,
  objectives: count,
  ep: z.number().int().min(0).max(20),
  adjusted: z.boolean(),
});

const played = z.strictObject({
  id,
  title: z.string().min(1).max(120),
  day,
  succeeded: z.boolean(),
  result: text(400),
  rounds: count,
  seed: text(200),
  agents: z.array(missionAgent).max(12),
  daysAfter: z.number().int().min(0).max(1_000_000).optional(),
});

export const campaignFileSchema = z.strictObject({
  format: z.literal(CAMPAIGN_FORMAT),
  version: z.literal(CAMPAIGN_VERSION),
  name: z.string().min(1).max(80),
  appVersion: text(40).optional(),
  createdAt: text(40),
  updatedAt: text(40),
  seed: z.string().min(1).max(200),
  day,
  agents: z.array(agentEntry).max(MAX_AGENTS),
  missions: z.array(planned).max(MAX_MISSIONS),
  played: z.array(played).max(MAX_MISSIONS),
  deployment: z.strictObject({ mission: id, seed: text(200), team: z.array(posting).min(1).max(12) }).optional(),
});

export type CampaignFile = z.output<typeof campaignFileSchema>;

/** When it was written and by which app: the file's own, kept beside the campaign. */
export interface CampaignStamp {
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly appVersion?: string;
}

export type CampaignRead = { readonly ok: true; readonly campaign: Campaign; readonly stamp: CampaignStamp; readonly file: CampaignFile } | { readonly ok: false; readonly reason: string };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function formatProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'This is not a Blacksite campaign: it is not a JSON object.';
  if (value.format !== CAMPAIGN_FORMAT) {
    return value.format === undefined
      ? `This is not a Blacksite campaign: it has no "format": "${CAMPAIGN_FORMAT}".`
      : `This is not a Blacksite campaign: its format is ${valueWords(value.format)}, not "${CAMPAIGN_FORMAT}".`;
  }
  if (damagedVersion(value.version)) return `This campaign is damaged: its version (${versionWords(value.version)}) is not a whole number.`;
  if (typeof value.version === 'number' && Number.isInteger(value.version) && value.version > CAMPAIGN_VERSION) {
    return `This campaign was written by a newer Blacksite (version ${value.version}); this one reads version ${CAMPAIGN_VERSION}.`;
  }
  return undefined;
}

/** What the schema cannot see: ids unique, every reference to an agent or mission found. */
export function consistencyProblem(f: CampaignFile): string | undefined {
  const agentIds = new Set<string>();
  for (const a of f.agents) {
    if (agentIds.has(a.id)) return `Two agents share the id "${a.id}".`;
    agentIds.add(a.id);
    if (a.status !== 'active' && !a.fell) return `${a.agent.name} is ${a.status} but the campaign does not say when.`;
  }
  const missionIds = new Set<string>();
  for (const m of [...f.played, ...f.missions]) {
    if (missionIds.has(m.id)) return `Two missions share the id "${m.id}".`;
    missionIds.add(m.id);
  }
  for (const m of f.missions) if (m.team.min > m.team.max) return `${m.title} asks for at least ${m.team.min} agents but at most ${m.team.max}.`;
  for (const p of f.played) for (const a of p.agents) if (!agentIds.has(a.agent)) return `${p.title} names an agent "${a.agent}" who is not in the campaign.`;
  const d = f.deployment;
  if (d) {
    if (!f.missions.some((m) => m.id === d.mission)) return `The mission under way, "${d.mission}", is not one to come.`;
    for (const p of d.team) if (!agentIds.has(p.agent)) return `The team under way names an agent "${p.agent}" who is not in the campaign.`;
  }
  return undefined;
}

const agentOf = (a: CampaignFile['agents'][number]): CampaignAgent => ({
  id: a.id,
  agent: agentFromFile(a.agent),
  status: a.status,
  joined: a.joined,
  ...(a.fell ? { fell: a.fell } : {}),
  ...(a.window ? { window: a.window } : {}),
});

const enemyOf = (e: CampaignFile['missions'][number]['plan']['enemy']): EnemySide => ({
  name: e.name,
  squad: typeof e.squad === 'string' ? e.squad : e.squad.map(agentFromFile),
  controller: e.controller,
});

const missionOf = (m: CampaignFile['missions'][number]): PlannedMission => ({ ...m, plan: { ...m.plan, enemy: enemyOf(m.plan.enemy) } });

/** Reads an untrusted value as a campaign, or refuses it with one sentence naming the first problem. */
export function readCampaignValue(value: unknown): CampaignRead {
  const breach = jsonLimitBreach(value, CAMPAIGN_LIMITS);
  if (breach) return { ok: false, reason: jsonLimitSentence('This campaign', breach) };
  const notOurs = formatProblem(value);
  if (notOurs) return { ok: false, reason: notOurs };
  const parsed = campaignFileSchema.safeParse(value);
  if (!parsed.success) return { ok: false, reason: schemaRefusal('This campaign is damaged', parsed.error, { input: value }) };
  const f = parsed.data;
  const inconsistent = consistencyProblem(f);
  if (inconsistent) return { ok: false, reason: sentence(`This campaign is damaged: ${inconsistent}`) };
  const campaign: Campaign = {
    name: f.name,
    seed: f.seed,
    day: f.day,
    agents: f.agents.map(agentOf),
    missions: f.missions.map(missionOf),
    played: f.played,
    ...(f.deployment ? { deployment: f.deployment } : {}),
  };
  return { ok: true, campaign, file: f, stamp: { createdAt: f.createdAt, updatedAt: f.updatedAt, ...(f.appVersion ? { appVersion: f.appVersion } : {}) } };
}

/** Reads a campaign file's text (JSON), or refuses it in one sentence. */
export function readCampaign(text: string): CampaignRead {
  if (text.length > MAX_CAMPAIGN_BYTES) return { ok: false, reason: 'This campaign file is too big to be a Blacksite campaign.' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: text.trim() === '' ? 'This campaign file is empty.' : 'This campaign file is not valid JSON (it may be cut off or corrupted).' };
  }
  return readCampaignValue(value);
}

/** The campaign as a file object: agents as agent files (ladder words), keys in a readable order. */
export function campaignToFile(c: Campaign, stamp: CampaignStamp): CampaignFile {
  return {
    format: CAMPAIGN_FORMAT,
    version: CAMPAIGN_VERSION,
    name: c.name,
    ...(stamp.appVersion ? { appVersion: stamp.appVersion } : {}),
    createdAt: stamp.createdAt,
    updatedAt: stamp.updatedAt,
    seed: c.seed,
    day: c.day,
    agents: c.agents.map((a) => ({
      id: a.id,
      agent: agentToFile(a.agent),
      status: a.status,
      joined: a.joined,
      ...(a.fell ? { fell: a.fell } : {}),
      ...(a.window ? { window: { ...a.window, rolled: [...a.window.rolled], raised: [...a.window.raised] } } : {}),
    })),
    missions: c.missions.map((m) => ({
      ...m,
      plan: {
        ...m.plan,
        reach: m.plan.reach.map((r) => ({ ...r })),
        enemy: { ...m.plan.enemy, squad: typeof m.plan.enemy.squad === 'string' ? m.plan.enemy.squad : m.plan.enemy.squad.map(agentToFile) },
      },
    })),
    played: c.played.map((p) => ({ ...p, agents: [...p.agents] })),
    ...(c.deployment ? { deployment: { ...c.deployment, team: [...c.deployment.team] } } : {}),
  };
}

/** Pretty JSON with a final newline: what the store writes and the export offers. */
export function campaignText(c: Campaign, stamp: CampaignStamp): string {
  return `${JSON.stringify(campaignToFile(c, stamp), null, 1)}\n`;
}
