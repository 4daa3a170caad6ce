/**
 * What the screen shows next (R-HATS-12 hand-over): a seat's board only while that seat is at the
 * table. With two or more human seats, every change of the seat to move goes through a hand-over
 * screen, and computer turns play on a neutral screen that shows no seat's view.
 */
import type { SeatId } from '../../src/hats';

export type Stage =
  /** The board of `seat`; `computer` is the computer seat playing meanwhile (solo games only). */
  | { readonly kind: 'board'; readonly seat: SeatId; readonly computer: SeatId | null }
  | { readonly kind: 'handover'; readonly to: SeatId }
  /** A neutral screen while a computer seat plays in a hot-seat game. */
  | { readonly kind: 'computer'; readonly seat: SeatId }
  /** The end of the game: the result screen (nothing is secret any more). */
  | { readonly kind: 'over' };

export interface StageFacts {
  readonly humans: readonly SeatId[];
  /** null when the game is over. */
  readonly toMove: SeatId | null;
  readonly isHuman: (seat: SeatId) => boolean;
}

/** `viewer`: the seat whose board is on screen now (or whose hand-over was just confirmed), if any. */
export function nextStage(facts: StageFacts, viewer: SeatId | null): Stage {
  const solo = facts.humans.length === 1 ? facts.humans[0] ?? null : null;
  const mover = facts.toMove;
  if (mover === null) return { kind: 'over' };
  if (solo !== null) return { kind: 'board', seat: solo, computer: facts.isHuman(mover) ? null : mover };
  if (!facts.isHuman(mover)) return { kind: 'computer', seat: mover };
  return mover === viewer ? { kind: 'board', seat: mover, computer: null } : { kind: 'handover', to: mover };
}
