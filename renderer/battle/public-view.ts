/**
 * What the players' display may show (issue 5 point 8): the map with the players' fog, the
 * tokens they see, the tracker, the last roll they saw, the battle clock, and the table's camera.
 * Nothing only the GM or the computer knows: unseen enemies never enter it. Plain JSON, checked
 * with zod when it arrives over the projector channel.
 */
import * as z from 'zod';
import type { BattleState } from '../../src/battle';
import type { BattleMap } from '../../src/battle/map';
import { WOUND_LEVELS } from '../table/view-model';
import { humanSides } from './flow';
import type { DiceEntry } from './log-model';
import type { TableMeta } from './setup-model';
import { trackerModel, type Tracker } from './tracker-model';
import { mayShow, sightOf, unitView, type Eyes, type Sight } from './view-adapter';

const unitSchema = z.object({
  id: z.string().max(40),
  codeName: z.string().max(120),
  side: z.number().int().min(0).max(3),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  facing: z.number(),
  wound: z.enum(WOUND_LEVELS),
  states: z.object({ dodge: z.boolean(), holding: z.boolean(), grabbed: z.boolean(), blind: z.boolean(), out: z.boolean(), dead: z.boolean() }),
});

const trackUnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  side: z.string(),
  state: z.enum(['acting', 'waiting', 'done', 'dodging', 'holding', 'out']),
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
});

export type PublicView = z.output<typeof publicViewSchema>;

/** The players' eyes: every human side together; everything when no human plays. */
export function playersEyes(state: BattleState): Eyes {
  const sides = humanSides(state);
  return sides.length === 0 ? { kind: 'all' } : { kind: 'sides', sides };
}

export interface PublicInput {
  readonly state: BattleState;
  readonly map: BattleMap;
  readonly mapName: string;
  readonly title: string;
  readonly meta: TableMeta;
  readonly status: string;
  /** The latest dice entry the players' sides saw. */
  readonly lastRoll: DiceEntry | null;
  readonly camera: { x: number; y: number; zoom: number } | null;
  /** The players' sight when the caller has it already (the session caches it); computed otherwise. */
  readonly sight?: Sight | null;
}

const plainTracker = (t: Tracker): PublicView['tracker'] => ({
  round: t.round,
  slots: t.slots.map((s) => ({ value: s.value, current: s.current, units: s.units.map((u) => ({ ...u })) })),
  holding: t.holding.map((u) => ({ ...u })),
});

export function publicView(input: PublicInput): PublicView {
  const { state, map, meta } = input;
  const eyes = playersEyes(state);
  const sight = input.sight !== undefined ? input.sight : sightOf(state, map, eyes);
  const show = (u: BattleState['units'][number]) => mayShow(u, eyes, sight);
  const units = state.units.filter(show);
  const colour = (id: string) => meta.sides.find((s) => s.id === id)?.colour ?? 0;
  const acting = state.group?.units.find((id) => units.some((u) => u.id === id)) ?? null;
  return {
    map: input.mapName,
    title: input.title,
    round: state.clock.round,
    status: input.status,
    sides: state.sides.map((s) => ({ id: s.id, name: s.name, letter: meta.sides.find((m) => m.id === s.id)?.letter ?? '?', colour: colour(s.id) })),
    units: units.map((u) => unitView(u, meta)),
    seen: sight === null ? null : [...sight.cells],
    viewer: eyes.kind === 'all' ? null : colour(eyes.sides[0] ?? ''),
    actingId: state.phase === 'turns' ? acting : null,
    tracker: plainTracker(trackerModel(state, show)),
    lastRoll: input.lastRoll ? { title: input.lastRoll.title, lines: [...input.lastRoll.lines], outcome: input.lastRoll.outcome } : null,
    camera: input.camera,
  };
}
