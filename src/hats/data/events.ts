/**
 * R-HATS-17 random events: a scenario may name an event table; at the start of each round one
 * event is drawn (R-CORE-5 keyed), with a mechanical effect, announced publicly or to the seats it
 * concerns. Effects that last ("this round") end when the next round's event is drawn.
 */
import type { CostedAction } from './effects';
import type { NewSkillId, SkillId } from './skills';

/** Who a purse event picks: every conspiracy, or the one with the most (or fewest) greenbacks (ties: seat order). */
export type EventWho = 'all' | 'richest' | 'poorest';

/** What a Region-wide event changes this round, for what stands in the Region it picks. */
export type RegionEffect = 'surveillance' | 'subtlety' | 'group-loyalty' | 'group-income';

export type EventEffect =
  | { readonly kind: 'greenbacks'; readonly who: EventWho; readonly amount: number }
  /** Picks a Region at random; lasts this round. */
  | { readonly kind: 'region'; readonly effect: RegionEffect; readonly amount: number }
  /** Picks a standing Group at random and paralyses it (as Assassination does) for `turns` of its controller. */
  | { readonly kind: 'stun-group'; readonly turns: number }
  /** Picks a controlled Group at random: its Loyalty drops one level until Indoctrination restores it. */
  | { readonly kind: 'group-loyalty-drop' }
  /** Every Agent heals one wound row. */
  | { readonly kind: 'heal-all' }
  /** An action's price changes this round (positive: dearer). */
  | { readonly kind: 'price'; readonly action: CostedAction; readonly amount: number }
  /** Every roll of a skill changes this round. */
  | { readonly kind: 'skill'; readonly skill: SkillId; readonly amount: number }
  /** Every other conspiracy learns who controls one Group of the conspiracy controlling the most Scale. */
  | { readonly kind: 'expose-leader' }
  /** The poorest conspiracy raises its lowest technology area one level. */
  | { readonly kind: 'tech-boost' }
  /** The poorest conspiracy may train its Agents in a new skill (R-HATS-17). */
  | { readonly kind: 'unlock-skill'; readonly skill: NewSkillId };

export interface EventData {
  readonly id: string;
  readonly name: string;
  readonly effect: EventEffect;
  /** What it does, as announced ("{region}" and "{group}" are filled in when drawn). */
  readonly text: string;
}

const ev = (id: string, name: string, effect: EventEffect, text: string): EventData => ({ id, name, effect, text });

/** The table of the shipped scenarios (`"events": "standard"`): 22 events. */
export const STANDARD_EVENTS: readonly EventData[] = [
  ev('bull-market', 'Bull market', { kind: 'greenbacks', who: 'all', amount: 4 }, 'Every conspiracy gains 4 greenbacks.'),
  ev('market-crash', 'Market crash', { kind: 'greenbacks', who: 'all', amount: -4 }, 'Every conspiracy loses 4 greenbacks (never below 0).'),
  ev('tax-audit', 'Tax audit', { kind: 'greenbacks', who: 'richest', amount: -6 }, 'The conspiracy with the most greenbacks loses 6.'),
  ev('bequest', "A philanthropist's bequest", { kind: 'greenbacks', who: 'poorest', amount: 6 }, 'The conspiracy with the fewest greenbacks gains 6.'),
  ev('blackout', 'Power grid failure', { kind: 'region', effect: 'surveillance', amount: -1 }, 'Surveillance in {region} is at -1 this round.'),
  ev('manhunt', 'Federal manhunt', { kind: 'region', effect: 'subtlety', amount: -1 }, 'Agents in {region} have -1 Subtlety against Surveillance this round.'),
  ev('rumour-mill', 'Fog of rumours', { kind: 'region', effect: 'subtlety', amount: 1 }, 'Agents in {region} have +1 Subtlety against Surveillance this round.'),
  ev('scandal', 'Scandal', { kind: 'region', effect: 'group-loyalty', amount: -1 }, 'The Groups of {region} have -1 Loyalty this round.'),
  ev('patriotism', 'Wave of patriotism', { kind: 'region', effect: 'group-loyalty', amount: 1 }, 'The Groups of {region} have +1 Loyalty this round.'),
  ev('boom-town', 'Boom town', { kind: 'region', effect: 'group-income', amount: 1 }, 'The Groups of {region} yield 1 greenback more this round.'),
  ev('recession', 'Regional recession', { kind: 'region', effect: 'group-income', amount: -1 }, 'The Groups of {region} yield 1 greenback less this round.'),
  ev('strike', 'General strike', { kind: 'stun-group', turns: 1 }, '{group} is paralysed for a turn.'),
  ev('purge', 'Leadership purge', { kind: 'group-loyalty-drop' }, "{group}'s Loyalty drops one level."),
  ev('medical-breakthrough', 'Medical breakthrough', { kind: 'heal-all' }, 'Every Agent heals one wound row.'),
  ev('anti-corruption', 'Anti-corruption drive', { kind: 'price', action: 'bribery', amount: 10 }, 'Bribery costs 10 greenbacks more this round.'),
  ev('open-recruitment', 'Hard times', { kind: 'price', action: 'recruit', amount: -5 }, 'Recruiting costs 5 greenbacks less this round.'),
  ev('research-grant', 'Federal research grant', { kind: 'price', action: 'research', amount: -4 }, 'Research attempts cost 4 greenbacks less this round.'),
  ev('election-year', 'Election year', { kind: 'skill', skill: 'infiltrate', amount: 1 }, 'Infiltrate rolls are at +1 this round.'),
  ev('security-alert', 'National security alert', { kind: 'skill', skill: 'protect', amount: 1 }, 'Protect rolls are at +1 this round.'),
  ev('whistleblower', 'Whistleblower', { kind: 'expose-leader' }, 'Everyone else learns who controls {group}.'),
  ev('defector', 'Defecting scientist', { kind: 'tech-boost' }, 'The conspiracy with the fewest greenbacks raises its weakest technology area.'),
  ev('lost-notebooks', 'The lost notebooks', { kind: 'unlock-skill', skill: 'psychic' }, 'The conspiracy with the fewest greenbacks may train its Agents in Psychic Assault.'),
];

export const EVENT_TABLES: Readonly<Record<string, readonly EventData[]>> = { standard: STANDARD_EVENTS };

export const EVENT_BY_ID: ReadonlyMap<string, EventData> = new Map(Object.values(EVENT_TABLES).flat().map((e) => [e.id, e]));
