/**
 * Solo comforts on the Black Hats board (src/hats/README.md "Solo comforts"): the seat at its own
 * Actions lets the computer finish its turn, or hands its conspiracy to the computer until it takes
 * it back; while the computer plays a seat its person handed over, the seat may take it back (on its
 * own watching board in a solo game, on the neutral cover in hot-seat). Each is a `seat.control`
 * command of the log. Keys as at the battle table: End finishes the turn, Shift+End hands over or
 * takes back. Pure: from the table flow's screen, the public seats and the seat's view.
 */
import type { HatsCommand, SeatId } from '../../../src/hats';
import type { TableScreen } from '../../flow/table-flow';

export interface SeatControlItem {
  readonly id: 'seat-finish' | 'seat-hand-over' | 'seat-take-back';
  readonly label: string;
  readonly keys: 'End' | 'Shift+End';
  readonly title: string;
  readonly command: HatsCommand;
}

export interface SeatControl {
  /** "Computer: finish this turn" (End), at the seat's own Actions. */
  readonly finish: SeatControlItem | null;
  /** "Hand <conspiracy> to the computer" at its own Actions, or "Take back <conspiracy>" while the computer plays it (Shift+End). */
  readonly toggle: SeatControlItem | null;
}

export interface ControlSeat {
  readonly id: SeatId;
  readonly name: string;
  readonly controller: string;
  readonly handBack?: 'turn' | 'keep';
}

export const NO_SEAT_CONTROL: SeatControl = { finish: null, toggle: null };

/** The levels a seat.control may name (src/hats/commands.ts). */
type HandLevel = 'timid' | 'cautious' | 'cunning';
const LEVELS: readonly HandLevel[] = ['timid', 'cautious', 'cunning'];

/** The computer that takes a handed seat: the level of the game's computer seats (the set-up's choice), else cautious. */
export function handLevel(seats: readonly ControlSeat[]): HandLevel {
  return LEVELS.find((l) => seats.some((s) => s.controller === l && s.handBack === undefined)) ?? 'cautious';
}

function takeBack(seat: ControlSeat | undefined): SeatControlItem | null {
  if (!seat?.handBack || seat.controller === 'human') return null;
  return {
    id: 'seat-take-back',
    label: `Take back ${seat.name}`,
    keys: 'Shift+End',
    title: `${seat.name} is played by its own seat again from its next decision (Shift+End)`,
    command: { type: 'seat.control', seat: seat.id, hand: 'back' },
  };
}

/**
 * `mine`: the seat on the board is at its own Actions with no Bribery waiting (end-turn-model.ts
 * myTurn); the hand-over buttons are offered only then.
 */
export function seatControl(screen: TableScreen, seats: readonly ControlSeat[], mine: boolean): SeatControl {
  switch (screen.kind) {
    case 'board': {
      const me = seats.find((s) => s.id === screen.seat);
      if (!me || screen.task !== 'turn' || !mine || me.controller !== 'human') return NO_SEAT_CONTROL;
      const level = handLevel(seats);
      return {
        finish: {
          id: 'seat-finish',
          label: 'Computer: finish this turn',
          keys: 'End',
          title: `The computer (${level}) plays the rest of this turn, then it is yours again (End)`,
          command: { type: 'seat.control', seat: me.id, hand: 'turn', level },
        },
        toggle: {
          id: 'seat-hand-over',
          label: `Hand ${me.name} to the computer`,
          keys: 'Shift+End',
          title: `The computer (${level}) plays ${me.name} until you take it back (Shift+End)`,
          command: { type: 'seat.control', seat: me.id, hand: 'keep', level },
        },
      };
    }
    case 'watching':
      // The solo seat watches the computers: it may take back its own conspiracy at any moment (before its next decision).
      return { finish: null, toggle: takeBack(seats.find((s) => s.id === screen.seat)) };
    case 'cover':
      // Hot-seat: the conspiracy the computer plays now, when its person handed it over (the cover names it already).
      return { finish: null, toggle: takeBack(seats.find((s) => s.id === screen.computer)) };
    case 'handover':
    case 'over':
      return NO_SEAT_CONTROL;
  }
}
