import type { BattleState, Side, SideId } from '../state/types';

/**
 * Who looks at the battle: one or more sides (a seat's side; the players' sides together on the
 * projector), or everything (a battle no human plays, and the GM).
 */
export type Viewer = { readonly kind: 'sides'; readonly sides: readonly SideId[] } | { readonly kind: 'all' };

export const ALL_SEEING: Viewer = { kind: 'all' };

export const sidesViewer = (...sides: SideId[]): Viewer & { readonly kind: 'sides' } => ({ kind: 'sides', sides });

/**
 * The human seat a side belongs to: the one playing it, or the one that handed it to the computer
 * for a while (Side.handBack, commands/gm-control.ts), which keeps its eyes on it; null for a computer side.
 */
export function seatOfSide(side: Side): number | null {
  if (side.controller.kind === 'human') return side.controller.seat;
  return side.handBack ? side.handBack.seat : null;
}

/** The sides played by humans (or handed over by their seats for a while), in seat order. */
export function humanSides(state: Pick<BattleState, 'sides'>): SideId[] {
  return state.sides
    .filter((s) => seatOfSide(s) !== null)
    .sort((a, b) => (seatOfSide(a) ?? 0) - (seatOfSide(b) ?? 0))
    .map((s) => s.id);
}

/** The sides a human seat plays (or handed over for a while). */
export function seatSides(state: Pick<BattleState, 'sides'>, seat: number): SideId[] {
  return state.sides.filter((s) => seatOfSide(s) === seat).map((s) => s.id);
}

/** The eyes of each human seat (the sides it plays), in seat order: R-OPS-49's seats at the table. */
export function seatViewers(state: Pick<BattleState, 'sides'>): Viewer[] {
  const seats = [...new Set(state.sides.flatMap((s) => { const seat = seatOfSide(s); return seat === null ? [] : [seat]; }))].sort((a, b) => a - b);
  return seats.map((seat) => sidesViewer(...seatSides(state, seat)));
}

/**
 * The players' sides together (the GM table's players, who sit as one seat). Not the projector of
 * a hot-seat game: that shows only what every seat knows (R-OPS-49, common-view.ts commonView).
 */
export function playersViewer(state: Pick<BattleState, 'sides'>): Viewer {
  const sides = humanSides(state);
  return sides.length === 0 ? ALL_SEEING : { kind: 'sides', sides };
}

/** Whether the viewer plays this side (reads its units' full sheets). */
export function plays(viewer: Viewer, side: SideId): boolean {
  return viewer.kind === 'all' || viewer.sides.includes(side);
}
