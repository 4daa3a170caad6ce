/**
 * What the computer players weigh many kinds of action by: the odds of the previews the board
 * shows (R-CORE-4, R-HATS-18), who owns a target as the seat knows it, what a Group or an Agent is
 * worth taking. Reads only the seat's knowledge.
 */
import { groupData } from '../data/groups';
import type { HatsCommand } from '../commands';
import type { AgentDossier } from '../state';
import type { SkillId } from '../data/skills';
import { TEMPLATE_BY_ID } from '../data/templates';
import { previewCommand } from '../view/preview';
import { liveAgentMark } from '../view/knowledge';
import { traitTotal } from '../rules/rolls';
import { groupValue, leaderThreat, type AiContext } from './context';

/** The skills a dossier tells of: its template's when the template is known, else its Combat when seen. */
export function dossierSkills(d: AgentDossier): Partial<Record<SkillId, number>> {
  const t = d.template ? TEMPLATE_BY_ID.get(d.template) : undefined;
  if (t) return t.build.skills;
  // A custom Agent has two skills at least (choose.ts's recruits: one Good, one Fair or Mediocre).
  return { combat: d.combat ?? 0, research: 0 };
}

/** The first roll of a command's preview: its chance, price, and the totals compared. */
export function chance(ctx: AiContext, cmd: HatsCommand): { p: number; cost: number; against: number | null; actor: number | null } {
  const pv = previewCommand(ctx.k, cmd);
  const first = pv.rolls[0];
  if (!first) return { p: 1, cost: pv.cost, against: null, actor: null };
  const against = first.against.kind === 'opposed' ? traitTotal(first.against.trait) : first.against.value;
  return { p: first.chance, cost: pv.cost, against, actor: traitTotal(first.actor) };
}

/** A seat, null (independent) or 'unknown' (see KnownGroup.owner). */
export function ownerOf(ctx: AiContext, target: string): string | null {
  const m = liveAgentMark(ctx.k, target);
  if (m) return m.owner;
  return ctx.k.groups[target]?.owner ?? 'unknown';
}

/** `owner` as ownerOf gives it: a seat, null or 'unknown'. */
export const isEnemy = (owner: string | null, seat: string): owner is string => owner !== null && owner !== 'unknown' && owner !== seat;

/** The worth of a Group to take: more when it belongs to the leading seat, and as our own goal nears. */
export function takeValue(ctx: AiContext, target: string): number {
  const owner = ownerOf(ctx, target);
  const lead = leaderThreat(ctx);
  const d = groupData(target);
  let v = groupValue(target) * (1 + ctx.progress * 0.6);
  if (isEnemy(owner, ctx.k.seat)) v += 2 + (owner === lead.seat ? d.scale : 0);
  return v;
}

/**
 * The bonus for hurting an Agent of a rival it believes down to its last one or two (AiContext.weak):
 * the fewer left, the more each is worth; 0 for any other owner.
 */
export function killBonus(ctx: AiContext, owner: string | null): number {
  const left = owner === null ? undefined : ctx.weak.get(owner);
  return left === undefined ? 0 : left <= 1 ? 8 : 5;
}

