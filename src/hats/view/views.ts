/**
 * Per-seat and public projections of the game (R-HATS-12). viewFor(state, seat) holds only what
 * that seat owns or has spotted, plus the public board and its own intelligence log; publicView
 * is what the GM projector shows. Both are plain JSON, safe to hand to a renderer.
 */
import type { HatsState, LogEntry, SeatId, WoundRow } from '../state';
import { incomeOf, upkeepOf } from '../rules/phases';
import { controlledRegions, controlledScale } from '../rules/victory';
import { knowledgeOf, publicSeats, type PublicSeat, type SeatKnowledge } from './knowledge';

export interface SeatView extends SeatKnowledge {
  /** Log lines this seat witnessed, oldest first. */
  readonly log: readonly LogEntry[];
  readonly summary: {
    readonly income: number;
    readonly upkeep: number;
    readonly controlledScale: number;
    readonly controlledRegions: number;
  };
}

export interface PublicGroup {
  readonly id: string;
  readonly wounds: WoundRow;
  readonly stunned: number;
  readonly destroyed: boolean;
}

export interface PublicView {
  readonly scenario: { readonly id: string; readonly name: string };
  readonly round: number;
  readonly activeSeat: SeatId;
  readonly phase: HatsState['phase'];
  readonly seats: readonly PublicSeat[];
  readonly groups: readonly PublicGroup[];
  readonly log: readonly LogEntry[];
  readonly winner: SeatId | null;
  readonly outcome: string | null;
}

export function visibleTo(entry: LogEntry, seat: SeatId): boolean {
  return entry.visibleTo === 'all' || entry.visibleTo.includes(seat);
}

export function viewFor(state: HatsState, seat: SeatId): SeatView {
  const k = knowledgeOf(state, seat);
  const upkeep = Object.values(k.agents).reduce((s, a) => s + upkeepOf(state, a.id), 0);
  return {
    ...k,
    log: state.log.filter((e) => visibleTo(e, seat)),
    summary: {
      income: incomeOf(state, seat),
      upkeep,
      controlledScale: controlledScale(state, seat),
      controlledRegions: controlledRegions(state, seat),
    },
  };
}

export function publicView(state: HatsState): PublicView {
  return {
    scenario: { id: state.scenario.id, name: state.scenario.name },
    round: state.round,
    activeSeat: state.seats[state.seatIndex]?.id ?? '',
    phase: state.phase,
    seats: publicSeats(state),
    groups: Object.values(state.groups).map((g) => ({ id: g.id, wounds: g.wounds, stunned: g.stunned, destroyed: g.destroyed })),
    log: state.log.filter((e) => e.visibleTo === 'all'),
    winner: state.winner,
    outcome: state.outcome,
  };
}
