/**
 * Who plays what at a GM table (issue 13 point 1): the players' sides (human seat 0: what the
 * players' display shows), the sides the GM plays by hand (human seat 1) and the computer's. The
 * table flow machine (renderer/flow) sees one seat, the GM's: never a hand-over, and the
 * computer's steps paced, paused and stepped by the GM.
 */
import { controllerOf, decisionOf, type BattleState, type FlowSnapshot, type SideId } from '../../src/battle';
import { seatSides } from '../../src/battle/view';
import type { TableWaiting } from '../flow/table-flow';

export const PLAYERS_SEAT = 0;
export const GM_HAND_SEAT = 1;
/** The table flow machine's one seat at a GM table. */
export const GM_SEAT = 'gm';

export type GmController = 'players' | 'gm' | 'recruit' | 'veteran';

export const GM_CONTROLLER_WORDS: Readonly<Record<GmController, string>> = {
  players: 'The players',
  gm: 'The GM, by hand',
  recruit: 'Computer (recruit)',
  veteran: 'Computer (veteran)',
};

/** The sides the players play: what their display's fog is made of. */
export const playerSides = (state: BattleState): SideId[] => seatSides(state, PLAYERS_SEAT);

const sideOf = (state: BattleState, id: string): SideId => state.units.find((u) => u.id === id)?.side ?? '';

/** What a GM table waits for: the computer (a computer side, or the round's own steps), the GM, or the end. */
export function gmWaiting(flow: FlowSnapshot): TableWaiting {
  const state = flow.context.battle;
  const d = decisionOf(flow);
  switch (d.kind) {
    case 'over':
      return { kind: 'over' };
    case 'round-start':
    case 'round-end':
      return { kind: 'computer', seat: null };
    case 'defence':
      return controllerOf(state, d.unit)?.kind === 'computer' ? { kind: 'computer', seat: sideOf(state, d.unit) } : { kind: 'seat', seat: GM_SEAT, task: 'prompt' };
    case 'turn': {
      const computer = d.units.find((id) => controllerOf(state, id)?.kind === 'computer');
      if (computer) return { kind: 'computer', seat: sideOf(state, computer) };
      return { kind: 'seat', seat: GM_SEAT, task: 'turn' };
    }
  }
}
