import type { BattleEvent } from '../state/events';
import type { BattleState } from '../state/types';
import { guardOf, isDefender, isIntruder } from './access';
import { silencedDifficulty } from './noise';

/**
 * What the computer did in simulated missions, counted from each command and its events (the
 * command log replayed gives the same): rolls to notice and notices (R-OPS-40), takedowns (a
 * defender taken out by an intruder's attack while it was not alerted, R-OPS-42), alarms raised and
 * by what (R-OPS-44), devices disarmed, objectives done (R-OPS-45), silenced shots heard and unheard
 * (R-OPS-41).
 */
export interface MissionCensus {
  missions: number;
  rollsToNotice: number;
  notices: number;
  /** Notices without a roll: adjacent, attacking, or by an alerted defender. */
  noticesWithoutRoll: number;
  cameraNotices: number;
  footstepRolls: number;
  footstepsHeard: number;
  takedowns: number;
  surpriseAttacks: number;
  alarms: number;
  /** Alarms by how they were raised: panel, camera, tripwire, motion, hack, device. */
  alarmsBy: Record<string, number>;
  radioCalls: number;
  devicesSpotted: number;
  devicesDisarmed: number;
  devicesSetOff: number;
  objectivesDone: Record<string, number>;
  silencedShots: number;
  silencedHeard: number;
  silencedUnheard: number;
  loudShots: number;
  reinforcements: number;
  intrudersOut: number;
  defendersOut: number;
}

export function emptyMissionCensus(): MissionCensus {
  return {
    missions: 0,
    rollsToNotice: 0,
    notices: 0,
    noticesWithoutRoll: 0,
    cameraNotices: 0,
    footstepRolls: 0,
    footstepsHeard: 0,
    takedowns: 0,
    surpriseAttacks: 0,
    alarms: 0,
    alarmsBy: {},
    radioCalls: 0,
    devicesSpotted: 0,
    devicesDisarmed: 0,
    devicesSetOff: 0,
    objectivesDone: {},
    silencedShots: 0,
    silencedHeard: 0,
    silencedUnheard: 0,
    loudShots: 0,
    reinforcements: 0,
    intrudersOut: 0,
    defendersOut: 0,
  };
}

const bump = (r: Record<string, number>, k: string): void => {
  r[k] = (r[k] ?? 0) + 1;
};

/** Counts one command of a mission (the state before it and the command's events). */
export function countMissionStep(c: MissionCensus, before: BattleState, events: readonly BattleEvent[]): void {
  const m = before.mission;
  if (!m) return;
  const attacked = new Set<string>();
  for (const e of events) {
    if (e.type === 'mission.notice') {
      if (e.rolls) c.rollsToNotice++;
      if (!e.noticed) continue;
      c.notices++;
      if (!e.rolls) c.noticesWithoutRoll++;
      if (m.devices.some((d) => d.id === e.by)) c.cameraNotices++;
    } else if (e.type === 'mission.heard') {
      if (e.what !== 'steps') continue;
      c.footstepRolls++;
      if (e.heard) c.footstepsHeard++;
    } else if (e.type === 'mission.alarm') {
      if (!e.raised) continue;
      c.alarms++;
      bump(c.alarmsBy, e.how);
    } else if (e.type === 'mission.radio') c.radioCalls++;
    else if (e.type === 'mission.device') {
      if (e.change === 'spotted') c.devicesSpotted++;
      if (e.change === 'disarmed') c.devicesDisarmed++;
      if (e.change === 'set-off') c.devicesSetOff++;
    } else if (e.type === 'mission.objective') {
      if (e.state === 'done') bump(c.objectivesDone, m.objectives.find((x) => x.id === e.objective)?.kind ?? 'objective');
    } else if (e.type === 'mission.reinforcements') c.reinforcements += e.units.length;
    else if (e.type === 'unit.fired' || e.type === 'unit.melee') {
      const shooter = before.units.find((u) => u.id === e.unit);
      const target = before.units.find((u) => u.id === e.target);
      if (!shooter || !target) continue;
      if (e.type === 'unit.fired') {
        if (silencedDifficulty(m, shooter, e.weapon) !== null) {
          c.silencedShots++;
          const heard = events.some((h) => h.type === 'mission.heard' && h.what === 'silenced' && h.source === shooter.id && h.heard);
          if (heard) c.silencedHeard++;
          else c.silencedUnheard++;
        } else c.loudShots++;
      }
      if (isIntruder(m, shooter) && isDefender(m, target) && guardOf(m, target).awareness !== 'alerted') {
        c.surpriseAttacks++;
        attacked.add(target.id);
      }
    } else if (e.type === 'unit.out') {
      // A takedown: out in the very command that attacked it while it was not alerted (R-OPS-42).
      const u = before.units.find((x) => x.id === e.unit);
      if (u && u.status === 'fighting' && isDefender(m, u) && attacked.has(u.id)) c.takedowns++;
    }
  }
}

/** Counts how a mission ended: the units out of the fight (or dead) on each side. */
export function countMissionEnd(c: MissionCensus, end: BattleState): void {
  const m = end.mission;
  if (!m) return;
  c.missions++;
  for (const u of end.units) {
    if (u.status === 'fighting') continue;
    if (isDefender(m, u)) c.defendersOut++;
    else if (isIntruder(m, u)) c.intrudersOut++;
  }
}
