/**
 * How a computer conspiracy values one legal command: the exact odds from the same previews the
 * board shows, times what success is worth, less what it costs and risks.
 */
import { groupData, groupsIn } from '../data/groups';
import { AREAS } from '../data/regions';
import { moveDistance } from './distances';
import { TECH_BY_ID, type TechData } from '../data/technologies';
import type { HatsCommand } from '../commands';
import { previewCommand } from '../view/preview';
import { liveAgentMark } from '../view/knowledge';
import { knownFighter } from '../rules/actions/combat';
import { chanceToWin } from '../rules/combat';
import { agentValue, groupValue, type AiContext } from './context';

function chance(ctx: AiContext, cmd: HatsCommand): { p: number; cost: number } {
  const pv = previewCommand(ctx.k, cmd);
  const first = pv.rolls[0];
  return { p: first ? first.chance : 1, cost: pv.cost };
}

function ownerOf(ctx: AiContext, target: string): string | null | 'unknown' {
  const m = liveAgentMark(ctx.k, target);
  if (m) return m.owner;
  return ctx.k.groups[target]?.owner ?? 'unknown';
}

function techValue(ctx: AiContext, t: TechData): number {
  let v = 0;
  for (const e of t.effects) {
    if (e.kind === 'income') v += 4 * e.amount;
    else if (e.kind === 'upkeep') v += 1.2 * Object.keys(ctx.k.agents).length;
    else if (e.kind === 'skill') v += 1.5;
    else v += 1;
  }
  return v;
}

function targetValue(ctx: AiContext, target: string): number {
  const m = liveAgentMark(ctx.k, target);
  if (m) return agentValue({ skills: m.dossier.combat !== null ? { combat: m.dossier.combat } : {} }) + 1;
  const owner = ownerOf(ctx, target);
  return groupValue(target) + (owner !== null && owner !== 'unknown' ? 3 : 0);
}

