import { BLIND_ROUNDS, flashBangThrowChance, flashBangVictims, resolveFlashBangThrow } from '../../ops/combat/flash-bang';
import { currentDanger } from '../../ops/time/bleeding';
import { resolveFirstAid, type FirstAidInput } from '../../ops/time/first-aid';
import type { Cell } from '../geometry/cells';
import { distanceMeters } from '../geometry/distance';
import { lineOfSight } from '../geometry/sight';
import type { BattleMap } from '../map/types';
import { inflict } from '../state/effects';
import type { BattleState, Effect, Unit } from '../state/types';
import { unitById, unitModifiers, withUnit } from '../state/units';
import { actorFor, finishTurn, reject, type CommandResult } from './actor';
import { diceFor } from '../state/dice';
import { withCondition } from '../time/minute-from';

export function throwDistance(map: BattleMap, u: Unit, at: Cell): number {
  return Math.round(distanceMeters(map, u.cell, at) * 100) / 100;
}

/** The exact chance the throw lands where aimed (R-CORE-4), or why it cannot be thrown. */
export function throwChance(map: BattleMap, u: Unit, at: Cell): number | string {
  const c = flashBangThrowChance({
    throwing: u.stats.skills['Throwing'] ?? -3,
    distanceM: throwDistance(map, u, at),
    modifiers: unitModifiers(u, { combat: true, sight: true, physical: true }),
  });
  return typeof c === 'number' ? c : c.rejected;
}

/** Why a flash-bang cannot be thrown at `at`, or undefined. */
export function throwProblem(state: BattleState, map: BattleMap, u: Unit, at: Cell): string | undefined {
  if (u.heldBy) return `${u.name} is held and can only try to escape (R-OPS-19).`;
  if (u.flashBangs <= 0) return `${u.name} has no flash-bang left.`;
  if (at.x < 0 || at.y < 0 || at.x >= map.width || at.y >= map.height) return 'That cell is off the map.';
  if (map.cells.blocksSight[at.y * map.width + at.x] === 1 || !lineOfSight(map, u.cell, at)) {
    return `${u.name} cannot see that cell to throw there.`;
  }
  const chance = flashBangThrowChance({ throwing: u.stats.skills['Throwing'] ?? -3, distanceM: throwDistance(map, u, at) });
  return typeof chance === 'number' ? undefined : chance.rejected;
}

/** R-OPS-17: a Throwing roll at the range difficulty; on target, everyone within the radius is blinded. */
export function applyThrow(state: BattleState, map: BattleMap, id: string, at: Cell): CommandResult {
  const u = actorFor(state, id);
  if (typeof u === 'string') return reject(u);
  const problem = throwProblem(state, map, u, at);
  if (problem) return reject(problem);
  const dice = diceFor(state, u.id);
  const distanceM = throwDistance(map, u, at);
  const result = resolveFlashBangThrow(dice.rng, {
    throwing: u.stats.skills['Throwing'] ?? -3,
    distanceM,
    modifiers: unitModifiers(u, { combat: true, sight: true, physical: true }),
  });
  if (!result.ok) return reject(result.rejected);
  const m = map.metersPerTile;
  const people = state.units
    .filter((v) => v.status === 'fighting')
    .map((v) => ({ id: v.id, x: v.cell.x * m, y: v.cell.y * m }));
  const blinded = result.onTarget ? flashBangVictims({ x: at.x * m, y: at.y * m }, people, state.options) : [];
  // The thrower's own blindness waits like anyone's: it has acted already.
  const effects: Effect[] = blinded.map((v) => ({ kind: 'blind', unit: v, rounds: BLIND_ROUNDS }));
  let s = withUnit(dice.commit(state), u.id, (v) => ({ ...v, flashBangs: v.flashBangs - 1 }));
  const hurt = inflict(s, effects);
  s = hurt.state;
  return finishTurn(s, u.id, [{ type: 'flash-bang.thrown', unit: u.id, at, roll: result.roll, blinded }, ...hurt.events]);
}

/** Why this unit cannot give First Aid to that patient now, or undefined (R-OPS-25, R-OPS-26). */
export function firstAidProblem(state: BattleState, u: Unit, patient: Unit | undefined): string | undefined {
  if (!patient) return 'There is no such patient.';
  if (u.heldBy) return `${u.name} is held and can only try to escape (R-OPS-19).`;
  if (patient.status === 'dead') return `${patient.name} is dead.`;
  if (patient.id !== u.id && Math.max(Math.abs(patient.cell.x - u.cell.x), Math.abs(patient.cell.y - u.cell.y)) > 1) {
    return `${patient.name} is not next to ${u.name}.`;
  }
  if (patient.condition.firstAidThisMinute) return `${patient.name} has had First Aid this minute already (R-OPS-25).`;
  if (currentDanger(patient.condition) === null) return `${patient.name} is neither bleeding nor dying.`;
  return undefined;
}

export function firstAidInput(u: Unit): FirstAidInput {
  return {
    firstAid: u.stats.skills['First Aid'] ?? -3,
    kit: u.firstAidKit,
    modifiers: unitModifiers(u, { combat: false, sight: true, physical: false }),
  };
}

/**
 * R-OPS-25/26 through src/ops: First Aid (3dF, once per minute per patient) stops bleeding, or at
 * Superb ends the danger of dying; +1 with a First Aid Kit.
 */
export function applyFirstAid(state: BattleState, id: string, patientId: string): CommandResult {
  const u = actorFor(state, id);
  if (typeof u === 'string') return reject(u);
  const patient = unitById(state, patientId);
  const problem = firstAidProblem(state, u, patient);
  if (problem || !patient) return reject(problem ?? 'There is no such patient.');
  const danger = currentDanger(patient.condition);
  const dice = diceFor(state, u.id);
  const result = resolveFirstAid(dice.rng, patient.condition, firstAidInput(u));
  if (!result.ok) return reject(result.rejected);
  const rolled = dice.commit(state);
  // A stopped danger stops the patient's minute (R-OPS-30).
  const s = withUnit(rolled, patient.id, (p) => withCondition(rolled, p, result.condition));
  const stopped = result.success ? (danger?.kind === 'near death' ? 'dying' : 'bleeding') : null;
  return finishTurn(s, u.id, [{ type: 'first-aid', unit: u.id, patient: patient.id, roll: result.roll, stopped }]);
}
