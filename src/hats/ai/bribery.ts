/**
 * How a computer conspiracy values buying and undermining (R-HATS-8, black-hats.txt "Bribery",
 * "Subversion"): the preview's odds (R-HATS-18) times what the target is worth, less its price.
 * A sweetener (+1 for 10 greenbacks more, +2 for 30 more) is weighed like any other price, paid
 * from what it may spend; a Subversion of another's Agent is worth the level of Loyalty its next
 * Bribery will not have to beat.
 */
import type { CommandOf } from '../commands';
import { agentUpkeep } from '../rules/phases';
import { opposedChance, traitTotal } from '../rules/rolls';
import { agentSkill } from '../rules/modifiers';
import { liveAgentMark, sideFromKnowledge } from '../view/knowledge';
import { agentValue, leaderThreat, type AiContext } from './context';
import { chance, dossierSkills, isEnemy, ownerOf, takeValue } from './worth';

/** The lowest chance at another seat's Agent for which a Bribery may spend its lean purse (AiContext.lean). */
export const LEAN_BRIBE_CHANCE = 0.25;

/** What another's Agent is worth buying: one more for us and one fewer for them (a recruit's worth, 2.4 times). */
function agentWorth(ctx: AiContext, target: string, times: number): number {
  const m = liveAgentMark(ctx.k, target);
  return agentValue({ skills: m ? dossierSkills(m.dossier) : {} }) * times;
}

/** Its best Bribery, as it would roll it (null: no Agent of its has the skill). */
function bestBribery(ctx: AiContext): number | null {
  const side = sideFromKnowledge(ctx.k);
  let best: number | null = null;
  for (const a of Object.values(ctx.k.agents)) {
    const skill = agentSkill(a, 'bribery', side);
    if (skill && (best === null || traitTotal(skill) > best)) best = traitTotal(skill);
  }
  return best;
}

export function bribeScore(ctx: AiContext, cmd: CommandOf<'action.bribe'>): number {
  const { k, profile } = ctx;
  const w = profile.weights;
  const { p, cost } = chance(ctx, cmd);
  // A sweetener comes out of what it may spend, never its reserve.
  if (cmd.boost > 0 && (w.bribeBoost === 0 || cost > ctx.spendable)) return -1;
  const m = liveAgentMark(k, cmd.target);
  // A fair chance at another seat's Agent (a recruit for the price of one, and one fewer for
  // them) may dip into its lean purse: a Provocateur's Mediocre Bribery against Fair Loyalty
  // (R-HATS-8) is 26%.
  if (cost > ctx.spendable && (p < LEAN_BRIBE_CHANCE || cost > ctx.lean || !isEnemy(m?.owner ?? null, k.seat))) return -1;
  // An enemy Agent bought is one more for us and one fewer for them (2.4 times its worth); 1.6
  // times when its upkeep would take the net income below what it accepts for a recruit
  // (choose.ts): it may desert, but the other seat has lost it all the same.
  // An independent Agent (a deserter) is a recruit without the 10 greenbacks. A Group is worth what
  // taking it is worth (worth.ts takeValue), as for an Infiltration, which costs less and meets no
  // defence: so an Agent that has Infiltrate too infiltrates instead.
  const affordable = m !== null && ctx.income - ctx.upkeep - agentUpkeep({ traits: { subtlety: m.dossier.subtlety, resilience: m.dossier.resilience, loyalty: m.dossier.loyalty, versatility: 0 } }, sideFromKnowledge(k)) >= profile.minNetAfterRecruit;
  const value = m ? (isEnemy(m.owner, k.seat) ? agentWorth(ctx, cmd.target, affordable ? 2.4 : 1.6) : m.owner === null ? (affordable ? 7 : 0) : 3) : takeValue(ctx, cmd.target);
  return p * value * w.bribe - cost * profile.thrift * 0.45;
}

export function subvertScore(ctx: AiContext, cmd: CommandOf<'action.subvert'>): number {
  const { k, profile } = ctx;
  const w = profile.weights;
  const { p, cost, against, actor } = chance(ctx, cmd);
  if (cost > ctx.spendable || against === null || actor === null) return -1;
  if (cmd.boost > 0 && (w.bribeBoost === 0 || ctx.spendable < cost + 15)) return -1;
  if (k.groups[cmd.target]) {
    // Worth what it adds to the next Infiltration, when that is a long shot: the chance gained against one level less of Loyalty.
    const base = actor - cmd.boost;
    const now = opposedChance(base, against);
    if (now > 0.4) return -1;
    const gain = opposedChance(base, against - 1) - now;
    // Weakening the leader's hold on a Group it cannot take outright.
    const owner = ownerOf(ctx, cmd.target);
    const leader = isEnemy(owner, k.seat) ? (owner === leaderThreat(ctx).seat ? 0.35 : 0.15) : 0;
    return p * (gain * 2.2 + 0.15 + leader) * takeValue(ctx, cmd.target) * w.subvert - cost * profile.thrift * 0.5;
  }
  const m = liveAgentMark(k, cmd.target);
  if (!m || !isEnemy(m.owner, k.seat)) return -1;
  // Another's Agent a level less loyal is that much easier for its own best briber to buy from its
  // next turn on (this turn it resists as before, black-hats.txt), and weaker for good.
  const briber = bestBribery(ctx);
  const gain = briber === null ? 0 : opposedChance(briber, against - 1) - opposedChance(briber, against);
  return p * (gain * agentWorth(ctx, cmd.target, 2.4) + 0.4) * w.subvert - cost * profile.thrift * 0.5;
}
