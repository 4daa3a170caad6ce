import { VIEW_SEEN } from '../geometry/fov';
import { doorsOfMap } from '../state/doors';
import type { BattleDoor } from '../state/types';
import type { FlowSnapshot } from '../round/step';
import type { DiceEntry } from './log-lines';
import { memoryOf, type BattleMemory } from './memory';
import { publicFacts, type PublicFacts } from './public-view';
import { floorSeen, knownState, seatView, type SeatView } from './seat-view';
import { shownCell } from './sight';
import { ALL_SEEING, type Viewer } from './viewer';

/**
 * R-OPS-49: what every human seat at the table may know, for the players' display. In solo it is
 * the one seat's view; in hot-seat the seats' views intersected — a unit every seat knows (own or in
 * sight), a cell every seat sees, a door every seat believes in the same state, a roll every seat
 * read — and never one seat's own view. With no human seat, everything (computer against computer).
 */

/** Nobody's sides: every unit in the common view is drawn as the eye sees it (no sheet, no ammunition). */
const NO_SIDES: Viewer & { readonly kind: 'sides' } = { kind: 'sides', sides: [] };

/** The newest roll whose entry every seat read word for word (a seat that did not see a unit reads "someone": a different entry). */
function commonRoll(views: readonly { readonly dice: readonly DiceEntry[] }[]): DiceEntry | null {
  const [first, ...rest] = views;
  if (!first) return null;
  const same = (a: DiceEntry, b: DiceEntry): boolean => a.round === b.round && a.title === b.title && a.outcome === b.outcome && a.lines.join('\n') === b.lines.join('\n');
  for (let i = first.dice.length - 1; i >= 0; i -= 1) {
    const d = first.dice[i];
    if (d && rest.every((r) => r.dice.some((e) => same(d, e)))) return d;
  }
  return null;
}

/** Each door as every seat believes it; where they differ, as the map began (the one state everyone knew). */
function commonDoors(views: readonly SeatView[], start: readonly BattleDoor[]): readonly BattleDoor[] {
  const [first, ...rest] = views;
  if (!first) return [];
  return first.known.doors.map((d, i) => (rest.every((v) => v.known.doors[i]?.state === d.state) ? d : (start[i] ?? d)));
}

export interface CommonView {
  /** A seat view of nobody's sides: own is empty; inSight is every unit all seats know; marks none. */
  readonly view: SeatView;
  /** The projector's facts of it (the last roll: the newest every seat read). */
  readonly facts: PublicFacts;
}

/**
 * The common view of the human seats `seats` (each seat's viewer: the sides it plays) where the
 * round machine stands. Pure. One seat: its own view; none: the all-seeing view.
 */
export function commonView(flow: FlowSnapshot, seats: readonly Viewer[], memory: BattleMemory): CommonView {
  if (seats.length <= 1) {
    const viewer = seats[0] ?? ALL_SEEING;
    const view = seatView(flow, viewer, memoryOf(memory, viewer));
    return { view, facts: publicFacts(view, memory) };
  }
  const state = flow.context.battle;
  const map = flow.context.map;
  const views = seats.map((v) => seatView(flow, v, memoryOf(memory, v)));
  const knownBy = views.map((v) => new Set(v.known.units.map((u) => u.id)));
  const common = new Set(state.units.filter((u) => knownBy.every((k) => k.has(u.id))).map((u) => u.id));
  // A cell without fog is one every seat sees; a cell where a unit all seats know stands tells nobody anything new.
  const cells = new Uint8Array(map.width * map.height);
  for (let i = 0; i < cells.length; i++) if (views.every((v) => shownCell(v.cells?.[i] ?? VIEW_SEEN))) cells[i] = views.reduce((bits, v) => bits & (v.cells?.[i] ?? 0xff), 0xff) || VIEW_SEEN;
  for (const u of state.units) if (common.has(u.id)) cells[u.cell.y * map.width + u.cell.x] ||= VIEW_SEEN;
  const floorAt = floorSeen(state, map, cells);
  const known = knownState(state, NO_SIDES, common, commonDoors(views, doorsOfMap(map)), floorAt);
  const base = seatView(flow, NO_SIDES, null);
  const view: SeatView = {
    ...base,
    own: [],
    inSight: known.units,
    marks: [],
    cells,
    floor: known.floor,
    floorAt,
    known,
  };
  const facts = publicFacts(view, null);
  return { view, facts: { ...facts, lastRoll: commonRoll(views.map((v, i) => memoryOf(memory, seats[i] ?? v.viewer))) } };
}
