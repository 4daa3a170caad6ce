/**
 * The plain-data state of a Black Hats game. Everything here is JSON: a save is seed + scenario
 * + command log, and replaying the log through applyHatsCommand rebuilds this exactly (R-CORE-3).
 */
import type { RollCounters } from '../core/keyed-rng';
import type { RngState } from '../core/rng';
import type { RollRecord } from './rules/rolls';
import type { NewSkillId, SkillId } from './data/skills';
import type { AttributeId, TemplateId } from './data/templates';
import type { TechAreaId } from './data/technologies';
import type { VictoryRules } from './scenario';

export type SeatId = string;
export type Controller = 'human' | AiLevel;
/**
 * The computer conspiracies: two styles of equal strength and a gentler one for a first game
 * (src/hats/ai/profiles.ts, ai/levels.ts), and a 'passive' seat that only ends its turns, for
 * measuring the economy (R-HATS-16) with the simulator.
 */
export type AiLevel = 'timid' | 'cautious' | 'cunning' | 'passive';

export interface Seat {
  readonly id: SeatId;
  readonly name: string;
  readonly controller: Controller;
  /**
   * A human seat that handed its conspiracy to the computer (rules/actions/seat-control.ts): back
   * when this turn ends ('turn', "finish my turn") or when the seat takes it back ('keep'). The
   * seat stays a seat at the table meanwhile (it keeps its own board's secrets, never another's).
   */
  readonly handBack?: 'turn' | 'keep';
}

/** House-rule options stored in the game (DECISIONS.md). */
export interface HatsOptions {
  /** R-HATS-7 "lethality": offensive factor of an Agent armed by its Combat skill, 0..4, default 2. */
  readonly lethality: number;
  /** R-CORE-6 Ironman: no undo, no rewind, saved after every command. Default off. */
  readonly ironman: boolean;
  /** R-HATS-17: draw one event a round from the scenario's event table (when it names one). Default on. */
  readonly events: boolean;
  /**
   * R-LINK-1 "play fights as firefights" (default off; absent in games begun without it): a human seat
   * whose Agent fights an Agent may play the fight out as a Black Ops battle (src/link).
   */
  readonly firefights?: boolean;
}

export const DEFAULT_OPTIONS: HatsOptions = { lethality: 2, ironman: false, events: true };

/**
 * R-CORE-5 keyed dice: each resolution draws from keyedRng(seed, ['turn', serial, actor, n]), n
 * counting that actor's resolutions with dice in this seat-turn; the counters belong to `turn`
 * and start again at the next one.
 */
export interface KeyedDice {
  readonly seed: string;
  readonly turn: number;
  readonly counters: RollCounters;
}

/** R-HATS-17: the event drawn at the start of this round, with what it picked (a Region, a Group). */
export interface ActiveEvent {
  readonly id: string;
  readonly round: number;
  readonly region: string | null;
  readonly group: string | null;
  readonly seat: SeatId | null;
}

/** 'event': the round's event is drawn before its first seat's Income (R-HATS-17). */
export type Phase = 'event' | 'income' | 'maintain' | 'actions' | 'end' | 'over';

export interface Conspiracy {
  readonly seat: SeatId;
  readonly greenbacks: number;
  readonly tech: Readonly<Record<TechAreaId, number>>;
  readonly technologies: readonly string[];
  readonly homeAreas: readonly string[];
  /** Set at the end of its own turn when it has no Agent left (R-HATS-11 "last with Agents"). */
  readonly eliminated: boolean;
  /** Round of this seat's last Surveillance of each Area, keyed "agents:<area>" or "groups:<area>" (its own intelligence). */
  readonly surveyed: Readonly<Record<string, number>>;
  /** Agents this seat has named so far (its starting Agents and recruits): the next code name comes from it (data/codenames.ts). */
  readonly named: number;
  /** New skills a random event made available to it (R-HATS-17; technologies unlock others, rules/modifiers.ts). */
  readonly skills: readonly NewSkillId[];
}

