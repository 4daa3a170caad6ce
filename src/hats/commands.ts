/**
 * Commands: plain JSON, logged and replayed by the save system (same seed + same commands = same
 * game, R-CORE-3). parseHatsCommand validates untrusted input at the edge.
 */
import * as z from 'zod';
import { schemaRefusal } from '../core/plain-issue';
import { SKILLS } from './data/skills';
import { TECH_AREAS } from './data/technologies';
import { battleCommandSchema } from '../battle/save/schema';

const id = z.string().min(1).max(80);
const level = z.number().int().min(-3).max(4);
const boost = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const traitChoice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('skill'), skill: z.enum(SKILLS) }).strict(),
  z.object({ kind: z.literal('attribute'), attribute: z.enum(['subtlety', 'resilience', 'loyalty', 'versatility']) }).strict(),
]);
const base = { seat: id };
const act = { seat: id, actor: id };

export const hatsCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('action.move'), ...act, to: id }).strict(),
  z.object({ type: z.literal('action.hide'), ...act }).strict(),
  z.object({ type: z.literal('action.surveil'), ...act, area: id, look: z.enum(['agents', 'groups']) }).strict(),
  z.object({ type: z.literal('action.combat'), ...act, target: id }).strict(),
  z.object({ type: z.literal('action.assassinate'), ...act, target: id }).strict(),
  z.object({ type: z.literal('action.bribe'), ...act, target: id, boost }).strict(),
  z.object({ type: z.literal('bribe.defend'), ...base, pay: boost }).strict(),
  z.object({ type: z.literal('action.indoctrinate'), ...act, target: id }).strict(),
  z.object({ type: z.literal('action.infiltrate'), ...act, target: id }).strict(),
  z.object({ type: z.literal('action.subvert'), ...act, target: id, boost }).strict(),
  z.object({
    type: z.literal('action.protect'), ...act,
    guard: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('unit'), target: id }).strict(),
      z.object({ kind: z.literal('area'), area: id }).strict(),
    ]),
  }).strict(),
  z.object({
    type: z.literal('action.research'), ...act,
    goal: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('area'), area: z.enum(TECH_AREAS) }).strict(),
      z.object({ kind: z.literal('tech'), tech: id }).strict(),
    ]),
  }).strict(),
  z.object({ type: z.literal('action.train'), ...act, target: id, trait: traitChoice }).strict(),
  z.object({ type: z.literal('action.psychic'), ...act, target: id }).strict(),
  z.object({ type: z.literal('action.embezzle'), ...act, target: id }).strict(),
  z.object({ type: z.literal('agent.equip'), ...base, agent: id, gift: id }).strict(),
  // R-HATS-19: free, not the Agent's action (rules/actions/dismiss.ts).
  z.object({ type: z.literal('agent.dismiss'), ...base, agent: id }).strict(),
  z.object({
    type: z.literal('conspiracy.recruit'), ...base, area: id,
    recruit: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('template'), template: z.enum(['bodyguard', 'killer', 'scientist', 'provocateur', 'recon']) }).strict(),
      z.object({
        kind: z.literal('custom'),
        build: z.object({ subtlety: level, resilience: level, loyalty: level, versatility: level, skills: z.partialRecord(z.enum(SKILLS), level) }).strict(),
      }).strict(),
    ]),
    trainer: z.object({ actor: id, trait: traitChoice }).strict().optional(),
  }).strict(),
  // R-LINK-1: the answer to a fight waiting to be played out (its battle's whole log) or rolled (src/link).
  z.object({
    type: z.literal('fight.resolve'), ...base,
    play: z.discriminatedUnion('mode', [
      z.object({ mode: z.literal('roll') }).strict(),
      z.object({ mode: z.literal('battle'), commands: z.array(battleCommandSchema).max(100_000) }).strict(),
    ]),
  }).strict(),
  // A seat hands its conspiracy to the computer for this turn or until taken back, or takes it back (rules/actions/seat-control.ts).
  z.object({ type: z.literal('seat.control'), ...base, hand: z.enum(['turn', 'keep', 'back']), level: z.enum(['timid', 'cautious', 'cunning']).optional() }).strict(),
  z.object({ type: z.literal('turn.end'), ...base }).strict(),
], { error: (issue) => (issue.code === 'invalid_union' && issue.note === 'No matching discriminator' ? 'not a command this version of Black Hats knows' : undefined) });

export type HatsCommand = z.infer<typeof hatsCommandSchema>;
export type CommandOf<T extends HatsCommand['type']> = Extract<HatsCommand, { type: T }>;
export type TraitChoice = z.infer<typeof traitChoice>;
export type ActionCommand = Extract<HatsCommand, { actor: string }>;

export function parseHatsCommand(json: unknown): { ok: true; command: HatsCommand } | { ok: false; error: string } {
  const r = hatsCommandSchema.safeParse(json);
  if (r.success) return { ok: true, command: r.data };
  return { ok: false, error: schemaRefusal('Not a Black Hats command', r.error, { input: json, top: 'the command' }) };
}
