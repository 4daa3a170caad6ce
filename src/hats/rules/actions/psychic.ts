/**
 * Psychic Assault (R-HATS-17, a skill Research or an event makes available): against a spotted
 * Agent within range (Regional: rules/modifiers.ts BASE_RANGE), opposed by its basic Loyalty (black-hats.txt "Loyalty": psychic attacks are
 * resisted by basic Loyalty, Indoctrination and Subversion do not count; wounds do, R-HATS-14). On
 * success the target may not act until the acting player's next turn and its Loyalty drops one
 * level (never below Terrible: desertion comes only from unpaid upkeep, R-HATS-16). Its controller
 * learns who did it only if it has that Agent spotted (as R-HATS-13 for Groups).
 */
import { ladderLabel } from '../../../core/ladder';
import { liveAgentMark } from '../../view/knowledge';
import { isOwn, skilledCheck } from '../actors';
import { basicLoyalty } from '../modifiers';
import { opposedChance, roll, traitTotal } from '../rolls';
import { actorSkillIn, knownAs, runInterceptions, unitName } from '../referee';
import { lowerLoyalty } from '../loyalty';
import { knownBasicLoyalty } from '../known-target';
import { noteLoyaltyDrop } from '../dossier';
import { spendAction, type ActionRule } from '../action-rule';

export const psychicRule: ActionRule<'action.psychic'> = {
  check(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'psychic', cmd.target);
    if (typeof c === 'string') return c;
    if (isOwn(k, cmd.target)) return 'A conspiracy does not assault its own Agents.';
    if (!liveAgentMark(k, cmd.target)) return 'Psychic Assault is made against a spotted Agent.';
    return null;
  },
  preview(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'psychic', cmd.target);
    const mark = liveAgentMark(k, cmd.target);
    if (typeof c === 'string' || !mark) return { cost: 0, rolls: [], notes: [] };
    const loyalty = knownBasicLoyalty(k, mark);
    return {
      cost: 0,
      rolls: [{ what: `Psychic Assault against ${mark.dossier.name}'s Loyalty`, actor: c.skill, against: { kind: 'opposed', trait: loyalty.trait }, chance: opposedChance(c.skill, loyalty.trait), unknown: loyalty.unknown }],
      notes: ['It resists with its basic Loyalty: Indoctrination and Subversion do not count.', 'Hidden Protectors may intercept first.'],
    };
  },
  resolve(tx, cmd) {
    spendAction(tx, cmd.actor);
    if (!runInterceptions(tx, cmd.actor, cmd.target)) return;
    const s = tx.state;
    const skill = actorSkillIn(s, cmd.actor, 'psychic');
    const target = s.agents[cmd.target];
    if (!skill || !target) return;
    const loyalty = basicLoyalty(target);
    const name = target.name;
    const a = roll(tx.rng, skill, `opposed by ${name}'s basic Loyalty ${ladderLabel(traitTotal(loyalty))}`);
    const d = roll(tx.rng, loyalty, 'resisting a psychic assault');
    const owner = target.owner;
    const who = owner ? knownAs(s, owner, cmd.actor) : '';
    if (a.total <= d.total) {
      tx.log([cmd.seat], `${name} shrugs off ${unitName(s, cmd.actor)}'s psychic assault.`, [a, d], target.area);
      if (owner) tx.log([owner], `${name} felt ${who} pressing on its mind, and held firm.`, [], target.area);
      return;
    }
    tx.setAgent(cmd.target, { blockedUntil: cmd.seat, protecting: null });
    tx.log([cmd.seat], `${unitName(s, cmd.actor)} breaks into ${name}'s mind: it cannot act until our next turn.`, [a, d], target.area);
    if (owner) tx.log([owner], `${who.charAt(0).toUpperCase()}${who.slice(1)} assaults ${name}'s mind: it cannot act for a while.`, [], target.area);
    lowerLoyalty(tx, cmd.target, owner ? [owner] : []);
    noteLoyaltyDrop(tx, cmd.target, cmd.seat);
  },
};
