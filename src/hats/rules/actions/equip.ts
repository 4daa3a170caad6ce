/**
 * Buying a Gift for an Agent (black-hats.txt: Gifts come only through play). The text's four are
 * on sale from the start; the others once a technology unlocks them. It costs greenbacks, not the
 * Agent's action.
 */
import { GIFT_BY_ID } from '../../data/gifts';
import { TECH_BY_ID } from '../../data/technologies';
import type { Conspiracy } from '../../state';
import { turnProblem } from '../actors';
import { NO_ROLLS, type ActionRule } from '../action-rule';

export function giftAvailable(c: Conspiracy, gift: string): boolean {
  const g = GIFT_BY_ID.get(gift);
  if (!g) return false;
  if (g.basic) return true;
  return c.technologies.some((t) => TECH_BY_ID.get(t)?.effects.some((e) => e.kind === 'unlock-gift' && e.gift === gift));
}

export const equipRule: ActionRule<'agent.equip'> = {
  check(k, cmd) {
    const turn = turnProblem(k);
    if (turn) return turn;
    const agent = k.agents[cmd.agent];
    if (!agent) return 'That is not one of this conspiracy\'s Agents.';
    const gift = GIFT_BY_ID.get(cmd.gift);
    if (!gift) return `There is no Gift "${cmd.gift}".`;
    if (!giftAvailable(k.conspiracy, cmd.gift)) return `${gift.name} must be unlocked by research first.`;
    if (agent.gifts.includes(cmd.gift)) return `${agent.name} already has ${gift.name}.`;
    if (k.conspiracy.greenbacks < gift.price) return `${gift.name} costs ${gift.price} greenbacks; the conspiracy has ${k.conspiracy.greenbacks}.`;
    return null;
  },
  preview: (_k, cmd) => ({ ...NO_ROLLS, cost: GIFT_BY_ID.get(cmd.gift)?.price ?? 0 }),
  resolve(tx, cmd) {
    const gift = GIFT_BY_ID.get(cmd.gift);
    if (!gift) return;
    const agent = tx.agent(cmd.agent);
    tx.pay(cmd.seat, gift.price);
    tx.setAgent(cmd.agent, { gifts: [...agent.gifts, gift.id] });
    tx.log([cmd.seat], `${agent.name} is equipped with ${gift.name}.`, [], agent.area);
  },
};
