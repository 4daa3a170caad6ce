/**
 * Indoctrinate (black-hats.txt): against one of the conspiracy's own Agents or Groups; a result
 * strictly better than its current modified Loyalty raises it by one, to at most +2 over its base.
 * Free of charge.
 */
import { ladderLabel } from '../../../core/ladder';
import { sideFromKnowledge, sideOf } from '../../view/knowledge';
import { skilledCheck } from '../actors';
import { agentLoyalty, groupLoyalty } from '../modifiers';
import { roll, testChance, traitTotal } from '../rolls';
import { rolledSkill, unitArea, unitName } from '../referee';
import { spendAction, type ActionRule } from '../action-rule';

export const MAX_LOYALTY_BONUS = 2;

export const indoctrinateRule: ActionRule<'action.indoctrinate'> = {
  check(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'indoctrinate', cmd.target);
    if (typeof c === 'string') return c;
    const unit = k.agents[cmd.target] ?? k.groups[cmd.target]?.own;
    if (!unit) return 'Indoctrination works only on the conspiracy\'s own Agents and Groups.';
    if (unit.loyaltyMod >= MAX_LOYALTY_BONUS) return 'Its Loyalty is already two levels above its base.';
    return null;
  },
  preview(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'indoctrinate', cmd.target);
    const side = sideFromKnowledge(k);
    const agent = k.agents[cmd.target];
    const group = k.groups[cmd.target]?.own;
    if (typeof c === 'string' || (!agent && !group)) return { cost: 0, rolls: [], notes: [] };
    const loyalty = agent ? agentLoyalty(agent, side, 'plain') : group ? groupLoyalty(group, side, 'plain') : null;
    if (!loyalty) return { cost: 0, rolls: [], notes: [] };
    const v = traitTotal(loyalty);
    return { cost: 0, rolls: [{ what: 'Indoctrinate above current Loyalty', actor: c.skill, against: { kind: 'difficulty', value: v, label: ladderLabel(v), strict: true }, chance: testChance(c.skill, v, true), unknown: [] }], notes: [] };
  },
  resolve(tx, cmd) {
    const s = tx.state;
    const side = sideOf(s, cmd.seat);
    const skill = rolledSkill(s, cmd.actor, 'indoctrinate');
    if (!skill) throw new Error('indoctrinate without skill');
    spendAction(tx, cmd.actor);
    const agent = tx.state.agents[cmd.target];
    const group = tx.state.groups[cmd.target];
    const loyalty = agent ? agentLoyalty(agent, side, 'plain') : group ? groupLoyalty(group, side, 'plain') : null;
    if (!loyalty) return;
    const v = traitTotal(loyalty);
    const r = roll(tx.rng, skill, `better than Loyalty ${ladderLabel(v)}`);
    const name = unitName(s, cmd.target);
    if (r.total > v) {
      if (agent) tx.setAgent(agent.id, { loyaltyMod: Math.min(MAX_LOYALTY_BONUS, agent.loyaltyMod + 1) });
      if (group) tx.setGroup(group.id, { loyaltyMod: Math.min(MAX_LOYALTY_BONUS, group.loyaltyMod + 1) });
      tx.log([cmd.seat], `${name}'s Loyalty rises.`, [r], unitArea(s, cmd.target));
    } else {
      tx.log([cmd.seat], `${name} listens politely and is unmoved.`, [r], unitArea(s, cmd.target));
    }
  },
};
