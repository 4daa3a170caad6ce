import { z } from 'zod';
import { NEW_SKILLS, SKILLS, TECH_AREAS, scenarioSchema, type HatsState } from '../../hats/index';

/**
 * The schema of a Black Hats state read from a save file (untrusted). Typed against HatsState, so
 * the compiler reports any drift between the engine's state and what a save accepts.
 */
const id = z.string().min(1).max(80);
const seatId = z.string().min(1).max(80);
const wounds = z.literal([0, 1, 2, 3, 4]);
const protectOrder = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('unit'), target: id }),
  z.strictObject({ kind: z.literal('area'), area: id }),
]);
const subversion = z.strictObject({ serial: z.number().int(), succeeded: z.boolean() });
const attribute = z.enum(['subtlety', 'resilience', 'loyalty', 'versatility']);
const template = z.enum(['bodyguard', 'killer', 'scientist', 'provocateur', 'recon']);
const mod = z.strictObject({ label: z.string().max(200), value: z.number() });

const agent = z.strictObject({
  id,
  name: z.string().max(80),
  owner: seatId.nullable(),
  area: id,
  template: template.nullable(),
  traits: z.record(attribute, z.number().int()),
  skills: z.partialRecord(z.enum(SKILLS), z.number().int()),
  gifts: z.array(id),
  loyaltyMod: z.number().int(),
  wounds,
  actionsUsed: z.number().int().min(0),
  blockedUntil: seatId.nullable(),
  protecting: protectOrder.nullable(),
  subverted: subversion.nullable(),
});

const group = z.strictObject({
  id,
  owner: seatId.nullable(),
  loyaltyMod: z.number().int(),
  wounds,
  stunned: z.number().int().min(0),
  actionsUsed: z.number().int().min(0),
  blockedUntil: seatId.nullable(),
  protecting: protectOrder.nullable(),
  subverted: subversion.nullable(),
  destroyed: z.boolean(),
  purges: z.number().int().min(0).optional(),
});

const dossier = z.strictObject({
  name: z.string().max(80),
  template: template.nullable(),
  subtlety: z.number().int(),
  resilience: z.number().int(),
  loyalty: z.number().int(),
  combat: z.number().int().nullable(),
  wounds,
  gifts: z.array(id),
  basicLoyalty: z.number().int().optional(),
});

const mark = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('agent'), target: id, area: id, owner: seatId.nullable(), round: z.number().int(), stale: z.boolean(), dossier, serial: z.number().int().optional() }),
  z.strictObject({ kind: z.literal('group'), target: id, owner: seatId.nullable(), round: z.number().int() }),
]);

const roll = z.strictObject({
  trait: z.string().max(200),
  base: z.number(),
  mods: z.array(mod),
  faces: z.array(z.literal([-1, 0, 1])),
  total: z.number(),
  against: z.string().max(200),
});

const conspiracy = z.strictObject({
  seat: seatId,
  greenbacks: z.number().int(),
  tech: z.record(z.enum(TECH_AREAS), z.number().int()),
  technologies: z.array(id),
  homeAreas: z.array(id),
  eliminated: z.boolean(),
  surveyed: z.record(z.string().max(120), z.number().int()),
  named: z.number().int().min(0),
  skills: z.array(z.enum(NEW_SKILLS)),
});

export const hatsStateSchema: z.ZodType<HatsState> = z.strictObject({
  // The rules edition the game was begun under (src/hats/state.ts RulesEdition).
  version: z.literal([1, 2, 3, 4]),
  scenario: z.strictObject({ id, name: z.string().max(80), victory: scenarioSchema.shape.victory, events: z.string().min(1).max(40).nullable() }),
  options: z.strictObject({ lethality: z.number().int().min(0).max(4), ironman: z.boolean(), events: z.boolean(), firefights: z.boolean().optional() }),
  seats: z.array(z.strictObject({ id: seatId, name: z.string().max(60), controller: z.enum(['human', 'timid', 'cautious', 'cunning', 'passive']), handBack: z.enum(['turn', 'keep']).optional() })).min(1).max(6),
  round: z.number().int().min(1),
  seatIndex: z.number().int().min(0),
  serial: z.number().int().min(1),
  phase: z.enum(['event', 'income', 'maintain', 'actions', 'end', 'over']),
  conspiracies: z.record(seatId, conspiracy),
  agents: z.record(id, agent),
  groups: z.record(id, group),
  marks: z.record(seatId, z.record(id, mark)),
  pending: z
    .strictObject({ kind: z.literal('bribe-defence'), seat: seatId, attackerSeat: seatId, actor: id, target: id, boost: z.literal([0, 1, 2]) })
    .nullable(),
  // R-LINK-1: a fight between Agents waiting for its human seat (src/link).
  fight: z
    .strictObject({
      kind: z.literal('firefight'),
      seat: seatId,
      attackerSeat: seatId.nullable(),
      defenderSeat: seatId.nullable(),
      actor: id,
      target: id,
      area: id,
      seed: z.string().min(1).max(80),
      attackerZone: z.enum(['a', 'b']),
    })
    .optional(),
  rng: z.strictObject({ c: z.number(), s0: z.number(), s1: z.number(), s2: z.number() }),
  dice: z.strictObject({ seed: z.string().max(200), turn: z.number().int().min(1), counters: z.record(z.string().max(120), z.number().int().min(0)) }).nullable(),
  event: z.strictObject({ id, round: z.number().int().min(1), region: id.nullable(), group: id.nullable(), seat: seatId.nullable() }).nullable(),
  nextId: z.number().int().min(1),
  log: z.array(
    z.strictObject({
      serial: z.number().int(),
      round: z.number().int(),
      visibleTo: z.union([z.literal('all'), z.array(seatId)]),
      text: z.string().max(2000),
      rolls: z.array(roll),
      area: id.optional(),
    }),
  ),
  winner: seatId.nullable(),
  outcome: z.string().max(200).nullable(),
});
