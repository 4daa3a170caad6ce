import type { BattleState, Controller, SideId } from '../state/types';
import { reject, type CommandResult } from './actor';
import { gmStep } from './gm-edits';

const same = (a: Controller, b: Controller): boolean => (a.kind === 'human' ? b.kind === 'human' && a.seat === b.seat : b.kind === 'computer' && a.level === b.level);

/**
 * The GM hands a side to the computer or takes it by hand, mid-battle (src/battle/README.md,
 * "GM mode"): from the next decision on, its units wait for that controller (an asked dodge,
 * R-OPS-14, included). A command of the log like any edit, so a replay hands the side over at the
 * same moment.
 */
export function gmControl(state: BattleState, side: SideId, controller: Controller, isPublic: boolean): CommandResult {
  if (state.phase === 'over') return reject('The battle is over.');
  const s = state.sides.find((x) => x.id === side);
  if (!s) return reject(`There is no side "${side}".`);
  if (same(s.controller, controller)) return reject(`${s.name} is played that way already.`);
  const sides = state.sides.map((x) => (x.id === side ? { ...x, controller } : x));
  return gmStep({ ...state, sides }, { kind: 'control', side, sideName: s.name, controller }, isPublic);
}
