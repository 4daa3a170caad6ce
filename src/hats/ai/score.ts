/**
 * How a computer conspiracy values one legal command: the exact odds from the same previews the
 * board shows, times what success is worth, less what it costs and risks, weighted by its style
 * (profiles.ts). Reads only the seat's knowledge.
 */
import { groupData, groupsIn } from '../data/groups';
import { areaOf, AREAS } from '../data/regions';
import { moveDistance } from './distances';
import { TECH_BY_ID, type TechData } from '../data/technologies';
import { GIFT_BY_ID } from '../data/gifts';
import type { HatsCommand } from '../commands';
import type { AgentDossier } from '../state';
import type { SkillId } from '../data/skills';
import { TEMPLATE_BY_ID } from '../data/templates';
import { BRIBE_FLOOR } from '../rules/actions/bribe';
import { previewCommand } from '../view/preview';
import { liveAgentMark, sideFromKnowledge } from '../view/knowledge';
import { agentUpkeep } from '../rules/phases';
import { knownFighter } from '../rules/actions/combat';
import { chanceToWin } from '../rules/combat';
import { opposedChance, traitTotal } from '../rules/rolls';
import { knownLoyalty } from '../rules/known-target';
import { agentValue, groupValue, leaderThreat, type AiContext } from './context';

/** The lowest chance at another seat's Agent for which a Bribery may spend its lean purse (AiContext.lean). */
export const LEAN_BRIBE_CHANCE = 0.25;
/**
 * What such a chance adds to an Area for an Agent with Bribery (destinationValue): about what a
 * Group worth taking adds for an infiltrator there, since an Agent bought is one more for us and one
 * fewer for them (src/hats/README.md "Census, ninth pass").
 */
const BRIBE_PULL = 4.8;

/** A Provocateur's Infiltrate (Good), the skill that takes Groups (data/templates.ts). */
const PROVOCATEUR_INFILTRATE = 1;
/** How much the chance a Loyalty level takes off an Infiltration weighs in an own Group's Indoctrination. */
const GUARD_WEIGHT = 0.5;

/** The skills a dossier tells of: its template's when the template is known, else its Combat when seen. */
function dossierSkills(d: AgentDossier): Partial<Record<SkillId, number>> {
  const t = d.template ? TEMPLATE_BY_ID.get(d.template) : undefined;
  if (t) return t.build.skills;
  // A custom Agent has two skills at least (choose.ts's recruits: one Good, one Fair or Mediocre).
  return { combat: d.combat ?? 0, research: 0 };
}

function chance(ctx: AiContext, cmd: HatsCommand): { p: number; cost: number; against: number | null; actor: number | null } {
  const pv = previewCommand(ctx.k, cmd);
  const first = pv.rolls[0];
  if (!first) return { p: 1, cost: pv.cost, against: null, actor: null };
  const against = first.against.kind === 'opposed' ? traitTotal(first.against.trait) : first.against.value;
  return { p: first.chance, cost: pv.cost, against, actor: traitTotal(first.actor) };
}

/** A seat, null (independent) or 'unknown' (see KnownGroup.owner). */
function ownerOf(ctx: AiContext, target: string): string | null {
  const m = liveAgentMark(ctx.k, target);
  if (m) return m.owner;
  return ctx.k.groups[target]?.owner ?? 'unknown';
}

/** `owner` as ownerOf gives it: a seat, null or 'unknown'. */
const isEnemy = (owner: string | null, seat: string): owner is string => owner !== null && owner !== 'unknown' && owner !== seat;

/** The worth of a Group to take: more when it belongs to the leading seat, and as our own goal nears. */
function takeValue(ctx: AiContext, target: string): number {
  const owner = ownerOf(ctx, target);
  const lead = leaderThreat(ctx);
  const d = groupData(target);
  let v = groupValue(target) * (1 + ctx.progress * 0.6);
  if (isEnemy(owner, ctx.k.seat)) v += 2 + (owner === lead.seat ? d.scale : 0);
  return v;
}

/** Its own agenda (profiles.ts): the earlier a technology stands there, the more it is wanted. */
function agendaBonus(ctx: AiContext, id: string): number {
  const agenda = ctx.profile.agenda.filter((x) => !ctx.k.conspiracy.technologies.includes(x));
  const i = agenda.indexOf(id);
  return i < 0 ? 0 : Math.max(0.5, 4.5 - i * 0.8);
}

