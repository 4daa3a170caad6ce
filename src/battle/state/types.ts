import type { RollCounters } from '../../core/keyed-rng';
import type { RngState } from '../../core/rng';
import type { ArmorState, DamageKind } from '../../ops/data/armor';
import type { WoundLevel } from '../../ops/data/wound-chart';
import type { Condition } from '../../ops/time/condition';
import type { MeleeManeuver } from '../../ops/combat/melee';
import type { OpsOptions } from '../../ops/combat/options';
import type { Cell } from '../geometry/cells';
import type { GmState } from './gm';
import type { MissionState } from '../mission/types';

/**
 * The tactical battle as plain JSON. The BattleMap is immutable data passed
 * beside the state to every function; the state only names it (`map`), so states stay small and
 * a thousand simulated battles share one map. What happened is not kept here either: each step of
 * `applyBattleCommand` returns its events, and a battle's history is its command log replayed
 * (`replayCommands`), so a state (and a save) does not grow with every roll.
 */

export type SideId = string;
export type AiLevel = 'recruit' | 'veteran';
export const AI_LEVELS: readonly AiLevel[] = ['recruit', 'veteran'];

export type Controller =
  | { readonly kind: 'human'; readonly seat: number }
  | { readonly kind: 'computer'; readonly level: AiLevel };

export interface Side {
  readonly id: SideId;
  readonly name: string;
  readonly controller: Controller;
  /**
   * A human seat that handed its side to the computer (commands/gm-control.ts, a seat's own
   * hand-over): the seat it goes back to, and whether it goes back by itself when the round ends
   * ("finish my turn") or when the seat takes it back. The seat keeps its eyes meanwhile (view/viewer.ts).
   */
  readonly handBack?: HandBack;
}

export interface HandBack {
  readonly seat: number;
  readonly atRoundEnd: boolean;
}

/** Which map the battle is played on; the map itself travels beside the state. */
export interface MapRef {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly metersPerTile: number;
}

/** Skills a unit can roll in a fight, by skill name; a missing name is non-existent (R-OPS-7). */
export type CombatSkills = Readonly<Record<string, number>>;

/** What the rules read of a character during a battle, derived once at set-up (src/ops character rules). */
export interface UnitStats {
  readonly body: number;
  readonly rea: number;
  readonly per: number;
  readonly skills: CombatSkills;
  /** Wound-penalty shift of gifts and faults (High/Low Pain Threshold). */
  readonly painShift: number;
  /** Tough Hide and the like: subtracted after armor. */
  readonly damageReduction: number;
  /** Combat Reflexes and the like: added to the initiative roll. */
  readonly initiativeBonus: number;
  /** Martial-arts style name when the character has the Martial Arts skill. */
  readonly style: string | null;
}

export interface WeaponState {
  /** A firearm name from src/ops data. */
  readonly name: string;
  /** Its loaded ammunition variant ("9mm", "buckshot"). */
  readonly ammo: string;
  /** Rounds a full magazine holds. */
  readonly magazine: number;
  /** Rounds in the weapon now. */
  readonly loaded: number;
  /** Full spare magazines carried. */
  readonly spares: number;
  /** R-OPS-37: partly used magazines kept as spares, by the rounds each still holds (most first). */
  readonly partials: readonly number[];
  readonly scope: boolean;
  readonly laserSight: boolean;
  readonly foldingStock: boolean;
  /** Round it last fired in: a bolt action fires once every two rounds (R-OPS-15). */
  readonly firedRound: number | null;
}

export type Hold =
  /** R-OPS-28: acts at this lower initiative value. */
  | { readonly kind: 'value'; readonly value: number }
  /** R-OPS-28: acts right after that unit has acted. */
  | { readonly kind: 'until'; readonly unit: string };

/** Per-round bookkeeping of one unit's turn (R-OPS-27). */
export interface TurnMarks {
  /** Meters walked this turn (6 m allowed before the action). */
  readonly moved: number;
  /** The action is spent (attack, reload, throw, first aid, run, dodge). */
  readonly acted: boolean;
  /** The turn is over for this round. */
  readonly done: boolean;
  /** R-OPS-34: weapon switches made this turn (the first is free, a second is the action); absent = 0. */
  readonly switched?: number;
}

export type UnitStatus = 'fighting' | 'out' | 'dead';

