/**
 * Who the table waits for (issue 5 point 7): the computer, one human seat (for a turn or for the
 * reactive dodge question, R-OPS-14), or nobody because the battle is over. Pure over the state,
 * so hot-seat hand-overs follow from it and are unit-tested.
 */
import { controllerOf, nextDecision, type BattleState, type Controller } from '../../src/battle';

export type Waiting =
  | { readonly kind: 'over' }
  /** The machine handles round start and end; the computer plays its units and answers for them. */
  | { readonly kind: 'computer'; readonly side: string }
  | { readonly kind: 'seat'; readonly seat: number; readonly side: string; readonly task: 'turn'; readonly units: readonly string[] }
  | { readonly kind: 'seat'; readonly seat: number; readonly side: string; readonly task: 'dodge'; readonly unit: string; readonly attacker: string };

const sideOf = (state: BattleState, id: string): string => state.units.find((u) => u.id === id)?.side ?? '';

export function waitingFor(state: BattleState): Waiting {
  const d = nextDecision(state);
  switch (d.kind) {
    case 'over':
      return { kind: 'over' };
    case 'round-start':
    case 'round-end':
      return { kind: 'computer', side: '' };
    case 'defence': {
      const c = controllerOf(state, d.unit);
      if (c?.kind !== 'human') return { kind: 'computer', side: sideOf(state, d.unit) };
      return { kind: 'seat', seat: c.seat, side: sideOf(state, d.unit), task: 'dodge', unit: d.unit, attacker: d.attacker };
    }
    case 'turn': {
      // The computer goes first inside a simultaneous group (computerCommand picks its units first).
      const computer = d.units.find((id) => controllerOf(state, id)?.kind === 'computer');
      if (computer) return { kind: 'computer', side: sideOf(state, computer) };
      const first = d.units[0];
      const c: Controller | undefined = first === undefined ? undefined : controllerOf(state, first);
      if (first === undefined || c?.kind !== 'human') return { kind: 'computer', side: '' };
      const side = sideOf(state, first);
      return { kind: 'seat', seat: c.seat, side, task: 'turn', units: d.units.filter((id) => sideOf(state, id) === side) };
    }
  }
}

/** The sides played by humans, in seat order. */
export function humanSides(state: BattleState): string[] {
  return state.sides
    .filter((s) => s.controller.kind === 'human')
    .sort((a, b) => (a.controller.kind === 'human' ? a.controller.seat : 0) - (b.controller.kind === 'human' ? b.controller.seat : 0))
    .map((s) => s.id);
}

/**
 * Whether a hand-over screen must come before showing the board to `seat`: only in hot-seat
 * (two or more human seats), and only when the board was last shown to another seat or to none.
 */
export function needsHandOver(state: BattleState, seat: number, lastShown: number | null): boolean {
  return humanSides(state).length > 1 && lastShown !== seat;
}
