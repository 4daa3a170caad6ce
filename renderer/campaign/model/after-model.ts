/**
 * After a mission: the debrief (each agent's fate and award, which the GM may change, R-CAMP-3), the
 * EP spending (each raise's cost or why it cannot be bought) and the days that pass (who heals,
 * R-CAMP-2). Pure: the screens show these and report the player's choices.
 */
import { MAX_GM_AWARD } from '../../../src/campaign/fates';
import { missionAward, raiseOptions, type RaiseOption } from '../../../src/campaign/experience';
import { daysUntilFit, rest } from '../../../src/campaign/healing';
import { recoveryOf, withRecovery } from '../../../src/campaign/recovery';
import type { MissionReport } from '../../../src/campaign/mission-report';
import type { Campaign } from '../../../src/campaign/types';
import { codeName } from '../../../src/ops/character/code-names';
import { WOUND_ROWS, type WoundLevel } from '../../../src/ops/data/wound-chart';
import { woundsText } from './roster-model';

export interface DebriefDraft {
  readonly awards: Readonly<Record<string, number>>;
  readonly hospital: Readonly<Record<string, boolean>>;
}

export const FATE_WORDS = { unhurt: 'Unhurt', wounded: 'Wounded', prisoner: 'Taken prisoner', dead: 'Killed in action', unresolved: 'Still in danger' } as const;

export const woundWord = (w: WoundLevel): string => (w === 'none' ? '' : (WOUND_ROWS.find((r) => r.id === w)?.name ?? w));

export interface DebriefRow {
  readonly id: string;
  readonly name: string;
  readonly codeName: string;
  readonly fate: string;
  readonly dead: boolean;
  readonly worst: string;
  readonly hospital: boolean;
  readonly kills: number;
  readonly takedowns: number;
  readonly objectives: number;
  /** R-CAMP-3's award, and the one that will be given (the GM's when changed). */
  readonly rule: number;
  readonly award: number;
}

export interface DebriefModel {
  readonly title: string;
  readonly result: string;
  readonly succeeded: boolean;
  readonly rounds: number;
  readonly rows: readonly DebriefRow[];
  readonly fallen: readonly string[];
  readonly maxAward: number;
}

export function debriefModel(c: Campaign, report: MissionReport, draft: DebriefDraft): DebriefModel | undefined {
  const d = c.deployment;
  const mission = d ? c.missions.find((m) => m.id === d.mission) : undefined;
  if (!d || !mission) return undefined;
  const rows: DebriefRow[] = [];
  for (const [i, p] of d.team.entries()) {
    const a = c.agents.find((x) => x.id === p.agent);
    const u = report.units[i];
    if (!a || !u) continue;
    const rule = missionAward({ objectives: u.objectives, succeeded: report.succeeded });
    rows.push({
      id: a.id,
      name: a.agent.name,
      codeName: codeName(a.agent.animal, p.color, p.designation),
      fate: FATE_WORDS[u.fate],
      dead: u.fate === 'dead',
      worst: woundWord(u.worst),
      hospital: draft.hospital[a.id] ?? u.hospital,
      kills: u.kills,
      takedowns: u.takedowns,
      objectives: u.objectives,
      rule,
      award: draft.awards[a.id] ?? rule,
    });
  }
  return {
    title: `${mission.title}: ${report.succeeded ? 'mission accomplished' : 'mission failed'}`,
    result: `${report.title}. ${report.reason}`,
    succeeded: report.succeeded,
    rounds: report.rounds,
    rows,
    fallen: rows.filter((r) => r.dead).map((r) => r.name),
    maxAward: MAX_GM_AWARD,
  };
}

export interface SpendRow {
  readonly id: string;
  readonly name: string;
  readonly toSpend: number;
  readonly mission: string;
  readonly options: readonly RaiseOption[];
}

/** Every agent that may spend EP now, with each raise it could buy (and why not). */
export function spendModel(c: Campaign, approved: boolean): SpendRow[] {
  return c.agents
    .filter((a) => a.status === 'active' && a.window !== undefined)
    .map((a) => {
      const ep = a.agent.record?.ep ?? { earned: 0, spent: 0 };
      return { id: a.id, name: a.agent.name, toSpend: ep.earned - ep.spent, mission: a.window?.missionTitle ?? '', options: raiseOptions(a.agent, a.window, approved) };
    });
}

export interface RestRow {
  readonly id: string;
  readonly name: string;
  readonly before: string;
  readonly after: string;
  readonly healed: number;
  readonly daysLeft: number;
}

/** What `days` of rest will do, before they pass: each wounded agent's boxes now and after. */
export function restModel(c: Campaign, days: number): RestRow[] {
  return c.agents
    .filter((a) => a.status === 'active' && daysUntilFit(recoveryOf(a.agent)) > 0)
    .map((a) => {
      const r = rest(recoveryOf(a.agent), Math.max(0, Math.floor(days)));
      const after = woundsText(withRecovery(a.agent, r.recovery));
      return { id: a.id, name: a.agent.name, before: woundsText(a.agent), after: after || 'fit', healed: r.healed.length, daysLeft: daysUntilFit(r.recovery) };
    });
}

/** The rest the next mission gives by default: its days before (R-CAMP-1), 7 when none is planned. */
export function defaultRest(c: Campaign): number {
  return c.missions[0]?.daysBefore ?? 7;
}
