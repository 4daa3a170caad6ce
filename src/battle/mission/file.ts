import { z } from 'zod';
import { jsonLimitBreach, jsonLimitSentence } from '../../core/json-limits';
import { issueWhat, issueWhere, sentence } from '../../core/sentence';
import { AI_LEVELS } from '../state/types';
import { OBJECTIVE_KINDS } from './types';

/**
 * The mission file (`blacksite-mission`, version 1; docs/missions.md): the map, each side's role,
 * squad and controller, whether the defenders start unaware, the objectives (required or optional),
 * the round limit, the alarm's clock and reinforcements, and the briefing. Untrusted input: checked
 * with zod, bounded in size and depth, refused in one sentence. Names in it (posts, terminals, items,
 * captives, zones) are the map's object names; `plan.ts` resolves them against the map.
 */
export const MISSION_FORMAT = 'blacksite-mission';
export const MISSION_VERSION = 1;

/** A squad: a file name (beside the mission, or a shipped squad) or a squad written in. */
const squadRef = z.union([
  z
    .string()
    .max(80)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*\.json$/, { error: 'expected a squad file name such as "black-team.json" (no folders)' }),
  z.record(z.string(), z.unknown()),
]);

const fileName = z
  .string()
  .max(120)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*\.[A-Za-z0-9]+$/, { error: 'expected a file name such as "compound.tmj" (no folders)' });

const objectName = z.string().trim().min(1).max(80);
const light = z.enum(['lit', 'dim', 'dark']);

const side = {
  name: z.string().trim().min(1).max(80).optional(),
  squad: squadRef,
  controller: z.enum(['human', 'computer']).default('human'),
  level: z.enum(AI_LEVELS as ['recruit', 'veteran']).default('veteran'),
  /** The map's spawn-zone side this squad deploys in. */
  zone: z.string().trim().min(1).max(20).optional(),
};

const objective = z.strictObject({
  kind: z.enum(OBJECTIVE_KINDS),
  /** The map object it is about: a terminal, charge site, item, captive, or objective zone; a defender's agent name to eliminate. */
  target: objectName.optional(),
  name: z.string().trim().min(1).max(80).optional(),
  required: z.boolean().default(true),
  /** extract: the intruders (agent names) who must leave; default every intruder able to act. eliminate: the targets. */
  units: z.array(objectName).max(16).optional(),
  /** plant: rounds after the charge is set until it goes off by itself. */
  fuse: z.number().int().min(0).max(100).optional(),
  /** rescue: the captive's agent file, when the map's captive names none. */
  agent: fileName.optional(),
  /** reach: a zone in cells, when the map has no objective object of that name. */
  zone: z.strictObject({ x: z.number().int().min(0).max(1023), y: z.number().int().min(0).max(1023), w: z.number().int().min(1).max(1024), h: z.number().int().min(1).max(1024) }).optional(),
});

export const missionFileSchema = z.strictObject({
  format: z.literal(MISSION_FORMAT),
  version: z.literal(MISSION_VERSION),
  name: z.string().trim().min(1).max(80),
  /** The map's file name: beside the mission, a shipped map, or one of the player's map library. */
  map: fileName,
  briefing: z.string().max(4000).default(''),
  roundLimit: z.number().int().min(1).max(1000).default(40),
  /** The light of every cell the map does not light itself (R-OPS-43): a night mission on a day map. */
  light: light.optional(),
  environment: z.enum(['forest', 'desert', 'arctic', 'water', 'urban', 'black']).optional(),
  sightRange: z.number().positive().max(10_000).optional(),
  intruders: z.strictObject({ ...side, disguised: z.boolean().default(false) }),
  defenders: z.strictObject({
    ...side,
    controller: z.enum(['human', 'computer']).default('computer'),
    /** R-OPS-39: the defenders start unaware (false: alerted, a firefight). */
    unaware: z.boolean().default(true),
    /** The map's posts and patrols by name, one per defender in squad order; default: the map's order. */
    posts: z.array(objectName.nullable()).max(16).optional(),
  }),
  objectives: z.array(objective).min(1).max(16),
  /** The devices the briefing tells the intruders of (map names): they start noticed (R-OPS-44). */
  intel: z.array(objectName).max(64).optional(),
  /** R-OPS-44: what raising the alarm brings, and after how many rounds. */
  alarm: z.strictObject({ after: z.number().int().min(0).max(100), reinforcements: squadRef }).optional(),
});

export type MissionFile = z.output<typeof missionFileSchema>;
export type MissionSquadRef = z.output<typeof squadRef>;

export type MissionRead = { readonly ok: true; readonly file: MissionFile } | { readonly ok: false; readonly reason: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads an untrusted mission file (parsed JSON): the file, or one sentence saying why not. */
export function readMissionFile(value: unknown): MissionRead {
  // Squads written in nest agents: about 12 levels; anything far deeper or bigger is refused before it is walked.
  const breach = jsonLimitBreach(value, { maxDepth: 32, maxValues: 100_000 });
  if (breach) return { ok: false, reason: jsonLimitSentence('This mission file', breach) };
  if (!isRecord(value) || value['format'] !== MISSION_FORMAT) return { ok: false, reason: `This is not a Blacksite mission file: it needs "format": "${MISSION_FORMAT}".` };
  const version = value['version'];
  if (typeof version === 'number' && version > MISSION_VERSION) {
    return { ok: false, reason: `This mission file was written by a newer Blacksite (version ${version}); this one reads version ${MISSION_VERSION}.` };
  }
  const parsed = missionFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issueWhere(issue.path) : 'the top level';
    return { ok: false, reason: sentence(`This mission file is malformed: ${where}: ${issueWhat(issue)}.`) };
  }
  const f = parsed.data;
  if (!f.objectives.some((o) => o.required)) return { ok: false, reason: 'This mission file has no required objective; at least one must be required.' };
  for (const [i, o] of f.objectives.entries()) {
    const needsTarget = o.kind === 'hack' || o.kind === 'plant' || o.kind === 'retrieve' || o.kind === 'rescue';
    if (needsTarget && o.target === undefined) return { ok: false, reason: `Objective ${i + 1} (${o.kind}) names no target: give the map object's name.` };
    if (o.kind === 'eliminate' && o.target === undefined && (o.units?.length ?? 0) === 0) return { ok: false, reason: `Objective ${i + 1} (eliminate) names nobody: give the defender's name as target.` };
    if (o.kind === 'reach' && o.target === undefined && o.zone === undefined) return { ok: false, reason: `Objective ${i + 1} (reach) names no zone: give the map objective's name as target, or a zone.` };
  }
  return { ok: true, file: f };
}
