import { debriefFrom } from '../battle/debrief/debrief';
import type { FateKind } from '../battle/debrief/fates';
import type { BattleEvent } from '../battle/state/events';
import type { BattleState } from '../battle/state/types';
import type { WoundTrack } from '../ops/combat/wounds';
import type { WoundLevel } from '../ops/data/wound-chart';
import type { RollRecord } from '../ops/dice/roll-record';

/**
 * What a campaign takes from a finished battle for each of its agents (R-CAMP-2, R-CAMP-3): its fate
 * and wounds, whether it was evacuated to hospital, its kills and takedowns, the objectives it
 * completed and the traits it rolled. Read from the battle's final state and its events (the command
 * log replayed), like the debrief.
 */
export interface AgentReport {
  readonly unit: string;
  readonly name: string;
  readonly fate: FateKind;
  readonly worst: WoundLevel;
  readonly wounds: WoundTrack;
  /** Treated with the hospital's +2 in the aftermath (R-OPS-32): it heals in half the days (R-CAMP-2). */
  readonly hospital: boolean;
  readonly kills: number;
  /** Enemies it took out of the fight (the last to wound them) who did not die. */
  readonly takedowns: number;
  readonly objectives: number;
  /** The traits of its own rolls ("Rifle with the M16a2 …", "First Aid"), each once, in order. */
  readonly rolled: readonly string[];
}

export interface MissionReport {
  readonly succeeded: boolean;
  readonly title: string;
  readonly reason: string;
  readonly rounds: number;
  readonly units: readonly AgentReport[];
}

/** Each roll of an event with the unit that rolled it (GM rolls belong to no unit). */
function rollsOf(e: BattleEvent): { unit: string; roll: RollRecord }[] {
  if (e.type === 'round.started') return [...e.rolls];
  if (e.type === 'unit.fired') return e.shots.map((s) => ({ unit: e.unit, roll: s.roll }));
  if (e.type === 'unit.melee') {
    return [
      { unit: e.unit, roll: e.attacker },
      { unit: e.target, roll: e.defender },
    ];
  }
  if (e.type === 'door.changed') return e.roll ? [{ unit: e.unit, roll: e.roll }] : [];
  if (e.type === 'gm.roll') return [];
  return genericRolls(e);
}

/** Throws, first aid, Body rolls; and events added later (missions' notice and Listen rolls) that carry `unit` and `roll`. */
function genericRolls(e: BattleEvent): { unit: string; roll: RollRecord }[] {
  const o = e as unknown as Record<string, unknown>;
  const roll = o.roll;
  if (typeof o.unit === 'string' && roll !== null && typeof roll === 'object' && 'trait' in roll) return [{ unit: o.unit, roll: roll as RollRecord }];
  return [];
}

/** Units that reached an objective zone: standing in it when their side won by reaching it. */
function reachers(final: BattleState): Set<string> {
  const out = new Set<string>();
  const winner = final.result?.winner ?? null;
  if (winner === null) return out;
  for (const o of final.objectives) {
    if (o.side !== winner) continue;
    for (const u of final.units) {
      const inside = u.cell.x >= o.zone.x && u.cell.y >= o.zone.y && u.cell.x < o.zone.x + o.zone.w && u.cell.y < o.zone.y + o.zone.h;
      if (u.side === winner && u.status === 'fighting' && inside) out.add(u.id);
    }
  }
  return out;
}

/** The report of side `side`'s units after the battle. `succeeded`: that side won. */
export function missionReport(final: BattleState, events: readonly BattleEvent[], side: string): MissionReport {
  const debrief = debriefFrom(final, events);
  const rolled = new Map<string, string[]>();
  const hospital = new Set<string>();
  const sideOf = new Map(final.units.map((u) => [u.id, u.side]));
  const lastHit = new Map<string, string>();
  const takenOutBy = new Map<string, string>();
  const hit = (by: string, target: string) => {
    if (sideOf.get(by) !== sideOf.get(target)) lastHit.set(target, by);
  };
  for (const e of events) {
    for (const { unit, roll } of rollsOf(e)) {
      const list = rolled.get(unit) ?? [];
      if (!list.includes(roll.trait.name)) list.push(roll.trait.name);
      rolled.set(unit, list);
    }
    if (e.type === 'unit.fired') {
      if (e.shots.some((s) => s.hit)) hit(e.unit, e.target);
    } else if (e.type === 'unit.melee') {
      if (e.won && e.damage !== null) hit(e.unit, e.target);
    } else if (e.type === 'first-aid' && e.hospital === true) {
      hospital.add(e.patient);
    } else if (e.type === 'unit.out' && !takenOutBy.has(e.unit)) {
      const by = lastHit.get(e.unit);
      if (by !== undefined) takenOutBy.set(e.unit, by);
    }
  }
  const takedowns = new Map<string, number>();
  for (const [target, by] of takenOutBy) {
    const t = final.units.find((u) => u.id === target);
    if (t && t.status !== 'dead') takedowns.set(by, (takedowns.get(by) ?? 0) + 1);
  }
  const reached = reachers(final);
  const units: AgentReport[] = debrief.units
    .filter((u) => u.side === side)
    .map((u) => ({
      unit: u.unit,
      name: u.name,
      fate: u.fate,
      worst: u.worst,
      wounds: final.units.find((x) => x.id === u.unit)?.condition.wounds ?? { scratch: 0, hurt: 0, light: 0, serious: 0, critical: 0, incapacitated: 0, nearDeath: 0, dead: false },
      hospital: hospital.has(u.unit),
      kills: u.kills,
      takedowns: takedowns.get(u.unit) ?? 0,
      objectives: reached.has(u.unit) ? 1 : 0,
      rolled: rolled.get(u.unit) ?? [],
    }));
  return { succeeded: debrief.winner === side, title: debrief.title, reason: debrief.reason, rounds: debrief.rounds, units };
}
