import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import { controllerOf, decisionAt, decisionOf, flowCommand, type Decision } from '../round/decision';
import { applyBattleCommand, type FlowSnapshot } from '../round/step';
import type { BattleEvent } from '../state/events';
import type { BattleState } from '../state/types';
import { chooseActNow, chooseCommand } from './choose';
import { chooseDefence } from './defence';
import { missionTurn } from '../mission/ai/choose';

/**
 * The next command the battle needs when the computer can give it: round start and end, a
 * computer unit's turn or dodge answer, as the round machine asks for them. Undefined when a
 * human must decide (or it is over).
 */
export function computerCommand(flow: FlowSnapshot): BattleCommand | undefined {
  return computerCommandAt(flow.context.battle, flow.context.map, decisionOf(flow));
}

/** `computerCommand` where a battle state stands (decision.ts decisionAt), for the pure drivers. */
export function computerCommandAt(state: BattleState, map: BattleMap, d: Decision = decisionAt(state)): BattleCommand | undefined {
  switch (d.kind) {
    case 'over':
      return undefined;
    case 'round-start':
    case 'round-end':
      return flowCommand(d);
    case 'defence': {
      const c = controllerOf(state, d.unit);
      return c?.kind === 'computer' ? chooseDefence(state, map, c.level) : undefined;
    }
    case 'turn': {
      // R-OPS-28: a computer unit holding its action may step in with the group acting now (not in
      // a mission, whose computer keeps to what its side knows: mission/ai/choose.ts).
      for (const u of state.mission ? [] : state.units) {
        if (u.hold === null || u.turn.done || u.status !== 'fighting') continue;
        const c = controllerOf(state, u.id);
        const now = c?.kind === 'computer' ? chooseActNow(state, map, c.level, u.id) : undefined;
        if (now) return now;
      }
      for (const id of d.units) {
        const c = controllerOf(state, id);
        if (c?.kind === 'computer') return state.mission ? missionTurn(state, map, id, c.level) : chooseCommand(state, map, id, c.level);
      }
      return undefined;
    }
  }
}

export interface PlayedBattle {
  readonly state: BattleState;
  readonly commands: readonly BattleCommand[];
}

/**
 * Plays computer-controlled sides through the round machine's steps until a human must decide or
 * the battle ends. Throws if the computer ever issues a command the machine refuses: that is a bug,
 * never a game situation.
 */
export function playComputer(
  state: BattleState,
  map: BattleMap,
  maxCommands = 100_000,
  observe?: (before: BattleState, command: BattleCommand, events: readonly BattleEvent[]) => void,
): PlayedBattle {
  let battle = state;
  const commands: BattleCommand[] = [];
  for (let i = 0; i < maxCommands; i++) {
    const c = computerCommandAt(battle, map);
    if (!c) break;
    // The machine's step as its pure function (step.ts): the simulators play millions of commands.
    const step = applyBattleCommand(battle, map, c);
    if ('rejected' in step) throw new Error(`The computer issued a rejected command ${JSON.stringify(c)}: ${step.rejected}`);
    observe?.(battle, c, step.events);
    battle = step.state;
    commands.push(c);
  }
  return { state: battle, commands };
}
