import type { BattleState, Unit } from '../state/types';
import { copyBattle } from '../state/copy';
import type { Guard, MissionState, UnitKit } from './types';

/** Small reads and writes of the mission part of a battle state. Pure: states are never mutated. */

export const NO_KIT: UnitKit = { radio: false, seesInDark: false, camouflage: null, electronicsKit: false, demolitionsKit: false, silenced: [], skills: {} };

export function withMission(state: BattleState, mission: MissionState): BattleState {
  const next = copyBattle(state);
  next.mission = mission;
  return next;
}

export function kitOf(m: MissionState, id: string): UnitKit {
  return m.kit[id] ?? NO_KIT;
}

export function isIntruder(m: MissionState, u: Pick<Unit, 'side'>): boolean {
  return u.side === m.intruders;
}

export function isDefender(m: MissionState, u: Pick<Unit, 'side'>): boolean {
  return u.side === m.defenders;
}

/** A defender's mind; a defender the mission never listed (one a GM added) is alerted. */
export function guardOf(m: MissionState, u: Pick<Unit, 'id' | 'cell'>): Guard {
  return m.guards[u.id] ?? { awareness: 'alerted', post: u.cell, route: [], leg: 0, look: null, since: 0, noticed: [], radio: null };
}

export function withGuard(m: MissionState, id: string, g: Guard): MissionState {
  return { ...m, guards: { ...m.guards, [id]: g } };
}

/** R-OPS-39: the defender is not alerted (so it may be surprised, R-OPS-42). */
export function unalerted(state: BattleState, u: Unit): boolean {
  const m = state.mission;
  return m !== undefined && isDefender(m, u) && guardOf(m, u).awareness !== 'alerted';
}

/** The unit id a captive gets when freed (R-OPS-45): `<intruders>-c<n>`, n its place in the mission's list. */
export function captiveUnitId(m: Pick<MissionState, 'intruders'>, index: number): string {
  return `${m.intruders}-c${index + 1}`;
}

/** A covert skill (Stealth, Spot Hidden, Security...) of a unit, or undefined when it has none (R-OPS-7). */
export function covertSkill(m: MissionState, u: Unit, name: string): number | undefined {
  return kitOf(m, u.id).skills[name] ?? u.stats.skills[name];
}
