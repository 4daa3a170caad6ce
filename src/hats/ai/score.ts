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
import { BRIBE_FLOOR } from '../rules/actions/bribe';
import { liveAgentMark } from '../view/knowledge';
import { knownFighter } from '../rules/actions/combat';
import { chanceToWin } from '../rules/combat';
import { opposedChance, traitTotal } from '../rules/rolls';
import { knownLoyalty } from '../rules/known-target';
import { groupValue, leaderThreat, type AiContext } from './context';
import { chance, isEnemy, killBonus, ownerOf, takeValue } from './worth';
import { bribeScore, subvertScore } from './bribery';
import { trainScore } from './training';

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
    case 'action.subvert':
      return subvertScore(ctx, cmd);
    case 'action.bribe':
      return bribeScore(ctx, cmd);
    case 'action.train':
      return trainScore(ctx, cmd);
    case 'action.infiltrate': {
      const { p, cost } = chance(ctx, cmd);
      // Below its reserve it still tries the best chances (a Group taken pays for itself), not the long shots.
      if (k.conspiracy.greenbacks - cost < ctx.reserve && p < 0.3) return -1;
      return p * takeValue(ctx, cmd.target) * w.infiltrate - cost * profile.thrift;
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
    case 'seat.control':
    case 'bribe.defend':
    case 'conspiracy.recruit':
    case 'fight.resolve':
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
