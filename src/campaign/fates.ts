import type { Agent } from '../agents/types';
import type { ServiceRecord } from '../agents/service-record';
import { NO_RECORD } from '../agents/service-record';
import { codeName } from '../ops/character/code-names';
import { derivedSkills } from '../ops/character/derived-skills';
import { normalizeName } from '../ops/lookup';
import { missionAward, rolledKey, type SpendingWindow } from './experience';
import { FIT, recoveryAfter } from './healing';
import type { AgentReport, MissionReport } from './mission-report';
import type { Campaign, CampaignAgent, MissionAgent, PlayedMission } from './types';
import { withRecovery } from './recovery';

/** What the GM changed in the debrief before it is recorded (R-CAMP-3: "the GM may change an award"). */
export interface DebriefChanges {
  /** EP per agent id, replacing the rule's award. */
  readonly awards?: Readonly<Record<string, number>>;
  /** Evacuated to hospital or not, per agent id, replacing what the aftermath said (R-OPS-32). */
  readonly hospital?: Readonly<Record<string, boolean>>;
}

export const MAX_GM_AWARD = 20;

/** The labels of the agent's skills that its rolls used: "Rifle with the M16a2 (…)" is Rifle. */
export function skillsRolled(agent: Agent, traits: readonly string[]): string[] {
  const labels = derivedSkills(agent)
    .filter((s) => s.rating !== null)
    .map((s) => s.label)
    .sort((a, b) => b.length - a.length);
  const out: string[] = [];
  for (const t of traits) {
    const n = normalizeName(t);
    const label = labels.find((l) => n === normalizeName(l) || n.startsWith(`${normalizeName(l)} `) || n.startsWith(`${normalizeName(l)}(`));
    if (label !== undefined && !out.includes(label)) out.push(label);
  }
  return out;
}

function recordAfter(r: ServiceRecord | undefined, u: AgentReport, ep: number, missionId: string): ServiceRecord {
  const base = r ?? NO_RECORD;
  const wounded = u.worst !== 'none' && u.fate !== 'dead';
  return {
    ...base,
    missions: base.missions + 1,
    wounded: base.wounded + (wounded ? 1 : 0),
    kills: base.kills + u.kills,
    killedInAction: base.killedInAction || u.fate === 'dead',
    objectives: (base.objectives ?? 0) + u.objectives,
    takedowns: (base.takedowns ?? 0) + u.takedowns,
    injuries: u.worst !== 'none' ? [...(base.injuries ?? []), { mission: missionId, worst: u.worst }] : (base.injuries ?? []),
    ep: { earned: (base.ep?.earned ?? 0) + ep, spent: base.ep?.spent ?? 0 },
  };
}

export type Recorded =
  | { readonly ok: true; readonly campaign: Campaign; readonly played: PlayedMission }
  | { readonly ok: false; readonly reason: string };

/**
 * R-CAMP-2 and R-CAMP-3 after a mission: the dead leave the team (the memorial keeps them), prisoners
 * are lost to it until a later mission rescues them, the wounded keep their wound boxes to heal in
 * days (half in hospital), and every agent that took part earns its EP and may spend them on the
 * skills it rolled. Armor and ammunition need nothing: the agent's gear is its file's, never the
 * battle's (the Agency refills and repairs it). The deployment ends; the mission moves to the played.
 */
export function recordMission(c: Campaign, report: MissionReport, changes: DebriefChanges = {}): Recorded {
  const deployment = c.deployment;
  if (!deployment) return { ok: false, reason: 'No mission is under way: deploy a team first.' };
  const mission = c.missions.find((m) => m.id === deployment.mission);
  if (!mission) return { ok: false, reason: 'The mission under way is no longer in the campaign.' };
  const byUnit = new Map(report.units.map((u) => [u.unit, u]));
  const agents = new Map(c.agents.map((a) => [a.id, a]));
  const rows: MissionAgent[] = [];
  for (const [i, posting] of deployment.team.entries()) {
    const member = agents.get(posting.agent);
    const u = byUnit.get(teamUnitId(i));
    if (!member || !u) return { ok: false, reason: `The battle's report has no unit for ${member?.agent.name ?? posting.agent}.` };
    const rule = missionAward({ objectives: u.objectives, succeeded: report.succeeded });
    const set = changes.awards?.[member.id];
    const ep = set === undefined ? rule : Math.max(0, Math.min(MAX_GM_AWARD, Math.round(set)));
    const hospital = changes.hospital?.[member.id] ?? u.hospital;
    rows.push({
      agent: member.id,
      codeName: codeName(member.agent.animal, posting.color, posting.designation),
      fate: u.fate,
      worst: u.worst,
      hospital,
      kills: u.kills,
      takedowns: u.takedowns,
      objectives: u.objectives,
      ep,
      adjusted: ep !== rule,
    });
    agents.set(member.id, afterFate(member, u, { ep, hospital, day: c.day, mission: mission.id, title: mission.title }));
  }
  const played: PlayedMission = {
    id: mission.id,
    title: mission.title,
    day: c.day,
    succeeded: report.succeeded,
    result: `${report.title}: ${report.reason}`,
    rounds: report.rounds,
    seed: deployment.seed,
    agents: rows,
  };
  const { deployment: _done, ...rest } = c;
  return {
    ok: true,
    played,
    campaign: {
      ...rest,
      agents: c.agents.map((a) => agents.get(a.id) ?? a),
      missions: c.missions.filter((m) => m.id !== mission.id),
      played: [...c.played, played],
    },
  };
}

/** The team's units are side "a"'s in posting order (deploy.ts builds the battle that way). */
export function teamUnitId(index: number): string {
  return `a${index + 1}`;
}

function afterFate(member: CampaignAgent, u: AgentReport, o: { ep: number; hospital: boolean; day: number; mission: string; title: string }): CampaignAgent {
  const record = recordAfter(member.agent.record, u, o.ep, o.mission);
  if (u.fate === 'dead') {
    const { window: _w, ...rest } = member;
    return { ...rest, status: 'dead', fell: { day: o.day, mission: o.mission }, agent: withRecovery({ ...member.agent, record }, FIT) };
  }
  const window: SpendingWindow = { mission: o.mission, missionTitle: o.title, rolled: skillsRolled(member.agent, u.rolled).map(rolledKey), raised: [] };
  const recovery = recoveryAfter(u.wounds, o.hospital);
  const agent = withRecovery({ ...member.agent, record }, recovery);
  if (u.fate === 'prisoner') return { ...member, agent, status: 'captured', fell: { day: o.day, mission: o.mission }, window };
  return { ...member, agent, window };
}


