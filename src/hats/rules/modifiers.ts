/**
 * Where every modifier comes from: an Agent's Gifts, its conspiracy's technologies, and the
 * passive Gifts of the Groups its conspiracy controls (within their Range; none while a Group is
 * incapacitated, black-hats.txt "Assassination"). Works on a seat's own facts only, so the same
 * code serves the referee and a seat's preview without seeing anything hidden.
 */
import { areaOf } from '../data/regions';
import type { Effect, RangeLevel } from '../data/effects';
import { GIFT_BY_ID } from '../data/gifts';
import { groupData } from '../data/groups';
import type { SkillId } from '../data/skills';
import { TECH_BY_ID } from '../data/technologies';
import { EVENT_BY_ID, type EventData } from '../data/events';
import { BASE_SKILLS, type NewSkillId } from '../data/skills';
import type { ActiveEvent, Agent, Conspiracy, GroupState, WoundRow } from '../state';
import { trait, type Mod, type TraitValue } from './rolls';

/**
 * What a seat knows for certain about itself: its conspiracy and the Groups it controls; and the
 * round's event (R-HATS-17), which is public.
 */
export interface SideFacts {
  readonly conspiracy: Conspiracy | null;
  readonly groups: readonly GroupState[];
  readonly event: ActiveEvent | null;
}

export interface SourcedEffect {
  readonly source: string;
  readonly effect: Effect;
}

export const NO_SIDE: SideFacts = { conspiracy: null, groups: [], event: null };

/** What nobody controls, or what a seat does not know of another, under this round's public event. */
export function publicSide(event: ActiveEvent | null): SideFacts {
  return event === null ? NO_SIDE : { conspiracy: null, groups: [], event };
}

/** This round's event and its data (R-HATS-17), or null. */
export function eventOf(side: SideFacts): { readonly active: ActiveEvent; readonly data: EventData } | null {
  const active = side.event;
  const data = active ? EVENT_BY_ID.get(active.id) : undefined;
  return active && data ? { active, data } : null;
}

/** The round's Region-wide change of `kind` for something standing in `area` (R-HATS-17), or 0. */
export function regionEvent(side: SideFacts, kind: 'surveillance' | 'subtlety' | 'group-loyalty' | 'group-income', area: string): number {
  const e = eventOf(side);
  if (!e || e.data.effect.kind !== 'region' || e.data.effect.effect !== kind || e.active.region === null) return 0;
  return areaOf(area).region === e.active.region ? e.data.effect.amount : 0;
}

function eventMod(side: SideFacts, value: number): Mod | null {
  const e = eventOf(side);
  return e && value !== 0 ? { label: e.data.name, value } : null;
}

/** Skills this conspiracy's Agents may learn: the eight of the text, and those it has unlocked (R-HATS-17). */
export function availableSkills(c: Conspiracy | null): readonly SkillId[] {
  const unlocked = unlockedSkills(c);
  return [...BASE_SKILLS, ...unlocked];
}

export function unlockedSkills(c: Conspiracy | null): NewSkillId[] {
  const out = new Set<NewSkillId>(c?.skills ?? []);
  for (const id of c?.technologies ?? []) {
    for (const e of TECH_BY_ID.get(id)?.effects ?? []) if (e.kind === 'unlock-skill') out.add(e.skill);
  }
  return [...out].sort();
}

/** A Group gives its Gifts only while it stands, is not stunned by Assassination and not incapacitated by wounds. */
export function groupActive(g: GroupState): boolean {
  return !g.destroyed && g.stunned === 0 && g.wounds < 4;
}

/** Range (R-HATS-4): Local = same Area, Regional = same Region, Global = anywhere. */
export function inRange(range: RangeLevel, from: string, to: string): boolean {
  if (range === 'global') return true;
  if (range === 'local') return from === to;
  return areaOf(from).region === areaOf(to).region;
}

const RANGE_ORDER: readonly RangeLevel[] = ['local', 'regional', 'global'];
export function widerRange(a: RangeLevel, b: RangeLevel): RangeLevel {
  return RANGE_ORDER.indexOf(a) >= RANGE_ORDER.indexOf(b) ? a : b;
}

