/**
 * Embezzlement (R-HATS-17, a skill Research makes available): against a Group within range (Groups
 * are public), opposed by its Loyalty + Scale (as Infiltration, R-HATS-8). On success the acting
 * conspiracy takes the Group's yield this turn (Income + Scale) from its controller's purse, as much
 * as the purse holds; from a Group nobody controls, the whole yield. The controller learns its books
 * were raided, and by whom only if it has that Agent spotted (R-HATS-13).
 */
import { ladderLabel } from '../../../core/ladder';
import { groupData } from '../../data/groups';
import { sideFromKnowledge, sideOf } from '../../view/knowledge';
import { isOwn, skilledCheck } from '../actors';
import { opposedChance, roll, traitTotal } from '../rolls';
import { actorSkillIn, knownAs, runInterceptions, unitName, unitOwner } from '../referee';
import { resistingLoyalty } from '../allegiance';
import { groupYield } from '../phases';
import { knownLoyalty } from '../known-target';
import { spendAction, type ActionRule } from '../action-rule';

export const embezzleRule: ActionRule<'action.embezzle'> = {
  check(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'embezzle', cmd.target);
    if (typeof c === 'string') return c;
    const g = k.groups[cmd.target];
    if (!g || g.destroyed) return 'Embezzlement is made against a Group.';
    if (isOwn(k, cmd.target)) return 'That Group already pays this conspiracy.';
    return null;
  },
  preview(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'embezzle', cmd.target);
    if (typeof c === 'string' || !k.groups[cmd.target]) return { cost: 0, rolls: [], notes: [] };
    const loyalty = knownLoyalty(k, cmd.target, 'infiltration');
    const take = groupYield(cmd.target, sideFromKnowledge(k));
    return {
      cost: 0,
      rolls: [{ what: 'Embezzlement against Loyalty + Scale', actor: c.skill, against: { kind: 'opposed', trait: loyalty.trait }, chance: opposedChance(c.skill, loyalty.trait), unknown: loyalty.unknown }],
      notes: [`On success: up to ${take} greenbacks from its controller's purse.`, 'Hidden Protectors may intercept first.'],
    };
  },
  resolve(tx, cmd) {
    spendAction(tx, cmd.actor);
    if (!runInterceptions(tx, cmd.actor, cmd.target)) return;
    const s = tx.state;
    const skill = actorSkillIn(s, cmd.actor, 'embezzle');
    const group = s.groups[cmd.target];
    if (!skill || !group || group.destroyed) return;
    const name = groupData(cmd.target).name;
    const area = groupData(cmd.target).area;
    const loyalty = resistingLoyalty(tx, cmd.target, 'infiltration');
    const a = roll(tx.rng, skill, `opposed by ${name}'s Loyalty ${ladderLabel(traitTotal(loyalty))}`);
    const d = roll(tx.rng, loyalty, 'guarding its books');
    const owner = unitOwner(s, cmd.target);
    const who = owner ? knownAs(s, owner, cmd.actor) : '';
    if (a.total <= d.total) {
      tx.log([cmd.seat], `${unitName(s, cmd.actor)} finds ${name}'s books locked tight.`, [a, d], area);
      if (owner) tx.log([owner], `The accountants of your ${name} caught ${who} going through the books.`, [], area);
      return;
    }
    const due = groupYield(cmd.target, sideOf(s, owner));
    const taken = owner ? Math.min(due, tx.conspiracy(owner).greenbacks) : due;
    if (owner) tx.setConspiracy(owner, { greenbacks: tx.conspiracy(owner).greenbacks - taken });
    tx.setConspiracy(cmd.seat, { greenbacks: tx.conspiracy(cmd.seat).greenbacks + taken });
    tx.log([cmd.seat], `${unitName(s, cmd.actor)} skims ${taken} greenbacks from ${name}.`, [a, d], area);
    if (owner) tx.log([owner], `${who.charAt(0).toUpperCase()}${who.slice(1)} skims ${taken} greenbacks from your ${name}.`, [], area);
  },
};
