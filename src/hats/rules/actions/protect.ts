/**
 * Protect (black-hats.txt, R-HATS-8: an Agent action): guard one friendly Agent or Group at full
 * skill, or every friendly unit in an Area at -2, until the protector's controller's next turn.
 * Interception itself happens in rules/referee.ts when an enemy acts against a guarded unit.
 */
import { AREA_BY_ID, areaOf } from '../../data/regions';
import { actorArea, actorRange, outOfRange, skilledCheck } from '../actors';
import { inRange } from '../modifiers';
import { unitArea, unitName } from '../referee';
import { spendAction, type ActionRule } from '../action-rule';

export const protectRule: ActionRule<'action.protect'> = {
  check(k, cmd) {
    if (cmd.guard.kind === 'unit') {
      const c = skilledCheck(k, cmd.actor, 'protect', cmd.guard.target);
      if (typeof c === 'string') return c;
      if (!k.agents[cmd.guard.target] && !k.groups[cmd.guard.target]?.own) return 'Protect guards the conspiracy\'s own Agents and Groups only.';
      if (cmd.guard.target === cmd.actor) return 'A protector guards others; to guard itself it guards its Area.';
      return null;
    }
    const c = skilledCheck(k, cmd.actor, 'protect', null);
    if (typeof c === 'string') return c;
    if (!AREA_BY_ID.has(cmd.guard.area)) return `There is no Area "${cmd.guard.area}".`;
    if (!inRange(actorRange(k, c.actor, 'protect'), actorArea(c.actor), cmd.guard.area)) return outOfRange(k, c.actor, 'protect');
    return null;
  },
  preview(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'protect', null);
    if (typeof c === 'string') return { cost: 0, rolls: [], notes: [] };
    return { cost: 0, rolls: [], notes: [cmd.guard.kind === 'area' ? 'Guards every friendly unit of the Area at -2 until your next turn.' : 'Guards one unit at full skill until your next turn.'] };
  },
  resolve(tx, cmd) {
    spendAction(tx, cmd.actor);
    const order = cmd.guard.kind === 'unit' ? { kind: 'unit' as const, target: cmd.guard.target } : { kind: 'area' as const, area: cmd.guard.area };
    if (tx.state.agents[cmd.actor]) tx.setAgent(cmd.actor, { protecting: order });
    else tx.setGroup(cmd.actor, { protecting: order });
    const what = cmd.guard.kind === 'unit' ? unitName(tx.state, cmd.guard.target) : areaOf(cmd.guard.area).name;
    tx.log([cmd.seat], `${unitName(tx.state, cmd.actor)} stands guard over ${what}.`, [], cmd.guard.kind === 'area' ? cmd.guard.area : unitArea(tx.state, cmd.guard.target));
  },
};
