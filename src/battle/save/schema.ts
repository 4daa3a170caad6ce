import { z } from 'zod';
import type { BattleCommand } from '../commands/types';
import { AI_LEVELS, DEFENCE_CHOICES, MELEE_MANEUVERS, type BattleState } from '../state/types';
import { gmCommandSchemas, gmStateSchema } from './gm-schema';
import { missionStateSchema } from '../mission/schema';
import { MISSION_TASKS } from '../mission/tasks';

/**
 * zod 4 schemas of the battle state and its commands, for saves read from disk (untrusted input,
 * STYLE.md principle 9). Sizes are bounded so a hostile file cannot make the game allocate wildly.
 */

const int = z.number().int();
/** Initiative values: whole numbers, or a half above one for a blocker placed before its attacker (R-OPS-33). */
const initiativeValue = z.number().multipleOf(0.5);
const cell = z.strictObject({ x: int.min(0).max(4096), y: int.min(0).max(4096) });
const id = z.string().min(1).max(40);
const rng = z.strictObject({ c: z.number(), s0: z.number(), s1: z.number(), s2: z.number() });

const woundTrack = z.strictObject({
  scratch: int.min(0).max(3),
  hurt: int.min(0).max(2),
  light: int.min(0).max(2),
  serious: int.min(0).max(2),
  critical: int.min(0).max(1),
  incapacitated: int.min(0).max(1),
  nearDeath: int.min(0).max(1),
  dead: z.boolean(),
});

const condition = z.strictObject({
  wounds: woundTrack,
  bleeding: z.boolean(),
  nearDeathChecks: int.min(0).max(10_000),
  stabilized: z.boolean(),
  firstAidThisMinute: z.boolean(),
});

const weapon = z.strictObject({
  name: z.string().max(60),
  ammo: z.string().max(60),
  magazine: int.min(1).max(1000),
  loaded: int.min(0).max(1000),
  spares: int.min(0).max(100),
  scope: z.boolean(),
  laserSight: z.boolean(),
  foldingStock: z.boolean(),
  firedRound: int.min(0).nullable(),
  partials: z.array(int.min(1).max(1000)).max(100),
});

const stats = z.strictObject({
  body: int.min(-5).max(6),
  rea: int.min(-5).max(6),
  per: int.min(-5).max(6),
  skills: z.record(z.string().max(40), int.min(-8).max(8)),
  painShift: int.min(-3).max(3),
  damageReduction: int.min(0).max(10),
  initiativeBonus: int.min(-3).max(3),
  style: z.string().max(60).nullable(),
});

const unit = z.strictObject({
  id,
  side: id,
  name: z.string().max(80),
  stats,
  cell,
  facing: int.min(0).max(7),
  condition,
  armor: z.strictObject({ name: z.string().max(60), ballistic: int.min(-20).max(20), physical: int.min(-20).max(20) }).nullable(),
  weapons: z.array(weapon).max(8),
  weapon: int.min(-1).max(7),
  melee: z.string().max(60).nullable(),
  flashBangs: int.min(0).max(20),
  firstAidKit: z.boolean(),
  lockPicks: z.boolean(),
  doorCharges: int.min(0).max(20),
  initiative: initiativeValue.min(-20).max(21).nullable(),
  hold: z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('value'), value: int.min(-40).max(20) }), z.strictObject({ kind: z.literal('until'), unit: id })]).nullable(),
  turn: z.strictObject({ moved: z.number().min(0).max(100), acted: z.boolean(), done: z.boolean(), switched: int.min(0).max(100).optional() }),
  dodging: z.boolean(),
  holding: id.nullable(),
  heldBy: id.nullable(),
  blindRounds: int.min(0).max(10),
  nextActionPenalty: int.min(-20).max(0),
  pendingPenalty: int.min(-20).max(0),
  meleeInHand: z.boolean(),
  status: z.enum(['fighting', 'out', 'dead']),
  minuteFrom: int.min(0).nullable(),
});

const controller = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), seat: int.min(0).max(16) }),
  z.strictObject({ kind: z.literal('computer'), level: z.enum(AI_LEVELS as ['recruit', 'veteran']) }),
]);

const group = z.strictObject({ units: z.array(id).max(64), value: initiativeValue.min(-40).max(21) });
const woundLevel = z.enum(['none', 'scratch', 'hurt', 'light', 'serious', 'critical', 'incapacitated', 'nearDeath']);

const effect = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('wound'), unit: id, level: woundLevel, wear: z.enum(['ballistic', 'physical']).nullable() }),
  z.strictObject({ kind: z.literal('blind'), unit: id, rounds: int.min(0).max(10) }),
  z.strictObject({ kind: z.literal('penalty'), unit: id, value: int.min(-20).max(0) }),
  z.strictObject({ kind: z.literal('grab'), unit: id, holder: id }),
  z.strictObject({ kind: z.literal('release'), unit: id }),
  z.strictObject({ kind: z.literal('let-go'), unit: id }),
  z.strictObject({ kind: z.literal('disarm'), unit: id }),
]);

