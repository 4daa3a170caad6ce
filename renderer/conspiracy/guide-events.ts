/**
 * What the player did at the conspiracy board, in the first-game guide's words
 * (renderer/guide/guide-steps.ts `on`): the controller reports each UI change and each accepted command.
 */
import type { HatsCommand } from '../../src/hats';
import type { BoardUiChange } from './model/board-ui';

export function hatsUiEvents(c: BoardUiChange): readonly string[] {
  if (c.type === 'choose' && c.actor !== null) return ['hats.agent'];
  if (c.type === 'dialog.open' && c.dialog.kind === 'orders') return ['hats.orders'];
  if (c.type === 'tab') return [`hats.tab.${c.tab}`];
  return [];
}

/** An accepted command of the seat at its board: its turn's end, or an order it gave. */
export function hatsCommandEvents(c: HatsCommand): readonly string[] {
  if (c.type === 'turn.end') return ['hats.end-turn'];
  // A Bribery's answer is not an order the seat gave.
  if (c.type === 'bribe.defend') return [];
  return ['hats.order'];
}
