import type { Cell } from '../geometry/cells';
import type { AttackCommandData, DefenceChoice } from '../state/types';
import type { GmCommand } from './gm-types';
import type { TaskCommand } from '../mission/tasks';

/**
 * Every command of a tactical battle. Dotted names as the round machine's events
 * (STYLE.md principle 4). `unit` is always the acting unit's id.
 */
export type BattleCommand =
  /** Rolls initiative for a new round (R-OPS-4). */
  | { readonly type: 'round.start' }
  /** Ends the round: the clock, bleeding and near death at a minute's end (R-OPS-24..26). */
  | { readonly type: 'round.end' }
  /** Walks up to 6 m in all this turn, before the action (R-OPS-27). */
  | { readonly type: 'unit.move'; readonly unit: string; readonly to: Cell }
  /** Runs up to 24 m (including any walked this turn) as the action (R-OPS-27). */
  | { readonly type: 'unit.run'; readonly unit: string; readonly to: Cell }
  | AttackCommandData
  | { readonly type: 'unit.reload'; readonly unit: string }
  /** Throws a flash-bang at a cell (R-OPS-17). */
  | { readonly type: 'unit.throw'; readonly unit: string; readonly at: Cell }
  | { readonly type: 'unit.first-aid'; readonly unit: string; readonly patient: string }
  /** Lowers the unit's initiative, or waits until another unit has acted (R-OPS-28). */
  | { readonly type: 'unit.hold'; readonly unit: string; readonly until: { readonly value: number } | { readonly unit: string } }
  /** R-OPS-48 (house rule): watches instead of holding, as the action: it fires on the first enemy to step into its sights. */
  | { readonly type: 'unit.watch'; readonly unit: string }
  /** A holding unit stops waiting and joins the group acting now (R-OPS-28, the tracker's "act now"). */
  | { readonly type: 'unit.act-now'; readonly unit: string }
  /** Dodges as the action (R-OPS-14). */
  | { readonly type: 'unit.dodge'; readonly unit: string }
  /** The answer of an attacked unit that has not acted yet (R-OPS-14): the form of saves of format 1; `unit.defend` since. */
  | { readonly type: 'unit.dodge-reply'; readonly unit: string; readonly dodge: boolean }
  /** How an attacked unit meets the attack it was asked about (R-OPS-14, R-OPS-33): one of the prompt's choices, or 'none'. */
  | { readonly type: 'unit.defend'; readonly unit: string; readonly defence: DefenceChoice | 'none' }
  /** R-OPS-34: takes a carried firearm (by index), the melee weapon, or nothing in hand; free once a turn, a second time the action. */
  | { readonly type: 'unit.switch'; readonly unit: string; readonly to: number | 'melee' | 'none' }
  /** R-OPS-34: picks up a weapon lying on its own or an adjacent cell (by index into `state.floor`) into its hand; the action. */
  | { readonly type: 'unit.pick-up'; readonly unit: string; readonly item: number }
  /** R-OPS-35: opens or closes an adjacent unlocked door (2 m of the move), or forces a locked one (pick, kick, charge: the action). */
  | { readonly type: 'unit.door'; readonly unit: string; readonly at: Cell; readonly action: 'open' | 'close' | 'pick' | 'kick' | 'charge' }
  | { readonly type: 'unit.end-turn'; readonly unit: string }
  /** R-OPS-44, R-OPS-45: a mission action (raise the alarm, disarm, hack, plant, detonate, take, free, leave); the action. */
  | TaskCommand
  /** The game master's edits, rolls and notes (gm-types.ts). */
  | GmCommand;

export type BattleCommandType = BattleCommand['type'];
