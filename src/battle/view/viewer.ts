import type { BattleState, SideId } from '../state/types';

/**
 * Who looks at the battle: one or more sides (a seat's side; the players' sides together on the
 * projector), or everything (a battle no human plays, and the GM).
 */
export type Viewer = { readonly kind: 'sides'; readonly sides: readonly SideId[] } | { readonly kind: 'all' };

export const ALL_SEEING: Viewer = { kind: 'all' };

export const sidesViewer = (...sides: SideId[]): Viewer & { readonly kind: 'sides' } => ({ kind: 'sides', sides });

/** The sides played by humans, in seat order. */
export function humanSides(state: Pick<BattleState, 'sides'>): SideId[] {
  return state.sides
    .filter((s) => s.controller.kind === 'human')
    .sort((a, b) => (a.controller.kind === 'human' ? a.controller.seat : 0) - (b.controller.kind === 'human' ? b.controller.seat : 0))
    .map((s) => s.id);
}

/** The sides a human seat plays. */
export function seatSides(state: Pick<BattleState, 'sides'>, seat: number): SideId[] {
  return state.sides.filter((s) => s.controller.kind === 'human' && s.controller.seat === seat).map((s) => s.id);
}

/** What the players may all see (the projector, R-CORE: never anything hidden from the players); everything when no human plays. */
export function playersViewer(state: Pick<BattleState, 'sides'>): Viewer {
  const sides = humanSides(state);
  return sides.length === 0 ? ALL_SEEING : { kind: 'sides', sides };
}

/** Whether the viewer plays this side (reads its units' full sheets). */
export function plays(viewer: Viewer, side: SideId): boolean {
  return viewer.kind === 'all' || viewer.sides.includes(side);
}
