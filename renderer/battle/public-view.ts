/**
 * The players' display's message (DESIGN.md "Projector"): what the core says every human seat may
 * know (src/battle/view commonView, R-OPS-49: the map's fog, the tokens, the tracker, the last roll
 * they all read), with the table's colours, title, status and camera. Plain JSON, checked with zod
 * when it arrives over the projector channel.
 */
import * as z from 'zod';
import { commonView, publicFacts, seatViewers, type BattleMemory, type CommonView, type SeatView, type Tracker } from '../../src/battle/view';
import type { BattleSession } from './session';
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
  /** The colour index of the side whose fog the map draws (fogSide); null: no fog. */
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
  /**
   * What the display may show (src/battle/view commonView, R-OPS-49): in solo the seat's view, in
   * hot-seat only what every human seat knows; at a GM table the players' seat view.
   */
  readonly common: CommonView;
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

/** A seat view as the display's common view (one seat: the GM table's players, who sit as one). */
export function oneSeat(view: SeatView, memory: BattleMemory | null): CommonView {
  return { view, facts: publicFacts(view, memory) };
}

/**
 * The side whose fog the display draws: the viewer's first side; for a hot-seat common view (no
 * side of its own) the first human side, whose units are then on cells in `seen` like every other.
 */
function fogSide(view: SeatView): string | null {
  if (view.viewer.kind === 'all') return null;
  return view.viewer.sides[0] ?? view.sides.find((s) => s.controller.kind === 'human')?.id ?? view.sides[0]?.id ?? null;
}

/** The projector's message: the core's common view (commonView) with the table's look. */
export function publicView(input: PublicInput): PublicView {
  const { meta } = input;
  const { view: players, facts } = input.common;
  const colour = (id: string) => meta.sides.find((s) => s.id === id)?.colour ?? 0;
  const fog = fogSide(players);
  return {
    map: input.mapName,
    title: input.title,
    round: facts.round,
    status: input.status,
    sides: players.sides.map((s) => ({ id: s.id, name: s.name, letter: meta.sides.find((m) => m.id === s.id)?.letter ?? '?', colour: colour(s.id) })),
    units: players.known.units.map((u) => unitView(u, meta, players.known.watches)),
    seen: facts.seen === null ? null : [...facts.seen],
    viewer: fog === null ? null : colour(fog),
    actingId: facts.actingId,
    tracker: plainTracker(facts.tracker),
    lastRoll: facts.lastRoll ? { title: facts.lastRoll.title, lines: [...facts.lastRoll.lines], outcome: facts.lastRoll.outcome } : null,
    camera: input.camera,
    doors: players.known.doors.map((d) => ({ x: d.x, y: d.y, state: d.state })),
    floor: players.floor.map((f) => ({ x: f.cell.x, y: f.cell.y, kind: f.kind, name: floorItemName(f) })),
  };
}

/**
 * The display's status line in hot-seat: whose move it is, from the common view's decision (the
 * sides' names only, as the hand-over says them), never a seat's own "your turn".
 */
export function publicStatus(view: SeatView): string {
  const name = (id: string): string => view.sides.find((s) => s.id === id)?.name ?? id;
  const d = view.decision;
  switch (d.kind) {
    case 'over':
      return d.result?.reason ?? 'The battle is over.';
    case 'flow':
      return `Round ${view.round}`;
    case 'other':
      return d.task === 'defence' ? `${d.sides.map(name).join(', ')} must answer an attack.` : `${d.sides.map(name).join(' and ')} to act.`;
    case 'turn':
    case 'defence':
      return '';
  }
}

/**
 * The tactical table's message to the display (R-OPS-49): the common view of the battle's human
 * seats. In hot-seat its status is the public one and it carries no camera (the seat's camera
 * follows its own units); in solo the table's status line and camera.
 */
export function tableMessage(session: Pick<BattleSession, 'state' | 'flow' | 'memory' | 'mapName' | 'title' | 'meta'>, status: string, camera: PublicView['camera']): PublicView {
  const seats = seatViewers(session.state());
  const common = commonView(session.flow(), seats, session.memory());
  const hotSeat = seats.length > 1;
  return publicView({ common, mapName: session.mapName, title: session.title, meta: session.meta, status: hotSeat ? publicStatus(common.view) : status, camera: hotSeat ? null : camera });
}
