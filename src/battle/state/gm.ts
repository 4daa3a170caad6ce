import type { AgentLevel } from '../../agents/levels';
import type { RollRecord } from '../../ops/dice/roll-record';
import type { WoundRowId } from '../../ops/data/wound-chart';
import type { Cell } from '../geometry/cells';
import type { BattleDoorState, Controller, SideId, UnitStatus } from './types';

/**
 * What the battle keeps for its game master (src/battle/README.md, "GM mode"): a counter only, so
 * a unit the GM adds gets an id no unit of this battle ever had. Everything else a GM does lives
 * in the command log and in the events of its steps.
 */
export interface GmState {
  /** Units the GM has added so far; the next one is `<side>-r<added + 1>`. */
  readonly added: number;
}

export const NO_GM: GmState = { added: 0 };

/** Where a unit the GM added came from, for the GM line. */
export const GM_SOURCES = ['roster', 'shipped', 'random'] as const;
export type GmSource = (typeof GM_SOURCES)[number];

/** What the GM may make of a door (R-OPS-35). */
export const GM_DOOR_STATES = ['open', 'closed', 'locked'] as const;
export type GmDoorState = (typeof GM_DOOR_STATES)[number];

/** A wound row of the chart, or death itself (one box: the unit is dead). */
export type GmWoundRow = WoundRowId | 'dead';

/** A state the GM sets or clears on a unit (the token's badges). */
export type GmUnitState =
  /** R-OPS-14: dodging until the round ends; a dodger cannot act, so setting it spends its turn. */
  | { readonly state: 'dodging'; readonly on: boolean }
  /** R-OPS-17: rounds of blindness left; 0 clears it. */
  | { readonly state: 'blind'; readonly rounds: number }
  /** R-OPS-19: held by that unit (an adjacent one), or let go (null). */
  | { readonly state: 'grabbed'; readonly by: string | null }
  /** R-OPS-28: holding to a lower value or until a unit acts, or no longer holding (null). */
  | { readonly state: 'holding'; readonly until: { readonly value: number } | { readonly unit: string } | null }
  /** Out of the fight without a wound that says so, or back in it (from the next round). */
  | { readonly state: 'out'; readonly on: boolean };

export type GmUnitStateName = GmUnitState['state'];
export const GM_UNIT_STATES: readonly GmUnitStateName[] = ['dodging', 'holding', 'blind', 'grabbed', 'out'];

/**
 * One GM edit as the log tells it. Names are copied in at the time, so a line still reads right
 * after the unit was renamed or removed.
 */
export type GmEdit =
  | { readonly kind: 'moved'; readonly unit: string; readonly name: string; readonly to: Cell; readonly facing: number | null; readonly released: readonly string[] }
  | { readonly kind: 'faced'; readonly unit: string; readonly name: string; readonly facing: number }
  | { readonly kind: 'wounds'; readonly unit: string; readonly name: string; readonly row: GmWoundRow; readonly marked: number; readonly boxes: number; readonly status: UnitStatus }
  | { readonly kind: 'ammo'; readonly unit: string; readonly name: string; readonly weapon: string; readonly loaded: number; readonly spares: number }
  | { readonly kind: 'flash-bangs'; readonly unit: string; readonly name: string; readonly count: number }
  | { readonly kind: 'armor'; readonly unit: string; readonly name: string; readonly armor: string; readonly ballistic: number; readonly physical: number }
  /** `other` names the holder (grabbed) or the awaited unit (holding until). */
  | { readonly kind: 'state'; readonly unit: string; readonly name: string; readonly set: GmUnitState; readonly other: string | null }
  | { readonly kind: 'added'; readonly unit: string; readonly name: string; readonly side: SideId; readonly sideName: string; readonly at: Cell; readonly source: GmSource; readonly level: AgentLevel | null }
  | { readonly kind: 'removed'; readonly unit: string; readonly name: string; readonly side: SideId }
  | { readonly kind: 'door'; readonly at: Cell; readonly state: GmDoorState; readonly was: BattleDoorState }
  /** `seat`: the side's own seat handed it over or took it back ('ended': the round it was handed over for ended). */
  | { readonly kind: 'control'; readonly side: SideId; readonly sideName: string; readonly controller: Controller; readonly seat?: 'round' | 'keep' | 'back' | 'ended' }
  | { readonly kind: 'note'; readonly text: string }
  /** A mission edit (mission/gm.ts): a defender's awareness (its unit), the alarm, the light; `text` says it. */
  | { readonly kind: 'mission'; readonly unit: string | null; readonly name: string; readonly text: string };

/** The units a GM edit is about (none for a note). */
export function gmEditUnits(edit: GmEdit): readonly string[] {
  if (edit.kind === 'mission') return edit.unit === null ? [] : [edit.unit];
  return edit.kind === 'note' || edit.kind === 'door' || edit.kind === 'control' ? [] : [edit.unit];
}

/** The events of GM commands: a GM line, and a GM roll for the dice log. */
export type GmEvent =
  /** A GM line in the combat log; the players' screens show it only when `public`. */
  | { readonly type: 'gm.edit'; readonly public: boolean; readonly edit: GmEdit }
  /** A GM roll (R-CORE-2: faces, trait, total, difficulty) with its exact chance, worked out before it was rolled (R-CORE-4). */
  | { readonly type: 'gm.roll'; readonly public: boolean; readonly roll: RollRecord; readonly chance: number | null };
