/**
 * What an Agent does when nothing is worth its turn (every legal action scores below its
 * conspiracy's threshold, choose.ts): rather than sit idle, an unhurt Agent (wounds heal only on
 * turns spent idle, R-HATS-7) makes the best small investment that is worth its price: Training (a
 * skill, or a characteristic that helps it without raising its upkeep, ai/training.ts), or
 * undermining another's Agent its conspiracy may buy later (ai/bribery.ts), paid from what it may
 * spend above its reserve, or from its lean purse while its income covers its upkeep.
 */
import type { HatsCommand } from '../commands';
import { legalActionsFor, readyActors } from '../view/legal';
import type { AiContext } from './context';
import { scoreCommand } from './score';
import { chance } from './worth';

const isInvestment = (ctx: AiContext, cmd: HatsCommand): boolean => cmd.type === 'action.train' || (cmd.type === 'action.subvert' && ctx.k.groups[cmd.target] === undefined);

export function investChoice(base: AiContext): HatsCommand | null {
  if (!base.profile.invests) return null;
  // While its income covers its upkeep it may dip into its lean purse (context.ts) for them.
  const ctx: AiContext = base.income >= base.upkeep ? { ...base, spendable: Math.max(base.spendable, base.lean) } : base;
  let best: { cmd: HatsCommand; score: number } | null = null;
  for (const actor of readyActors(ctx.k)) {
    const agent = ctx.k.agents[actor];
    if (!agent || agent.wounds > 0) continue;
    for (const cmd of legalActionsFor(ctx.k, actor)) {
      if (!isInvestment(ctx, cmd)) continue;
      const score = scoreCommand(ctx, cmd);
      if (score > 0 && (!best || score > best.score)) best = { cmd, score };
    }
  }
  return best && ctx.spendable >= chance(ctx, best.cmd).cost ? best.cmd : null;
}
