/**
 * A mission of the GM's own, set up in the app (R-CAMP-1: "missions the GM writes"): the map, the
 * sides (the enemy: a shipped squad or agents of the roster, and who plays it), the objective, the
 * team's size and the days before it. The draft the editor edits, its problems in sentences, and
 * the mission it becomes. Pure.
 */
import type { Agent } from '../../../src/agents/types';
import { missionIdFor } from '../../../src/campaign/campaign';
import type { Campaign, PlannedMission, ReachGoal } from '../../../src/campaign/types';

export interface MissionDraft {
  readonly title: string;
  readonly briefing: string;
  readonly map: string;
  /** A shipped squad's file name, or "roster" for agents picked from the roster. */
  readonly enemy: string;
  readonly enemyName: string;
  readonly rosterPicks: readonly string[];
  readonly controller: 'veteran' | 'recruit' | 'gm';
  readonly teamZone: 'a' | 'b';
  readonly min: number;
  readonly max: number;
  readonly daysBefore: number;
  readonly maxRounds: number;
  /** Index into the map's objective zones, or -1: hold the field. */
  readonly objective: number;
}

/** The objective zones a map offers (its Tiled `objective` objects), once it is loaded. */
export type MapZone = ReachGoal;

export function blankMission(maps: readonly string[]): MissionDraft {
  return {
    title: '',
    briefing: '',
    map: maps.includes('warehouse') ? 'warehouse' : (maps[0] ?? ''),
    enemy: 'compound-guards.json',
    enemyName: 'Compound Guards',
    rosterPicks: [],
    controller: 'veteran',
    teamZone: 'a',
    min: 1,
    max: 6,
    daysBefore: 7,
    maxRounds: 60,
    objective: -1,
  };
}

const whole = (n: number, lo: number, hi: number) => Number.isInteger(n) && n >= lo && n <= hi;

export function missionProblems(d: MissionDraft, o: { maps: readonly string[]; zones: readonly MapZone[]; enemy: readonly Agent[] }): string[] {
  const out: string[] = [];
  if (d.title.trim() === '') out.push('The mission needs a title.');
  if (!o.maps.includes(d.map)) out.push('Pick a map.');
  if (d.enemyName.trim() === '') out.push('Name the enemy.');
  if (o.enemy.length === 0) out.push(d.enemy === 'roster' ? 'Pick the enemy\'s agents from the roster.' : 'Pick the enemy\'s squad.');
  if (o.enemy.length > 12) out.push('The enemy has at most 12 agents.');
  if (!whole(d.min, 1, 12) || !whole(d.max, 1, 12) || d.min > d.max) out.push('The team is 1 to 12 agents, at least as many at most as at least.');
  if (!whole(d.daysBefore, 0, 3650)) out.push('The days before it are a whole number from 0 to 3650.');
  if (!whole(d.maxRounds, 1, 1000)) out.push('The round limit is a whole number from 1 to 1000.');
  if (d.objective >= o.zones.length) out.push('Pick an objective of this map.');
  return out;
}

/** The mission the draft describes (after missionProblems said nothing). */
export function missionOf(c: Campaign, d: MissionDraft, o: { zones: readonly MapZone[]; enemy: readonly Agent[] }): PlannedMission {
  const zone = o.zones[d.objective];
  return {
    id: missionIdFor(c, d.title),
    title: d.title.trim(),
    briefing: d.briefing.trim(),
    daysBefore: d.daysBefore,
    team: { min: d.min, max: d.max },
    plan: {
      kind: 'battle',
      map: d.map,
      enemy: { name: d.enemyName.trim(), squad: d.enemy === 'roster' ? [...o.enemy] : d.enemy, controller: d.controller },
      teamZone: d.teamZone,
      maxRounds: d.maxRounds,
      reach: zone ? [{ name: zone.name, zone: zone.zone }] : [],
    },
  };
}
