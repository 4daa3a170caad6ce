import { applyBattleCommand } from '../commands/apply';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import { controllerOf, nextDecision } from '../round/decision';
import type { BattleState } from '../state/types';
import { chooseCommand, chooseDefence } from './choose';

/**
 * The next command the battle needs when the computer can give it: round start and end, a
 * computer unit's turn or dodge answer. Undefined when a human must decide (or it is over).
 */
export function computerCommand(state: BattleState, map: BattleMap): BattleCommand | undefined {
  const d = nextDecision(state);
  switch (d.kind) {
    case 'over':
      return undefined;
    case 'round-start':
      return { type: 'round.start' };
    case 'round-end':
      return { type: 'round.end' };
    case 'defence': {
      const c = controllerOf(state, d.unit);
      return c?.kind === 'computer' ? chooseDefence(state, map, c.level) : undefined;
    }
    case 'turn': {
      for (const id of d.units) {
        const c = controllerOf(state, id);
        if (c?.kind === 'computer') return chooseCommand(state, map, id, c.level);
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
 * Plays computer-controlled sides until a human must decide or the battle ends. Throws if the
 * computer ever issues a command the reducer rejects: that is a bug, never a game situation.
 */
export function playComputer(state: BattleState, map: BattleMap, maxCommands = 100_000): PlayedBattle {
  let s = state;
  const commands: BattleCommand[] = [];
  for (let i = 0; i < maxCommands; i++) {
    const c = computerCommand(s, map);
    if (!c) break;
    const r = applyBattleCommand(s, map, c);
    if ('rejected' in r) throw new Error(`The computer issued a rejected command ${JSON.stringify(c)}: ${r.rejected}`);
    commands.push(c);
    s = r.state;
  }
  return { state: s, commands };
}
