/** The two computer conspiracies: how much risk they take and what they build. */
import type { TemplateId } from '../data/templates';
import type { AiLevel } from '../state';

export interface AiProfile {
  readonly level: ActiveLevel;
  /** Minimum score for an action to be worth an Agent's turn. */
  readonly threshold: number;
  /** Weight on greenbacks spent (higher: thriftier). */
  readonly thrift: number;
  /** Weight on the chance of being hurt in a fight. */
  readonly caution: number;
  /** Turns of net upkeep kept in hand. */
  readonly reserveTurns: number;
  readonly maxAgents: number;
  /** Lowest net income per turn it accepts after a new recruit. */
  readonly minNetAfterRecruit: number;
  /** Recruits wanted, by template, in order of need. */
  readonly mix: readonly (readonly [TemplateId, number])[];
  readonly usesSubversion: boolean;
  readonly bribeBoosts: boolean;
  readonly protectWeight: number;
}

export type ActiveLevel = Exclude<AiLevel, 'passive'>;

export const PROFILES: Readonly<Record<ActiveLevel, AiProfile>> = {
  cautious: {
    level: 'cautious',
    threshold: 0.8,
    thrift: 0.3,
    caution: 1.2,
    reserveTurns: 2,
    maxAgents: 5,
    minNetAfterRecruit: 5,
    mix: [['provocateur', 2], ['bodyguard', 1], ['scientist', 1], ['recon', 1], ['killer', 1]],
    usesSubversion: false,
    bribeBoosts: false,
    protectWeight: 1.5,
  },
  cunning: {
    level: 'cunning',
    threshold: 0.5,
    thrift: 0.2,
    caution: 1.0,
    reserveTurns: 2,
    maxAgents: 5,
    minNetAfterRecruit: 3,
    mix: [['provocateur', 2], ['killer', 1], ['scientist', 1], ['recon', 1]],
    usesSubversion: true,
    bribeBoosts: true,
    protectWeight: 0.8,
  },
};
