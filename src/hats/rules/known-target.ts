/**
 * R-HATS-18: what a seat knows of a target's traits when it previews an action against it, and what
 * it cannot know. It counts every modifier it knows: its own units in full; public events (the round's
 * event, a Group's Leadership purges); another's Agent as its dossier says, with the Gifts seen on it
 * and the wounds the seat dealt or saw (rules/dossier.ts); a Group's public record. What it cannot
 * know (another's technologies and Groups, Indoctrination and Subversion by others, changes since the
 * dossier, healing) is named and not counted. The computer players read the same functions.
 */
import { TERRIBLE } from '../../core/ladder';
import { GIFT_BY_ID } from '../data/gifts';
import { groupData } from '../data/groups';
import type { Effect } from '../data/effects';
import type { AgentDossier, GroupState, Mark } from '../state';
import { liveAgentMark, sideFromKnowledge, type SeatKnowledge } from '../view/knowledge';
import type { UnknownModifier } from './action-rule';
import { agentLoyalty, groupLoyalty, loyaltyMods, publicSide, skillEventMod, skillMods, woundMod, type LoyaltyUse, type SideFacts, type SourcedEffect } from './modifiers';
import type { SkillId } from '../data/skills';
import { trait, type TraitValue } from './rolls';

export interface KnownTrait {
  readonly trait: TraitValue;
  /** What the seat cannot know and the trait leaves out (R-HATS-18). */
  readonly unknown: readonly UnknownModifier[];
}

export type AgentMark = Mark & { kind: 'agent' };

/** The effects of the Gifts a dossier saw on the Agent, each named by its Gift. */
export function dossierEffects(d: AgentDossier): SourcedEffect[] {
  return d.gifts.flatMap((id) => {
    const gift = GIFT_BY_ID.get(id);
    return gift ? gift.effects.map((effect: Effect) => ({ source: gift.name, effect })) : [];
  });
}

/** A dossier's skill as the seat believes it is rolled: its level, the Gifts seen, the round's event, its wounds as known. */
export function dossierSkill(d: AgentDossier, skill: SkillId, level: number, area: string, side: SideFacts): TraitValue {
  return trait(skill.charAt(0).toUpperCase() + skill.slice(1), level, [...skillMods(dossierEffects(d), skill), skillEventMod(side, skill, area), woundMod(d.wounds)]);
}

/** The unknowns of another's Agent behind a live mark (an independent Agent has no controller to hide anything). */
export function markUnknowns(k: SeatKnowledge, m: AgentMark, wounds: boolean): UnknownModifier[] {
  const out: UnknownModifier[] = [];
  if (m.owner !== null) {
    out.push({ kind: 'technologies', text: `${m.dossier.name}'s technologies are unknown.` });
    out.push({ kind: 'group-gifts', text: `The Gifts of the Groups behind ${m.dossier.name} are unknown.` });
  }
  // A dossier brought up to date this very turn cannot be out of date yet (state.ts Mark.serial).
  if (m.serial !== k.serial) {
    out.push({ kind: 'since-spotted', text: `${m.dossier.name} as last seen in round ${m.round}: training, Gifts and Loyalty changes since are unknown.` });
    if (wounds && m.dossier.wounds > 0) out.push({ kind: 'healing', text: `${m.dossier.name} may have healed since round ${m.round} (a wound row for each turn it rests).` });
  }
  return out;
}

const GROUP_UNKNOWNS = (name: string): UnknownModifier[] => [
  { kind: 'technologies', text: `The technologies of whoever controls ${name} are unknown.` },
  { kind: 'loyalty-changes', text: `Indoctrination and Subversion of ${name} by others are unknown.` },
];

/** A Group as everybody knows it: its public record, and no controller's modifiers. */
export function publicGroup(id: string, wounds: GroupState['wounds']): GroupState {
  return { id, owner: null, loyaltyMod: 0, wounds, stunned: 0, actionsUsed: 0, blockedUntil: null, protecting: null, subverted: null, destroyed: false };
}

/** A Group's Loyalty as a seat that does not control it knows it: public record, Scale, the round's event, its Leadership purges. */
function knownGroupLoyalty(k: SeatKnowledge, id: string, use: LoyaltyUse): KnownTrait {
  const g = k.groups[id];
  const d = groupData(id);
  const base = groupLoyalty(publicGroup(id, g?.wounds ?? 0), publicSide(k.event), use);
  // A purge lowers its Loyalty a level, never below Terrible (rules/events.ts).
  const purged = Math.max(TERRIBLE - d.loyalty, -(g?.purges ?? 0));
  return { trait: trait(base.label, base.base, [purged !== 0 ? { label: 'Leadership purge', value: purged } : null, ...base.mods]), unknown: GROUP_UNKNOWNS(d.name) };
}

/**
 * The Loyalty of a target as the acting seat knows it, resisting `use` (R-HATS-8): its own units in
 * full (with a Subversion suffered this turn refunded, as the referee does); another's Agent by its
 * dossier, the Gifts seen on it and its wounds as known (R-HATS-14); a Group by its public record.
 */
export function knownLoyalty(k: SeatKnowledge, target: string, use: LoyaltyUse): KnownTrait {
  const side = sideFromKnowledge(k);
  const refund = (u: { readonly subverted: { readonly serial: number; readonly succeeded: boolean } | null }) =>
    use !== 'subversion' && u.subverted?.serial === k.serial && u.subverted.succeeded ? 1 : 0;
  const own = k.agents[target];
  if (own) return { trait: agentLoyalty(own, side, use, refund(own)), unknown: [] };
  const ownGroup = k.groups[target]?.own;
  if (ownGroup) return { trait: groupLoyalty(ownGroup, side, use, refund(ownGroup)), unknown: [] };
  const m = liveAgentMark(k, target);
  if (m) {
    // Its own Subversion this turn lowered the dossier a level (rules/dossier.ts, edition 4) and counts back here, as the referee counts it.
    const back = use !== 'subversion' && k.edition >= 4 && k.subvertedOkThisTurn.includes(target) ? 1 : 0;
    return {
      trait: trait('Loyalty', m.dossier.loyalty, [
        ...loyaltyMods(dossierEffects(m.dossier), use),
        back !== 0 ? { label: 'Before this turn\'s Subversion', value: back } : null,
        use !== 'plain' ? woundMod(m.dossier.wounds) : null,
      ]),
      unknown: markUnknowns(k, m, use !== 'plain'),
    };
  }
  return knownGroupLoyalty(k, target, use);
}

/**
 * Another's Agent's basic Loyalty (black-hats.txt: a psychic attack is resisted by it; Indoctrination
 * and Subversion do not count), with its wounds as known (R-HATS-14). Dossiers taken before rules
 * edition 4 hold only the modified Loyalty: then the difference is named unknown.
 */
export function knownBasicLoyalty(k: SeatKnowledge, m: AgentMark): KnownTrait {
  const basic = m.dossier.basicLoyalty;
  const unknown = markUnknowns(k, m, true).filter((u) => u.kind === 'since-spotted' || u.kind === 'healing');
  return {
    trait: trait('Basic Loyalty', basic ?? m.dossier.loyalty, [woundMod(m.dossier.wounds)]),
    unknown: basic === undefined ? [...unknown, { kind: 'loyalty-changes', text: `${m.dossier.name}'s Indoctrination or Subversion when seen was not told apart from its basic Loyalty.` }] : unknown,
  };
}
