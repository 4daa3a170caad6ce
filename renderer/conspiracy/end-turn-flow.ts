/**
 * Ending a seat's turn from its board, one owner for the flow (STYLE.md): End turn and the E key
 * (as on the Black Ops table) both ask first while some of the seat's Agents or Groups could still
 * act (end-turn-model.ts), unless that seat said not to. The opt-out is per seat, since in hot-seat
 * the next player at the desk is somebody else; it lasts until the board screen goes, unsaved.
 */
import type { SeatId } from '../../src/hats';
import { inTextField } from '../ui/dom';
import type { BoardDialogs } from './board-dialogs';
import { endTurnQuestion, myTurn } from './end-turn-model';
import type { ConspiracySession } from './session';

export interface EndTurnFlow {
  /** End turn pressed by `seat`: the question first, or the turn ends at once. */
  ask(seat: SeatId): void;
  /** Stops listening for E. */
  dispose(): void;
}

export function endTurnFlow(deps: {
  readonly session: ConspiracySession;
  readonly dialogs: BoardDialogs;
  /** Ends the seat's turn (no undo: save/kinds/conspiracy-kind.ts). */
  readonly end: (seat: SeatId) => void;
  /** The seat whose board is on screen, or null (a hand-over, the end). */
  readonly seatAtBoard: () => SeatId | null;
}): EndTurnFlow {
  const noQuestion = new Set<SeatId>();
  const ask = (seat: SeatId): void => {
    const question = noQuestion.has(seat) ? null : endTurnQuestion(deps.session.viewFor(seat));
    if (!question) {
      deps.end(seat);
      return;
    }
    deps.dialogs.endTurn(seat, question, (askAgain) => {
      if (!askAgain) noQuestion.add(seat);
      deps.end(seat);
    });
  };
  // Only at the seat's own board in its Actions, with no dialog open (the rules reference included)
  // and not while typing.
  const onKey = (event: KeyboardEvent): void => {
    if (event.key.toLowerCase() !== 'e' || event.ctrlKey || event.altKey || event.metaKey || event.repeat) return;
    const seat = deps.seatAtBoard();
    if (seat === null || document.querySelector('dialog[open]') || inTextField(event.target) || !myTurn(deps.session.viewFor(seat))) return;
    event.preventDefault();
    ask(seat);
  };
  window.addEventListener('keydown', onKey);
  return { ask, dispose: () => window.removeEventListener('keydown', onKey) };
}
