import type { Agent } from '../agents/types';
import type { TeamDesignation } from '../ops/character/code-names';
import type { FateKind } from '../battle/debrief/fates';
import type { WoundLevel } from '../ops/data/wound-chart';
import type { SpendingWindow } from './experience';

/**
 * A campaign (R-CAMP-1): a team of agents, a calendar in days, and missions played in order. Plain
 * data, held in one `blacksite-campaign` file (campaign-file.ts); every change is a pure function of
 * campaign.ts, fates.ts or calendar.ts.
 */
export interface Campaign {
  readonly name: string;
  /** Battle seeds are derived from it (deploy.ts): the same campaign deploys the same dice. */
  readonly seed: string;
  /** The calendar: the day it is now, the first day being 1. */
  readonly day: number;
  readonly agents: readonly CampaignAgent[];
  /** The missions to come, in the order they are played. */
  readonly missions: readonly PlannedMission[];
  /** The missions played, oldest first. */
  readonly played: readonly PlayedMission[];
  /** A mission under way: set at deploy, cleared when its debrief is recorded or it is called off. */
  readonly deployment?: Deployment;
}

export type AgentStatus = 'active' | 'captured' | 'dead';

export interface CampaignAgent {
  /** Unique in the campaign ("a1"); records and deployments name agents by it. */
  readonly id: string;
  /** The agent with its service record: EP, raises, the wounds it is healing from (src/agents). */
  readonly agent: Agent;
  readonly status: AgentStatus;
  /** The day it joined the team. */
  readonly joined: number;
  /** When it died or was taken prisoner, and on which mission (the memorial lists the dead). */
  readonly fell?: { readonly day: number; readonly mission: string };
  /** Where it may spend EP (R-CAMP-3): its last mission, until it goes on the next. */
  readonly window?: SpendingWindow;
}

/** A side of a battle the team fights: a shipped squad by file name, or a squad written in the campaign. */
export interface EnemySide {
  readonly name: string;
  /** "compound-guards.json" (maps/squads), or the agents themselves. */
  readonly squad: string | readonly Agent[];
  /** Who plays it: the computer at its level, or the GM by hand. */
  readonly controller: 'veteran' | 'recruit' | 'gm';
}

/** A zone the team wins by reaching (a unit standing in it at the end of a round). */
export interface ReachGoal {
  readonly name: string;
  readonly zone: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
}

/** A plain battle: the map, the enemy, where the team deploys, and what it must reach if anything. */
export interface BattlePlan {
  readonly kind: 'battle';
  /** A shipped map ("warehouse") or one of the map library, by its battle name ("user:<id>:<file>"). */
  readonly map: string;
  readonly enemy: EnemySide;
  /** The map's spawn zone the team deploys in ("a", the first); the enemy takes the other. */
  readonly teamZone: 'a' | 'b';
  readonly maxRounds: number;
  readonly reach: readonly ReachGoal[];
}

export interface PlannedMission {
  readonly id: string;
  readonly title: string;
  readonly briefing: string;
  /** Days between the mission before it and this one: the rest the team gets (R-CAMP-2). */
  readonly daysBefore: number;
  /** How many agents it takes. */
  readonly team: { readonly min: number; readonly max: number };
  readonly plan: BattlePlan;
}

/** One agent sent on a mission: its colour for that mission (R-CAMP-4) and third designation. */
export interface Posting {
  readonly agent: string;
  readonly color: string;
  readonly designation?: TeamDesignation;
}

export interface Deployment {
  readonly mission: string;
  readonly seed: string;
  readonly team: readonly Posting[];
}

/** What became of one agent on a played mission, and what it was awarded (R-CAMP-2, R-CAMP-3). */
export interface MissionAgent {
  readonly agent: string;
  readonly codeName: string;
  readonly fate: FateKind;
  readonly worst: WoundLevel;
  readonly hospital: boolean;
  readonly kills: number;
  readonly takedowns: number;
  readonly objectives: number;
  /** EP awarded; `adjusted` when the GM changed the rule's award. */
  readonly ep: number;
  readonly adjusted: boolean;
}

export interface PlayedMission {
  readonly id: string;
  readonly title: string;
  /** The day it was played. */
  readonly day: number;
  readonly succeeded: boolean;
  /** "Red Team wins: Compound Guards has nobody left standing." */
  readonly result: string;
  readonly rounds: number;
  readonly seed: string;
  readonly agents: readonly MissionAgent[];
  /** The days of rest that followed it, once they passed (R-CAMP-2). */
  readonly daysAfter?: number;
}
