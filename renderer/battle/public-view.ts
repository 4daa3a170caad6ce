/**
 * The players' display's message (DESIGN.md "Projector"): what the core says the players may see
 * together (src/battle/view publicFacts: the map's fog, the tokens, the tracker, the last roll
 * they read), with the table's colours, title, status and camera. Plain JSON, checked with zod
 * when it arrives over the projector channel.
 */
import * as z from 'zod';
import { publicFacts, type BattleMemory, type SeatView, type Tracker } from '../../src/battle/view';
import { floorItemName } from '../../src/battle';
import { WOUND_LEVELS } from '../table/view-model';
import type { TableMeta } from './setup-model';
import { unitView } from './table-view';

const unitSchema = z.object({
  id: z.string().max(40),
  codeName: z.string().max(120),
  side: z.number().int().min(0).max(3),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  facing: z.number(),
  wound: z.enum(WOUND_LEVELS),
  states: z.object({ dodge: z.boolean(), holding: z.boolean(), watching: z.boolean().optional(), grabbed: z.boolean(), blind: z.boolean(), out: z.boolean(), dead: z.boolean() }),
});

const trackUnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  side: z.string(),
  state: z.enum(['acting', 'waiting', 'done', 'dodging', 'holding', 'watching', 'out']),
  hold: z.string().nullable(),
});

export const publicViewSchema = z.object({
  map: z.string().max(80),
  title: z.string().max(200),
  round: z.number().int().min(0),
  status: z.string().max(300),
  sides: z.array(z.object({ id: z.string(), name: z.string(), letter: z.string().max(2), colour: z.number().int().min(0).max(3) })).max(4),
  units: z.array(unitSchema).max(200),
  /** Cells without fog; null when nothing is hidden (no human side: computer against computer). */
  seen: z.array(z.number().int().min(0)).nullable(),
  /** The colour index of the players' first side (whose units are "own" on the map). */
  viewer: z.number().int().min(0).max(3).nullable(),
  actingId: z.string().nullable(),
  tracker: z.object({
    round: z.number().int(),
    slots: z.array(z.object({ value: z.number().int(), current: z.boolean(), units: z.array(trackUnitSchema) })),
    holding: z.array(trackUnitSchema),
  }),
  lastRoll: z.object({ title: z.string(), lines: z.array(z.string()), outcome: z.string() }).nullable(),
  camera: z.object({ x: z.number(), y: z.number(), zoom: z.number().positive() }).nullable(),
  /** R-OPS-35: the doors as the players last saw them. */
  doors: z.array(z.object({ x: z.number().int().min(0), y: z.number().int().min(0), state: z.enum(['closed', 'open', 'locked', 'destroyed']) })).max(2000).optional(),
  /** R-OPS-34: the weapons on the floor the players see now. */
  floor: z.array(z.object({ x: z.number().int().min(0), y: z.number().int().min(0), kind: z.enum(['firearm', 'melee']), name: z.string().max(60) })).max(500).optional(),
});

export type PublicView = z.output<typeof publicViewSchema>;

export interface PublicInput {
  /** The seat view of the players' sides together (src/battle/view playersViewer). */
  readonly players: SeatView;
  readonly memory: BattleMemory;
  readonly mapName: string;
  readonly title: string;
  readonly meta: TableMeta;
  readonly status: string;
  readonly camera: { x: number; y: number; zoom: number } | null;
}

const plainTracker = (t: Tracker): PublicView['tracker'] => ({
  round: t.round,
  slots: t.slots.map((s) => ({ value: s.value, current: s.current, units: s.units.map((u) => ({ ...u })) })),
  holding: t.holding.map((u) => ({ ...u })),
});

/** The projector's message: the core's public facts (publicFacts) with the table's look. */
export function publicView(input: PublicInput): PublicView {
  const { players, meta } = input;
  const facts = publicFacts(players, input.memory);
  const colour = (id: string) => meta.sides.find((s) => s.id === id)?.colour ?? 0;
  return {
    map: input.mapName,
    title: input.title,
    round: facts.round,
    status: input.status,
    sides: players.sides.map((s) => ({ id: s.id, name: s.name, letter: meta.sides.find((m) => m.id === s.id)?.letter ?? '?', colour: colour(s.id) })),
    units: players.known.units.map((u) => unitView(u, meta, players.known.watches)),
    seen: facts.seen === null ? null : [...facts.seen],
    viewer: players.viewer.kind === 'all' ? null : colour(players.viewer.sides[0] ?? ''),
    actingId: facts.actingId,
    tracker: plainTracker(facts.tracker),
    lastRoll: facts.lastRoll ? { title: facts.lastRoll.title, lines: [...facts.lastRoll.lines], outcome: facts.lastRoll.outcome } : null,
    camera: input.camera,
    doors: players.known.doors.map((d) => ({ x: d.x, y: d.y, state: d.state })),
    floor: players.floor.map((f) => ({ x: f.cell.x, y: f.cell.y, kind: f.kind, name: floorItemName(f) })),
  };
}
