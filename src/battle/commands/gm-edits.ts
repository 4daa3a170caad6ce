import { isOut } from '../../ops/combat/wounds';
import { findArmor } from '../../ops/data/armor';
import { WOUND_ROWS } from '../../ops/data/wound-chart';
import { afterWounds } from '../../ops/time/condition';
import { inBounds } from '../geometry/cells';
import type { Cell } from '../geometry/cells';
import type { BattleMap } from '../map/types';
import { doorAt, doorBlocks } from '../state/doors';
import { releaseGrips, statusOf } from '../state/effects';
import { withCondition } from '../time/minute-from';
import type { BattleEvent } from '../state/events';
import type { GmEdit, GmWoundRow } from '../state/gm';
import type { BattleState, Unit } from '../state/types';
import { occupiedBy, withUnit } from '../state/units';
import { reject, type CommandResult } from './actor';

/**
 * GM edits of one unit (src/battle/README.md, "GM mode"): place and facing, wound boxes,
 * ammunition, armor. No movement cost, no turn, no dice; refused with a sentence like every
 * command when the edit cannot stand (an occupied cell, a box count the chart does not have).
 */

/** The unit a GM edit is about, or why there is none to edit now. */
export function gmTarget(state: BattleState, id: string): Unit | string {
  if (state.phase === 'over') return 'The battle is over.';
  if (state.prompt) return `${state.units.find((u) => u.id === state.prompt?.unit)?.name ?? 'A unit'} must first say whether to dodge.`;
  return state.units.find((u) => u.id === id) ?? `There is no unit "${id}".`;
}

/** The GM line of an edit, then whatever the round does because of it (a group finished, the battle won). */
export function gmStep(state: BattleState, edit: GmEdit, isPublic: boolean, flow = false): CommandResult {
  const line: BattleEvent = { type: 'gm.edit', public: isPublic, edit };
  // `flow`: the edit may leave the acting group with nobody to act; the round machine then moves on (round/flow-steps.ts).
  return flow ? { state, events: [line], regroup: true } : { state, events: [line] };
}

/** Why no unit may be put at `to` (off the map, a wall, someone there), or null. */
export function cellProblem(state: BattleState, map: BattleMap, to: Cell, except?: string): string | null {
  if (!Number.isInteger(to.x) || !Number.isInteger(to.y) || !inBounds(map, to)) return `(${to.x}, ${to.y}) is off the map.`;
  const door = doorAt(state, to);
  if (door && doorBlocks(door.door)) return `The door at (${to.x}, ${to.y}) is ${door.door.state}: open it first.`;
  if (map.cells.blocksMove[to.y * map.width + to.x] === 1) return `Nobody can stand at (${to.x}, ${to.y}).`;
  const there = occupiedBy(state, to.x, to.y, except);
  return there ? `${there.name} is already at (${to.x}, ${to.y}).` : null;
}

const facingProblem = (facing: number): string | null => (Number.isInteger(facing) && facing >= 0 && facing <= 7 ? null : 'A facing is 0 (north) to 7, clockwise in eighths.');

export function gmMove(state: BattleState, map: BattleMap, id: string, to: Cell, facing: number | undefined, isPublic: boolean): CommandResult {
  const u = gmTarget(state, id);
  if (typeof u === 'string') return reject(u);
  if (to.x === u.cell.x && to.y === u.cell.y && facing === undefined) return reject(`${u.name} is already at (${to.x}, ${to.y}).`);
  const problem = cellProblem(state, map, to, u.id);
  if (problem) return reject(problem);
  if (facing !== undefined) {
    const bad = facingProblem(facing);
    if (bad) return reject(bad);
  }
  // A grab needs the two side by side (R-OPS-19): moved apart, both are free.
  const released = state.units.filter((v) => v.id === u.holding || v.id === u.heldBy).map((v) => v.name);
  let s = released.length > 0 ? releaseGrips(state, u.id) : state;
  s = withUnit(s, u.id, (v) => ({ ...v, cell: { x: to.x, y: to.y }, facing: facing ?? v.facing }));
  return gmStep(s, { kind: 'moved', unit: u.id, name: u.name, to: { x: to.x, y: to.y }, facing: facing ?? null, released }, isPublic);
}

export function gmFace(state: BattleState, id: string, facing: number, isPublic: boolean): CommandResult {
  const u = gmTarget(state, id);
  if (typeof u === 'string') return reject(u);
  const bad = facingProblem(facing);
  if (bad) return reject(bad);
  if (facing === u.facing) return reject(`${u.name} already faces that way.`);
  return gmStep(withUnit(state, u.id, (v) => ({ ...v, facing })), { kind: 'faced', unit: u.id, name: u.name, facing }, isPublic);
}

/** Boxes of a row of the wound chart (R-OPS-22); death has one. */
export function gmRowBoxes(row: GmWoundRow): number {
  return row === 'dead' ? 1 : (WOUND_ROWS.find((r) => r.id === row)?.boxes ?? 0);
}

/**
 * Marks or clears wound boxes. Reaching Incapacitated or Near Death takes the unit out, a marked
 * death kills it, and clearing the last of those brings it back (from the next round); a new Light
 * wound or worse starts bleeding and clearing every such wound stops it (R-OPS-22, R-OPS-25).
 */
