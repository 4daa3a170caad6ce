import { z } from 'zod';
import { agentFileSchema } from '../../agents/agent-file';
import type { AgentLevel } from '../../agents/levels';
import { WOUND_ROW_IDS } from '../../ops/data/wound-chart';
import { GM_ROLL_LIMITS } from '../commands/gm-roll';
import { AWARENESS, LIGHT_LEVELS } from '../mission/types';
import { GM_NOTE_MAX } from '../commands/gm-types';
import { GM_DOOR_STATES, GM_SOURCES, type GmState } from '../state/gm';
import { AI_LEVELS } from '../state/types';

/**
 * zod 4 schemas of the GM's commands and counters (commands/gm-types.ts, state/gm.ts) for saves
 * read from disk: bounded like the rest of save/schema.ts, which lists them with the others.
 */

const int = z.number().int();
const cell = z.strictObject({ x: int.min(0).max(4096), y: int.min(0).max(4096) });
const id = z.string().min(1).max(40);
const facing = int.min(0).max(7);
const isPublic = z.boolean();

const unitState = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('dodging'), on: z.boolean() }),
  z.strictObject({ state: z.literal('blind'), rounds: int.min(0).max(10) }),
  z.strictObject({ state: z.literal('grabbed'), by: id.nullable() }),
  z.strictObject({ state: z.literal('holding'), until: z.union([z.strictObject({ value: int.min(-40).max(20) }), z.strictObject({ unit: id })]).nullable() }),
  z.strictObject({ state: z.literal('out'), on: z.boolean() }),
]);

export const gmCommandSchemas = [
  z.strictObject({ type: z.literal('gm.move'), unit: id, to: cell, facing: facing.optional(), public: isPublic }),
  z.strictObject({ type: z.literal('gm.face'), unit: id, facing, public: isPublic }),
  z.strictObject({ type: z.literal('gm.wounds'), unit: id, row: z.enum([...WOUND_ROW_IDS, 'dead']), marked: int.min(0).max(3), public: isPublic }),
  z.strictObject({ type: z.literal('gm.ammo'), unit: id, weapon: int.min(0).max(7), loaded: int.min(0).max(1000), spares: int.min(0).max(100), public: isPublic }),
  z.strictObject({ type: z.literal('gm.flash-bangs'), unit: id, count: int.min(0).max(20), public: isPublic }),
  z.strictObject({ type: z.literal('gm.armor'), unit: id, ballistic: int.min(0).max(20), physical: int.min(0).max(20), public: isPublic }),
  z.strictObject({ type: z.literal('gm.state'), unit: id, set: unitState, public: isPublic }),
  z.strictObject({
    type: z.literal('gm.add-unit'),
    side: id,
    name: z.string().min(1).max(80),
    agent: agentFileSchema,
    at: cell,
    source: z.enum(GM_SOURCES),
    level: z.enum(['rookie', 'veteran', 'elite'] as const satisfies readonly AgentLevel[]).optional(),
    public: isPublic,
  }),
  z.strictObject({ type: z.literal('gm.remove-unit'), unit: id, public: isPublic }),
  z.strictObject({
    type: z.literal('gm.control'),
    side: id,
    controller: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('human'), seat: int.min(0).max(16) }),
      z.strictObject({ kind: z.literal('computer'), level: z.enum(AI_LEVELS as ['recruit', 'veteran']) }),
    ]),
    public: isPublic,
    seat: z.enum(['round', 'keep', 'back']).optional(),
  }),
  z.strictObject({ type: z.literal('gm.door'), at: cell, state: z.enum(GM_DOOR_STATES), public: isPublic }),
  z.strictObject({ type: z.literal('gm.note'), text: z.string().min(1).max(GM_NOTE_MAX), public: isPublic }),
  z.strictObject({
    type: z.literal('gm.roll'),
    label: z.string().min(1).max(80),
    dice: int.min(GM_ROLL_LIMITS.dice.min).max(GM_ROLL_LIMITS.dice.max),
    trait: z.strictObject({ name: z.string().max(40), value: int.min(GM_ROLL_LIMITS.trait.min).max(GM_ROLL_LIMITS.trait.max) }),
    difficulty: int.min(GM_ROLL_LIMITS.difficulty.min).max(GM_ROLL_LIMITS.difficulty.max).nullable(),
    public: isPublic,
  }),
  // A mission's awareness, alarm or light (src/battle/mission/gm.ts).
  z.strictObject({
    type: z.literal('gm.mission'),
    set: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('awareness'), unit: z.string().min(1).max(40), to: z.enum(AWARENESS) }),
      z.strictObject({ kind: z.literal('alarm'), raised: z.boolean() }),
      z.strictObject({ kind: z.literal('light'), rect: z.strictObject({ x: int.min(0).max(1023), y: int.min(0).max(1023), w: int.min(1).max(1024), h: int.min(1).max(1024) }), level: z.enum(LIGHT_LEVELS) }),
    ]),
    public: isPublic,
  }),
] as const;

export const gmStateSchema: z.ZodType<GmState> = z.strictObject({ added: int.min(0).max(100_000) });