export function scoreCommand(ctx: AiContext, cmd: HatsCommand): number {
  const { k, profile } = ctx;
  switch (cmd.type) {
    case 'action.infiltrate': {
      const { p, cost } = chance(ctx, cmd);
      return p * targetValue(ctx, cmd.target) - cost * profile.thrift;
    }
    case 'action.bribe': {
      if (cmd.boost > 0 && !profile.bribeBoosts) return -1;
      const { p, cost } = chance(ctx, cmd);
      if (cost > ctx.spendable) return -1;
      return p * targetValue(ctx, cmd.target) - cost * profile.thrift * 0.5;
    }
    case 'action.subvert': {
      if (!profile.usesSubversion || cmd.boost > 0) return -1;
      const { p, cost } = chance(ctx, cmd);
      if (cost > ctx.spendable) return -1;
      return p * targetValue(ctx, cmd.target) * 0.25 - cost * profile.thrift * 0.5;
    }
    case 'action.assassinate': {
      const owner = ownerOf(ctx, cmd.target);
      if (owner === null || owner === 'unknown') return -1;
      const { p } = chance(ctx, cmd);
      const d = groupData(cmd.target);
      return p * (d.income + d.scale) * 0.8;
    }
    case 'action.combat': {
      const owner = ownerOf(ctx, cmd.target);
      if (owner === null || owner === 'unknown') return -1;
      const att = knownFighter(k, cmd.actor);
      const def = knownFighter(k, cmd.target);
      if (!att || !def) return -1;
      const odds = chanceToWin(att, def);
      const worth = liveAgentMark(k, cmd.target) ? 6 : groupValue(cmd.target) * 0.25;
      return odds.attackerWins * worth - odds.defenderWins * 5 * profile.caution;
    }
    case 'action.surveil': {
      const area = cmd.area;
      const last = k.conspiracy.surveyed[`${cmd.look}:${area}`];
      const freshness = last === undefined ? 1 : Math.min(1, (k.round - last) / 4);
      if (cmd.look === 'groups') {
        const unknown = Object.values(k.groups).filter((g) => !g.own && !g.destroyed && groupData(g.id).area === area && (g.ownerSeenRound === null || g.ownerSeenRound < k.round - 4));
        return unknown.length * 0.7 * freshness;
      }
      const ownHere = Object.values(k.agents).filter((a) => a.area === area).length + Object.values(k.groups).filter((g) => g.own && groupData(g.id).area === area).length;
      const base = ownHere > 0 ? 1.0 + (profile.level === 'cunning' ? 0.3 : 0) : 0.3;
      return base * freshness;
    }
    case 'action.protect': {
      if (cmd.guard.kind === 'area') {
        const units = Object.values(k.groups).filter((g) => g.own && groupData(g.id).area === (cmd.guard.kind === 'area' ? cmd.guard.area : '')).length;
        return units * 0.4 * profile.protectWeight;
      }
      const target = cmd.guard.target;
      const v = k.agents[target] ? 1.2 : groupValue(target) * 0.12;
      return v * profile.protectWeight;
    }
    case 'action.indoctrinate': {
      const { p } = chance(ctx, cmd);
      const unit = k.agents[cmd.target] ?? k.groups[cmd.target]?.own;
      if (!unit) return -1;
      const v = k.agents[cmd.target] ? (unit.loyaltyMod < 0 ? 2.5 : 0.4) : groupValue(cmd.target) * (unit.loyaltyMod < 0 ? 0.3 : 0.08);
      return p * v;
    }
    case 'action.research': {
      const { p, cost } = chance(ctx, cmd);
      if (cmd.goal.kind === 'tech') {
        const t = TECH_BY_ID.get(cmd.goal.tech);
        if (!t || t.cost + cost > ctx.spendable) return -1;
        return p * techValue(ctx, t) - (cost + t.cost * p) * profile.thrift * 0.4;
      }
      const area = cmd.goal.area;
      const next = k.conspiracy.tech[area] + 1;
      const open = [...TECH_BY_ID.values()].filter((t) => t.area === area && t.level === next && !k.conspiracy.technologies.includes(t.id));
      if (cost > ctx.spendable) return -1;
      return open.length > 0 ? p * Math.max(...open.map((t) => techValue(ctx, t))) * 0.6 - cost * profile.thrift * 0.4 : -1;
    }
    case 'action.train':
      return ctx.spendable > 30 && cmd.trait.kind === 'skill' && k.agents[cmd.target]?.skills[cmd.trait.skill] !== undefined ? 0.6 : -1;
    case 'action.hide': {
      const a = k.agents[cmd.actor];
      return a && a.wounds >= 2 ? 1.2 : -1;
    }
    case 'action.move':
      return moveScore(ctx, cmd.actor, cmd.to);
    default:
      return -1;
  }
}

/** Where an Agent wants to be: near Groups worth taking (Provocateurs), enemies (Killers), unknown ground (Recon). */
export function destinationValue(ctx: AiContext, actor: string, area: string): number {
  const { k } = ctx;
  const a = k.agents[actor];
  if (!a) return 0;
  let v = 0;
  for (const d of groupsIn(area)) {
    const g = k.groups[d.id];
    if (!g || g.destroyed || g.own) continue;
    if (a.skills.infiltrate !== undefined || a.skills.bribery !== undefined) v += groupValue(g.id) * 0.3;
    if (a.skills.assassination !== undefined && g.owner !== null && g.owner !== 'unknown') v += 1.5;
    if (a.skills.surveillance !== undefined && a.skills.surveillance >= 1 && g.ownerSeenRound === null) v += 0.4;
  }
  if (a.skills.combat !== undefined && a.skills.combat >= 1) {
    for (const m of Object.values(k.marks)) if (m.kind === 'agent' && !m.stale && m.area === area && m.owner !== null) v += 2.5;
  }
  if (a.skills.protect !== undefined && a.skills.protect >= 1) {
    for (const d of groupsIn(area)) if (k.groups[d.id]?.own) v += groupValue(d.id) * 0.1;
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
