import { z } from 'zod';
import { serviceRecordSchema } from './service-record';
import { ladderWord, parseLadder } from '../core/ladder';
import { ATTRIBUTE_IDS } from '../ops/data/attributes';
import { TEAM_DESIGNATIONS } from '../ops/character/code-names';
import { ACCESSORIES, NO_GEAR, type Agent, type Gear } from './types';
import { MAX_ITEM_COUNT, MAX_SPARE_MAGAZINES } from './gear';
import { jsonLimitBreach, jsonLimitSentence, valueWords } from '../core/json-limits';
import { damagedVersion, schemaRefusal, versionWords } from '../core/plain-issue';

/** The interchange format for one agent; README.md beside this file documents it. */
export const AGENT_FORMAT = 'blacksite-agent';
export const AGENT_VERSION = 1;

const LADDER_HINT = 'a ladder word such as "Good", "Mediocre" or "Terrible-1"';
const word = z.string().max(20).refine((w) => parseLadder(w) !== undefined, { error: `expected ${LADDER_HINT}` });
const text = (max: number) => z.string().max(max);

/** Accessory names are matched without regard to case, as every name of the tables is. */
const accessory = z.preprocess(
  (v) => (typeof v === 'string' ? (ACCESSORIES.find((a) => a.toLowerCase() === v.trim().toLowerCase()) ?? v) : v),
  z.enum(ACCESSORIES),
);

export const gearSchema = z.object({
  weapons: z
    .array(
      z.object({
        name: text(80),
        ammo: text(40).optional(),
        magazine: z.number().int().positive().max(200).optional(),
        spareMagazines: z.number().int().min(0).max(MAX_SPARE_MAGAZINES).default(0),
        accessories: z.array(accessory).max(ACCESSORIES.length * 2).default([]),
      }),
    )
    .max(8)
    .default([]),
  melee: z.array(text(80)).max(8).default([]),
  armor: text(80).nullable().default(null),
  equipment: z
    .array(z.object({ name: text(80), variant: text(40).optional(), count: z.number().int().min(1).max(MAX_ITEM_COUNT).optional() }))
    .max(40)
    .default([]),
});

/**
 * The structure of an agent file. Closed lists of the format (attributes, difficulties,
 * accessories, designations) are checked here; names from the rule tables (skills, gifts, weapons)
 * are checked as rules by check.ts, so a typo there is a problem with the agent, not the file.
 */
export const agentFileSchema = z.object({
  format: z.literal(AGENT_FORMAT),
  version: z.literal(AGENT_VERSION),
  name: text(80),
  animal: text(40),
  specialty: text(40).optional(),
  attributes: z.object({ BODY: word, REA: word, PER: word, TECH: word, MEN: word, SOC: word }),
  skills: z
    .array(
      z.object({
        name: text(60),
        rating: word,
        field: text(60).optional(),
        difficulty: z.enum(['Easy', 'Average', 'Hard']).optional(),
        attribute: z.enum(ATTRIBUTE_IDS).optional(),
      }),
    )
    .max(120),
  gifts: z.array(text(60)).max(20),
  faults: z.array(text(60)).max(20),
  style: text(40).optional(),
  mission: z.object({ color: text(20), designation: z.enum(TEAM_DESIGNATIONS).optional() }).optional(),
  notes: text(4000).optional(),
  gear: gearSchema.optional(),
  /** The roster's service record; absent for an agent that never fought. */
  record: serviceRecordSchema.optional(),
});

/** An agent file as JSON holds it (ratings are ladder words). */
export type AgentFile = z.output<typeof agentFileSchema>;
export type AgentFileInput = z.input<typeof agentFileSchema>;

export type AgentFileRead =
  | { readonly ok: true; readonly agent: Agent; readonly file: AgentFile }
  | { readonly ok: false; readonly reason: string };

/** Far beyond any agent file: 120 skills and 20 gifts come to about 1,000 values, 6 levels deep. */
export const AGENT_FILE_LIMITS = { maxDepth: 16, maxValues: 20_000 } as const;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Why `value` is not an agent file of this version at all, or undefined when it claims to be one. */
function formatProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'This is not a Blacksite agent file: it is not a JSON object.';
  if (value.format !== AGENT_FORMAT) {
    return value.format === undefined
      ? `This is not a Blacksite agent file: it has no "format": "${AGENT_FORMAT}".`
      : `This is not a Blacksite agent file: its format is ${valueWords(value.format)}, not "${AGENT_FORMAT}".`;
  }
  if (damagedVersion(value.version)) return `This agent file is damaged: its version (${versionWords(value.version)}) is not a whole number.`;
  if (typeof value.version === 'number' && value.version > AGENT_VERSION) {
    return `This agent file was written by a newer Blacksite (version ${value.version}); this one reads version ${AGENT_VERSION}.`;
  }
  return undefined;
}

