/**
 * Who plays what at a GM table: the players' sides (human seat 0: what the
 * players' display shows), the sides the GM plays by hand (human seat 1) and the computer's. The
 * table flow machine (renderer/flow) sees one seat, the GM's: never a hand-over, and the
 * computer's steps paced, paused and stepped by the GM.
 */
import type { BattleState, Controller, FlowSnapshot, SideId } from '../../src/battle';
import { battleWaiting } from '../battle/flow';
import { seatSides } from '../../src/battle/view';
import type { TableFlowEvent, TableWaiting } from '../flow/table-flow';
import { isHeld, type Held } from './gm-table';

export const PLAYERS_SEAT = 0;
export const GM_HAND_SEAT = 1;
/** The table flow machine's one seat at a GM table. */
export const GM_SEAT = 'gm';

/** Who plays a side at a GM table, in the GM's words. */
export type PlayedBy = 'players' | 'gm' | 'recruit' | 'veteran';

export const PLAYED_BY_WORDS: Readonly<Record<PlayedBy, string>> = {
  players: 'The players',
  gm: 'The GM, by hand',
  recruit: 'Computer (recruit)',
  veteran: 'Computer (veteran)',
};

/** The sides the players play: what their display's fog is made of. */
export const playerSides = (state: BattleState): SideId[] => seatSides(state, PLAYERS_SEAT);

/**
 * What a GM table waits for: the tactical table's reading (renderer/battle/flow.ts) with every
 * human seat the GM's: the computer (a computer side, or the round's own steps), the GM, or the end.
 */
export const gmWaiting = (flow: FlowSnapshot): TableWaiting => battleWaiting(flow, () => GM_SEAT);

export function playedBy(c: Controller): PlayedBy {
  return c.kind === 'computer' ? c.level : c.seat === PLAYERS_SEAT ? 'players' : 'gm';
}

export function controllerFor(p: PlayedBy): Controller {
  return p === 'players' ? { kind: 'human', seat: PLAYERS_SEAT } : p === 'gm' ? { kind: 'human', seat: GM_HAND_SEAT } : { kind: 'computer', level: p };
}

/**
 * The sides at a GM table and who plays each; the players' sides stay theirs (their display is
 * made of them), the others go between the GM's hand and the computer (`gm.control`).
 */
export function sideRows(state: BattleState): { readonly id: SideId; readonly name: string; readonly by: PlayedBy; readonly choices: readonly PlayedBy[] }[] {
  return state.sides.map((s) => {
    const by = playedBy(s.controller);
    return { id: s.id, name: s.name, by, choices: by === 'players' ? ['players'] : ['gm', 'recruit', 'veteran'] };
  });
}

/** The sides the computer plays now. */
export const computerSides = (state: BattleState): SideId[] => state.sides.filter((s) => s.controller.kind === 'computer').map((s) => s.id);

/**
 * The table flow machine's pause or resume for what a GM table waits for: paused exactly while it
 * waits for a computer mover the GM holds, so each computer side is paused, stepped and resumed
 * on its own. Sent before the machine hears the change (a pause given while the GM decides is kept).
 */
export function holdEvent(held: Held, waiting: TableWaiting): TableFlowEvent | null {
  if (waiting.kind !== 'computer') return null;
  return { type: isHeld(held, waiting.seat) ? 'computer.pause' : 'computer.resume' };
}
