import { z } from 'zod';
import { WOUND_ROW_IDS, type WoundRowId } from '../ops/data/wound-chart';
import type { WoundTrack } from '../ops/combat/wounds';
import { MAX_RAISES, raiseSchema, type Raise } from './development';

/**
 * An agent's service record in the roster: missions flown, missions it came back
 * wounded from, enemies it killed, and whether it was killed in action. The debrief adds one mission
 * to each roster agent that fought; a dead agent is marked killed in action and cannot be sent on
 * another mission until a game master revives it (the revivals are counted).
 */
export interface ServiceRecord {
  readonly missions: number;
  readonly wounded: number;
  readonly kills: number;
  readonly killedInAction: boolean;
  readonly revived: number;
  /** What a campaign adds (R-CAMP-1); absent on agents that never served in one. */
  readonly objectives?: number;
  /** Enemies this agent took out of the fight who lived (the kills are the ones who died). */
  readonly takedowns?: number;
  /** The worst wound of each mission it came back wounded from. */
  readonly injuries?: readonly Injury[];
  /** Experience points (R-CAMP-3). */
  readonly ep?: { readonly earned: number; readonly spent: number };
  /** What the EP bought, in order (development.ts). */
  readonly development?: readonly Raise[];
  /** Wounds still healing between missions (R-CAMP-2): the marked boxes, half-days rested on the worst, hospital. */
  readonly recovery?: RecoveryRecord;
}

export interface Injury {
  readonly mission: string;
  readonly worst: WoundRowId;
}

/** The marked wound boxes between missions (no death: the dead are not healing). */
export type HealingWounds = Omit<WoundTrack, 'dead'>;

export interface RecoveryRecord {
  readonly wounds: HealingWounds;
  readonly progress: number;
  readonly hospital: boolean;
}

const count = z.number().int().min(0).max(100_000);
const boxes = (max: number) => z.number().int().min(0).max(max);
export const recoveryRecordSchema = z.strictObject({
  wounds: z.strictObject({ scratch: boxes(3), hurt: boxes(2), light: boxes(2), serious: boxes(2), critical: boxes(1), incapacitated: boxes(1), nearDeath: boxes(1) }),
  progress: z.number().int().min(0).max(100_000),
  hospital: z.boolean(),
});
export const serviceRecordSchema = z.strictObject({
  missions: count,
  wounded: count,
  kills: count,
  killedInAction: z.boolean(),
  revived: count.default(0),
  objectives: count.optional(),
  takedowns: count.optional(),
  injuries: z.array(z.strictObject({ mission: z.string().min(1).max(40), worst: z.enum(WOUND_ROW_IDS) })).max(MAX_RAISES).readonly().optional(),
  ep: z.strictObject({ earned: count, spent: count }).refine((e) => e.spent <= e.earned, { error: 'more EP spent than earned' }).optional(),
  development: z.array(raiseSchema).max(MAX_RAISES).readonly().optional(),
  recovery: recoveryRecordSchema.optional(),
});

export const NO_RECORD: ServiceRecord = { missions: 0, wounded: 0, kills: 0, killedInAction: false, revived: 0 };

/** What one battle adds: its fate (from the debrief), and the kills it scored. */
export interface MissionOutcome {
  readonly fate: 'unhurt' | 'wounded' | 'prisoner' | 'dead' | 'unresolved';
  /** The worst wound marked ('none' when unhurt). */
  readonly worst: string;
  readonly kills: number;
}

export function recordAfterMission(record: ServiceRecord | undefined, outcome: MissionOutcome): ServiceRecord {
  const r = record ?? NO_RECORD;
  return {
    ...r,
    missions: r.missions + 1,
    wounded: r.wounded + (outcome.worst !== 'none' && outcome.fate !== 'dead' ? 1 : 0),
    kills: r.kills + outcome.kills,
    killedInAction: r.killedInAction || outcome.fate === 'dead',
  };
}

/** The game master brings a dead agent back: it may be sent again. */
export function revived(record: ServiceRecord): ServiceRecord {
  return record.killedInAction ? { ...record, killedInAction: false, revived: record.revived + 1 } : record;
}

/** Why this agent cannot be sent on a mission, or undefined. */
export function deployProblem(name: string, record: ServiceRecord | undefined): string | undefined {
  return record?.killedInAction ? `${name} was killed in action and cannot be sent again unless a game master revives them (Characters).` : undefined;
}

/** "3 missions, wounded twice, 4 kills" (and "killed in action"). */
export function describeRecord(record: ServiceRecord | undefined): string {
  const r = record ?? NO_RECORD;
  if (r.missions === 0 && !r.killedInAction) return 'No missions yet';
  const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
  const parts = [`${r.missions} mission${r.missions === 1 ? '' : 's'}`];
  if (r.wounded > 0) parts.push(`wounded ${times(r.wounded)}`);
  parts.push(`${r.kills} kill${r.kills === 1 ? '' : 's'}`);
  if ((r.takedowns ?? 0) > 0) parts.push(`${r.takedowns ?? 0} takedown${r.takedowns === 1 ? '' : 's'}`);
  if ((r.objectives ?? 0) > 0) parts.push(`${r.objectives ?? 0} objective${r.objectives === 1 ? '' : 's'}`);
  if (r.ep && r.ep.earned > 0) parts.push(`${r.ep.earned} EP earned, ${r.ep.spent} spent`);
  if (r.killedInAction) parts.push('killed in action');
  else if (r.revived > 0) parts.push(`revived ${times(r.revived)}`);
  return parts.join(', ');
}
