import { z } from 'zod';
import type { Unit } from '../state/types';
import { LIGHT_PATTERN } from './light';
import { AWARENESS, DEVICE_KINDS, OBJECTIVE_KINDS, type MissionState } from './types';

/**
 * zod 4 schema of a mission's state as saves hold it (untrusted input, STYLE.md principle 9):
 * sizes bounded, one sentence on refusal like every other part of a save (save/schema.ts). The
 * units waiting off the map (captives, reinforcements, the ones that left) are checked by the
 * battle's own unit schema, passed in to keep one definition of a unit.
 */

const int = z.number().int();
const id = z.string().min(1).max(40);
const cell = z.strictObject({ x: int.min(0).max(4096), y: int.min(0).max(4096) });
const rect = z.strictObject({ x: int.min(0).max(4096), y: int.min(0).max(4096), w: int.min(1).max(4096), h: int.min(1).max(4096) });
const name = z.string().max(120);

export function missionStateSchema(unit: z.ZodType<Unit>): z.ZodType<MissionState> {
  const guard = z.strictObject({
    awareness: z.enum(AWARENESS),
    post: cell,
    route: z.array(cell).max(256),
    leg: int.min(0).max(256),
    look: cell.nullable(),
    since: int.min(0),
    noticed: z.array(id).max(64),
    radio: int.min(0).nullable(),
  });
  const kit = z.strictObject({
    radio: z.boolean(),
    seesInDark: z.boolean(),
    camouflage: z.string().max(40).nullable(),
    electronicsKit: z.boolean(),
    demolitionsKit: z.boolean(),
    silenced: z.array(z.string().max(60)).max(8),
    skills: z.record(z.string().max(40), int.min(-8).max(8)),
  });
  const device = z.strictObject({
    id,
    kind: z.enum(DEVICE_KINDS),
    name,
    cells: z.array(cell).min(1).max(4096),
    facing: z.number().min(0).max(360).nullable(),
    status: z.enum(['active', 'off', 'tripped']),
    spotted: z.boolean(),
    noticed: z.array(id).max(64),
  });
  const objective = z.strictObject({
    id,
    kind: z.enum(OBJECTIVE_KINDS),
    name,
    required: z.boolean(),
    zone: rect.nullable(),
    difficulty: int.min(-4).max(6),
    needed: int.min(1).max(20),
    progress: int.min(0).max(20),
    units: z.array(id).max(64),
    target: id.nullable(),
    fuse: int.min(0).max(1000).nullable(),
    armed: z.strictObject({ round: int.min(0), by: id }).nullable(),
    state: z.enum(['open', 'done', 'failed']),
    round: int.min(0).nullable(),
  });
  return z.strictObject({
    name,
    intruders: id,
    defenders: id,
    light: z.string().max(4_000_000).regex(LIGHT_PATTERN).nullable(),
    sightMeters: z.number().positive().max(100_000),
    environment: z.string().max(40).nullable(),
    disguised: z.boolean(),
    guards: z.record(id, guard),
    kit: z.record(id, kit),
    devices: z.array(device).max(256),
    objectives: z.array(objective).min(1).max(32),
    items: z.array(z.strictObject({ id, name, cell, carrier: id.nullable(), out: z.boolean() })).max(64),
    captives: z.array(z.strictObject({ id, name, cell, unit, freed: z.boolean() })).max(16),
    exits: z.array(rect).max(64),
    reinforcements: z.strictObject({ zone: z.array(rect).min(1).max(64), after: int.min(0).max(1000), units: z.array(unit).max(32), arrived: z.boolean() }).nullable(),
    alarm: z.strictObject({ raised: z.boolean(), round: int.min(0).nullable(), by: id.nullable(), how: z.string().max(20).nullable() }),
    left: z.array(unit).max(64),
    ran: z.array(id).max(64),
    notices: z.array(z.strictObject({ by: id, unit: id, round: int.min(0) })).max(10_000),
    roundLimit: int.min(1).max(100_000),
  });
}
