/**
 * Bribery (black-hats.txt, R-HATS-8): 10 greenbacks, +10 for +1, +30 for +2, paid before the
 * roll; opposed by the target's Loyalty (+ Scale for a Group). The defending seat is asked, at
 * that moment, whether to pay 5 (+1) or 15 (+2): the state holds a pending decision until it answers.
 */
import { ladderLabel } from '../../../core/ladder';
import { sideFromKnowledge, sideOf } from '../../view/knowledge';
import type { PendingBribe } from '../../state';
import { isOwn, skilledCheck } from '../actors';
import { discountFor, type SideFacts } from '../modifiers';
import { opposedChance, roll, trait, traitTotal } from '../rolls';
import { knownAs, reveal, rolledSkill, runInterceptions, unitArea, unitName, unitOwner } from '../referee';
import { spendAction, type ActionRule } from '../action-rule';
import { resistingLoyalty, transfer } from '../allegiance';
import { knownLoyalty } from '../known-target';
import type { Tx } from '../tx';

export const BRIBE_PRICES = [10, 20, 40] as const;
export const BRIBE_FLOOR = 10;
export const DEFENCE_PRICES = [0, 5, 15] as const;

export function bribeCost(side: SideFacts, boost: 0 | 1 | 2): number {
  return Math.max(BRIBE_FLOOR, BRIBE_PRICES[boost] - discountFor(side, 'bribery'));
}

export const bribeRule: ActionRule<'action.bribe'> = {
  check(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'bribery', cmd.target);
    if (typeof c === 'string') return c;
    if (isOwn(k, cmd.target)) return 'That target already serves this conspiracy.';
    const cost = bribeCost(sideFromKnowledge(k), cmd.boost);
    if (k.conspiracy.greenbacks < cost) return `Bribery costs ${cost} greenbacks; the conspiracy has ${k.conspiracy.greenbacks}.`;
    return null;
  },
  preview(k, cmd) {
    const c = skilledCheck(k, cmd.actor, 'bribery', cmd.target);
    if (typeof c === 'string') return { cost: 0, rolls: [], notes: [] };
    const actor = trait(c.skill.label, c.skill.base, [...c.skill.mods, { label: 'Extra greenbacks', value: cmd.boost }]);
    const loyalty = knownLoyalty(k, cmd.target, 'bribery');
    const withPay = (p: number) => opposedChance(actor, traitTotal(loyalty.trait) + p);
    return {
      cost: bribeCost(sideFromKnowledge(k), cmd.boost),
      rolls: [{ what: 'Bribery against Loyalty', actor, against: { kind: 'opposed', trait: loyalty.trait }, chance: withPay(0), unknown: loyalty.unknown }],
      notes: [
        `If the defender pays 5: ${(withPay(1) * 100).toFixed(2)}%; pays 15: ${(withPay(2) * 100).toFixed(2)}%.`,
        'Hidden Protectors may intercept first.',
      ],
    };
  },
  resolve(tx, cmd) {
    spendAction(tx, cmd.actor);
    if (!runInterceptions(tx, cmd.actor, cmd.target)) return;
    const s = tx.state;
    if (!s.agents[cmd.actor] && !s.groups[cmd.actor]) return;
    if (!s.agents[cmd.target] && !(s.groups[cmd.target] && !s.groups[cmd.target]?.destroyed)) return;
    tx.pay(cmd.seat, bribeCost(sideOf(s, cmd.seat), cmd.boost));
    const defender = unitOwner(s, cmd.target);
    const pending: PendingBribe = { kind: 'bribe-defence', seat: defender ?? cmd.seat, attackerSeat: cmd.seat, actor: cmd.actor, target: cmd.target, boost: cmd.boost };
    const area = unitArea(s, cmd.target);
    // R-HATS-13: the briber is told the same whoever the target serves, or nobody.
    if (s.version >= 2) tx.log([cmd.seat], `${unitName(s, cmd.actor)} makes an offer to ${unitName(s, cmd.target)}.`, [], area);
    if (defender === null || defender === cmd.seat) {
      settleBribe(tx, pending, 0);
      return;
    }
    const targetIsAgent = s.agents[cmd.target] !== undefined;
    // The approached Agent sees who approaches it; a Group's controller only if it has the briber spotted.
    if (s.version === 1 || targetIsAgent) reveal(tx, cmd.actor, [defender]);
    const who = s.version === 1 ? unitName(s, cmd.actor) : knownAs(tx.state, defender, cmd.actor);
    tx.state = { ...tx.state, pending };
    tx.log([defender], `${who.charAt(0).toUpperCase()}${who.slice(1)} tries to bribe your ${unitName(s, cmd.target)}: you may pay 5 greenbacks for +1 or 15 for +2 to its resistance.`, [], area);
    if (s.version === 1) tx.log([cmd.seat], `Money changes hands around ${unitName(s, cmd.target)}; waiting for the other side.`);
  },
};

/** Rolls a Bribery once the defender's payment (0, 1 or 2 levels) is known. */
export function settleBribe(tx: Tx, p: PendingBribe, pay: 0 | 1 | 2): void {
  const s = tx.state;
  const skill = rolledSkill(s, p.actor, 'bribery');
  const defender = unitOwner(s, p.target);
  tx.state = { ...tx.state, pending: null };
  if (!skill) return;
  const actor = trait(skill.label, skill.base, [...skill.mods, { label: 'Extra greenbacks', value: p.boost }]);
  const base = resistingLoyalty(tx, p.target, 'bribery');
  const loyalty = trait(base.label, base.base, [...base.mods, { label: 'Defender\'s payment', value: pay }]);
  const name = unitName(s, p.target);
  const a = roll(tx.rng, actor, `opposed by ${name}'s Loyalty ${ladderLabel(traitTotal(loyalty))}`);
  const d = roll(tx.rng, loyalty, 'resisting Bribery');
  const audience = [p.attackerSeat, ...(defender ? [defender] : [])];
  const area = unitArea(s, p.target);
  if (a.total > d.total) {
    tx.log(audience, `${name} takes the money and changes sides.`, [a, d], area);
    transfer(tx, p.target, p.attackerSeat);
  } else {
    tx.log(audience, `${name} refuses the bribe.`, [a, d], area);
  }
}

export const defendRule: ActionRule<'bribe.defend'> = {
  check(k, cmd) {
    const p = k.pending;
    if (!p || p.seat !== k.seat) return 'No Bribery is waiting for this seat\'s answer.';
    const price = DEFENCE_PRICES[cmd.pay];
    if (k.conspiracy.greenbacks < price) return `Paying for +${cmd.pay} costs ${price} greenbacks; the conspiracy has ${k.conspiracy.greenbacks}.`;
    return null;
  },
  preview(_k, cmd) {
    return { cost: DEFENCE_PRICES[cmd.pay], rolls: [], notes: [] };
  },
  resolve(tx, cmd) {
    const p = tx.state.pending;
    if (!p) throw new Error('no pending bribe');
    const price = DEFENCE_PRICES[cmd.pay];
    if (price > 0) tx.pay(cmd.seat, price);
    settleBribe(tx, p, cmd.pay);
  },
};
