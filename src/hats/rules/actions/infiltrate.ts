/**
 * Infiltration (black-hats.txt): Groups only, 5 greenbacks and no more, opposed by the Group's
 * Loyalty + Scale; success takes control of the Group.
 */
import { ladderLabel } from '../../../core/ladder';
import { groupData } from '../../data/groups';
import { sideFromKnowledge, sideOf } from '../../view/knowledge';
import { isOwn, skilledCheck } from '../actors';
import { discountFor, type SideFacts } from '../modifiers';
import { opposedChance, roll, traitTotal } from '../rolls';
import { rolledSkill, runInterceptions, unitOwner } from '../referee';
import { spendAction, type ActionRule } from '../action-rule';
import { resistingLoyalty, transfer } from '../allegiance';
import { knownLoyalty } from '../known-target';

export const INFILTRATE_PRICE = 5;

export function infiltrateCost(side: SideFacts): number {
  return Math.max(1, INFILTRATE_PRICE - discountFor(side, 'infiltrate'));
}

export const infiltrateRule: ActionRule<'action.infiltrate'> = {
  check(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'infiltrate', cmd.target);
    if (typeof c === 'string') return c;
    const g = k.groups[cmd.target];
    if (!g || g.destroyed) return 'Infiltration may only be used against Groups.';
    if (isOwn(k, cmd.target)) return 'That Group already serves this conspiracy.';
    const cost = infiltrateCost(sideFromKnowledge(k));
    if (k.conspiracy.greenbacks < cost) return `Infiltration costs ${cost} greenbacks; the conspiracy has ${k.conspiracy.greenbacks}.`;
    return null;
  },
  preview(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'infiltrate', cmd.target);
    if (typeof c === 'string') return { cost: 0, rolls: [], notes: [] };
    const loyalty = knownLoyalty(k, cmd.target, 'infiltration');
    return {
      cost: infiltrateCost(sideFromKnowledge(k)),
      rolls: [{ what: 'Infiltrate against Loyalty + Scale', actor: c.skill, against: { kind: 'opposed', trait: loyalty.trait }, chance: opposedChance(c.skill, loyalty.trait), unknown: loyalty.unknown }],
      notes: ['Hidden Protectors may intercept first.'],
    };
  },
  resolve(tx, cmd) {
    spendAction(tx, cmd.actor);
    if (!runInterceptions(tx, cmd.actor, cmd.target)) return;
    const s = tx.state;
    const skill = rolledSkill(s, cmd.actor, 'infiltrate');
    const target = s.groups[cmd.target];
    if (!skill || !target || target.destroyed) return;
    tx.pay(cmd.seat, infiltrateCost(sideOf(s, cmd.seat)));
    const loyalty = resistingLoyalty(tx, cmd.target, 'infiltration');
    const name = groupData(cmd.target).name;
    const a = roll(tx.rng, skill, `opposed by ${name}'s Loyalty ${ladderLabel(traitTotal(loyalty))}`);
    const d = roll(tx.rng, loyalty, 'resisting Infiltration');
    const owner = unitOwner(s, cmd.target);
    const area = groupData(cmd.target).area;
    if (a.total > d.total) {
      tx.log([cmd.seat], `Our people now run ${name}.`, [a, d], area);
      transfer(tx, cmd.target, cmd.seat);
    } else {
      tx.log([cmd.seat], `The infiltration of ${name} fails.`, [a, d], area);
      if (owner) tx.log([owner], `Strangers were asking questions around ${name}.`, [], area);
    }
  },
};
