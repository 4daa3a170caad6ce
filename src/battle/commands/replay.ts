import type { BattleMap } from '../map/types';
import type { BattleEvent } from '../state/events';
import type { BattleState } from '../state/types';
import { applyBattleCommand } from './apply';
import type { BattleCommand } from './types';

export type Replayed =
  | { readonly state: BattleState; readonly events: readonly BattleEvent[] }
  | { readonly rejected: string; readonly at: number; readonly state: BattleState };

/**
 * A stretch of the command log applied from `state`, with every event its steps returned, in
 * order. The state keeps no log, so this is how a battle's history is read: the table's logs, the
 * events of a step the round machine ran on its own, a test looking for a roll. Stops at the first
 * refused command (`at`, with the last good state).
 */
export function replayCommands(state: BattleState, map: BattleMap, commands: readonly BattleCommand[]): Replayed {
  let s = state;
  const events: BattleEvent[] = [];
  for (let i = 0; i < commands.length; i++) {
    const r = applyBattleCommand(s, map, commands[i] as BattleCommand);
    if ('rejected' in r) return { rejected: r.rejected, at: i, state: s };
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}
