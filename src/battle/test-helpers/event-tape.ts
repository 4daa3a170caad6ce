import { applyBattleCommand } from '../commands/apply';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import type { BattleEvent } from '../state/events';
import type { BattleState } from '../state/types';

/**
 * For tests: applies commands and keeps the events each step returned, since the battle state
 * keeps no log. `ok` throws on a refusal (a test set-up that does not apply is a broken test).
 */
export interface EventTape {
  readonly events: readonly BattleEvent[];
  ok(state: BattleState, map: BattleMap, command: BattleCommand): BattleState;
  find<T extends BattleEvent['type']>(type: T): Extract<BattleEvent, { type: T }> | undefined;
  all<T extends BattleEvent['type']>(type: T): Extract<BattleEvent, { type: T }>[];
}

export function eventTape(): EventTape {
  const events: BattleEvent[] = [];
  const ofType = <T extends BattleEvent['type']>(type: T) => (e: BattleEvent): e is Extract<BattleEvent, { type: T }> => e.type === type;
  return {
    events,
    ok(state, map, command) {
      const r = applyBattleCommand(state, map, command);
      if ('rejected' in r) throw new Error(`${command.type} rejected: ${r.rejected}`);
      events.push(...r.events);
      return r.state;
    },
    find: (type) => events.find(ofType(type)),
    all: (type) => events.filter(ofType(type)),
  };
}
