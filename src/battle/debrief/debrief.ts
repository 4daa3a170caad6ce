import type { WoundLevel } from '../../ops/data/wound-chart';
import { replayCommands } from '../commands/replay';
import type { BattleCommand } from '../commands/types';
import type { BattleMap } from '../map/types';
import { ROUND_SECONDS } from '../../ops/time/clock';
import type { BattleEvent } from '../state/events';
import { describeHouseRules, houseRulesOf } from '../state/house-rules';
import type { BattleState } from '../state/types';
import { unitFates, type FateKind } from './fates';
import { missionDebriefFrom, type MissionDebrief } from '../mission/debrief';

/**
 * The debrief after the last shot (R-OPS-32): the result, how long the fight and
 * the aftermath took, and per unit its fate, the rounds it fired, the hits it gave and took, the
 * first aid it gave and the enemies it killed; and the house rules the battle was played under.
 * Read from the battle's events (the command log replayed): the state keeps no history.
 */
export interface UnitDebrief {
  readonly unit: string;
  readonly name: string;
  readonly side: string;
  readonly fate: FateKind;
  /** The worst wound row marked ('none' when unhurt). */
  readonly worst: WoundLevel;
  readonly roundsFired: number;
  /** Shots that hit and hand-to-hand blows that did damage, given and taken. */
  readonly hitsGiven: number;
  readonly hitsTaken: number;
  /** First Aid rolls this unit made (in the battle and after it), and those that worked. */
  readonly firstAidGiven: number;
  readonly firstAidStopped: number;
  /** Enemies who died of wounds this unit gave them last. */
  readonly kills: number;
}

export interface SideDebrief {
  readonly id: string;
  readonly name: string;
  readonly fates: Readonly<Record<FateKind, number>>;
}

export interface Debrief {
  /** "Red Team wins" or "No winner", and the reason the battle ended. */
  readonly title: string;
  readonly reason: string;
  readonly winner: string | null;
  readonly rounds: number;
  /** The fight's length in seconds (R-OPS-24: 4 s a round). */
  readonly battleSeconds: number;
  /** The minutes after it until every casualty was stable or dead (R-OPS-32). */
  readonly aftermathMinutes: number;
  readonly sides: readonly SideDebrief[];
  readonly units: readonly UnitDebrief[];
  readonly houseRules: readonly { readonly label: string; readonly value: string; readonly changed: boolean }[];
  /** A covert mission's objectives, alarms and notices (mission/debrief.ts); null for a plain battle. */
  readonly mission: MissionDebrief | null;
}

interface Tally {
  roundsFired: number;
  hitsGiven: number;
  hitsTaken: number;
  firstAidGiven: number;
  firstAidStopped: number;
  kills: number;
}

/** The debrief of a battle from the events of its whole command log and its final state. */
export function debriefFrom(final: BattleState, events: readonly BattleEvent[]): Debrief {
  const tally = new Map<string, Tally>(final.units.map((u) => [u.id, { roundsFired: 0, hitsGiven: 0, hitsTaken: 0, firstAidGiven: 0, firstAidStopped: 0, kills: 0 }]));
  const sideOf = new Map(final.units.map((u) => [u.id, u.side]));
  /** Who last wounded each unit: a death is that unit's kill. */
  const lastHit = new Map<string, string>();
  const dead = new Set<string>();
  const hit = (by: string, target: string) => {
    const a = tally.get(by);
    const t = tally.get(target);
    if (a) a.hitsGiven++;
    if (t) t.hitsTaken++;
    if (sideOf.get(by) !== sideOf.get(target)) lastHit.set(target, by);
  };
  for (const e of events) {
    if (e.type === 'unit.fired') {
      const t = tally.get(e.unit);
      if (t) t.roundsFired += e.roundsSpent;
      for (const shot of e.shots) if (shot.hit) hit(e.unit, e.target);
    } else if (e.type === 'unit.melee') {
      if (e.won && e.damage !== null) hit(e.unit, e.target);
    } else if (e.type === 'first-aid') {
      const t = tally.get(e.unit);
      if (t) {
        t.firstAidGiven++;
        if (e.stopped !== null) t.firstAidStopped++;
      }
    } else if (e.type === 'unit.out' && e.dead && !dead.has(e.unit)) {
      dead.add(e.unit);
      const killer = lastHit.get(e.unit);
      const t = killer === undefined ? undefined : tally.get(killer);
      if (t) t.kills++;
    }
  }
  const fates = unitFates(final);
  const units: UnitDebrief[] = final.units.map((u, i) => {
    const f = fates[i];
    const t = tally.get(u.id);
    return {
      unit: u.id,
      name: u.name,
      side: u.side,
      fate: f?.fate ?? 'unresolved',
      worst: f?.worst ?? 'none',
      roundsFired: t?.roundsFired ?? 0,
      hitsGiven: t?.hitsGiven ?? 0,
      hitsTaken: t?.hitsTaken ?? 0,
      firstAidGiven: t?.firstAidGiven ?? 0,
      firstAidStopped: t?.firstAidStopped ?? 0,
      kills: t?.kills ?? 0,
    };
  });
  const sides: SideDebrief[] = final.sides.map((s) => {
    const count: Record<FateKind, number> = { unhurt: 0, wounded: 0, prisoner: 0, dead: 0, unresolved: 0 };
    for (const u of units) if (u.side === s.id) count[u.fate]++;
    return { id: s.id, name: s.name, fates: count };
  });
  const winner = final.result?.winner ?? null;
  const winnerName = winner === null ? null : (final.sides.find((s) => s.id === winner)?.name ?? winner);
  return {
    title: winnerName === null ? 'No winner' : `${winnerName} wins`,
    reason: final.result?.reason ?? 'The battle is not over.',
    winner,
    rounds: final.clock.round,
    battleSeconds: final.clock.round * ROUND_SECONDS,
    aftermathMinutes: final.aftermath?.minutes ?? 0,
    sides,
    units,
    houseRules: describeHouseRules(houseRulesOf(final.options)).map(({ label, value, changed }) => ({ label, value, changed })),
    mission: missionDebriefFrom(final, events),
  };
}

/** The debrief of a battle from its first state and command log (a save, the table's session). */
export function debriefOf(initial: BattleState, map: BattleMap, commands: readonly BattleCommand[]): Debrief | { readonly error: string } {
  const r = replayCommands(initial, map, commands);
  if ('rejected' in r) return { error: `The battle's log does not replay (command ${r.at + 1}: ${r.rejected}).` };
  return debriefFrom(r.state, r.events);
}

/** "3 min 12 s" for a length in seconds. */
export function formatBattleTime(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m === 0 ? `${s} s` : s === 0 ? `${m} min` : `${m} min ${s} s`;
}
