import { unopposedChance } from '../../ops/dice/odds';
import { rollVsDifficulty, sumModifiers, type Modifier, type RollRecord } from '../../ops/dice/roll-record';
import { actorFor, finishTurn, reject, type CommandResult } from '../commands/actor';
import type { Cell } from '../geometry/cells';
import type { BattleMap } from '../map/types';
import type { BattleState, Unit } from '../state/types';
import { occupiedBy, unitModifiers } from '../state/units';
import { covertSkill, guardOf, isDefender, isIntruder, kitOf } from './access';
import type { MissionTask } from './events';
import { MissionBuilder } from './mind';
import { chargeOff, inExit, progressObjective } from './objectives';
import { nearestCell } from './perceive';
import { BAD_FAILURE, DISARM_DIFFICULTY, DISARM_WITH_KIT, FREE_DIFFICULTY, PLANT_WITH_KIT, PLANT_WITHOUT_KIT } from './readings';
import type { MissionState } from './types';
import { leaveMap } from './leave';

/**
 * A unit's mission actions (`unit.task`), each the unit's action for its turn: raise the alarm at a
 * panel (R-OPS-44), disarm a device (R-OPS-44), hack a terminal, plant and fire a charge, take an
 * item, free a captive, leave through the exit zone (R-OPS-45). Every check says why in one
 * sentence; every roll has its exact chance beforehand (`taskChance`, R-CORE-4).
 */

export interface TaskCommand {
  readonly type: 'unit.task';
  readonly unit: string;
  readonly task: MissionTask;
  /** The device, objective, item or captive it works on ('' to leave). */
  readonly target: string;
}

export { MISSION_TASKS } from './events';

const king = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** What a task rolls: the trait, its modifiers and the difficulty; null for tasks without a roll. */
export interface TaskRoll {
  readonly label: string;
  readonly trait: { readonly name: string; readonly value: number };
  readonly modifiers: readonly Modifier[];
  readonly difficulty: number;
}

function skillRoll(m: MissionState, u: Unit, skill: string, label: string, difficulty: number, extra: Modifier[] = []): TaskRoll | string {
  const value = covertSkill(m, u, skill);
  if (value === undefined) return `${u.name} has no ${skill} skill (R-OPS-7: it cannot be rolled untrained).`;
  return { label, trait: { name: skill, value }, modifiers: [...extra, ...unitModifiers(u, { combat: false, sight: true, physical: false })], difficulty };
}

/** Why this task cannot be done now by `u`, or what it rolls (null: no roll). Pure; the table's preview uses it. */
export function taskCheck(state: BattleState, u: Unit, task: MissionTask, target: string): TaskRoll | null | string {
  const m = state.mission;
  if (!m) return 'This battle is not a mission.';
  const intruder = isIntruder(m, u);
  if (task === 'alarm') {
    if (!isDefender(m, u)) return 'Only a defender raises its own alarm.';
    if (guardOf(m, u).awareness !== 'alerted') return `${u.name} is not alerted (R-OPS-44: an alerted defender raises the alarm).`;
    if (m.alarm.raised) return 'The alarm is already raised.';
    const panel = m.devices.find((d) => d.id === target && d.kind === 'panel');
    if (!panel) return 'There is no such alarm panel.';
    if (panel.status !== 'active') return `The ${panel.name} has been disarmed.`;
    if (king(panel.cells[0] ?? u.cell, u.cell) > 1) return `${u.name} must stand next to the ${panel.name}.`;
    return null;
  }
  if (!intruder) return 'Only an intruder does that.';
  if (task === 'disarm') {
    const d = m.devices.find((x) => x.id === target);
    if (!d || !d.spotted) return 'Your side knows of no such device.';
    if (d.status !== 'active') return `The ${d.name} is already ${d.status === 'off' ? 'off' : 'set off'}.`;
    const near = nearestCell(d, u.cell);
    if (!near || king(near, u.cell) > 1) return `${u.name} must stand next to the ${d.name}.`;
    const kit = kitOf(m, u.id).electronicsKit;
    return skillRoll(m, u, 'Security', `${u.name} disarms the ${d.name}: Security`, kit ? DISARM_WITH_KIT : DISARM_DIFFICULTY);
  }
  if (task === 'take') {
    const item = m.items.find((i) => i.id === target);
    if (!item || item.out) return 'There is no such item here.';
    if (item.carrier !== null) return `The ${item.name} is already carried.`;
    if (king(item.cell, u.cell) > 1) return `${u.name} must stand on or next to the ${item.name}.`;
    return null;
  }
  if (task === 'free') {
    const c = m.captives.find((x) => x.id === target);
    if (!c || c.freed) return 'There is no such captive to free.';
    if (king(c.cell, u.cell) > 1) return `${u.name} must stand next to ${c.name}.`;
    const picks: Modifier[] = u.lockPicks ? [{ value: 1, reason: 'Lock Pick Set' }] : [];
    return skillRoll(m, u, 'Pick Locks', `${u.name} frees ${c.name}: Pick Locks`, FREE_DIFFICULTY, picks);
  }
  if (task === 'leave') {
    if (!inExit(m, u.cell)) return `${u.name} is not in the exit zone.`;
    return null;
  }
  const o = m.objectives.find((x) => x.id === target);
  if (!o || o.state !== 'open') return 'There is no such objective open.';
  if (task === 'detonate') {
    if (o.kind !== 'plant' || !o.armed) return 'No charge is set there.';
    if (o.armed.by !== u.id) return `Only the planter fires its charge.`;
    return null;
  }
  const site = o.zone;
  if (!site || king({ x: site.x, y: site.y }, u.cell) > 1) return `${u.name} must stand next to the ${o.kind === 'hack' ? 'terminal' : 'charge site'}.`;
  if (task === 'hack') {
    if (o.kind !== 'hack') return 'That objective is not a terminal to hack.';
    return skillRoll(m, u, 'Computer Hacking', `${u.name} hacks the ${o.name}: Computer Hacking`, o.difficulty);
  }
  if (o.kind !== 'plant') return 'That objective is not a charge site.';
  if (o.armed) return 'The charge is set already.';
  const kit = kitOf(m, u.id).demolitionsKit;
  return skillRoll(m, u, 'Demolitions', `${u.name} sets the charge: Demolitions`, kit ? PLANT_WITH_KIT : PLANT_WITHOUT_KIT);
}

