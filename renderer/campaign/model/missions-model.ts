/** The calendar and the missions as the campaign screen lists them (R-CAMP-1). Pure. */
import type { Campaign, PlannedMission, PlayedMission } from '../../../src/campaign/types';
import { parseUserMapName } from '../../../src/contract/maps';

export interface MissionRow {
  readonly id: string;
  readonly title: string;
  readonly briefing: string;
  /** "Warehouse · against Compound Guards (computer, veteran)". */
  readonly where: string;
  /** "3 to 5 agents". */
  readonly team: string;
  /** "Reach the server room" or "Hold the field". */
  readonly goal: string;
  /** "Day 8 (7 days after the last)". */
  readonly when: string;
  readonly next: boolean;
  readonly underWay: boolean;
}

export interface PlayedRow {
  readonly id: string;
  readonly title: string;
  readonly day: number;
  readonly succeeded: boolean;
  readonly result: string;
  /** "4 agents: 1 killed in action, 2 wounded". */
  readonly team: string;
  readonly rest: string;
}

const CONTROLLERS = { veteran: 'computer, veteran', recruit: 'computer, recruit', gm: 'the GM' } as const;

/** "Office floor" for "office-floor"; a library map ("user:<id>:<file>") by its file name. */
export function mapTitle(map: string): string {
  const user = parseUserMapName(map);
  const bare = user ? user.fileName.replace(/\.[a-z0-9]+$/i, '') : map;
  return bare.replace(/[-_]/g, ' ').replace(/^./, (ch) => ch.toUpperCase());
}

function teamText(m: PlannedMission): string {
  return m.team.min === m.team.max ? `${m.team.min} agent${m.team.min === 1 ? '' : 's'}` : `${m.team.min} to ${m.team.max} agents`;
}

export function goalText(m: PlannedMission): string {
  const reach = m.plan.reach;
  if (reach.length === 0) return 'Hold the field: the last side able to fight wins';
  return `Reach ${reach.map((r) => r.name).join(' or ')} (or hold the field)`;
}

export function missionRows(c: Campaign): MissionRow[] {
  let day = c.day;
  return c.missions.map((m, i) => {
    // The first mission to come is played now (its rest is passed after the last debrief).
    if (i > 0) day += m.daysBefore;
    return {
      id: m.id,
      title: m.title,
      briefing: m.briefing,
      where: `${mapTitle(m.plan.map)} · against ${m.plan.enemy.name} (${CONTROLLERS[m.plan.enemy.controller]})`,
      team: teamText(m),
      goal: goalText(m),
      when: i === 0 ? `Day ${c.day}: next` : `Day ${day} (${m.daysBefore} day${m.daysBefore === 1 ? '' : 's'} after the one before)`,
      next: i === 0,
      underWay: c.deployment?.mission === m.id,
    };
  });
}

function fates(p: PlayedMission): string {
  const count = (f: string) => p.agents.filter((a) => a.fate === f).length;
  const parts = [
    count('dead') > 0 ? `${count('dead')} killed in action` : '',
    count('prisoner') > 0 ? `${count('prisoner')} taken prisoner` : '',
    count('wounded') > 0 ? `${count('wounded')} wounded` : '',
  ].filter(Boolean);
  return `${p.agents.length} agent${p.agents.length === 1 ? '' : 's'}${parts.length > 0 ? `: ${parts.join(', ')}` : ', all unhurt'}`;
}

export function playedRows(c: Campaign): PlayedRow[] {
  return c.played.map((p) => ({
    id: p.id,
    title: p.title,
    day: p.day,
    succeeded: p.succeeded,
    result: p.result,
    team: fates(p),
    rest: p.daysAfter === undefined ? '' : `${p.daysAfter} day${p.daysAfter === 1 ? '' : 's'} of rest after it`,
  }));
}