/** A technology that makes available the skill it wants: its new skill, or Embezzlement when short of cash. */
function unlocksWanted(ctx: AiContext, t: TechData): boolean {
  return t.effects.some((e) => e.kind === 'unlock-skill' && (e.skill === ctx.profile.newSkill || (e.skill === 'embezzle' && ctx.short)));
}

function techValue(ctx: AiContext, t: TechData): number {
  let v = agendaBonus(ctx, t.id);
  for (const e of t.effects) {
    if (e.kind === 'income') v += 4 * e.amount;
    else if (e.kind === 'upkeep') v += 1.2 * Object.keys(ctx.k.agents).length;
    else if (e.kind === 'skill') v += Object.values(ctx.k.agents).some((a) => a.skills[e.skill] !== undefined) ? 1.6 : 0.5;
    else if (e.kind === 'unlock-skill') v += (e.skill === ctx.profile.newSkill ? 4 : 1.2) + (e.skill === 'embezzle' && ctx.short ? 3 : 0);
    else if (e.kind === 'unlock-gift') v += GIFT_BY_ID.get(e.gift) ? 1.1 : 0.5;
    else if (e.kind === 'discount') v += 0.9;
    else v += 1;
  }
  return v;
}

/** Enemy Agents it has spotted in the Region of `area` (threats to what it holds there). */
/**
 * The bonus for hurting an Agent of a rival it believes down to its last one or two (AiContext.weak):
 * the fewer left, the more each is worth; 0 for any other owner.
 */
function killBonus(ctx: AiContext, owner: string | null): number {
  const left = owner === null ? undefined : ctx.weak.get(owner);
  return left === undefined ? 0 : left <= 1 ? 8 : 5;
}

function threatNear(ctx: AiContext, area: string): number {
  const region = areaOf(area).region;
  let n = ctx.alerts.has(area) ? 1.5 : 0;
  for (const [a, marks] of ctx.enemies) if (areaOf(a).region === region) n += marks.length;
  return n;
}

