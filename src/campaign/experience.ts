import { ladderWord, LEGENDARY, SUPERB } from '../core/ladder';
import { ATTRIBUTES, ATTRIBUTE_IDS, type AttributeId } from '../ops/data/attributes';
import { findGift } from '../ops/data/gifts-faults';
import { skillLabel } from '../ops/data/skills';
import { derivedSkills } from '../ops/character/derived-skills';
import { normalizeName } from '../ops/lookup';
import { applyRaise, type Raise } from '../agents/development';
import type { Agent } from '../agents/types';

/**
 * R-CAMP-3, FUDGE's objective character development. Each agent that took part in a mission earns
 * 1 EP, +1 per objective it completed, +1 if the mission succeeded, at most 4 (the GM may change an
 * award). EP raise a trait one level at a time: a skill up to Fair 1 EP a level, Fair to Good 2,
 * Good to Great 4, Great to Superb 8, Superb to Legendary 16 (GM approval); an attribute triple; a
 * Gift 6 (GM approval). After a mission only the skills the agent rolled in it may be raised, and
 * each trait at most one level per mission.
 */
export const MAX_AWARD = 4;
export const ATTRIBUTE_FACTOR = 3;
export const GIFT_EP = 6;

export function missionAward(o: { readonly objectives: number; readonly succeeded: boolean }): number {
  return Math.min(MAX_AWARD, 1 + Math.max(0, o.objectives) + (o.succeeded ? 1 : 0));
}

/** EP for one skill level reaching `to` (a ladder value). */
export function skillStepEp(to: number): number {
  if (to <= 0) return 1;
  if (to === 1) return 2;
  if (to === 2) return 4;
  if (to === 3) return 8;
  return 16;
}

export function attributeStepEp(to: number): number {
  return ATTRIBUTE_FACTOR * skillStepEp(to);
}

/**
 * Where an agent may spend EP: the mission it last came back from, the skills it rolled there
 * (labels, compared without case) and the traits already raised since (one level each).
 */
export interface SpendingWindow {
  readonly mission: string;
  /** "Operation Nightjar, 1: the warehouse" — for sentences. */
  readonly missionTitle: string;
  readonly rolled: readonly string[];
  readonly raised: readonly string[];
}

export type RaiseRequest =
  | { readonly trait: 'skill'; readonly name: string; readonly field?: string }
  | { readonly trait: 'attribute'; readonly name: AttributeId }
  | { readonly trait: 'gift'; readonly name: string };

/** One possible raise as the EP screen lists it: what it costs, and why it cannot be bought now. */
export interface RaiseOption {
  readonly request: RaiseRequest;
  readonly label: string;
  readonly from?: number;
  readonly to?: number;
  readonly ep: number;
  readonly needsApproval: boolean;
  /** Undefined when it can be bought now. */
  readonly reason?: string;
}

/** The key one trait is known by in a window's `raised` list. */
export function traitKey(r: RaiseRequest): string {
  if (r.trait === 'skill') return `skill:${normalizeName(skillLabel(r.name, r.field))}`;
  return `${r.trait}:${normalizeName(r.name)}`;
}

export const rolledKey = (label: string): string => normalizeName(label);

const attributeName = (id: AttributeId): string => ATTRIBUTES.find((a) => a.id === id)?.name ?? id;

function spendable(agent: Agent): number {
  const ep = agent.record?.ep;
  return ep ? ep.earned - ep.spent : 0;
}

/** The option for one request, whether it can be bought and what it costs. */
export function raiseOption(agent: Agent, window: SpendingWindow | undefined, request: RaiseRequest, approved: boolean): RaiseOption {
  const base = priced(agent, request);
  if (typeof base === 'string') return { request, label: labelOf(request), ep: 0, needsApproval: false, reason: base };
  const reason = windowProblem(agent, window, request) ?? (base.needsApproval && !approved ? approvalSentence(base) : undefined) ?? moneyProblem(agent, base.ep, base.label, base);
  return reason ? { ...base, reason } : base;
}

function labelOf(r: RaiseRequest): string {
  if (r.trait === 'skill') return skillLabel(r.name, r.field);
  if (r.trait === 'attribute') return attributeName(r.name);
  return r.name;
}

function approvalSentence(o: RaiseOption): string {
  return o.request.trait === 'gift'
    ? `A new Gift needs the GM's approval (R-CAMP-3).`
    : `${o.label} ${ladderWord(o.from ?? 0)} to Legendary needs the GM's approval (R-CAMP-3).`;
}

function moneyProblem(agent: Agent, ep: number, label: string, o: RaiseOption): string | undefined {
  const have = spendable(agent);
  if (have >= ep) return undefined;
  const what = o.request.trait === 'gift' ? `The Gift ${label}` : `${label} ${ladderWord(o.from ?? 0)} to ${ladderWord(o.to ?? 0)}`;
  return `${what} costs ${ep} EP; ${agent.name} has ${have}.`;
}