/** Protect orders last until the protector's controller's next turn (black-hats.txt, R-HATS-8). */
export type ProtectOrder = { readonly kind: 'unit'; readonly target: string } | { readonly kind: 'area'; readonly area: string };

/** Last Subversion against a unit: once per turn per target, and Bribery/Infiltration that turn resist as before it. */
export interface SubversionMark {
  readonly serial: number;
  readonly succeeded: boolean;
}

/** Wound rows (R-HATS-7): 0 none, 1 Scratch, 2 Hurt, 3 Very Hurt, 4 Incapacitated; 5 is Eliminated and removes the unit. */
export type WoundRow = 0 | 1 | 2 | 3 | 4;

export interface Agent {
  readonly id: string;
  readonly name: string;
  /** null: independent (a deserter, R-HATS-2). */
  readonly owner: SeatId | null;
  readonly area: string;
  readonly template: TemplateId | null;
  readonly traits: Readonly<Record<AttributeId, number>>;
  readonly skills: Readonly<Partial<Record<SkillId, number>>>;
  readonly gifts: readonly string[];
  /** Indoctrination (+, at most +2) and Subversion (-) on top of base Loyalty. */
  readonly loyaltyMod: number;
  readonly wounds: WoundRow;
  readonly actionsUsed: number;
  /** "May not take any actions until the acting player's next turn": that player's seat. */
  readonly blockedUntil: SeatId | null;
  readonly protecting: ProtectOrder | null;
  readonly subverted: SubversionMark | null;
}

export interface GroupState {
  readonly id: string;
  readonly owner: SeatId | null;
  readonly loyaltyMod: number;
  readonly wounds: WoundRow;
  /** Turns left of Assassination incapacitation (counted on its controller's turns). */
  readonly stunned: number;
  readonly actionsUsed: number;
  readonly blockedUntil: SeatId | null;
  readonly protecting: ProtectOrder | null;
  readonly subverted: SubversionMark | null;
  readonly destroyed: boolean;
  /**
   * Leadership purges it suffered (R-HATS-17's "group-loyalty-drop" event): public, so every seat's
   * preview counts them (R-HATS-18); its loyaltyMod holds them too. Written from rules edition 4.
   */
  readonly purges?: number;
}

/** What a seat learned about an Agent when it spotted it: a snapshot, never live (R-HATS-12). */
export interface AgentDossier {
  readonly name: string;
  readonly template: TemplateId | null;
  readonly subtlety: number;
  readonly resilience: number;
  readonly loyalty: number;
  readonly combat: number | null;
  readonly wounds: WoundRow;
  readonly gifts: readonly string[];
  /**
   * Its Loyalty without Indoctrination and Subversion, which resists a Psychic Assault (black-hats.txt
   * "Loyalty"); `loyalty` is the modified level. Recorded from rules edition 4.
   */
  readonly basicLoyalty?: number;
}

export type Mark =
  | {
      readonly kind: 'agent';
      readonly target: string;
      readonly area: string;
      readonly owner: SeatId | null;
      readonly round: number;
      /** True once the target moved Area, hid, or vanished: kept as "last seen" but no longer a valid target (R-HATS-5). */
      readonly stale: boolean;
      readonly dossier: AgentDossier;
      /**
       * The seat-turn the dossier was last brought up to date: spotted, or a wound this seat dealt or saw
       * (R-HATS-18). An older dossier's wounds may have healed since. Recorded from rules edition 4.
       */
      readonly serial?: number;
    }
  | { readonly kind: 'group'; readonly target: string; readonly owner: SeatId | null; readonly round: number };

/** A Bribery waiting for the defending seat's payment choice (R-HATS-8). */
export interface PendingBribe {
  readonly kind: 'bribe-defence';
  /** The seat that must answer. */
  readonly seat: SeatId;
  readonly attackerSeat: SeatId;
  readonly actor: string;
  readonly target: string;
  readonly boost: 0 | 1 | 2;
}