export function scoreCommand(ctx: AiContext, cmd: HatsCommand): number {
  const { k, profile } = ctx;
  const w = profile.weights;
  switch (cmd.type) {
    case 'action.infiltrate': {
      const { p, cost } = chance(ctx, cmd);
      // Below its reserve it still tries the best chances (a Group taken pays for itself), not the long shots.
      if (k.conspiracy.greenbacks - cost < ctx.reserve && p < 0.3) return -1;
      return p * takeValue(ctx, cmd.target) * w.infiltrate - cost * profile.thrift;
    }
    case 'action.subvert': {
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
      return m && isEnemy(m.owner, k.seat) ? p * 1.1 * w.subvert - cost * profile.thrift * 0.5 : -1;
    }
    case 'action.bribe': {
      if (cmd.boost > 0 && (w.bribeBoost === 0 || ctx.spendable < 45)) return -1;
      const { p, cost } = chance(ctx, cmd);
      const m = liveAgentMark(k, cmd.target);
      // A fair chance at another seat's Agent (a recruit for the price of one, and one fewer for
      // them) may dip into its lean purse: a Provocateur's Mediocre Bribery against Fair Loyalty
      // (R-HATS-8) is 26%.
      if (cost > ctx.spendable && (p < LEAN_BRIBE_CHANCE || cost > ctx.lean || !isEnemy(m?.owner ?? null, k.seat))) return -1;
      // An enemy Agent bought is one more for us and one fewer for them (2.4 times its worth); 1.6
      // times when its upkeep would take the net income below what it accepts for a recruit
      // (choose.ts): it may desert, but the other seat has lost it all the same.
      // An independent Agent (a deserter) is a recruit without the 10 greenbacks.
      const affordable = m !== null && ctx.income - ctx.upkeep - agentUpkeep({ traits: { subtlety: m.dossier.subtlety, resilience: m.dossier.resilience, loyalty: m.dossier.loyalty, versatility: 0 } }, sideFromKnowledge(k)) >= profile.minNetAfterRecruit;
      const agentWorth = (n: number) => agentValue({ skills: m ? dossierSkills(m.dossier) : {} }) * n;
      const value = m ? (isEnemy(m.owner, k.seat) ? agentWorth(affordable ? 2.4 : 1.6) : m.owner === null ? (affordable ? 7 : 0) : 3) : takeValue(ctx, cmd.target);
      return p * value * w.bribe - cost * profile.thrift * 0.45;
    }
    case 'action.assassinate': {
      const owner = ownerOf(ctx, cmd.target);
      if (!isEnemy(owner, k.seat)) return -1;
      const { p } = chance(ctx, cmd);
      const d = groupData(cmd.target);
      const lead = leaderThreat(ctx);
      return p * (d.income + d.scale + (owner === lead.seat ? 1.5 : 0)) * 0.8 * w.assassinate;
    }
    case 'action.combat': {
      const att = knownFighter(k, cmd.actor);
      const def = knownFighter(k, cmd.target);
      if (!att || !def) return -1;
      const odds = chanceToWin(att, def);
      const m = liveAgentMark(k, cmd.target);
      if (m) {
        if (!isEnemy(m.owner, k.seat)) return -1;
        const finishing = m.dossier.wounds >= 2 ? 3 : 0;
        // Going for the kill: a rival's last Agents are worth the risk of a fight (half the caution).
        const kill = killBonus(ctx, m.owner);
        return odds.attackerWins * (6 + finishing + kill) * w.combatAgent - odds.defenderWins * 5 * profile.caution * (kill > 0 ? 0.5 : 1);
      }
      const owner = ownerOf(ctx, cmd.target);
      if (!isEnemy(owner, k.seat)) return -1;
      const lead = leaderThreat(ctx);
      const worth = groupValue(cmd.target) * 0.25 + (owner === lead.seat && lead.scale >= ctx.scale ? 1.5 : 0);
      return odds.attackerWins * worth * w.combatGroup - odds.defenderWins * 5 * profile.caution;
    }
    case 'action.psychic': {
      const m = liveAgentMark(k, cmd.target);
      if (!m || !isEnemy(m.owner, k.seat)) return -1;
      const { p } = chance(ctx, cmd);
      return p * (2.4 + m.dossier.loyalty * -0.3 + killBonus(ctx, m.owner) * 0.4) * w.psychic;
    }
    case 'action.embezzle': {
      const owner = ownerOf(ctx, cmd.target);
      const { p } = chance(ctx, cmd);
      const d = groupData(cmd.target);
      const take = d.income + d.scale;
      // Short of cash (upkeep over income, or below its reserve) the skim is worth half again as much.
      return p * take * (isEnemy(owner, k.seat) ? 0.55 : 0.35) * (ctx.short ? 1.5 : 1) * w.embezzle;
    }
    case 'action.surveil': {
      const area = cmd.area;
      const last = k.conspiracy.surveyed[`${cmd.look}:${area}`];
      const freshness = last === undefined ? 1 : Math.min(1, (k.round - last) / 4);
      if (cmd.look === 'groups') {
        const unknown = Object.values(k.groups).filter((g) => !g.own && !g.destroyed && groupData(g.id).area === area && (g.ownerSeenRound === null || g.ownerSeenRound < k.round - 4));
        return unknown.length * 0.65 * (1 + w.hunt * 0.2) * freshness;
      }
      const ownHere = Object.values(k.agents).filter((a) => a.area === area).length + Object.values(k.groups).filter((g) => g.own && groupData(g.id).area === area).length;
      const theirs = Object.values(k.groups).filter((g) => !g.own && isEnemy(g.owner, k.seat) && groupData(g.id).area === area).length;
      // Looking for a weak rival's last Agents where they live.
      const prey = k.seats.some((s) => ctx.weak.has(s.id) && s.home.includes(area)) ? 1.2 : 0;
      const base = (ownHere > 0 ? 0.9 : 0.25) + theirs * 0.45 * w.hunt + prey;
      return base * freshness;
    }
    case 'action.protect': {
      if (cmd.guard.kind === 'area') {
        const area = cmd.guard.area;
        const units = Object.values(k.groups).filter((g) => g.own && groupData(g.id).area === area).length + Object.values(k.agents).filter((a) => a.area === area && a.id !== cmd.actor).length;
        if (units < 2) return -1;
        return (units * 0.45 + threatNear(ctx, area) * 0.6) * w.protect;
      }
      const target = cmd.guard.target;
      const own = k.agents[target];
      const area = own ? own.area : groupData(target).area;
      const v = own ? 0.9 : groupValue(target) * 0.11;
      return (v + threatNear(ctx, area) * 0.5) * w.protect;
    }
    case 'action.indoctrinate': {
      const { p } = chance(ctx, cmd);
      const agent = k.agents[cmd.target];
      const group = k.groups[cmd.target]?.own;
      if (agent) return p * (agent.loyaltyMod < 0 ? 2.5 : agent.traits.loyalty + agent.loyaltyMod <= -1 ? 0.9 : 0.3) * w.indoctrinate;
      if (!group) return -1;
      const threat = threatNear(ctx, groupData(cmd.target).area);
      // A Group that resists Infiltration poorly is what a rival's Provocateur takes first, the
      // other seat's home Group in most early Scale wins (src/hats/README.md "Tuning, ninth pass"):
      // worth the chance one more level of Loyalty takes off an Infiltrate Good.
      const resist = traitTotal(knownLoyalty(k, cmd.target, 'infiltration').trait);
      const guard = (opposedChance(PROVOCATEUR_INFILTRATE, resist) - opposedChance(PROVOCATEUR_INFILTRATE, resist + 1)) * GUARD_WEIGHT;
      return p * groupValue(cmd.target) * ((group.loyaltyMod < 0 ? 0.3 : 0.06 + threat * 0.05) + guard) * w.indoctrinate;
    }
    case 'action.research': {
      const { p, cost } = chance(ctx, cmd);
      if (cmd.goal.kind === 'tech') {
        const t = TECH_BY_ID.get(cmd.goal.tech);
        if (!t || t.cost + cost > (unlocksWanted(ctx, t) ? ctx.lean : ctx.spendable)) return -1;
        return p * techValue(ctx, t) * w.research - (cost + t.cost * p) * profile.thrift * 0.4;
      }
      const area = cmd.goal.area;
      const next = k.conspiracy.tech[area] + 1;
      const open = [...TECH_BY_ID.values()].filter((t) => t.area === area && t.level <= next + 2 && t.level > k.conspiracy.tech[area] && !k.conspiracy.technologies.includes(t.id));
      if (open.length === 0) return -1;
      // The way to a skill it wants (its new skill; Embezzlement when short) is paid from its lean purse.
      if (cost + 2 > (open.some((t) => unlocksWanted(ctx, t)) ? ctx.lean : ctx.spendable)) return -1;
      return p * Math.max(...open.map((t) => techValue(ctx, t) * (t.level === next ? 0.6 : t.level === next + 1 ? 0.4 : 0.25))) * w.research - cost * profile.thrift * 0.4;
    }
    case 'action.train': {
      const target = k.agents[cmd.target];
      if (!target) return -1;
      const { p, cost } = chance(ctx, cmd);
      if (cost > ctx.spendable) return -1;
      // What it is worth for the rest of the game: most for the skill the Agent uses most.
      const left = Math.max(0.2, 1 - ctx.progress) * Math.max(0.3, 1 - k.round / Math.max(1, k.victory.turnLimit));
      let v = 0;
      if (cmd.trait.kind === 'skill') {
        const known = target.skills[cmd.trait.skill];
        const main = Math.max(...Object.values(target.skills).map((x) => x ?? -3));
        if (known === undefined) v = cmd.trait.skill === profile.newSkill ? 5 : cmd.trait.skill === 'embezzle' && ctx.short ? 3.5 : -1;
        else v = known === main ? (known >= 2 ? 2 : 5.5) : 1.6;
      } else if (cmd.trait.attribute === 'subtlety' && target.template === 'provocateur') v = 1.5;
      else return -1;
      // An investment: its price weighs half.
      return p * v * left * w.train - cost * profile.thrift * 0.5;
    }
    case 'action.hide': {
      const a = k.agents[cmd.actor];
      if (!a) return -1;
      const danger = (ctx.enemies.get(a.area) ?? []).some((m) => m.dossier.combat !== null) ? 1.4 : 0;
      return a.wounds >= 2 ? 1.2 + danger : danger > 0 ? danger : -1;
    }
    case 'action.move':
      return moveScore(ctx, cmd.actor, cmd.to);
    case 'agent.equip':
    case 'agent.dismiss':
    case 'bribe.defend':
    case 'conspiracy.recruit':
    case 'turn.end':
      return -1;
  }
}