export function techEffects(side: SideFacts): SourcedEffect[] {
  const out: SourcedEffect[] = [];
  for (const id of side.conspiracy?.technologies ?? []) {
    const t = TECH_BY_ID.get(id);
    if (t) for (const effect of t.effects) out.push({ source: t.name, effect });
  }
  return out;
}

/** Passive Group Gifts that reach `area` (all of them when `area` is null: purse effects). */
export function groupPassiveEffects(side: SideFacts, area: string | null): SourcedEffect[] {
  const out: SourcedEffect[] = [];
  for (const g of side.groups) {
    if (!groupActive(g)) continue;
    const d = groupData(g.id);
    if (area !== null && !inRange(d.range, d.area, area)) continue;
    for (const gift of d.gifts) if (gift.kind === 'passive') out.push({ source: d.name, effect: gift.effect });
  }
  return out;
}

// States are immutable, so effects can be memoised on the identity of the side and the Agent.
const EFFECTS = new WeakMap<SideFacts, WeakMap<Agent, SourcedEffect[]>>();

export function agentEffects(agent: Agent, side: SideFacts): SourcedEffect[] {
  let bySide = EFFECTS.get(side);
  if (!bySide) {
    bySide = new WeakMap();
    EFFECTS.set(side, bySide);
  }
  let found = bySide.get(agent);
  if (!found) {
    found = computeAgentEffects(agent, side);
    bySide.set(agent, found);
  }
  return found;
}

function computeAgentEffects(agent: Agent, side: SideFacts): SourcedEffect[] {
  const out: SourcedEffect[] = [];
  for (const gid of agent.gifts) {
    const gift = GIFT_BY_ID.get(gid);
    if (gift) for (const effect of gift.effects) out.push({ source: gift.name, effect });
  }
  return [...out, ...techEffects(side), ...groupPassiveEffects(side, agent.area)];
}

/** Effects that protect a Group itself: its own "self" Gifts and its controller's technologies. */
export function groupSelfEffects(group: GroupState, side: SideFacts): SourcedEffect[] {
  const d = groupData(group.id);
  const own = d.gifts.flatMap((gift) => (gift.kind === 'self' ? [{ source: d.name, effect: gift.effect }] : []));
  return [...own, ...techEffects(side)];
}

/** Conspiracy-wide effects: technologies and every active controlled Group's passive Gifts. */
export function conspiracyEffects(side: SideFacts): SourcedEffect[] {
  return [...techEffects(side), ...groupPassiveEffects(side, null)];
}

function sum(effects: readonly SourcedEffect[], pick: (e: Effect) => number): Mod[] {
  const mods: Mod[] = [];
  for (const { source, effect } of effects) {
    const v = pick(effect);
    if (v !== 0) mods.push({ label: source, value: v });
  }
  return mods;
}

export function woundPenalty(wounds: WoundRow): number {
  return wounds === 2 ? -1 : wounds === 3 ? -2 : 0;
}

/** R-HATS-14: the wound penalty as a named modifier (Hurt -1, Very Hurt -2), or null. */
export function woundMod(wounds: WoundRow): Mod | null {
  const v = woundPenalty(wounds);
  return v === 0 ? null : { label: wounds === 2 ? 'Hurt' : 'Very Hurt', value: v };
}

export function skillName(skill: SkillId): string {
  return skill.charAt(0).toUpperCase() + skill.slice(1);
}

/** The round's event on a roll of `skill` made in `area` (R-HATS-17: a skill event, or a Region's Surveillance), or null. */
export function skillEventMod(side: SideFacts, skill: SkillId, area: string): Mod | null {
  const e = eventOf(side);
  const fromEvent = (e?.data.effect.kind === 'skill' && e.data.effect.skill === skill ? e.data.effect.amount : 0)
    + (skill === 'surveillance' ? regionEvent(side, 'surveillance', area) : 0);
  return eventMod(side, fromEvent);
}

