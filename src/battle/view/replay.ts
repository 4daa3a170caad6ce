import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import { flowAt, flowSend, type FlowSnapshot } from '../round/step';
import type { BattleState } from '../state/types';
import { emptyBattleMemory, LOG_LIMIT, remember, type BattleMemory } from './memory';

export type Replayed = { readonly ok: true; readonly memory: BattleMemory; readonly flow: FlowSnapshot } | { readonly ok: false; readonly reason: string };

/**
 * Every side's memory of a battle from its first state through its command log, as the live
 * table built it command by command (after an undo, a rewind or on resuming a save): the same
 * fold, so the same lines, dice and marks. Refused with the machine's sentence when a command does
 * not apply.
 */
export function replayMemory(initial: BattleState, map: BattleMap, commands: readonly BattleCommand[], limit = LOG_LIMIT): Replayed {
  let flow = flowAt(initial, map);
  let memory = emptyBattleMemory(initial);
  for (const command of commands) {
    const before = flow.context.battle;
    flow = flowSend(flow, command);
    if (flow.context.rejection !== null) return { ok: false, reason: flow.context.rejection };
    memory = remember(memory, map, before, flow.context.battle, flow.context.events, limit);
  }
  return { ok: true, memory, flow };
}