export function gmWounds(state: BattleState, id: string, row: GmWoundRow, marked: number, isPublic: boolean): CommandResult {
  const u = gmTarget(state, id);
  if (typeof u === 'string') return reject(u);
  const boxes = gmRowBoxes(row);
  if (!Number.isInteger(marked) || marked < 0 || marked > boxes) return reject(`That row has ${boxes} box${boxes === 1 ? '' : 'es'}: mark 0 to ${boxes}.`);
  const w = u.condition.wounds;
  const now = row === 'dead' ? (w.dead ? 1 : 0) : w[row];
  if (now === marked) return reject(`${u.name} already has ${marked} of ${boxes} marked there.`);
  const track = row === 'dead' ? { ...w, dead: marked === 1 } : { ...w, [row]: marked };
  let condition = marked > now && row !== 'dead' ? afterWounds(u.condition, track, row) : { ...u.condition, wounds: track };
  if (track.light + track.serious + track.critical + track.incapacitated === 0) condition = { ...condition, bleeding: false };
  if (track.nearDeath === 0) condition = { ...condition, nearDeathChecks: 0, stabilized: false };
  // Only a change across the line moves the status: a unit the GM put out stays out after a scratch is cleared.
  let status = statusOf(condition, u.status);
  if (!isOut(track) && isOut(w)) status = 'fighting';
  let s = withUnit(state, u.id, (v) => ({
    // A danger the GM starts or ends starts or stops the casualty's own minute (R-OPS-30).
    ...withCondition(state, v, condition),
    status,
    // Back in the fight mid-round, it waits for the next round's initiative.
    ...(status === 'fighting' && u.status !== 'fighting' ? { initiative: null, hold: null, turn: { moved: 0, acted: true, done: true } } : {}),
  }));
  if (status !== 'fighting' && u.status === 'fighting') s = releaseGrips(s, u.id);
  return gmStep(s, { kind: 'wounds', unit: u.id, name: u.name, row, marked, boxes, status }, isPublic, status !== u.status);
}

export function gmAmmo(state: BattleState, id: string, weapon: number, loaded: number, spares: number, isPublic: boolean): CommandResult {
  const u = gmTarget(state, id);
  if (typeof u === 'string') return reject(u);
  const w = u.weapons[weapon];
  if (!w) return reject(`${u.name} carries no firearm number ${weapon + 1}.`);
  if (!Number.isInteger(loaded) || loaded < 0 || loaded > w.magazine) return reject(`The ${w.name}'s magazine holds 0 to ${w.magazine} rounds.`);
  if (!Number.isInteger(spares) || spares < 0 || spares > 100) return reject('Spare magazines: 0 to 100.');
  if (loaded === w.loaded && spares === w.spares) return reject(`The ${w.name} already has ${loaded} rounds and ${spares} spare magazines.`);
  const s = withUnit(state, u.id, (v) => ({ ...v, weapons: v.weapons.map((x, i) => (i === weapon ? { ...x, loaded, spares } : x)) }));
  return gmStep(s, { kind: 'ammo', unit: u.id, name: u.name, weapon: w.name, loaded, spares }, isPublic);
}

export function gmFlashBangs(state: BattleState, id: string, count: number, isPublic: boolean): CommandResult {
  const u = gmTarget(state, id);
  if (typeof u === 'string') return reject(u);
  if (!Number.isInteger(count) || count < 0 || count > 20) return reject('Flash-bangs: 0 to 20.');
  if (count === u.flashBangs) return reject(`${u.name} already carries ${count}.`);
  return gmStep(withUnit(state, u.id, (v) => ({ ...v, flashBangs: count })), { kind: 'flash-bangs', unit: u.id, name: u.name, count }, isPublic);
}

/** R-OPS-23: an armor's values only ever drop from its own; the GM may set them anywhere from 0 back up to those. */
export function gmArmor(state: BattleState, id: string, ballistic: number, physical: number, isPublic: boolean): CommandResult {
  const u = gmTarget(state, id);
  if (typeof u === 'string') return reject(u);
  if (!u.armor) return reject(`${u.name} wears no armor.`);
  const def = findArmor(u.armor.name);
  const maxB = def.ok ? def.value.ballistic : Math.max(u.armor.ballistic, 0);
  const maxP = def.ok ? def.value.physical : Math.max(u.armor.physical, 0);
  if (!Number.isInteger(ballistic) || ballistic < 0 || ballistic > maxB) return reject(`The ${u.armor.name}'s ballistic value is 0 to ${maxB}.`);
  if (!Number.isInteger(physical) || physical < 0 || physical > maxP) return reject(`The ${u.armor.name}'s physical value is 0 to ${maxP}.`);
  if (ballistic === u.armor.ballistic && physical === u.armor.physical) return reject(`The ${u.armor.name} already has those values.`);
  const armor = { name: u.armor.name, ballistic, physical };
  return gmStep(withUnit(state, u.id, (v) => ({ ...v, armor })), { kind: 'armor', unit: u.id, name: u.name, armor: armor.name, ballistic, physical }, isPublic);
}
