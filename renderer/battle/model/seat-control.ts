/**
 * Solo comforts at the tactical table (src/battle/README.md "Solo comforts"): the seat on screen
 * lets the computer finish its side's round, or hands its side to the computer until it takes it
 * back. Each is a `gm.control` command with `seat` (src/battle/commands/gm-control.ts), so the log
 * and a save replay it. Pure: from the table flow's screen and the battle's public sides. Not at a
 * GM table (the GM hands sides over in its Sides dialog).
 */
import type { AiLevel, BattleState, Side } from '../../../src/battle';
import type { TableScreen } from '../../flow/table-flow';
import type { ActionItem } from './actions';

export interface SeatControl {
  /** "Computer: finish this round" for the seat's side (End). */
  readonly finish: ActionItem | null;
  /** "Hand to the computer" (Shift+End), or "Take back" while the computer plays a side its seat handed over. */
  readonly toggle: ActionItem | null;
}

const NONE: SeatControl = { finish: null, toggle: null };

/** The side the seat on screen plays by hand now (its first, when it plays more than one). */
function ownSide(sides: readonly Side[], seat: string): Side | undefined {
  return sides.find((s) => s.controller.kind === 'human' && String(s.controller.seat) === seat);
}

function takeBack(side: Side): ActionItem | null {
  const hb = side.handBack;
  if (!hb) return null;
  return {
    id: 'seat-take-back',
    label: `Take back ${side.name}`,
    keys: 'Shift+End',
    enabled: true,
    command: { type: 'gm.control', side: side.id, controller: { kind: 'human', seat: hb.seat }, public: true, seat: 'back' },
    detail: hb.atRoundEnd ? 'now, before the round ends' : 'from its next decision',
  };
}

export function seatControl(screen: TableScreen, sides: BattleState['sides'], level: AiLevel, gm: boolean): SeatControl {
  if (gm) return NONE;
  switch (screen.kind) {
    case 'board': {
      const side = screen.task === 'turn' ? ownSide(sides, screen.seat) : undefined;
      if (!side) return NONE;
      const computer = { kind: 'computer', level } as const;
      return {
        finish: {
          id: 'seat-finish',
          label: 'Computer: finish this round',
          keys: 'End',
          enabled: true,
          command: { type: 'gm.control', side: side.id, controller: computer, public: true, seat: 'round' },
          detail: `${level}, then your turn as usual`,
        },
        toggle: {
          id: 'seat-hand-over',
          label: `Hand ${side.name} to the computer`,
          keys: 'Shift+End',
          enabled: true,
          command: { type: 'gm.control', side: side.id, controller: computer, public: true, seat: 'keep' },
          detail: `${level}, until you take it back`,
        },
      };
    }
    case 'watching': {
      // The solo seat watches its own side played by the computer: it may take it back.
      const handed = sides.find((s) => s.controller.kind === 'computer' && s.handBack && String(s.handBack.seat) === screen.seat);
      return { finish: null, toggle: handed ? takeBack(handed) : null };
    }
    case 'cover': {
      // Hot-seat: the side acting now, when its seat handed it over (the cover names only the side).
      const acting = sides.find((s) => s.id === screen.computer && s.controller.kind === 'computer');
      return { finish: null, toggle: acting ? takeBack(acting) : null };
    }
    case 'handover':
    case 'over':
      return NONE;
  }
}
