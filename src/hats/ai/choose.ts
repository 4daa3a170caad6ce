/**
 * The computer conspiracies (issue 7 point 5): one command at a time, chosen from the legal list
 * of the seat's own knowledge, so they never cheat and never issue a refused command. No dice are
 * drawn here: the same state always gives the same choice (deterministic per seed).
 */
import { GIFT_BY_ID } from '../data/gifts';
import { TEMPLATES, TEMPLATE_BY_ID, type TemplateId } from '../data/templates';
import type { HatsCommand } from '../commands';
import type { AiLevel, HatsState, SeatId } from '../state';
import { agentUpkeep } from '../rules/phases';
import { recruitAreas, recruitCost } from '../rules/actions/recruit';
import { giftAvailable } from '../rules/actions/equip';
import { DEFENCE_PRICES } from '../rules/actions/bribe';
import { knowledgeProblem } from '../reducer';
import { knowledgeOf, sideFromKnowledge, type SeatKnowledge } from '../view/knowledge';
import { legalActionsFor, readyActors } from '../view/legal';
import { agentValue, buildContext, groupValue, type AiContext } from './context';
import { PROFILES } from './profiles';
import { scoreCommand } from './score';

function legal(k: SeatKnowledge, cmd: HatsCommand): boolean {
  return knowledgeProblem(k, cmd) === null;
}

/** Answer to a Bribery against one of its own: pay to resist when the target is worth it. */
function defend(ctx: AiContext): HatsCommand {
  const { k, profile } = ctx;
  const p = k.pending;
  const seat = k.seat;
  if (!p) return { type: 'turn.end', seat };
  const agent = k.agents[p.target];
  const value = agent ? agentValue(agent) : groupValue(p.target);
  const money = k.conspiracy.greenbacks;
  const wants: (0 | 1 | 2)[] = profile.level === 'cautious' ? (value >= 8 ? [2, 1] : [1]) : value >= 10 ? [1] : [];
  for (const pay of wants) {
    const cmd: HatsCommand = { type: 'bribe.defend', seat, pay };
    if (money - DEFENCE_PRICES[pay] >= ctx.reserve && legal(k, cmd)) return cmd;
  }
  return { type: 'bribe.defend', seat, pay: 0 };
}

function recruitChoice(ctx: AiContext): HatsCommand | null {
  const { k, profile } = ctx;
  const agents = Object.values(k.agents);
  if (agents.length >= profile.maxAgents) return null;
  // One recruit a turn: a recruit (or a freshly bought Agent) waits for the next turn.
  if (agents.some((a) => a.blockedUntil === k.seat)) return null;
  const side = sideFromKnowledge(k);
  const counts = new Map<TemplateId, number>();
  for (const a of agents) if (a.template) counts.set(a.template, (counts.get(a.template) ?? 0) + 1);
  const wanted = profile.mix.find(([t, n]) => (counts.get(t) ?? 0) < n)?.[0] ?? TEMPLATES[0]?.id;
  const template = wanted ? TEMPLATE_BY_ID.get(wanted) : undefined;
  if (!template) return null;
  const b = template.build;
  const newUpkeep = agentUpkeep({ traits: { subtlety: b.subtlety, resilience: b.resilience, loyalty: b.loyalty, versatility: b.versatility } }, side);
  if (ctx.income - ctx.upkeep - newUpkeep < profile.minNetAfterRecruit) return null;
  if (k.conspiracy.greenbacks - recruitCost(side) < ctx.reserve + newUpkeep) return null;
  const areas = recruitAreas(k);
  const area = k.conspiracy.homeAreas.find((a) => areas.includes(a)) ?? areas[0];
  if (!area) return null;
  const cmd: HatsCommand = { type: 'conspiracy.recruit', seat: k.seat, area, recruit: { kind: 'template', template: template.id } };
  return legal(k, cmd) ? cmd : null;
}

const GEAR: Readonly<Record<string, readonly string[]>> = {
  killer: ['assault-rifles', 'body-armor'],
  bodyguard: ['wiretaps', 'body-armor'],
  recon: ['wiretaps', 'cover-identities'],
  provocateur: ['cover-identities'],
  scientist: ['laboratory'],
};

function equipChoice(ctx: AiContext): HatsCommand | null {
  const { k } = ctx;
  for (const a of Object.values(k.agents)) {
    for (const gift of GEAR[a.template ?? ''] ?? []) {
      const g = GIFT_BY_ID.get(gift);
      if (!g || a.gifts.includes(gift) || !giftAvailable(k.conspiracy, gift)) continue;
      if (ctx.spendable - g.price < 20) continue;
      const cmd: HatsCommand = { type: 'agent.equip', seat: k.seat, agent: a.id, gift };
      if (legal(k, cmd)) return cmd;
    }
  }
  return null;
}

function bestFor(ctx: AiContext, actor: string): { cmd: HatsCommand; score: number } | null {
  let best: { cmd: HatsCommand; score: number } | null = null;
  for (const cmd of legalActionsFor(ctx.k, actor)) {
    if (cmd.type === 'agent.equip') continue;
    const score = scoreCommand(ctx, cmd);
    if (!best || score > best.score) best = { cmd, score };
  }
  return best;
}

/** The next command of a computer seat: a Bribery answer, a recruit, gear, an action, or the end of its turn. */
export function aiNextCommand(state: HatsState, seat: SeatId, level: AiLevel): HatsCommand | null {
  const k = knowledgeOf(state, seat);
  // R-HATS-16's measure: a passive seat pays nothing to defend and only ends its turns.
  if (level === 'passive') {
    if (k.pending && k.pending.seat === seat) return { type: 'bribe.defend', seat, pay: 0 };
    return k.activeSeat === seat && k.phase === 'actions' && !k.pending ? { type: 'turn.end', seat } : null;
  }
  const ctx = buildContext(k, PROFILES[level]);
  if (k.pending && k.pending.seat === seat) return defend(ctx);
  if (k.activeSeat !== seat || k.phase !== 'actions' || k.pending) return null;
  const recruit = recruitChoice(ctx);
  if (recruit) return recruit;
  const equip = equipChoice(ctx);
  if (equip) return equip;
  for (const actor of readyActors(k)) {
    const agent = k.agents[actor];
    // Badly hurt Agents rest: wounds heal only on turns spent without acting (R-HATS-7).
    const bar = agent && agent.wounds >= 2 ? ctx.profile.threshold + 1 : ctx.profile.threshold;
    const best = bestFor(ctx, actor);
    if (best && best.score >= bar) return best.cmd;
  }
  return { type: 'turn.end', seat };
}