export interface Unit {
  readonly id: string;
  readonly side: SideId;
  readonly name: string;
  readonly stats: UnitStats;
  readonly cell: Cell;
  /** 0 = north, clockwise in eighths (for the token; the rules do not use it). */
  readonly facing: number;
  /** Wound track, bleeding and near-death state (R-OPS-22, R-OPS-25, R-OPS-26), as src/ops keeps it. */
  readonly condition: Condition;
  /** Worn armor with its current values (R-OPS-23), or null. */
  readonly armor: ArmorState | null;
  readonly weapons: readonly WeaponState[];
  /** Index into `weapons` of the firearm in hand (R-OPS-34); -1 when it holds no firearm. */
  readonly weapon: number;
  /** The melee weapon carried (src/ops data), or null. */
  readonly melee: string | null;
  /** R-OPS-34: the melee weapon is the weapon in hand (then `weapon` is -1); a strike needs it. */
  readonly meleeInHand: boolean;
  readonly flashBangs: number;
  readonly firstAidKit: boolean;
  /** R-OPS-35: a Lock Pick Set (Pick Locks at Fair instead of Good). */
  readonly lockPicks: boolean;
  /** R-OPS-35: Door Charges carried. */
  readonly doorCharges: number;
  /** This round's initiative value (R-OPS-4), lowered by a hold (R-OPS-28); null before the roll. */
  readonly initiative: number | null;
  readonly hold: Hold | null;
  readonly turn: TurnMarks;
  /** R-OPS-14: dodging until the round ends. */
  readonly dodging: boolean;
  /** R-OPS-19 grab: the unit this one holds, and the unit holding this one. */
  readonly holding: string | null;
  readonly heldBy: string | null;
  /** R-OPS-17: rounds of blindness left (-3 to actions needing sight). */
  readonly blindRounds: number;
  /**
   * R-OPS-19 throw: added to this unit's rolls now, until its turn in the round ends (R-OPS-36: the
   * rolls of its next turn only, defence rolls in it included).
   */
  readonly nextActionPenalty: number;
  /** R-OPS-36: a throw's penalty waiting for the next round, the unit's own turn this round being over. */
  readonly pendingPenalty: number;
  readonly status: UnitStatus;
  /**
   * R-OPS-30: the round this casualty's bleeding or near-death minute is counted from (the wound
   * that started it, or its reaching Near Death); its checks come every 15 rounds after it. Null
   * when in no danger, and always null in ruleset 1 battles (one minute for everyone).
   */
  readonly minuteFrom: number | null;
}

/** R-OPS-24: one round is 4 seconds; 15 rounds make the minute of bleeding checks. */
export interface BattleClock {
  /** Rounds begun so far (0 before the first initiative roll). */
  readonly round: number;
  /** Whole minutes passed (a minute ends after every 15th round). */
  readonly minutes: number;
}

/**
 * The group of units acting now. Units with equal initiative act simultaneously (R-OPS-4): their
 * harm to others waits in `deferred` until every member has finished, so each resolves against
 * the state before the others' effects apply.
 */
export interface TurnGroup {
  readonly units: readonly string[];
  readonly value: number;
}

/** Effects on a unit that wait for the end of a simultaneous group (R-OPS-4). */
export type Effect =
  /** A hit: the wound level lands on the track as it is when applied; armor wear too (R-OPS-22, 23). */
  | { readonly kind: 'wound'; readonly unit: string; readonly level: WoundLevel; readonly wear: DamageKind | null }
  | { readonly kind: 'blind'; readonly unit: string; readonly rounds: number }
  | { readonly kind: 'penalty'; readonly unit: string; readonly value: number }
  | { readonly kind: 'grab'; readonly unit: string; readonly holder: string }
  /** The unit is no longer held (escaped, or thrown out of the hold). */
  | { readonly kind: 'release'; readonly unit: string }
  /** The unit no longer holds anyone (its victim escaped). */
  | { readonly kind: 'let-go'; readonly unit: string }
  | { readonly kind: 'disarm'; readonly unit: string };

/**
 * How an attacked unit may meet the attack besides taking it: the reactive dodge of a unit that
 * has not acted (R-OPS-14, offered only against attacks it changes: R-OPS-38), or a block against
 * a melee or hand-to-hand attack (R-OPS-33).
 */
export type DefenceChoice = 'dodge' | 'block';
export const DEFENCE_CHOICES: readonly DefenceChoice[] = ['dodge', 'block'];

/** A pending question to a controller: how its attacked unit defends (R-OPS-14, R-OPS-33). */
export interface DefencePrompt {
  readonly kind: 'defence';
  /** The unit asked. */
  readonly unit: string;
  /** The attack waiting for the answer; it resolves right after. */
  readonly attack: AttackCommandData;
  /** What it may choose besides taking the attack as it comes (never empty). */
  readonly choices: readonly DefenceChoice[];
}

/** R-OPS-33: a successful block; next round `blocker` acts before `attacker`. */
export interface BlockAdvantage {
  readonly blocker: string;
  readonly attacker: string;
}

/** R-OPS-35: a door's state during a battle; a Door Charge destroys it (it is open for good). */
export type BattleDoorState = 'closed' | 'open' | 'locked' | 'destroyed';

/** A door of the map as it stands now (R-OPS-35). */
export interface BattleDoor {
  readonly x: number;
  readonly y: number;
  readonly state: BattleDoorState;
}

/** R-OPS-34: a weapon lying on a cell (disarmed, or put down), to be picked up as an action. */
export type FloorItem =
  | { readonly kind: 'firearm'; readonly cell: Cell; readonly weapon: WeaponState }
  | { readonly kind: 'melee'; readonly cell: Cell; readonly name: string };

