/**
 * The computer conspiracies: two styles of equal strength (measured with conspiracy-sim across many
 * seeds, README "Balance"), that between them use the whole game, and a gentler level for a first
 * game, "timid" (ai/levels.ts names and explains each). The cautious conspiracy builds:
 * economy, research, Protect, Subversion before Infiltration, Embezzlement, cheap custom recruits
 * trained on arrival. The cunning one strikes: Bribery with sweeteners, Combat and Assassination
 * against spotted enemies, Psychic Assault, hunting Agents down.
 * Both turn to Embezzlement (Wire Fraud) when their upkeep outruns their income, and both go for
 * the kill when a rival is down to its last one or two Agents (AiContext.weak, context.ts). A
 * Fixer (Bribery Good, choose.ts) in either mix cost its conspiracy the second Provocateur it
 * replaced and lost Three-Way games (src/hats/README.md "Tuning, fifth pass"): not in the mixes.
 * Both recruit and research alike (the same mix of recruits and the same economy-first agenda, each
 * with its own new skill): what set them apart in strength was what they recruited and researched
 * (src/hats/README.md "Tuning, third pass"). They also guard, research, train and undermine alike:
 * the cunning one's lighter hand there left its home Groups open, most of all as the Illuminated
 * Order, whose Wall Street Trading Desk resists at Fair ("Tuning, fourth pass"); it differs in
 * how it strikes. Both indoctrinate their Groups that resist Infiltration poorly before a rival's
 * Provocateur comes (score.ts GUARD_WEIGHT): most early Scale wins took the other seat's home Group
 * ("Tuning, ninth pass"). An Agent of either style with nothing worth its turn makes a small
 * investment instead of idling (Training, undermining another's Agent, ai/invest.ts); an Agent whose
 * trade is Bribery buys Groups, the cunning style with sweeteners when it has money to spare
 * (ai/bribery.ts).
 */
import type { TemplateId } from '../data/templates';
import type { NewSkillId } from '../data/skills';
import type { AiLevel } from '../state';

export type ActiveLevel = Exclude<AiLevel, 'passive'>;

export interface AiProfile {
  readonly level: ActiveLevel;
  /** Minimum score for an action to be worth an Agent's turn. */
  readonly threshold: number;
  /**
   * Whether an Agent with nothing worth its turn still makes a small investment worth its price
   * (Training, undermining another's Agent) while the purse is comfortable (ai/invest.ts).
   */
  readonly invests: boolean;
  /** Weight on greenbacks spent (higher: thriftier). */
  readonly thrift: number;
  /** Weight on the chance of being hurt in a fight. */
  readonly caution: number;
  /**
   * Turns of net upkeep kept in hand, and a floor of greenbacks: 5, the price of a +1 answer to a
   * Bribery (R-HATS-8), so it can still pay for the next defence of an Agent (choose.ts bribeDefence).
   */
  readonly reserveTurns: number;
  readonly reserveFloor: number;
  readonly maxAgents: number;
  /** Lowest net income per turn it accepts after a new recruit. */
  readonly minNetAfterRecruit: number;
  /**
   * Recruits wanted, by template or custom build (choose.ts: 'handler' a cheap researcher and trainer;
   * 'mindbreaker' and 'bookkeeper' once their new skill is available), in order of need.
   */
  readonly mix: readonly (readonly [TemplateId | 'handler' | 'mindbreaker' | 'bookkeeper' | 'fixer', number])[];
  /** Weights on the kinds of action (1 = neutral). */
  readonly weights: {
    readonly infiltrate: number;
    readonly subvert: number;
    readonly bribe: number;
    readonly bribeBoost: number;
    readonly combatAgent: number;
    readonly combatGroup: number;
    readonly assassinate: number;
    readonly protect: number;
    readonly research: number;
    readonly train: number;
    readonly indoctrinate: number;
    readonly hunt: number;
    readonly psychic: number;
    readonly embezzle: number;
  };
  /** The new skill (R-HATS-17) it researches first and trains its Agents in. */
  readonly newSkill: NewSkillId;
  /** Technologies it wants, most wanted first: its research raises the areas they need. */
  readonly agenda: readonly string[];
}

export const PROFILES: Readonly<Record<ActiveLevel, AiProfile>> = {
  cautious: {
    level: 'cautious',
    threshold: 0.7,
    invests: true,
    thrift: 0.3,
    caution: 1.2,
    reserveTurns: 3,
    reserveFloor: 5,
    maxAgents: 6,
    minNetAfterRecruit: 2,
    mix: [['bookkeeper', 1], ['bodyguard', 1], ['provocateur', 2], ['handler', 2], ['recon', 1], ['bookkeeper', 2], ['provocateur', 3]],
    weights: { infiltrate: 1.0, subvert: 1.2, bribe: 1.0, bribeBoost: 0, combatAgent: 0.8, combatGroup: 0.6, assassinate: 0.7, protect: 1.3, research: 1.2, train: 1.5, indoctrinate: 1.2, hunt: 0.6, psychic: 0.8, embezzle: 1.2 },
    newSkill: 'embezzle',
    agenda: ['offshore-accounts', 'wire-fraud', 'records-access', 'encryption', 'propaganda', 'money-laundering', 'motor-pool', 'cult-techniques', 'talismans', 'databases', 'safe-houses', 'payroll-fraud', 'phone-intercepts'],
  },
  // The gentler level for a first game (ai/levels.ts): it hesitates (acts only on clear chances),
  // spends little, keeps to four Agents, hardly fights, never buys Agents or sweetens an offer and
  // leaves its Groups to their own Loyalty. It loses most games to the cautious level (README
  // "Balance of the conspiracy layer").
  timid: {
    level: 'timid',
    threshold: 1.3,
    invests: false,
    thrift: 0.6,
    caution: 3,
    reserveTurns: 3,
    reserveFloor: 5,
    maxAgents: 4,
    minNetAfterRecruit: 3,
    mix: [['provocateur', 2], ['handler', 1], ['bodyguard', 1]],
    weights: { infiltrate: 0.65, subvert: 0.3, bribe: 0, bribeBoost: 0, combatAgent: 0.3, combatGroup: 0.2, assassinate: 0.3, protect: 0.5, research: 0.7, train: 0.5, indoctrinate: 0.2, hunt: 0.3, psychic: 0.3, embezzle: 0.8 },
    newSkill: 'embezzle',
    agenda: ['offshore-accounts', 'records-access', 'wire-fraud', 'money-laundering', 'propaganda', 'encryption'],
  },
  cunning: {
    level: 'cunning',
    threshold: 0.65,
    invests: true,
    thrift: 0.3,
    caution: 1.1,
    reserveTurns: 3,
    reserveFloor: 5,
    maxAgents: 6,
    minNetAfterRecruit: 2,
    mix: [['mindbreaker', 1], ['bodyguard', 1], ['provocateur', 2], ['handler', 2], ['recon', 1], ['mindbreaker', 2], ['provocateur', 3]],
    weights: { infiltrate: 1.25, subvert: 1.2, bribe: 1.2, bribeBoost: 1, combatAgent: 1.3, combatGroup: 1.0, assassinate: 1.2, protect: 1.3, research: 1.2, train: 1.5, indoctrinate: 1.2, hunt: 1.0, psychic: 1.2, embezzle: 1.2 },
    newSkill: 'psychic',
    agenda: ['offshore-accounts', 'psychic-training', 'records-access', 'encryption', 'propaganda', 'money-laundering', 'motor-pool', 'cult-techniques', 'talismans', 'databases', 'safe-houses', 'payroll-fraud', 'phone-intercepts'],
  },
};
