import type { AgentFile } from '../../agents/agent-file';
import type { AgentLevel } from '../../agents/levels';
import type { Cell } from '../geometry/cells';
import type { GmDoorState, GmSource, GmUnitState, GmWoundRow } from '../state/gm';
import type { Controller, SideId } from '../state/types';
import type { GmRollSpec } from './gm-roll';
import type { GmMissionCommand } from '../mission/gm';

/**
 * The game master's commands (src/battle/README.md, "GM mode"). Each is an ordinary command of the
 * log, so undo, rewind, saves, replay and `blacksite save verify` treat it like any other; each
 * writes a GM line that the players' screens show only when `public` is true.
 */
export type GmCommand =
  /** Puts a unit on any free cell, at no movement cost, and optionally turns it (0 = north, clockwise in eighths). */
  | { readonly type: 'gm.move'; readonly unit: string; readonly to: Cell; readonly facing?: number; readonly public: boolean }
  | { readonly type: 'gm.face'; readonly unit: string; readonly facing: number; readonly public: boolean }
  /** Sets how many boxes of one wound row are marked (R-OPS-22); 'dead' has one box. */
  | { readonly type: 'gm.wounds'; readonly unit: string; readonly row: GmWoundRow; readonly marked: number; readonly public: boolean }
  /** Rounds in a carried firearm (by index into the unit's weapons) and its full spare magazines. */
  | { readonly type: 'gm.ammo'; readonly unit: string; readonly weapon: number; readonly loaded: number; readonly spares: number; readonly public: boolean }
  | { readonly type: 'gm.flash-bangs'; readonly unit: string; readonly count: number; readonly public: boolean }
  /** The worn armor's current values (R-OPS-23), from 0 up to the armor's own. */
  | { readonly type: 'gm.armor'; readonly unit: string; readonly ballistic: number; readonly physical: number; readonly public: boolean }
  | { readonly type: 'gm.state'; readonly unit: string; readonly set: GmUnitState; readonly public: boolean }
  /**
   * A unit joins a side mid-battle at a free cell. It carries its whole agent (so the log replays
   * without the roster) and its code name; it rolls initiative from the next round.
   */
  | {
      readonly type: 'gm.add-unit';
      readonly side: SideId;
      readonly name: string;
      readonly agent: AgentFile;
      readonly at: Cell;
      readonly source: GmSource;
      /** A random agent's level (src/agents/levels.ts), named in the GM line; only with source 'random' (absent in older saves). */
      readonly level?: AgentLevel;
      readonly public: boolean;
    }
  | { readonly type: 'gm.remove-unit'; readonly unit: string; readonly public: boolean }
  /**
   * Who plays a side from now on: a human seat (at a GM table seat 1 is the GM by hand) or the
   * computer at a level. `seat`: the side's own seat hands it over (solo comforts, gm-control.ts):
   * 'round' to the computer until this round ends, 'keep' until the seat takes it back, 'back' takes it back.
   */
  | { readonly type: 'gm.control'; readonly side: SideId; readonly controller: Controller; readonly public: boolean; readonly seat?: SeatHandOver }
  /** Opens, closes or locks the door at a cell (R-OPS-35). */
  | { readonly type: 'gm.door'; readonly at: Cell; readonly state: GmDoorState; readonly public: boolean }
  /** A GM note (private) or an announcement to the table (public). */
  | { readonly type: 'gm.note'; readonly text: string; readonly public: boolean }
  /** NdF + a trait against a difficulty (or none), for the dice log (gm-roll.ts). */
  | ({ readonly type: 'gm.roll'; readonly public: boolean } & GmRollSpec)
  /** A mission's awareness, alarm or light (mission/gm.ts). */
  | GmMissionCommand;

/** A seat's own hand-over of its side (gm-control.ts). */
export type SeatHandOver = 'round' | 'keep' | 'back';

export type GmCommandType = GmCommand['type'];

export const GM_COMMAND_TYPES: readonly GmCommandType[] = [
  'gm.move',
  'gm.face',
  'gm.wounds',
  'gm.ammo',
  'gm.flash-bangs',
  'gm.armor',
  'gm.state',
  'gm.add-unit',
  'gm.remove-unit',
  'gm.control',
  'gm.door',
  'gm.note',
  'gm.roll',
  'gm.mission',
];

const GM_TYPES: ReadonlySet<string> = new Set(GM_COMMAND_TYPES);

export function isGmCommand(c: { readonly type: string }): c is GmCommand {
  return GM_TYPES.has(c.type);
}

/** The longest GM note or announcement. */
export const GM_NOTE_MAX = 500;
