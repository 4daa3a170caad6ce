import type { RollRecord } from '../../ops/dice/roll-record';
import type { Landed } from '../../ops/combat/wounds';
import type { WoundLevel } from '../../ops/data/wound-chart';
import type { Cell } from '../geometry/cells';
import type { BattleDoorState, DefenceChoice } from './types';
import type { GmEvent } from './gm';
import type { MissionEvent } from '../mission/events';

/**
 * What happened, for the table's log and dice log (R-CORE-2: every roll with its faces, trait,
 * modifiers, total and difficulty). Plain JSON, returned by each step of `applyBattleCommand` (the
 * state keeps no log: `replayCommands` gives the events of a stretch of the command log).
 */

/** One hit's damage as the log shows it (R-OPS-5, R-OPS-22, R-OPS-23). */
export interface DamageReport {
  readonly damageRoll: RollRecord;
  readonly coverageRoll: RollRecord | null;
  readonly armorProtected: boolean;
  readonly armorDegraded: boolean;
  readonly finalDamage: number;
  readonly level: WoundLevel;
  readonly landed: Landed;
}

export interface ShotReport {
  readonly roll: RollRecord;
  readonly hit: boolean;
  readonly damage: DamageReport | null;
}

export type BattleEvent =
  | { readonly type: 'round.started'; readonly round: number; readonly rolls: readonly { unit: string; roll: RollRecord }[] }
  | { readonly type: 'turn.started'; readonly units: readonly string[]; readonly value: number }
  | { readonly type: 'unit.moved'; readonly unit: string; readonly path: readonly Cell[]; readonly meters: number; readonly running: boolean }
  /** The attacked unit is asked how it defends (R-OPS-14, R-OPS-33): dodge, block, or take it. */
  | { readonly type: 'defence.offered'; readonly unit: string; readonly attacker: string; readonly choices: readonly DefenceChoice[] }
  /** R-OPS-33: the attacked unit blocks. */
  | { readonly type: 'unit.blocks'; readonly unit: string; readonly attacker: string }
  /** R-OPS-33: the block held: next round `unit` acts before `attacker`. */
  | { readonly type: 'block.advantage'; readonly unit: string; readonly attacker: string }
  /** R-OPS-33: at the round's start, the blocker is placed just before its attacker. */
  | { readonly type: 'block.first'; readonly unit: string; readonly attacker: string; readonly value: number }
  /** R-OPS-34: the weapon in hand changed (`to` null: hands empty); free the first time in a turn. */
  | { readonly type: 'unit.switched'; readonly unit: string; readonly to: string | null; readonly free: boolean }
  | { readonly type: 'unit.picked-up'; readonly unit: string; readonly item: string }
  /** R-OPS-35: a door opened, closed, forced (with its roll) or blown (with who was stunned); `to` = `from` when a try failed. */
  | {
      readonly type: 'door.changed';
      readonly unit: string;
      readonly at: Cell;
      readonly action: 'open' | 'close' | 'pick' | 'kick' | 'charge';
      readonly from: BattleDoorState;
      readonly to: BattleDoorState;
      readonly roll: RollRecord | null;
      readonly stunned: readonly string[];
    }
  /** R-OPS-34: a disarmed weapon falls on its owner's cell. */
  | { readonly type: 'weapon.dropped'; readonly unit: string; readonly item: string; readonly cell: Cell }
  | { readonly type: 'unit.dodged'; readonly unit: string; readonly reactive: boolean }
  /** R-OPS-48: the unit watches until its next turn. */
  | { readonly type: 'unit.watching'; readonly unit: string }
  /** R-OPS-48: a watcher fires on `target` as it ends a step at `at` (its shot follows as `unit.fired`). */
  | { readonly type: 'watch.fired'; readonly unit: string; readonly target: string; readonly at: Cell }
  | { readonly type: 'dodge.declined'; readonly unit: string }
  | {
      readonly type: 'unit.fired';
      readonly unit: string;
      readonly target: string;
      readonly weapon: string;
      readonly mode: 'semi' | 'auto';
      readonly roundsSpent: number;
      readonly shots: readonly ShotReport[];
    }
  | {
      readonly type: 'unit.melee';
      readonly unit: string;
      readonly target: string;
      readonly maneuver: string;
      readonly attacker: RollRecord;
      readonly defender: RollRecord;
      readonly won: boolean;
      readonly damage: DamageReport | null;
      /** How the target defended (R-OPS-19, R-OPS-33). */
      readonly defence: 'defend' | 'block' | 'dodge';
    }
  | { readonly type: 'unit.reloaded'; readonly unit: string; readonly weapon: string; readonly loaded: number; readonly spares: number }
  | { readonly type: 'flash-bang.thrown'; readonly unit: string; readonly at: Cell; readonly roll: RollRecord; readonly blinded: readonly string[] }
  | {
      readonly type: 'first-aid';
      readonly unit: string;
      readonly patient: string;
      readonly roll: RollRecord;
      readonly stopped: 'bleeding' | 'dying' | null;
      /** Given after the battle (R-OPS-32): in this minute of the aftermath, with the hospital's +2 or not. */
      readonly minute?: number;
      readonly hospital?: boolean;
    }
  | { readonly type: 'unit.held'; readonly unit: string; readonly until: { value: number } | { unit: string } }
  | { readonly type: 'unit.acts-now'; readonly unit: string; readonly value: number }
  | { readonly type: 'turn.ended'; readonly unit: string }
  | { readonly type: 'effects.applied'; readonly units: readonly string[] }
  | { readonly type: 'unit.out'; readonly unit: string; readonly dead: boolean }
  | { readonly type: 'bleeding'; readonly unit: string; readonly roll: RollRecord; readonly landed: Landed | null }
  | { readonly type: 'near-death'; readonly unit: string; readonly roll: RollRecord; readonly died: boolean }
  | { readonly type: 'round.ended'; readonly round: number; readonly minuteEnded: boolean }
  | { readonly type: 'battle.over'; readonly winner: string | null; readonly reason: string }
  | GmEvent
  /** R-OPS-39..45: what a mission's rules add (mission/events.ts). */
  | MissionEvent
  /** R-OPS-32: a minute after the battle begins; its first aid and Body rolls follow. */
  | { readonly type: 'aftermath.minute'; readonly minute: number };
