/**
 * Solo comforts (src/hats/README.md "Solo comforts"): a human seat lets the computer finish its
 * turn ('turn': the seat is human again when this turn ends, phases.ts endStep) or hands its
 * conspiracy to the computer until it takes it back ('keep'), at a computer level; 'back' takes it
 * back, at any moment of the Actions phase (the computer may be playing the seat's turn). A
 * command of the log like any other, so a save replays the hand-over at the same moment. Public:
 * who plays a seat is public already. Not an Agent's action; no roll.
 */
import type { Controller } from '../../state';
import { turnProblem } from '../actors';
import { NO_ROLLS, type ActionRule } from '../action-rule';
import type { Tx } from '../tx';

function setSeat(tx: Tx, seat: string, controller: Controller, handBack: 'turn' | 'keep' | null): void {
  const seats = tx.state.seats.map((s) => (s.id !== seat ? s : handBack ? { id: s.id, name: s.name, controller, handBack } : { id: s.id, name: s.name, controller }));
  tx.state = { ...tx.state, seats };
}

export const seatControlRule: ActionRule<'seat.control'> = {
  check(k, cmd) {
    const me = k.seats.find((s) => s.id === cmd.seat);
    if (!me) return `There is no seat "${cmd.seat}".`;
    if (k.phase === 'over') return 'The game is over.';
    if (cmd.hand === 'back') return me.handBack ? null : 'This conspiracy was not handed to the computer by its seat.';
    const turn = turnProblem(k);
    if (turn) return turn;
    if (!cmd.level) return 'Say which computer plays it (timid, cautious or cunning).';
    if (me.controller !== 'human' && !me.handBack) return 'This conspiracy is played by the computer already.';
    if (me.handBack === cmd.hand) return 'The computer plays it that way already.';
    return null;
  },
  preview() {
    return NO_ROLLS;
  },
  resolve(tx, cmd) {
    const name = tx.state.seats.find((s) => s.id === cmd.seat)?.name ?? cmd.seat;
    if (cmd.hand === 'back') {
      setSeat(tx, cmd.seat, 'human', null);
      tx.log('all', `${name} is taken back by its seat.`);
      return;
    }
    const level = cmd.level ?? 'cautious';
    setSeat(tx, cmd.seat, level, cmd.hand);
    tx.log('all', cmd.hand === 'turn' ? `${name} lets the computer (${level}) finish this turn.` : `${name} is handed to the computer (${level}) until its seat takes it back.`);
  },
};

/** At the end of a seat's turn, a conspiracy handed over for that turn only goes back to its seat. */
export function handBackAtTurnEnd(tx: Tx, seat: string): void {
  const s = tx.state.seats.find((x) => x.id === seat);
  if (s?.handBack !== 'turn') return;
  setSeat(tx, seat, 'human', null);
  tx.log('all', `${s.name} is back in its seat's hands.`);
}
