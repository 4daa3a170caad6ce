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

/**
 * True when the game waits for a person (a seat's turn, a Bribery's answer) or is over; false while a
 * computer seat plays. The board's saves take it as `settled` (renderer/saves/README.md): a turn's
 * autosave asked for as a computer's turn begins is written when a person is waited for again, so it
 * opens at the turn it names.
 */
export function waitsForPerson(w: TableWaiting): boolean {
  return w.kind !== 'computer';
}