/**
 * R-LINK-1: a fight between two Agents waiting for the human seat taking part to choose "Play it out"
 * or "Roll" (src/link/firefight.ts). `seed` and `attackerZone` were drawn from the order's keyed
 * generator (R-LINK-3), so the battle played is the one a replay builds.
 */
export interface PendingFight {
  readonly kind: 'firefight';
  /** The seat that chooses: the attacker's when it is human, else the defender's. */
  readonly seat: SeatId;
  readonly attackerSeat: SeatId | null;
  readonly defenderSeat: SeatId | null;
  readonly actor: string;
  readonly target: string;
  /** The Area where they fight (the target's): its kind picks the map (R-LINK-1). */
  readonly area: string;
  readonly seed: string;
  /** The spawn zone of the map the attacker's squad takes ('a' or 'b'); the defender takes the other. */
  readonly attackerZone: 'a' | 'b';
}

/** One line of the intelligence log; `visibleTo: 'all'` lines are the public board's. */
export interface LogEntry {
  readonly serial: number;
  readonly round: number;
  readonly visibleTo: 'all' | readonly SeatId[];
  readonly text: string;
  readonly rolls: readonly RollRecord[];
  /** The Area the line is about, so a summary can lead to it (absent in games begun under rules edition 1). */
  readonly area?: string;
}

/**
 * The edition of the rules a game was begun under, fixed for its whole life. 1: games begun before
 * R-CORE-5 and R-HATS-13 (every save of format 1): they keep the queued generator, the reveal of a
 * fought Group's controller and the global code names, so their logs replay as they were played.
 * 2: games begun before "the last with Agents" was judged at the end of every turn (rules/victory.ts).
 * 3: games begun before R-HATS-18's knowledge was recorded (rules/dossier.ts): a seat's dossier keeps
 * the wounds it dealt or saw and the Loyalty it lowered, Groups count their Leadership purges, and a
 * Group's own rolls take the round's event as an Agent's do.
 * 4: this release.
 */
export type RulesEdition = 1 | 2 | 3 | 4;

export interface HatsState {
  readonly version: RulesEdition;
  /** `events`: the id of the scenario's event table (R-HATS-17), or null. */
  readonly scenario: { readonly id: string; readonly name: string; readonly victory: VictoryRules; readonly events: string | null };
  readonly options: HatsOptions;
  readonly seats: readonly Seat[];
  /** Full rounds, from 1. */
  readonly round: number;
  readonly seatIndex: number;
  /** Seat-turns played since the start, from 1: "once per turn" is counted on it. */
  readonly serial: number;
  readonly phase: Phase;
  readonly conspiracies: Readonly<Record<SeatId, Conspiracy>>;
  readonly agents: Readonly<Record<string, Agent>>;
  readonly groups: Readonly<Record<string, GroupState>>;
  readonly marks: Readonly<Record<SeatId, Readonly<Record<string, Mark>>>>;
  readonly pending: PendingBribe | null;
  /** R-LINK-1: a fight waiting to be played out or rolled; absent when none (and in games without firefights). */
  readonly fight?: PendingFight;
  /** The queued generator (R-CORE-3): edition 1 games draw every roll from it, in order. */
  readonly rng: RngState;
  /** R-CORE-5 keyed dice; null in edition 1 games (the marker the save migration sets). */
  readonly dice: KeyedDice | null;
  /** R-HATS-17: this round's event, or null. */
  readonly event: ActiveEvent | null;
  readonly nextId: number;
  /** The most recent LOG_LIMIT entries; older history is rebuilt by replaying commands. */
  readonly log: readonly LogEntry[];
  readonly winner: SeatId | null;
  /** Why the game ended ("Scale 12 controlled", "last with Agents", "turn limit"). */
  readonly outcome: string | null;
}

export const LOG_LIMIT = 300;

export function activeSeat(state: HatsState): SeatId {
  const seat = state.seats[state.seatIndex];
  if (!seat) throw new Error('seat index out of range');
  return seat.id;
}
