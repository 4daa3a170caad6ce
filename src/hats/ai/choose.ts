/**
 * The computer conspiracies: one command at a time, chosen from the legal list of the seat's own
 * knowledge, so they never cheat and never issue a refused command. No dice are drawn here: the
 * same state always gives the same choice (deterministic per seed).
 */
import { GIFT_BY_ID } from '../data/gifts';
import { TEMPLATE_BY_ID, type AgentBuild, type TemplateId } from '../data/templates';
import { availableSkills } from '../rules/modifiers';
import type { SkillId } from '../data/skills';
import type { HatsCommand, TraitChoice } from '../commands';
import type { AiLevel, HatsState, SeatId } from '../state';
import { agentUpkeep, groupYield } from '../rules/phases';
import { recruitAreas, recruitCost } from '../rules/actions/recruit';
import { giftAvailable } from '../rules/actions/equip';
import { DEFENCE_PRICES } from '../rules/actions/bribe';
import { knownLoyalty } from '../rules/known-target';
import { opposedChance, traitTotal } from '../rules/rolls';
import { knowledgeProblem } from '../reducer';
import { knowledgeOf, sideFromKnowledge, type SeatKnowledge } from '../view/knowledge';
import { previewCommand } from '../view/preview';
import { legalActionsFor, readyActors } from '../view/legal';
import { agentValue, buildContext, groupValue, type AiContext } from './context';
import { PROFILES } from './profiles';
import { scoreCommand } from './score';
import { dismissChoice } from './dismiss';
import { investChoice } from './invest';

function legal(k: SeatKnowledge, cmd: HatsCommand): boolean {
  return knowledgeProblem(k, cmd) === null;
}

/**
 * What a Bribery would take, in greenbacks: an Agent is a recruit's price, its skills and the Gifts
 * it was bought (they go with it), a Group five turns of its yield and what holding it is worth (its
 * Scale counts toward victory, context.ts groupValue); twice that, since the briber gains what this
 * seat loses.
 */
function bribeStake(ctx: AiContext, target: string): number {
  const side = sideFromKnowledge(ctx.k);
  const agent = ctx.k.agents[target];
  if (!agent) return 2 * (groupYield(target, side) * 5 + groupValue(target) * 2);
  const gifts = agent.gifts.reduce((sum, id) => sum + (GIFT_BY_ID.get(id)?.price ?? 0), 0);
  return 2 * (recruitCost(side) + agentValue(agent) * 2 + gifts);
}

/**
 * Answer to a Bribery against one of its own (R-HATS-8: the defender may pay 5 for +1 or 15 for +2
 * to the target's resistance, asked at that moment): the payment whose saved chance, times what the
 * Bribery would take, most exceeds its price, the briber's level taken as Fair plus its open
 * sweetener; nothing when no payment is worth it or it would leave less than its reserve floor (for
 * a Group; for an Agent, less than nothing).
 */
export function bribeDefence(ctx: AiContext): HatsCommand {
  const { k, profile } = ctx;
  const p = k.pending;
  const seat = k.seat;
  if (!p) return { type: 'turn.end', seat };
  const resist = traitTotal(knownLoyalty(k, p.target, 'bribery').trait);
  const briber = p.boost;
  const stake = bribeStake(ctx, p.target);
  const lost = (pay: number) => opposedChance(briber, resist + pay);
  // An Agent bought away takes its upkeep with it: for one it may spend down to nothing.
  const floor = k.agents[p.target] ? 0 : profile.reserveFloor;
  let best: { pay: 0 | 1 | 2; gain: number } = { pay: 0, gain: 0 };
  for (const pay of [1, 2] as const) {
    const gain = (lost(0) - lost(pay)) * stake - DEFENCE_PRICES[pay];
    if (gain > best.gain && k.conspiracy.greenbacks - DEFENCE_PRICES[pay] >= floor) best = { pay, gain };
  }
  const cmd: HatsCommand = { type: 'bribe.defend', seat, pay: best.pay };
  return legal(k, cmd) ? cmd : { type: 'bribe.defend', seat, pay: 0 };
}

/**
 * A cheap custom Handler (every characteristic Fair: upkeep 4; "questionable Agents", black-hats.txt):
 * it researches, and trains the others, recruits on arrival included.
 */
