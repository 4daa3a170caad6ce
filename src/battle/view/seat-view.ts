import type { Cell } from '../geometry/cells';
import type { BattleMap } from '../map/types';
import { decisionOf } from '../round/decision';
import type { FlowSnapshot } from '../round/step';
import type { BattleDoor, BattlePhase, BattleResult, BattleState, Controller, DefenceChoice, FloorItem, SideId, Unit } from '../state/types';
import type { LastSeen, SeatMemory } from './memory';
import { shownCell, sideSight } from './sight';
import { plays, type Viewer } from './viewer';
import { knownMission } from '../mission/known';

/**
 * What a seat may know of the battle (STYLE.md principle 15, as src/hats/view does for the
 * conspiracy): its own units in full; the enemies it sees now (what the eye and the rules' odds
 * need, R-CORE-4: no kit counts, no rng); where it last saw the others; and the public facts
 * (round, clock, sides, whose move it is, the result). Every list, refusal, preview and log line
 * shown to that seat is derived from this, never from the true state, so none can name or place
 * a unit the seat has not seen. `known` is the battle as the seat knows it: the rules' own
 * functions (legal actions, previews) run on it unchanged (see ./legal.ts).
 */

/** A side as everyone knows it. */
export interface PublicSide {
  readonly id: SideId;
  readonly name: string;
  /** Human seat or computer: who plays it is public at the table. */
  readonly controller: Controller;
}

/** What the battle waits for, as this viewer may know it. */
export type SeatDecision =
  | { readonly kind: 'over'; readonly result: BattleResult | null }
  /** Round start or end: nobody's choice, the table runs it. */
  | { readonly kind: 'flow' }
  /** Units of the viewer's sides to take their turn now (any order; other sides may share the group, unnamed). */
  | { readonly kind: 'turn'; readonly units: readonly string[]; readonly others: readonly SideId[] }
  /** R-OPS-14, R-OPS-33: one of the viewer's units is attacked and says how it defends; the attacker only when seen. */
  | { readonly kind: 'defence'; readonly unit: string; readonly attacker: string | null; readonly choices: readonly DefenceChoice[] }
  /** Another side decides (its turn, or its own defence question): only which side, never which unit. */
  | { readonly kind: 'other'; readonly sides: readonly SideId[]; readonly task: 'turn' | 'defence' };

export interface SeatView {
  readonly viewer: Viewer;
  readonly round: number;
  readonly minutes: number;
  readonly phase: BattlePhase;
  readonly sides: readonly PublicSide[];
  /** The viewer's own units (every unit for the all-seeing viewer). */
  readonly own: readonly Unit[];
  /** Units of other sides in sight now, as far as the eye sees them (dead bodies on seen cells too). */
  readonly inSight: readonly Unit[];
  /** Units of other sides out of sight now, where this viewer last saw them. */
  readonly marks: readonly LastSeen[];
  /** VIEW_* bits of the cells the viewer's sides see together; null when nothing is hidden. */
  readonly cells: Uint8Array | null;
  /**
   * R-OPS-34: the weapons on the floor in cells the viewer sees now (all of them for the
   * all-seeing viewer), for the table to draw: a gun knocked from a hand out of sight, or a map's
   * cache nobody has come near, is not shown.
   */
  readonly floor: readonly FloorItem[];
  /**
   * The true index in the battle's floor (a pick-up command's `item`) of each weapon in `floor`,
   * which is also `known.floor`: seat-actions.ts turns the seat's choices back into true commands.
   */
  readonly floorAt: readonly number[];
  readonly decision: SeatDecision;
  readonly result: BattleResult | null;
  /** The battle as this viewer knows it: only own and seen units, their turn order, no dice state. */
  readonly known: BattleState;
}

/** An enemy as the eye sees it: no ammunition, grenades or kit counts, only the weapon in hand. */
function asSeen(u: Unit): Unit {
  const inHand = u.weapons[u.weapon];
  return {
    ...u,
    weapons: inHand ? [{ ...inHand, loaded: 0, spares: 0 }] : [],
    weapon: inHand ? 0 : -1,
    flashBangs: 0,
    firstAidKit: false,
  };
}

/**
 * References to units the viewer does not know become '' (someone): who grabs or holds whom, and
 * whom a seen enemy waits for. An own unit's hold names the unit the seat chose (it saw it then).
 */
function withoutStrangers(u: Unit, ids: ReadonlySet<string>, own: boolean): Unit {
  const hide = (id: string | null): string | null => (id === null || ids.has(id) ? id : '');
  const hold = u.hold?.kind === 'until' && !own && !ids.has(u.hold.unit) ? { kind: 'until' as const, unit: '' } : u.hold;
  if (hold === u.hold && hide(u.heldBy) === u.heldBy && hide(u.holding) === u.holding) return u;
  return { ...u, hold, heldBy: hide(u.heldBy), holding: hide(u.holding) };
}

/** No dice state: from the seed and the roll counts the next rolls could be worked out (R-CORE-5). */
const NO_DICE = { seed: '', rng: { c: 0, s0: 0, s1: 0, s2: 0 }, rolls: {} } as const;

/** The indices of the battle's floor weapons in cells the viewer sees now (`cells`; all of them when null). */
export function floorSeen(state: BattleState, map: BattleMap, cells: Uint8Array | null): number[] {
  return state.floor.flatMap((f, i) => (cells === null || shownCell(cells[f.cell.y * map.width + f.cell.x] ?? 0) ? [i] : []));
}

/**
 * The battle restricted to what the viewer knows: the state the rules' functions run on for it.
 * R-OPS-34: its floor holds only the weapons at `floorAt` (floorSeen: those in sight now), so a gun
 * knocked from a hand out of sight, or a map's cache nobody has come near, is not in it at all.
 */
