/**
 * The Bribery defender's odds (R-HATS-8, R-CORE-4), as far as it knows: its own unit's Loyalty is
 * known exactly, and so is the sweetener the briber paid (the prompt names it), but not the
 * briber's Bribery skill, which no dossier records. So each answer (pay nothing, 5 or 15
 * greenbacks) comes with the chance its unit refuses against a briber of each likely skill level,
 * the unknown named rather than guessed (R-HATS-18).
 */
import { DEFENCE_PRICES } from '../rules/actions/bribe';
import { knownLoyalty } from '../rules/known-target';
import { opposedChance, traitTotal, type TraitValue } from '../rules/rolls';
import type { SeatKnowledge } from './knowledge';

/** Bribery levels a briber is likely to have: Fair, Good, Great. */
export const BRIBER_LEVELS = [0, 1, 2] as const;

export interface DefenceAnswer {
  readonly pay: 0 | 1 | 2;
  readonly price: number;
  /** Why this answer cannot be given (not enough money), or null. */
  readonly problem: string | null;
  /** The chance the unit refuses, against a briber of each level of BRIBER_LEVELS. */
  readonly refuse: readonly { readonly level: number; readonly chance: number }[];
}

export interface DefenceOdds {
  readonly target: string;
  readonly boost: 0 | 1 | 2;
  readonly loyalty: TraitValue;
  readonly answers: readonly DefenceAnswer[];
}

/** The odds of each answer to the Bribery waiting for this seat, or null when none waits. */
export function defenceOdds(k: SeatKnowledge): DefenceOdds | null {
  const p = k.pending;
  if (!p || p.seat !== k.seat) return null;
  const loyalty = knownLoyalty(k, p.target, 'bribery').trait;
  const answers = ([0, 1, 2] as const).map((pay) => {
    const price = DEFENCE_PRICES[pay];
    return {
      pay,
      price,
      problem: k.conspiracy.greenbacks < price ? `Paying for +${pay} costs ${price} greenbacks; the conspiracy has ${k.conspiracy.greenbacks}.` : null,
      refuse: BRIBER_LEVELS.map((level) => ({ level, chance: 1 - opposedChance(level + p.boost, traitTotal(loyalty) + pay) })),
    };
  });
  return { target: p.target, boost: p.boost, loyalty, answers };
}