/** Reads an untrusted value as an agent file, or refuses it with one sentence naming the first problem. */
export function readAgentFile(value: unknown): AgentFileRead {
  // An agent file nests 6 levels: anything far deeper or bigger is refused before it is walked.
  const breach = jsonLimitBreach(value, AGENT_FILE_LIMITS);
  if (breach) return { ok: false, reason: jsonLimitSentence('This agent file', breach) };
  const notOurs = formatProblem(value);
  if (notOurs) return { ok: false, reason: notOurs };
  const parsed = agentFileSchema.safeParse(value);
  if (!parsed.success) return { ok: false, reason: schemaRefusal('This agent file is damaged', parsed.error, { input: value }) };
  return { ok: true, agent: agentFromFile(parsed.data), file: parsed.data };
}

const rating = (w: string): number => parseLadder(w) ?? 0;

export function agentFromFile(f: AgentFile): Agent {
  const gear: Gear = f.gear
    ? {
        weapons: f.gear.weapons.map((w) => ({ ...w })),
        melee: f.gear.melee,
        armor: f.gear.armor,
        equipment: f.gear.equipment,
      }
    : NO_GEAR;
  return {
    name: f.name,
    animal: f.animal,
    ...(f.specialty !== undefined ? { specialty: f.specialty } : {}),
    attributes: {
      BODY: rating(f.attributes.BODY),
      REA: rating(f.attributes.REA),
      PER: rating(f.attributes.PER),
      TECH: rating(f.attributes.TECH),
      MEN: rating(f.attributes.MEN),
      SOC: rating(f.attributes.SOC),
    },
    skills: f.skills.map((s) => ({ ...s, rating: rating(s.rating) })),
    gifts: f.gifts,
    faults: f.faults,
    ...(f.style !== undefined ? { style: f.style } : {}),
    ...(f.mission !== undefined ? { mission: f.mission } : {}),
    ...(f.notes !== undefined ? { notes: f.notes } : {}),
    ...(f.record !== undefined ? { record: f.record } : {}),
    gear,
  };
}

/** The agent as a file: ladder words, optional fields only when set, keys in a readable order. */
export function agentToFile(a: Agent): AgentFile {
  const attributes = Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, ladderWord(a.attributes[id])])) as AgentFile['attributes'];
  return {
    format: AGENT_FORMAT,
    version: AGENT_VERSION,
    name: a.name,
    animal: a.animal,
    ...(a.specialty ? { specialty: a.specialty } : {}),
    attributes,
    skills: a.skills.map((s) => ({
      name: s.name,
      rating: ladderWord(s.rating),
      ...(s.field !== undefined ? { field: s.field } : {}),
      ...(s.difficulty !== undefined ? { difficulty: s.difficulty } : {}),
      ...(s.attribute !== undefined ? { attribute: s.attribute } : {}),
    })),
    gifts: [...a.gifts],
    faults: [...a.faults],
    ...(a.style ? { style: a.style } : {}),
    ...(a.mission ? { mission: a.mission } : {}),
    ...(a.notes ? { notes: a.notes } : {}),
    gear: {
      weapons: a.gear.weapons.map((w) => ({
        name: w.name,
        ...(w.ammo !== undefined ? { ammo: w.ammo } : {}),
        ...(w.magazine !== undefined ? { magazine: w.magazine } : {}),
        spareMagazines: w.spareMagazines,
        accessories: [...w.accessories],
      })),
      melee: [...a.gear.melee],
      armor: a.gear.armor,
      equipment: a.gear.equipment.map((e) => ({ ...e })),
    },
    ...(a.record ? { record: { ...a.record } } : {}),
  };
}

/** Pretty JSON with a final newline: what export and the roster write. */
export function agentFileText(a: Agent): string {
  return `${JSON.stringify(agentToFile(a), null, 2)}\n`;
}
