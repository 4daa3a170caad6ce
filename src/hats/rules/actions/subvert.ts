/**
 * Subversion (black-hats.txt): Infiltrate skill against an Agent's or Group's Loyalty (+ Scale for
 * a Group); 5 greenbacks, 10 for +1, 20 for +2; success lowers its Loyalty by one. Only one
 * attempt per turn on the same target. An Agent pushed below Terrible deserts (R-HATS-2).
 */
import { ladderLabel } from '../../../core/ladder';
import { sideFromKnowledge, sideOf } from '../../view/knowledge';
import { isOwn, skilledCheck } from '../actors';
import { discountFor, type SideFacts } from '../modifiers';
import { opposedChance, roll, trait, traitTotal } from '../rolls';
import { rolledSkill, unitArea, unitName, unitOwner } from '../referee';
import { spendAction, type ActionRule } from '../action-rule';
import { resistingLoyalty } from '../allegiance';
import { knownLoyalty } from '../known-target';
import { lowerLoyalty } from '../loyalty';
import { noteLoyaltyDrop } from '../dossier';

export const SUBVERT_PRICES = [5, 10, 20] as const;

export function subvertCost(side: SideFacts, boost: 0 | 1 | 2): number {
  return Math.max(1, SUBVERT_PRICES[boost] - discountFor(side, 'subversion'));
}

export const subvertRule: ActionRule<'action.subvert'> = {
  check(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'infiltrate', cmd.target);
    if (typeof c === 'string') return c;
    if (isOwn(k, cmd.target)) return 'A conspiracy does not subvert its own.';
    if (k.subvertedThisTurn.includes(cmd.target)) return 'Only one Subversion attempt per turn may be made against the same target.';
    const cost = subvertCost(sideFromKnowledge(k), cmd.boost);
    if (k.conspiracy.greenbacks < cost) return `Subversion costs ${cost} greenbacks; the conspiracy has ${k.conspiracy.greenbacks}.`;
    return null;
  },
  preview(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'infiltrate', cmd.target);
    if (typeof c === 'string') return { cost: 0, rolls: [], notes: [] };
    const actor = trait(c.skill.label, c.skill.base, [...c.skill.mods, { label: 'Extra greenbacks', value: cmd.boost }]);
    const loyalty = knownLoyalty(k, cmd.target, 'subversion');
    return {
      cost: subvertCost(sideFromKnowledge(k), cmd.boost),
      rolls: [{ what: 'Subversion against Loyalty', actor, against: { kind: 'opposed', trait: loyalty.trait }, chance: opposedChance(actor, loyalty.trait), unknown: loyalty.unknown }],
      notes: [],
    };
  },
  resolve(tx, cmd) {
    const s = tx.state;
    const skill = rolledSkill(s, cmd.actor, 'infiltrate');
    if (!skill) throw new Error('subversion without skill');
    spendAction(tx, cmd.actor);
    tx.pay(cmd.seat, subvertCost(sideOf(s, cmd.seat), cmd.boost));
    const actor = trait(skill.label, skill.base, [...skill.mods, { label: 'Extra greenbacks', value: cmd.boost }]);
    const loyalty = resistingLoyalty(tx, cmd.target, 'subversion');
    const name = unitName(s, cmd.target);
    const a = roll(tx.rng, actor, `opposed by ${name}'s Loyalty ${ladderLabel(traitTotal(loyalty))}`);
    const d = roll(tx.rng, loyalty, 'resisting Subversion');
    const success = a.total > d.total;
    const mark = { serial: s.serial, succeeded: success };
    if (s.agents[cmd.target]) tx.setAgent(cmd.target, { subverted: mark });
    else tx.setGroup(cmd.target, { subverted: mark });
    const owner = unitOwner(s, cmd.target);
    const area = unitArea(s, cmd.target);
    if (!success) {
      tx.log([cmd.seat], `${name} resists the whispers.`, [a, d], area);
      return;
    }
    tx.log([cmd.seat], `${name}'s Loyalty wavers.`, [a, d], area);
    lowerLoyalty(tx, cmd.target, owner ? [owner] : []);
    noteLoyaltyDrop(tx, cmd.target, cmd.seat);
  },
};