const rangedAttack = z.strictObject({
  type: z.literal('unit.attack'),
  unit: id,
  target: id,
  mode: z.enum(['semi', 'auto']),
  shots: int.min(1).max(20).optional(),
});
const meleeAttack = z.strictObject({ type: z.literal('unit.melee'), unit: id, target: id, maneuver: z.enum(MELEE_MANEUVERS) });

export const battleStateSchema: z.ZodType<BattleState> = z.strictObject({
  version: z.literal(1),
  ruleset: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  seed: z.string().max(200),
  map: z.strictObject({ name: z.string().max(120), width: int.min(1).max(1024), height: int.min(1).max(1024), metersPerTile: z.number().positive().max(100) }),
  options: z.strictObject({
    recoil: z.enum(['per-burst', 'all-bursts']),
    flashBangRadiusM: z.number().min(0).max(50),
    maxRounds: int.min(1).max(100_000),
    sightMeters: z.number().positive().max(100_000),
    evacuationMinutes: int.min(0).max(1000),
    ironman: z.boolean(),
    computerLevel: z.enum(AI_LEVELS as ['recruit', 'veteran']),
    overwatch: z.boolean().optional(),
  }),
  sides: z.array(z.strictObject({ id, name: z.string().max(80), controller, handBack: z.strictObject({ seat: int.min(0).max(16), atRoundEnd: z.boolean() }).optional() })).min(2).max(8),
  units: z.array(unit).min(1).max(64),
  objectives: z.array(
    z.strictObject({
      kind: z.literal('reach'),
      side: id,
      name: z.string().max(80),
      zone: z.strictObject({ x: int.min(0), y: int.min(0), w: int.min(1), h: int.min(1) }),
    }),
  ).max(32),
  rng,
  rolls: z.record(id, int.min(0).max(100_000)),
  clock: z.strictObject({ round: int.min(0), minutes: int.min(0) }),
  phase: z.enum(['round-start', 'turns', 'round-end', 'over']),
  order: z.array(group).max(64),
  group: group.nullable(),
  deferred: z.array(effect).max(10_000),
  prompt: z
    .strictObject({
      kind: z.literal('defence'),
      unit: id,
      attack: z.discriminatedUnion('type', [rangedAttack, meleeAttack]),
      choices: z.array(z.enum(DEFENCE_CHOICES as ['dodge', 'block'])).min(1).max(2),
    })
    .nullable(),
  blocks: z.array(z.strictObject({ blocker: id, attacker: id })).max(1000),
  floor: z
    .array(
      z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('firearm'), cell, weapon }),
        z.strictObject({ kind: z.literal('melee'), cell, name: z.string().max(60) }),
      ]),
    )
    .max(500),
  doors: z.array(z.strictObject({ x: int.min(0).max(4096), y: int.min(0).max(4096), state: z.enum(['closed', 'open', 'locked', 'destroyed']) })).max(10_000),
  result: z.union([z.strictObject({ winner: id, reason: z.string().max(200) }), z.strictObject({ winner: z.null(), reason: z.string().max(200) })]).nullable(),
  aftermath: z.strictObject({ minutes: int.min(0).max(100_000), holder: id.nullable() }).nullable(),
  gm: gmStateSchema,
  mission: missionStateSchema(unit).optional(),
  watches: z.array(id).max(64).optional(),
});

export const battleCommandSchema: z.ZodType<BattleCommand> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('round.start') }),
  z.strictObject({ type: z.literal('round.end') }),
  z.strictObject({ type: z.literal('unit.move'), unit: id, to: cell }),
  z.strictObject({ type: z.literal('unit.run'), unit: id, to: cell }),
  rangedAttack,
  meleeAttack,
  z.strictObject({ type: z.literal('unit.reload'), unit: id }),
  z.strictObject({ type: z.literal('unit.throw'), unit: id, at: cell }),
  z.strictObject({ type: z.literal('unit.first-aid'), unit: id, patient: id }),
  z.strictObject({ type: z.literal('unit.hold'), unit: id, until: z.union([z.strictObject({ value: int.min(-40).max(20) }), z.strictObject({ unit: id })]) }),
  z.strictObject({ type: z.literal('unit.act-now'), unit: id }),
  z.strictObject({ type: z.literal('unit.watch'), unit: id }),
  z.strictObject({ type: z.literal('unit.dodge'), unit: id }),
  z.strictObject({ type: z.literal('unit.dodge-reply'), unit: id, dodge: z.boolean() }),
  z.strictObject({ type: z.literal('unit.defend'), unit: id, defence: z.enum(['dodge', 'block', 'none']) }),
  z.strictObject({ type: z.literal('unit.switch'), unit: id, to: z.union([int.min(0).max(7), z.literal('melee'), z.literal('none')]) }),
  z.strictObject({ type: z.literal('unit.pick-up'), unit: id, item: int.min(0).max(499) }),
  z.strictObject({ type: z.literal('unit.door'), unit: id, at: cell, action: z.enum(['open', 'close', 'pick', 'kick', 'charge']) }),
  z.strictObject({ type: z.literal('unit.end-turn'), unit: id }),
  z.strictObject({ type: z.literal('unit.task'), unit: id, task: z.enum(MISSION_TASKS), target: z.string().max(40) }),
  ...gmCommandSchemas,
]);
