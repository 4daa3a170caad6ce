/**
 * When a computer conspiracy dismisses one of its Agents (R-HATS-19): at the end of its turn, once
 * every Agent has acted, and only when the next Maintain cannot pay them all (R-HATS-2: upkeep is
 * paid in recruitment order) and its income does not cover its upkeep, so the shortfall comes back
 * every turn. An Agent left unpaid loses a Loyalty level each time and at last deserts, an
 * independent Agent its rivals may buy; dismissed, it costs nothing and goes to nobody.
 */
import type { HatsCommand } from '../commands';
import type { Agent } from '../state';
import { agentUpkeep } from '../rules/phases';
import { TERRIBLE } from '../rules/loyalty';
import { sideFromKnowledge } from '../view/knowledge';
import { agentValue, type AiContext } from './context';

/** It keeps two Agents at least: a lone Agent's loss can lose the game (R-HATS-11). */
const KEEP = 2;

const order = (a: Agent): number => Number(a.id.split('-').pop());

/** The Agents the next Maintain leaves unpaid: the purse now and next turn's Income, paid in recruitment order. */
export function unpaidNextTurn(ctx: AiContext): Agent[] {
  const side = sideFromKnowledge(ctx.k);
  let purse = ctx.k.conspiracy.greenbacks + ctx.income;
  const unpaid: Agent[] = [];
  for (const a of Object.values(ctx.k.agents).sort((x, y) => order(x) - order(y))) {
    const cost = agentUpkeep(a, side);
    if (purse >= cost) purse -= cost;
    else unpaid.push(a);
  }
  return unpaid;
}

/** What an Agent is worth keeping per greenback of upkeep: skills, less for one incapacitated or about to desert. */
function keepWorth(ctx: AiContext, a: Agent): number {
  const upkeep = agentUpkeep(a, sideFromKnowledge(ctx.k));
  const hurt = a.wounds >= 4 ? 0.5 : a.wounds >= 3 ? 0.8 : 1;
  const wavering = a.traits.loyalty + a.loyaltyMod <= TERRIBLE ? 0.6 : 1;
  return (agentValue(a) * hurt * wavering) / upkeep;
}

export function dismissChoice(ctx: AiContext): HatsCommand | null {
  const { k } = ctx;
  const agents = Object.values(k.agents);
  if (agents.length <= 1 || ctx.income >= ctx.upkeep) return null;
  const unpaid = unpaidNextTurn(ctx);
  if (unpaid.length === 0) return null;
  // One that would desert when next unpaid (Loyalty already Terrible) goes now, so no rival gets it.
  const deserter = unpaid.find((a) => a.traits.loyalty + a.loyaltyMod <= TERRIBLE);
  if (deserter) return { type: 'agent.dismiss', seat: k.seat, agent: deserter.id };
  if (agents.length <= KEEP) return null;
  const cheapest = [...agents].sort((x, y) => keepWorth(ctx, x) - keepWorth(ctx, y) || order(y) - order(x))[0];
  return cheapest ? { type: 'agent.dismiss', seat: k.seat, agent: cheapest.id } : null;
}
