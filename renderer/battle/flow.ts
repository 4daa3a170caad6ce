/**
 * What the tactical table waits for, in the table flow machine's words (renderer/flow): a human
 * seat (its turn, or the dodge question R-OPS-14 as a prompt), a computer side, or the end. Read
 * from the round machine's decision; pure, so hot-seat hand-overs follow from it and are tested.
 */
import { controllerOf, decisionOf, type FlowSnapshot } from '../../src/battle';
import { humanSides, seatOfSide, seatSides, sidesViewer, type Viewer } from '../../src/battle/view';
import type { BattleState } from '../../src/battle';
import type { TableWaiting } from '../flow/table-flow';

const sideOf = (state: BattleState, id: string): string => state.units.find((u) => u.id === id)?.side ?? '';

/** `seatName`: how the machine names a human seat (a GM table names every one the GM's, renderer/gm/gm-seats.ts). */
export function battleWaiting(flow: FlowSnapshot, seatName: (seat: number) => string = String): TableWaiting {
  const state = flow.context.battle;
  const d = decisionOf(flow);
  switch (d.kind) {
    case 'over':
      return { kind: 'over' };
    case 'round-start':
    case 'round-end':
      return { kind: 'computer', seat: null };
    case 'defence': {
      const c = controllerOf(state, d.unit);
      return c?.kind === 'human' ? { kind: 'seat', seat: seatName(c.seat), task: 'prompt' } : { kind: 'computer', seat: sideOf(state, d.unit) };
    }
    case 'turn': {
      // The computer goes first inside a simultaneous group (R-OPS-4: any order).
      const computer = d.units.find((id) => controllerOf(state, id)?.kind === 'computer');
      if (computer) return { kind: 'computer', seat: sideOf(state, computer) };
      const first = d.units[0];
      const c = first === undefined ? undefined : controllerOf(state, first);
      return c?.kind === 'human' ? { kind: 'seat', seat: seatName(c.seat), task: 'turn' } : { kind: 'computer', seat: null };
    }
  }
}

/** The human seats of a battle, as the table flow machine names them (a seat that handed its side to the computer for a while included). */
export function battleSeats(state: Pick<BattleState, 'sides'>): string[] {
  const seats: string[] = [];
  for (const side of humanSides(state)) {
    const s = state.sides.find((x) => x.id === side);
    const seat = s ? seatOfSide(s) : null;
    if (seat !== null && !seats.includes(String(seat))) seats.push(String(seat));
  }
  return seats;
}

/** The eyes of a human seat: the sides it plays. */
export function seatViewer(state: Pick<BattleState, 'sides'>, seat: string): Viewer {
  return sidesViewer(...seatSides(state, Number(seat)));
}