/** Where an Agent wants to be: near Groups worth taking, enemies to hunt, its own to guard. */
export function destinationValue(ctx: AiContext, actor: string, area: string): number {
  const { k } = ctx;
  const a = k.agents[actor];
  if (!a) return 0;
  const w = ctx.profile.weights;
  let v = 0;
  for (const d of groupsIn(area)) {
    const g = k.groups[d.id];
    if (!g || g.destroyed || g.own) continue;
    if (a.skills.infiltrate !== undefined || a.skills.bribery !== undefined) v += takeValue(ctx, g.id) * 0.28;
    if (a.skills.embezzle !== undefined) v += (d.income + d.scale) * 0.2;
    if (a.skills.assassination !== undefined && isEnemy(g.owner, k.seat)) v += 1.5 * w.assassinate;
    if (a.skills.surveillance !== undefined && a.skills.surveillance >= 1 && g.ownerSeenRound === null) v += 0.4;
  }
  const hunter = (a.skills.combat !== undefined && a.skills.combat >= 1) || a.skills.psychic !== undefined || (a.skills.bribery !== undefined && a.skills.bribery >= 1);
  if (hunter) {
    for (const m of ctx.enemies.get(area) ?? []) v += (m.dossier.wounds >= 2 ? 3.5 : 2.5) * w.hunt + killBonus(ctx, m.owner) * 0.5;
    // Where the others' Agents are likely to be: their home Areas (a weak rival's most), and where its own Provocateurs work.
    for (const s of k.seats) if (s.id !== k.seat && !s.eliminated && s.home.includes(area)) v += 0.9 * w.hunt + (ctx.weak.has(s.id) ? 2 : 0);
    for (const own of Object.values(k.agents)) if (own.id !== a.id && own.area === area && (own.skills.infiltrate !== undefined || own.skills.bribery !== undefined)) v += 0.8;
  }
  // An Agent with Bribery, when its purse allows one (AiContext.lean), seeks out spotted Agents of
  // other seats whose Loyalty is Fair or worse: the fair chances of LEAN_BRIBE_CHANCE (R-HATS-8).
  if (a.skills.bribery !== undefined && ctx.lean >= BRIBE_FLOOR) {
    for (const m of ctx.enemies.get(area) ?? []) if (m.dossier.loyalty <= 0) v += BRIBE_PULL * w.bribe;
  }
  if (a.skills.protect !== undefined && a.skills.protect >= 1) {
    for (const d of groupsIn(area)) if (k.groups[d.id]?.own) v += groupValue(d.id) * 0.1 * w.protect;
  }
  return v;
}

