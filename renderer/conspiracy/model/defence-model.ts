/**
 * The Bribery defender's prompt as data (R-HATS-8): what is offered to which unit, and each answer
 * with its price and the chance the unit refuses, from src/hats/view/defence-odds.ts on the
 * defender's own view (the briber's skill is unknown to it, so the odds are given for a Fair, Good
 * and Great briber).
 */
import { ladderWord } from '../../../src/core/ladder';
import type { SeatView } from '../../../src/hats';
import { defenceOdds } from '../../../src/hats/view/defence-odds';
import { percent, traitLine, unitName } from '../format';

export interface DefenceModel {
  readonly title: string;
  readonly sentence: string;
  readonly answers: readonly { readonly pay: 0 | 1 | 2; readonly label: string; readonly odds: string; readonly problem: string | null }[];
  readonly notes: readonly string[];
}

const LABELS = ['Pay nothing', 'Pay 5 greenbacks for +1', 'Pay 15 greenbacks for +2'] as const;

export function defenceModel(view: SeatView): DefenceModel | null {
  const p = view.pending;
  const odds = defenceOdds(view);
  if (!p || !odds) return null;
  const name = unitName(view, p.target);
  const sweetener = p.boost > 0 ? `, with ${p.boost === 1 ? 'a sweetener (+1)' : 'a large sweetener (+2)'}` : '';
  return {
    title: `Bribery against ${name}`,
    sentence: `Someone is offering ${name} money to change sides${sweetener}. You may pay to strengthen its resistance (its ${traitLine(odds.loyalty)}). You have ${view.conspiracy.greenbacks} greenbacks.`,
    answers: odds.answers.map((a) => ({
      pay: a.pay,
      label: LABELS[a.pay],
      odds: `— it refuses: ${a.refuse.map((r, i) => `${percent(r.chance)}${i === 0 ? ` against a ${ladderWord(r.level)} briber` : ` ${ladderWord(r.level)}`}`).join(', ')}`,
      problem: a.problem,
    })),
    notes: [`The briber's Bribery skill is not known to you: the odds are given for a Fair, Good and Great briber${p.boost > 0 ? `, its sweetener (+${p.boost}) counted` : ''}.`],
  };
}