/** The exact chance a task's roll succeeds (R-CORE-4); 1 when it rolls nothing. */
export function taskChance(roll: TaskRoll | null): number {
  return roll === null ? 1 : unopposedChance(roll.trait.value + sumModifiers(roll.modifiers), roll.difficulty);
}

/** `unit.task`: the checks, the roll (keyed to the unit, R-CORE-5), the mission's change; the unit's action is spent. */
export function applyTask(state: BattleState, map: BattleMap, cmd: TaskCommand): CommandResult {
  const u = actorFor(state, cmd.unit);
  if (typeof u === 'string') return reject(u);
  if (u.heldBy) return reject(`${u.name} is held and can only try to escape (R-OPS-19).`);
  const check = taskCheck(state, u, cmd.task, cmd.target);
  if (typeof check === 'string') return reject(check);
  const b = new MissionBuilder(state, map);
  let roll: RollRecord | null = null;
  if (check !== null) {
    roll = b.roll(u.id, (rng) => rollVsDifficulty(rng, { kind: 'unopposed', label: check.label, trait: check.trait, modifiers: check.modifiers, dice: 3 }, check.difficulty, []));
  }
  const success = roll === null || roll.outcome === 'success';
  const badly = roll !== null && check !== null && roll.total <= check.difficulty - BAD_FAILURE;
  b.events.push({ type: 'mission.task', unit: u.id, task: cmd.task, target: cmd.target, roll, success });
  perform(b, u, cmd, success, badly);
  const done = b.done();
  if (cmd.task === 'leave') return leaveMap(done.state, u.id, done.events);
  return finishTurn(done.state, u.id, done.events);
}

function perform(b: MissionBuilder, u: Unit, cmd: TaskCommand, success: boolean, badly: boolean): void {
  switch (cmd.task) {
    case 'alarm': {
      const panel = b.device(cmd.target);
      b.raiseAlarm(u.id, 'panel', panel?.cells[0] ?? null);
      return;
    }
    case 'disarm': {
      const d = b.device(cmd.target);
      if (!d) return;
      if (success) {
        b.setDevice({ ...d, status: 'off' });
        b.events.push({ type: 'mission.device', device: d.id, kind: d.kind, change: 'disarmed', unit: u.id, roll: null });
      } else if (badly) {
        // R-OPS-44: a failure by 3 or more sets it off.
        b.setDevice({ ...d, status: d.kind === 'panel' ? d.status : 'tripped' });
        b.events.push({ type: 'mission.device', device: d.id, kind: d.kind, change: 'set-off', unit: u.id, roll: null });
        b.raiseAlarm(d.id, d.kind, u.cell);
      }
      return;
    }
    case 'hack':
      if (success) progressObjective(b, cmd.target, u.id);
      else if (badly) b.raiseAlarm(u.id, 'hack', u.cell);
      return;
    case 'plant':
      if (success) progressObjective(b, cmd.target, u.id);
      return;
    case 'detonate':
      chargeOff(b, cmd.target);
      return;
    case 'take': {
      const item = b.m.items.find((i) => i.id === cmd.target);
      if (!item) return;
      b.m = { ...b.m, items: b.m.items.map((i) => (i.id === item.id ? { ...i, carrier: u.id } : i)) };
      b.events.push({ type: 'mission.item', item: item.id, unit: u.id, change: 'taken', at: item.cell });
      return;
    }
    case 'free': {
      if (!success) return;
      const c = b.m.captives.find((x) => x.id === cmd.target);
      if (!c) return;
      const cell = freeCellNear(b.state, b.map, c.cell);
      // It joins the intruders; mid-round it has no initiative yet, so it acts from the next round (R-OPS-4).
      const unit: Unit = { ...c.unit, side: b.m.intruders, cell, turn: { moved: 0, acted: true, done: true } };
      b.state = { ...b.state, units: [...b.state.units, unit] };
      b.m = { ...b.m, captives: b.m.captives.map((x) => (x.id === c.id ? { ...x, freed: true } : x)) };
      b.events.push({ type: 'mission.freed', unit: unit.id, by: u.id });
      return;
    }
    case 'leave':
      return;
  }
}

/** The captive's own cell, or the nearest free one around it (someone may stand there). */
function freeCellNear(state: BattleState, map: BattleMap, at: Cell): Cell {
  for (let r = 0; r <= 3; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
        const c = { x: at.x + dx, y: at.y + dy };
        if (c.x < 0 || c.y < 0 || c.x >= map.width || c.y >= map.height) continue;
        if (map.cells.blocksMove[c.y * map.width + c.x] === 1 || occupiedBy(state, c.x, c.y)) continue;
        return c;
      }
    }
  }
  return at;
}