/** The skill bonuses among `effects` (Gifts, technologies, Groups' passive Gifts), each named by its source. */
export function skillMods(effects: readonly SourcedEffect[], skill: SkillId): Mod[] {
  return sum(effects, (x) => (x.kind === 'skill' && x.skill === skill ? x.amount : 0));
}

/** The Loyalty bonuses among `effects` that count for `use` (some hold against Bribery only). */
export function loyaltyMods(effects: readonly SourcedEffect[], use: LoyaltyUse): Mod[] {
  return sum(effects, (e) => (e.kind === 'loyalty' && (e.vs === undefined || (e.vs === 'bribery' && use === 'bribery')) ? e.amount : 0));
}

/** An Agent's skill as rolled, or null when it does not have it ("cannot perform any skills it does not possess"). */
export function agentSkill(agent: Agent, skill: SkillId, side: SideFacts): TraitValue | null {
  const base = agent.skills[skill];
  if (base === undefined) return null;
  return trait(skillName(skill), base, [...skillMods(agentEffects(agent, side), skill), skillEventMod(side, skill, agent.area), woundMod(agent.wounds)]);
}

/** A Group's action Gift as a skill (R-HATS-2: Groups with an action Gift act once per turn). */
export function groupSkill(group: GroupState, skill: SkillId, side: SideFacts = NO_SIDE): TraitValue | null {
  const gift = groupData(group.id).gifts.find((x) => x.kind === 'action' && x.skill === skill);
  if (!gift || gift.kind !== 'action') return null;
  return trait(skillName(skill), gift.level, [skillEventMod(side, skill, groupData(group.id).area), woundMod(group.wounds)]);
}

/** A skill's range before Gifts widen it (R-HATS-4): Local, but a Psychic Assault reaches the whole Region (R-HATS-17). */
export const BASE_RANGE: Readonly<Partial<Record<SkillId, RangeLevel>>> = { psychic: 'regional' };

export function agentRange(agent: Agent, skill: SkillId, side: SideFacts): RangeLevel {
  let r: RangeLevel = BASE_RANGE[skill] ?? 'local';
  for (const { effect } of agentEffects(agent, side)) {
    if (effect.kind === 'range' && effect.skills.includes(skill)) r = widerRange(r, effect.range);
  }
  return r;
}

/** Subtlety against Surveillance: Gifts, technologies and wilderness Areas count (R-HATS-3). */
export function subtletyVsSurveillance(agent: Agent, side: SideFacts): TraitValue {
  const effects = agentEffects(agent, side);
  return trait('Subtlety', agent.traits.subtlety, [
    ...sum(effects, (e) => (e.kind === 'subtlety' ? e.amount : 0)),
    areaOf(agent.area).kind === 'wilderness' ? { label: 'Wilderness', value: 1 } : null,
    eventMod(side, regionEvent(side, 'subtlety', agent.area)),
  ]);
}

/** Subtlety for slipping past a Protector (compared, not rolled): only the general Subtlety effects. */
export function plainSubtlety(agent: Agent, side: SideFacts): TraitValue {
  const effects = agentEffects(agent, side);
  return trait('Subtlety', agent.traits.subtlety, sum(effects, (e) => (e.kind === 'subtlety' && e.vs === undefined ? e.amount : 0)));
}

/** Subtlety as the Hide roll uses it: R-HATS-14 wound penalties apply to every roll of the Agent. */
export function hideSubtlety(agent: Agent, side: SideFacts): TraitValue {
  const t = plainSubtlety(agent, side);
  return trait(t.label, t.base, [...t.mods, woundMod(agent.wounds)]);
}

export type LoyaltyUse = 'plain' | 'bribery' | 'infiltration' | 'subversion';

