/**
 * The GM's edit panel as plain data: what the panel shows of a unit (its wound
 * rows, weapons, armor, states) and the GM command each field becomes. Every edit is a command of
 * the log (src/battle/commands/gm-types.ts); the core refuses what cannot stand, with a sentence.
 */
import type { BattleState, Unit } from '../../src/battle';
import type { GmCommand } from '../../src/battle/commands/gm-types';
import { doorAt } from '../../src/battle/state/doors';
import type { GmDoorState, GmUnitState, GmWoundRow } from '../../src/battle/state/gm';
import { findArmor } from '../../src/ops/data/armor';
import { WOUND_ROWS } from '../../src/ops/data/wound-chart';
import type { Point } from './templates';

export interface WoundField {
  readonly row: GmWoundRow;
  readonly name: string;
  readonly boxes: number;
  readonly marked: number;
}

export interface WeaponField {
  readonly index: number;
  readonly name: string;
  readonly loaded: number;
  readonly capacity: number;
  readonly spares: number;
}

export interface EditPanel {
  readonly unit: string;
  readonly name: string;
  readonly side: string;
  readonly cell: Point;
  readonly facing: number;
  readonly wounds: readonly WoundField[];
  readonly weapons: readonly WeaponField[];
  readonly armor: { readonly name: string; readonly ballistic: number; readonly physical: number; readonly maxBallistic: number; readonly maxPhysical: number } | null;
  readonly flashBangs: number;
  readonly states: { readonly dodging: boolean; readonly holding: boolean; readonly blind: number; readonly grabbedBy: string | null; readonly out: boolean };
}

export function editPanel(u: Unit): EditPanel {
  const wounds: WoundField[] = WOUND_ROWS.map((r) => ({ row: r.id, name: r.name, boxes: r.boxes, marked: u.condition.wounds[r.id] ?? 0 }));
  wounds.push({ row: 'dead', name: 'Dead', boxes: 1, marked: u.status === 'dead' ? 1 : 0 });
  const def = u.armor ? findArmor(u.armor.name) : null;
  const armorDef = def?.ok ? def.value : null;
  return {
    unit: u.id,
    name: u.name,
    side: u.side,
    cell: u.cell,
    facing: u.facing,
    wounds,
    weapons: u.weapons.flatMap((w, index) => (w.magazine > 0 ? [{ index, name: w.name, loaded: w.loaded, capacity: w.magazine, spares: w.spares }] : [])),
    armor: u.armor ? { name: u.armor.name, ballistic: u.armor.ballistic, physical: u.armor.physical, maxBallistic: armorDef?.ballistic ?? u.armor.ballistic, maxPhysical: armorDef?.physical ?? u.armor.physical } : null,
    flashBangs: u.flashBangs,
    states: { dodging: u.dodging, holding: u.hold !== null, blind: u.blindRounds, grabbedBy: u.heldBy, out: u.status === 'out' },
  };
}

/** One field of the panel changed: the command it makes. */
export type PanelEdit =
  | { readonly field: 'wounds'; readonly row: GmWoundRow; readonly marked: number }
  | { readonly field: 'ammo'; readonly weapon: number; readonly loaded: number; readonly spares: number }
  | { readonly field: 'armor'; readonly ballistic: number; readonly physical: number }
  | { readonly field: 'flash-bangs'; readonly count: number }
  | { readonly field: 'state'; readonly set: GmUnitState }
  | { readonly field: 'facing'; readonly facing: number };

export function panelCommand(unit: string, edit: PanelEdit, isPublic: boolean): GmCommand {
  switch (edit.field) {
    case 'wounds':
      return { type: 'gm.wounds', unit, row: edit.row, marked: edit.marked, public: isPublic };
    case 'ammo':
      return { type: 'gm.ammo', unit, weapon: edit.weapon, loaded: edit.loaded, spares: edit.spares, public: isPublic };
    case 'armor':
      return { type: 'gm.armor', unit, ballistic: edit.ballistic, physical: edit.physical, public: isPublic };
    case 'flash-bangs':
      return { type: 'gm.flash-bangs', unit, count: edit.count, public: isPublic };
    case 'state':
      return { type: 'gm.state', unit, set: edit.set, public: isPublic };
    case 'facing':
      return { type: 'gm.face', unit, facing: ((edit.facing % 8) + 8) % 8, public: isPublic };
  }
}

/** The map's direct edits: put the unit on a cell, turn it, take it off. */
export const placeCommand = (unit: string, to: Point, isPublic: boolean): GmCommand => ({ type: 'gm.move', unit, to: { x: to.x, y: to.y }, public: isPublic });

export function turnCommand(u: Pick<Unit, 'id' | 'facing'>, by: 1 | -1, isPublic: boolean): GmCommand {
  return { type: 'gm.face', unit: u.id, facing: (((u.facing + by) % 8) + 8) % 8, public: isPublic };
}

export const removeCommand = (unit: string, isPublic: boolean): GmCommand => ({ type: 'gm.remove-unit', unit, public: isPublic });

/** The next state of a door in the GM's cycle: open, closed, locked, open; a destroyed door is put back closed. */
export function nextDoorState(s: string): GmDoorState {
  return s === 'open' ? 'closed' : s === 'closed' ? 'locked' : 'open';
}

/** The door command at a cell, or why there is none. */
export function doorCommand(state: BattleState, at: Point, isPublic: boolean): { readonly command: GmCommand } | { readonly problem: string } {
  const d = doorAt(state, at);
  if (!d) return { problem: `There is no door at (${at.x}, ${at.y}).` };
  return { command: { type: 'gm.door', at: { x: at.x, y: at.y }, state: nextDoorState(d.door.state), public: isPublic } };
}

export interface DoorRow {
  readonly at: Point;
  readonly state: string;
  /** Cells from the point the list was made for (the larger of the two steps). */
  readonly distance: number;
  /** What the GM may do with it now, each a command: open, close, lock; unlock closes a locked door. */
  readonly actions: readonly { readonly label: 'Open' | 'Close' | 'Lock' | 'Unlock' | 'Put back'; readonly command: GmCommand }[];
}

const DOOR_ACTIONS: Readonly<Record<string, readonly { readonly label: DoorRow['actions'][number]['label']; readonly to: GmDoorState }[]>> = {
  open: [{ label: 'Close', to: 'closed' }, { label: 'Lock', to: 'locked' }],
  closed: [{ label: 'Open', to: 'open' }, { label: 'Lock', to: 'locked' }],
  locked: [{ label: 'Unlock', to: 'closed' }, { label: 'Open', to: 'open' }],
  destroyed: [{ label: 'Put back', to: 'closed' }],
};

/** The battle's doors, nearest `near` first (then in the map's order), with what may be done with each. */
export function doorList(state: Pick<BattleState, 'doors'>, near: Point, isPublic: boolean): DoorRow[] {
  return state.doors
    .map((d, i) => ({ d, i, distance: Math.max(Math.abs(d.x - near.x), Math.abs(d.y - near.y)) }))
    .sort((a, b) => a.distance - b.distance || a.i - b.i)
    .map(({ d, distance }) => ({
      at: { x: d.x, y: d.y },
      state: d.state,
      distance,
      actions: (DOOR_ACTIONS[d.state] ?? []).map((a) => ({ label: a.label, command: { type: 'gm.door', at: { x: d.x, y: d.y }, state: a.to, public: isPublic } as const })),
    }));
}