function windowProblem(agent: Agent, window: SpendingWindow | undefined, request: RaiseRequest): string | undefined {
  if (!window) return `${agent.name} has no mission to learn from yet: EP are spent after a mission (R-CAMP-3).`;
  if (window.raised.includes(traitKey(request))) return `${labelOf(request)} was raised after ${window.missionTitle} already: one level per trait per mission (R-CAMP-3).`;
  if (request.trait === 'skill') {
    const label = skillLabel(request.name, request.field);
    if (!window.rolled.includes(rolledKey(label))) return `${agent.name} did not roll ${label} in ${window.missionTitle}: only a skill rolled in that mission can be raised (R-CAMP-3).`;
  }
  return undefined;
}

/** The cost and levels of a request, or the rule that forbids it whatever the EP. */
function priced(agent: Agent, request: RaiseRequest): RaiseOption | string {
  if (request.trait === 'gift') {
    const gift = findGift(request.name);
    if (!gift.ok) return gift.reason;
    if (agent.gifts.some((g) => normalizeName(g) === normalizeName(gift.value.name))) return `${agent.name} already has ${gift.value.name}.`;
    return { request: { trait: 'gift', name: gift.value.name }, label: gift.value.name, ep: GIFT_EP, needsApproval: true };
  }
  if (request.trait === 'attribute') {
    const from = agent.attributes[request.name];
    const to = from + 1;
    const label = attributeName(request.name);
    if (to > LEGENDARY) return `${label} is Legendary: the top of the ladder.`;
    return { request, label, from, to, ep: attributeStepEp(to), needsApproval: to > SUPERB };
  }
  const label = skillLabel(request.name, request.field);
  const skill = derivedSkills(agent).find((s) => normalizeName(s.label) === normalizeName(label));
  if (!skill) return `${label} is not a skill ${agent.name} has.`;
  if (skill.rating === null) return `${agent.name} has no ${label} to raise: it was never learned, so it cannot have been rolled (R-OPS-7).`;
  const to = skill.rating + 1;
  const att = agent.attributes[skill.attribute];
  if (to > LEGENDARY) return `${label} is Legendary: the top of the ladder.`;
  // R-OPS-7's cap ATT+2 holds after creation too; Superb's is lifted to Legendary with approval.
  if (to > att + 2) return `${label} stops at ${skill.attribute}+2 (${ladderWord(att + 2)}) (R-OPS-7): raise ${attributeName(skill.attribute)} first.`;
  const request2: RaiseRequest = { trait: 'skill', name: skill.name, ...(skill.field ? { field: skill.field } : {}) };
  return { request: request2, label, from: skill.rating, to, ep: skillStepEp(to), needsApproval: to > SUPERB };
}

/** Every raise the EP screen offers for an agent: the six attributes, then each skill it can roll. */
export function raiseOptions(agent: Agent, window: SpendingWindow | undefined, approved: boolean): RaiseOption[] {
  const attributes = ATTRIBUTE_IDS.map((id) => raiseOption(agent, window, { trait: 'attribute', name: id }, approved));
  const skills = derivedSkills(agent)
    .filter((s) => s.rating !== null)
    .map((s) => raiseOption(agent, window, { trait: 'skill', name: s.name, ...(s.field ? { field: s.field } : {}) }, approved));
  return [...attributes, ...skills];
}

export type Spent =
  | { readonly ok: true; readonly agent: Agent; readonly window: SpendingWindow; readonly raise: Raise }
  | { readonly ok: false; readonly reason: string };

/** Buys one raise: the agent with the trait one level up, the EP spent and the raise in its record. */
export function spendEp(agent: Agent, window: SpendingWindow | undefined, request: RaiseRequest, approved: boolean): Spent {
  const option = raiseOption(agent, window, request, approved);
  if (option.reason !== undefined || !window) return { ok: false, reason: option.reason ?? 'No mission to learn from.' };
  const r = option.request;
  const raise: Raise =
    r.trait === 'gift'
      ? { trait: 'gift', name: r.name, ep: option.ep, mission: window.mission }
      : r.trait === 'attribute'
        ? { trait: 'attribute', name: r.name, from: ladderWord(option.from ?? 0), to: ladderWord(option.to ?? 0), ep: option.ep, mission: window.mission }
        : { trait: 'skill', name: r.name, ...(r.field ? { field: r.field } : {}), from: ladderWord(option.from ?? 0), to: ladderWord(option.to ?? 0), ep: option.ep, mission: window.mission };
  const record = agent.record;
  const ep = record?.ep ?? { earned: 0, spent: 0 };
  const raised = applyRaise(agent, raise);
  const next: Agent = {
    ...raised,
    record: {
      missions: record?.missions ?? 0,
      wounded: record?.wounded ?? 0,
      kills: record?.kills ?? 0,
      killedInAction: record?.killedInAction ?? false,
      revived: record?.revived ?? 0,
      ...record,
      ep: { earned: ep.earned, spent: ep.spent + option.ep },
      development: [...(record?.development ?? []), raise],
    },
  };
  return { ok: true, agent: next, window: { ...window, raised: [...window.raised, traitKey(r)] }, raise };
}