/** An Agent's modified Loyalty; `subversionRefund` restores a Subversion made this same turn (black-hats.txt). */
export function agentLoyalty(agent: Agent, side: SideFacts, use: LoyaltyUse, subversionRefund = 0): TraitValue {
  const effects = agentEffects(agent, side);
  return trait('Loyalty', agent.traits.loyalty, [
    agent.loyaltyMod !== 0 ? { label: agent.loyaltyMod > 0 ? 'Indoctrinated' : 'Subverted', value: agent.loyaltyMod } : null,
    ...loyaltyMods(effects, use),
    subversionRefund !== 0 ? { label: 'Before this turn\'s Subversion', value: subversionRefund } : null,
    // R-HATS-14: when it resists (a roll of the Agent), its wounds count too.
    use !== 'plain' ? woundMod(agent.wounds) : null,
  ]);
}

/**
 * "Basic" Loyalty (black-hats.txt "Loyalty": psychic attacks are resisted by it; Subversion and
 * Indoctrination do not count), with the wound penalty of R-HATS-14 as it resists.
 */
export function basicLoyalty(agent: Agent): TraitValue {
  return trait('Basic Loyalty', agent.traits.loyalty, [woundMod(agent.wounds)]);
}

/** A Group's modified Loyalty; Scale is added against Bribery, Infiltration and Subversion (R-HATS-8). */
export function groupLoyalty(group: GroupState, side: SideFacts, use: LoyaltyUse, subversionRefund = 0): TraitValue {
  const d = groupData(group.id);
  const effects = groupSelfEffects(group, side);
  return trait('Loyalty', d.loyalty, [
    group.loyaltyMod !== 0 ? { label: group.loyaltyMod > 0 ? 'Indoctrinated' : 'Subverted', value: group.loyaltyMod } : null,
    ...loyaltyMods(effects, use),
    use !== 'plain' ? { label: 'Scale', value: d.scale } : null,
    eventMod(side, regionEvent(side, 'group-loyalty', d.area)),
    subversionRefund !== 0 ? { label: 'Before this turn\'s Subversion', value: subversionRefund } : null,
  ]);
}

export function agentDamageBonus(agent: Agent, side: SideFacts): Mod[] {
  return sum(agentEffects(agent, side), (e) => (e.kind === 'damage' ? e.amount : 0));
}

export function agentArmor(agent: Agent, side: SideFacts): Mod[] {
  return sum(agentEffects(agent, side), (e) => (e.kind === 'armor' ? e.amount : 0));
}

export function groupArmor(group: GroupState, _side: SideFacts): Mod[] {
  const d = groupData(group.id);
  return sum(
    d.gifts.flatMap((gift) => (gift.kind === 'self' ? [{ source: d.name, effect: gift.effect }] : [])),
    (e) => (e.kind === 'armor' ? e.amount : 0),
  );
}

export function groupWard(group: GroupState, side: SideFacts): Mod[] {
  return sum(groupSelfEffects(group, side), (e) => (e.kind === 'ward' ? e.amount : 0));
}

/** Greenbacks off a paid action, from technologies and controlled Groups. */
/**
 * What lowers (positive value) or raises (negative) an action's price for this side, each named by
 * its source: a technology, a controlled Group's Gift, this round's event (R-HATS-17). The board
 * shows these beside the price; discountFor is their sum, so the two cannot disagree.
 */
export function priceChanges(side: SideFacts, action: string): Mod[] {
  const out: Mod[] = [];
  for (const { source, effect } of conspiracyEffects(side)) if (effect.kind === 'discount' && effect.action === action && effect.amount !== 0) out.push({ label: source, value: effect.amount });
  const e = eventOf(side);
  // R-HATS-17: an event's price change this round (positive: dearer).
  if (e?.data.effect.kind === 'price' && e.data.effect.action === action && e.data.effect.amount !== 0) out.push({ label: e.data.name, value: -e.data.effect.amount });
  return out;
}

export function discountFor(side: SideFacts, action: string): number {
  return priceChanges(side, action).reduce((sum, m) => sum + m.value, 0);
}

export function sideHas(agent: Agent, side: SideFacts, kind: Effect['kind'], test: (e: Effect) => boolean = () => true): boolean {
  return agentEffects(agent, side).some(({ effect }) => effect.kind === kind && test(effect));
}