export function knownState(state: BattleState, viewer: Viewer, seen: ReadonlySet<string>, doors: readonly BattleDoor[] | null = null, floorAt: readonly number[] | null = null): BattleState {
  if (viewer.kind === 'all') return { ...state, ...NO_DICE };
  const own = (u: Unit): boolean => viewer.sides.includes(u.side);
  const kept = state.units.filter((u) => own(u) || seen.has(u.id));
  const ids = new Set(kept.map((u) => u.id));
  const units = kept.map((u) => withoutStrangers(own(u) ? u : asSeen(u), ids, own(u)));
  const order = state.order.map((g) => ({ ...g, units: g.units.filter((id) => ids.has(id)) })).filter((g) => g.units.length > 0);
  const prompt = state.prompt && ids.has(state.prompt.unit) ? (ids.has(state.prompt.attack.unit) ? state.prompt : { ...state.prompt, attack: { ...state.prompt.attack, unit: '' } }) : null;
  return {
    ...state,
    units,
    order,
    group: state.group ? { ...state.group, units: state.group.units.filter((id) => ids.has(id)) } : null,
    deferred: state.deferred.filter((e) => ids.has(e.unit)),
    prompt,
    // R-OPS-35: the doors as the viewer last saw them (a door opened out of sight stays shut to it).
    doors: doors ?? state.doors,
    floor: floorAt === null ? state.floor : floorAt.flatMap((i) => state.floor[i] ?? []),
    ...NO_DICE,
    // R-OPS-39..46: a mission as this viewer may know it (mission/known.ts).
    ...(state.mission ? { mission: knownMission(state.mission, viewer, seen, (id) => state.units.find((u) => u.id === id)?.side) } : {}),
  };
}

function seatDecision(flow: FlowSnapshot, viewer: Viewer, seen: ReadonlySet<string>): SeatDecision {
  const d = decisionOf(flow);
  const state = flow.context.battle;
  const sideOfUnit = (id: string) => state.units.find((u) => u.id === id)?.side ?? '';
  switch (d.kind) {
    case 'over':
      return { kind: 'over', result: d.result };
    case 'round-start':
    case 'round-end':
      return { kind: 'flow' };
    case 'defence': {
      const side = sideOfUnit(d.unit);
      if (!plays(viewer, side)) return { kind: 'other', sides: [side], task: 'defence' };
      const attacker = viewer.kind === 'all' || seen.has(d.attacker) || plays(viewer, sideOfUnit(d.attacker)) ? d.attacker : null;
      return { kind: 'defence', unit: d.unit, attacker, choices: d.choices };
    }
    case 'turn': {
      const mine = d.units.filter((id) => plays(viewer, sideOfUnit(id)));
      const others = [...new Set(d.units.map(sideOfUnit).filter((s) => !plays(viewer, s)))];
      return mine.length > 0 ? { kind: 'turn', units: mine, others } : { kind: 'other', sides: others, task: 'turn' };
    }
  }
}

/** The doors the viewer sees now as they are; the others as it last saw them. */
function doorsNow(state: BattleState, map: BattleMap, cells: Uint8Array | null, remembered: readonly BattleDoor[] | null): readonly BattleDoor[] {
  if (!remembered || !cells) return state.doors;
  return state.doors.map((d, i) => ((cells[d.y * map.width + d.x] ?? 0) !== 0 ? d : (remembered[i] ?? d)));
}

/**
 * The seat view of a battle where the round machine stands (`flow`), for `viewer`, with the
 * viewer's memory of earlier steps (last-seen marks; see ./memory.ts). Pure; cheap to rebuild
 * after every command (sight is cached per positions, ./sight.ts).
 */
export function seatView(flow: FlowSnapshot, viewer: Viewer, memory: SeatMemory | null): SeatView {
  const state = flow.context.battle;
  const map: BattleMap = flow.context.map;
  const seen = new Set<string>();
  let cells: Uint8Array | null = null;
  if (viewer.kind === 'sides') {
    cells = new Uint8Array(map.width * map.height);
    for (const side of viewer.sides) {
      const s = sideSight(state, map, side);
      for (const id of s.units) seen.add(id);
      const c = s.cells;
      for (let i = 0; i < c.length; i++) cells[i] = (cells[i] ?? 0) | (c[i] ?? 0);
    }
  }
  const floorAt = floorSeen(state, map, cells);
  const known = knownState(state, viewer, seen, viewer.kind === 'all' ? null : doorsNow(state, map, cells, memory?.doors ?? null), floorAt);
  const own = known.units.filter((u) => plays(viewer, u.side));
  const inSight = viewer.kind === 'all' ? [] : known.units.filter((u) => !plays(viewer, u.side));
  const marks = viewer.kind === 'all' ? [] : (memory?.marks ?? []).filter((m) => !seen.has(m.unit));
  return {
    viewer,
    round: state.clock.round,
    minutes: state.clock.minutes,
    phase: state.phase,
    sides: state.sides.map((s) => ({ id: s.id, name: s.name, controller: s.controller })),
    own,
    inSight,
    marks,
    cells,
    floor: known.floor,
    floorAt,
    decision: seatDecision(flow, viewer, seen),
    result: state.result,
    known,
  };
}

/** The unit this viewer knows by that id (own or in sight), if any. */
export function knownUnit(view: SeatView, id: string | null): Unit | undefined {
  return id === null ? undefined : view.known.units.find((u) => u.id === id);
}

/** Where a unit stands as the viewer knows it: now, or where last seen. */
export function knownCell(view: SeatView, id: string): Cell | undefined {
  return knownUnit(view, id)?.cell ?? view.marks.find((m) => m.unit === id)?.cell;
}