const HANDLER: AgentBuild = { subtlety: 0, resilience: 0, loyalty: 0, versatility: 0, skills: { research: 0, indoctrinate: -1 } };

/**
 * Recruits trained in a new skill from the start, once research has made it available (R-HATS-17,
 * black-hats.txt: "new Agents recruited after new skills become available may be initially trained
 * with these skills"): a Mind-breaker (Psychic Assault Good, Surveillance Fair) and a Bookkeeper
 * (Embezzlement Good, Infiltrate Mediocre).
 */
const CUSTOM: Readonly<Record<'handler' | 'mindbreaker' | 'bookkeeper' | 'fixer', AgentBuild>> = {
  handler: HANDLER,
  // A Fixer buys other seats' Agents (Bribery Good; Surveillance Fair to spot them first).
  fixer: { subtlety: 1, resilience: 0, loyalty: 0, versatility: 0, skills: { bribery: 1, surveillance: 0 } },
  mindbreaker: { subtlety: 1, resilience: 0, loyalty: 0, versatility: 0, skills: { psychic: 1, surveillance: 0 } },
  bookkeeper: { subtlety: 1, resilience: 0, loyalty: 0, versatility: 0, skills: { embezzle: 1, infiltrate: -1 } },
};

function customKind(a: { readonly skills: Readonly<Partial<Record<SkillId, number>>> }): string {
  if (a.skills.psychic !== undefined) return 'mindbreaker';
  if (a.skills.bribery !== undefined && a.skills.bribery >= 1) return 'fixer';
  if (a.skills.embezzle !== undefined) return 'bookkeeper';
  return a.skills.research !== undefined ? 'handler' : 'custom';
}

/** The skill a recruit is trained in on arrival: its best one still below Great. */
function mainSkill(build: AgentBuild): SkillId | null {
  let best: [SkillId, number] | null = null;
  for (const [s, l] of Object.entries(build.skills) as [SkillId, number][]) if (l < 2 && (!best || l > best[1])) best = [s, l];
  return best ? best[0] : null;
}