/** What an attack command carries, kept in a prompt while the target decides to dodge. */
export type AttackCommandData =
  | {
      readonly type: 'unit.attack';
      readonly unit: string;
      readonly target: string;
      readonly mode: 'semi' | 'auto';
      readonly shots?: number;
    }
  | {
      readonly type: 'unit.melee';
      readonly unit: string;
      readonly target: string;
      readonly maneuver: MeleeManeuver;
    };

/** The attacking maneuvers of src/ops (R-OPS-18..21); `strike` is with a melee weapon. */
export const MELEE_MANEUVERS = ['punch', 'kick', 'strike', 'grab', 'throw', 'escape', 'disarm'] as const satisfies readonly MeleeManeuver[];
export type { MeleeManeuver };

/** A scenario objective: a side wins when one of its fighting units ends a round inside the zone. */
export interface ReachObjective {
  readonly kind: 'reach';
  readonly side: SideId;
  readonly name: string;
  readonly zone: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
}

export interface BattleOptions extends OpsOptions {
  /** A battle still undecided after this many rounds is a draw (keeps simulations finite). */
  readonly maxRounds: number;
  /** How far units see, in meters (fog of war and the AI's target list). */
  readonly sightMeters: number;
  /** R-OPS-32 house rule "evacuation": minutes after the battle until casualties get the hospital's +2. */
  readonly evacuationMinutes: number;
  /** R-CORE-6 house rule: no rewind or undo, autosave after every command (the save controller enforces it). */
  readonly ironman: boolean;
  /** House rule: how well the computer plays the sides it is given by default (the set-up's choice). */
  readonly computerLevel: AiLevel;
  /** R-OPS-48 house rule "overwatch": a unit may watch instead of holding; absent (off) unless set up with it. */
  readonly overwatch?: boolean;
}

/**
 * The rules a battle is played under. 3: a covert mission (R-OPS-39..47, src/battle/mission); its
 * plain rules are edition 2's. 2: every plain battle (R-CORE-5 keyed dice, R-OPS-29..38). 1: a
 * battle begun in a save of format 1, replayed with the rules it was made with where its replay
 * needs them: the queued generator, one bleeding minute for everyone every 15th round with wound
 * penalties on the Body roll, and nothing after the last shot. Set by the save migration only.
 */
export type Ruleset = 1 | 2 | 3;

/**
 * R-OPS-32: what happened after the last shot. The clock ran on `minutes` whole minutes until every
 * casualty was stable or dead; `holder` is the side that held the field (null after a draw).
 */
export interface Aftermath {
  readonly minutes: number;
  readonly holder: SideId | null;
}

export type BattlePhase = 'round-start' | 'turns' | 'round-end' | 'over';

export type BattleResult = { readonly winner: SideId; readonly reason: string } | { readonly winner: null; readonly reason: string };

export interface BattleState {
  readonly version: 1;
  readonly ruleset: Ruleset;
  /** The seed every keyed roll is derived from (R-CORE-5); the save's seed. */
  readonly seed: string;
  readonly map: MapRef;
  readonly options: BattleOptions;
  readonly sides: readonly Side[];
  readonly units: readonly Unit[];
  readonly objectives: readonly ReachObjective[];
  /** The queued generator of ruleset 1 battles (R-CORE-3); left as seeded in ruleset 2. */
  readonly rng: RngState;
  /** R-CORE-5: rolls each actor has made this round (the third part of a dice key); reset each round. */
  readonly rolls: RollCounters;
  readonly clock: BattleClock;
  readonly phase: BattlePhase;
  /** Initiative values of the round in order, groups of equal values together (R-OPS-4). */
  readonly order: readonly TurnGroup[];
  /** The group acting now (phase 'turns'), or null between groups. */
  readonly group: TurnGroup | null;
  readonly deferred: readonly Effect[];
  readonly prompt: DefencePrompt | null;
  /** R-OPS-33: this round's successful blocks, applied to the next round's order. */
  readonly blocks: readonly BlockAdvantage[];
  /** R-OPS-34: weapons on the floor, in the order they fell. */
  readonly floor: readonly FloorItem[];
  /** R-OPS-35: the map's doors as they stand now, in the map's order; the rules read them through `mapNow`. */
  readonly doors: readonly BattleDoor[];
  readonly result: BattleResult | null;
  /** The game master's counter (gm.ts): ids of the units it added. */
  readonly gm: GmState;
  /** R-OPS-32: the minutes after the battle, once it is over (ruleset 2); null before, and in ruleset 1. */
  readonly aftermath: Aftermath | null;
  /** R-OPS-39: a covert mission's state (ruleset 3); absent from every plain battle. */
  readonly mission?: MissionState;
  /** R-OPS-48: the units watching now (overwatch/watch.ts); absent while nobody watches. */
  readonly watches?: readonly string[];
}
