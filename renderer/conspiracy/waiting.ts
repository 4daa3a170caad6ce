/**
 * What a conspiracy game waits for, told to the shared table flow machine (renderer/flow): the end,
 * a computer seat to play, or a human seat's turn or Bribery defence (R-HATS-6, a prompt only that
 * seat may answer). The machine then decides what is on screen, hand-overs included (R-HATS-12).
 */
import type { TableWaiting } from '../flow/table-flow';
import type { SeatId } from '../../src/hats';

export interface WaitingFacts {
  /** The seat whose decision it is (a pending Bribery's defender first); null when the game is over. */
  readonly toMove: SeatId | null;
  readonly isHuman: (seat: SeatId) => boolean;
  /** The seat a waiting Bribery asks to answer, if any. */
  readonly defender: SeatId | null;
}

export function conspiracyWaiting(f: WaitingFacts): TableWaiting {
  if (f.toMove === null) return { kind: 'over' };
  if (!f.isHuman(f.toMove)) return { kind: 'computer', seat: f.toMove };
  return { kind: 'seat', seat: f.toMove, task: f.defender === f.toMove ? 'prompt' : 'turn' };
}