function recruitChoice(ctx: AiContext): HatsCommand | null {
  const { k, profile } = ctx;
  const agents = Object.values(k.agents);
  if (agents.length >= profile.maxAgents) return null;
  // One recruit a turn: a recruit (or a freshly bought Agent) waits for the next turn.
  if (agents.some((a) => a.blockedUntil === k.seat)) return null;
  const side = sideFromKnowledge(k);
  const counts = new Map<string, number>();
  for (const a of agents) {
    const key = a.template ?? customKind(a);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const available = availableSkills(k.conspiracy);
  const wanted = profile.mix.find(([t, n]) => {
    if ((counts.get(t) ?? 0) >= n) return false;
    const custom = t === 'handler' || t === 'mindbreaker' || t === 'bookkeeper' || t === 'fixer' ? CUSTOM[t] : null;
    return !custom || Object.keys(custom.skills).every((s) => available.includes(s as SkillId));
  })?.[0];
  if (!wanted) return null;
  const custom = wanted === 'handler' || wanted === 'mindbreaker' || wanted === 'bookkeeper' || wanted === 'fixer' ? CUSTOM[wanted] : null;
  const build = custom ?? TEMPLATE_BY_ID.get(wanted)?.build;
  if (!build) return null;
  const newUpkeep = agentUpkeep({ traits: { subtlety: build.subtlety, resilience: build.resilience, loyalty: build.loyalty, versatility: build.versatility } }, side);
  // With no Agent left the conspiracy is out at the end of this turn (R-HATS-11): any recruit it
  // can pay for beats that, whatever its upkeep does to the purse. A lone Agent (edition 3: if it
  // falls in the only rival's turn, the rival wins) keeps the usual limits: recruiting past them took
  // every elimination out of 400 Shadow War games at lethality 4 (4 without), the one way a
  // computer wins by the last with Agents (src/hats/README.md "Tuning, tenth pass").
  const last = agents.length === 0;
  if (!last && ctx.income - ctx.upkeep - newUpkeep < profile.minNetAfterRecruit) return null;
  // A Bookkeeper's skim pays its way (Embezzlement, R-HATS-17): it may be paid from the lean purse.
  const purse = wanted === 'bookkeeper' ? ctx.lean - newUpkeep : k.conspiracy.greenbacks - ctx.reserve - newUpkeep * 2;
  if (!last && purse < recruitCost(side)) return null;
  const areas = recruitAreas(k);
  const area = k.conspiracy.homeAreas.find((a) => areas.includes(a)) ?? areas[0];
  if (!area) return null;
  const recruit = custom ? { kind: 'custom' as const, build: custom } : { kind: 'template' as const, template: wanted as TemplateId };
  const base: HatsCommand = { type: 'conspiracy.recruit', seat: k.seat, area, recruit };
  // Recruiting with a trainer (black-hats.txt "Training"): a free Agent with Indoctrinate raises one of
  // the recruit's skills; the recruit may join wherever the trainer works (any Area with a base, recruitAreas).
  const main = mainSkill(build);
  for (const actor of readyActors(k)) {
    const trainer = k.agents[actor];
    if (trainer?.skills.indoctrinate === undefined) continue;
    let best: { cmd: HatsCommand; worth: number } | null = null;
    for (const at of [area, ...areas.filter((a) => a !== area).sort((a, b) => Number(b === trainer.area) - Number(a === trainer.area))]) {
      for (const skill of Object.keys(build.skills) as SkillId[]) {
        const trait: TraitChoice = { kind: 'skill', skill };
        const withTrainer: HatsCommand = { ...base, area: at, trainer: { actor, trait } };
        if (!legal(k, withTrainer)) continue;
        // Worth the trainer's own action when a skill better for the whole game (as action.train
        // values its main skill, score.ts) beats what it would do now.
        const worth = (previewCommand(k, withTrainer).rolls[0]?.chance ?? 0) * (skill === main ? 5.5 : 2.5) * ctx.profile.weights.train;
        if (!best || worth > best.worth) best = { cmd: withTrainer, worth };
      }
      if (best) break;
    }
    if (best && best.worth > bestScore(ctx, actor)) return best.cmd;
  }
  return legal(k, base) ? base : null;
}

const GEAR: Readonly<Record<string, readonly string[]>> = {
  killer: ['assault-rifles', 'body-armor'],
  bodyguard: ['wiretaps', 'body-armor'],
  recon: ['wiretaps', 'cover-identities'],
  provocateur: ['cover-identities', 'conditioning'],
  scientist: ['laboratory'],
};

function equipChoice(ctx: AiContext): HatsCommand | null {
  const { k } = ctx;
  for (const a of Object.values(k.agents)) {
    const gear = a.template ? GEAR[a.template] ?? [] : a.skills.research !== undefined ? ['laboratory'] : [];
    for (const gift of gear) {
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
  const key = `best:${actor}`;
  let best: { cmd: HatsCommand; score: number } | null = null;
  for (const cmd of legalActionsFor(ctx.k, actor)) {
    if (cmd.type === 'agent.equip') continue;
    const score = scoreCommand(ctx, cmd);
    if (!best || score > best.score) best = { cmd, score };
  }
  ctx.cache.set(key, best?.score ?? -1);
  return best;
}

function bestScore(ctx: AiContext, actor: string): number {
  return ctx.cache.get(`best:${actor}`) ?? bestFor(ctx, actor)?.score ?? -1;
}

/** The next command of a computer seat: a Bribery answer, a recruit, gear, an action, a dismissal, or the end of its turn. */
export function aiNextCommand(state: HatsState, seat: SeatId, level: AiLevel): HatsCommand | null {
  const k = knowledgeOf(state, seat);
  // R-HATS-16's measure: a passive seat pays nothing to defend and only ends its turns.
  if (level === 'passive') {
    if (k.pending && k.pending.seat === seat) return { type: 'bribe.defend', seat, pay: 0 };
    return k.activeSeat === seat && k.phase === 'actions' && !k.pending ? { type: 'turn.end', seat } : null;
  }
  const ctx = buildContext(k, PROFILES[level], state.log);
  if (k.pending && k.pending.seat === seat) return bribeDefence(ctx);
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
  // Nothing worth a turn: a small investment rather than an idle Agent (ai/invest.ts); last, once
  // its Agents have acted, one it cannot pay goes (R-HATS-19, ai/dismiss.ts).
  return investChoice(ctx) ?? dismissChoice(ctx) ?? { type: 'turn.end', seat };
}