/** Destination values of every worthwhile Area for one actor, memoised per decision. */
function destinations(ctx: AiContext, actor: string): readonly (readonly [string, number])[] {
  const key = `dest:${actor}`;
  let found = ctx.memo.get(key);
  if (!found) {
    found = AREAS.map((a) => [a.id, destinationValue(ctx, actor, a.id)] as const).filter(([, v]) => v > 0);
    ctx.memo.set(key, found);
  }
  return found;
}

/** Best value reachable from `from`, discounted by the moves needed to get there. */
function prospect(ctx: AiContext, actor: string, from: string): number {
  const key = `${actor}@${from}`;
  const cached = ctx.cache.get(key);
  if (cached !== undefined) return cached;
  let best = 0;
  for (const [area, v] of destinations(ctx, actor)) best = Math.max(best, v / (1 + moveDistance(from, area)));
  ctx.cache.set(key, best);
  return best;
}

function moveScore(ctx: AiContext, actor: string, to: string): number {
  const a = ctx.k.agents[actor];
  if (!a) return -1;
  if (a.skills.research !== undefined && Object.keys(a.skills).length <= 2) return -1;
  const gain = prospect(ctx, actor, to) - prospect(ctx, actor, a.area);
  return gain > 0.05 ? Math.min(2.5, 0.45 + gain * 0.5) : -1;
}
