import { describe, expect, it } from 'vitest';
import { memorial } from './campaign';
import { passDays } from './calendar';
import { missionAward, rolledKey } from './experience';
import { recordMission, skillsRolled } from './fates';
import { missionReport } from './mission-report';
import { daysUntilFit } from './healing';
import { recoveryOf } from './recovery';
import { fight, yardCampaign } from './test-helpers/campaign';
import type { Campaign, Posting } from './types';
import { TIGER } from '../agents/test-agents';

const everyone = (c: Campaign, colors = ['Blue', 'Red', 'Green', 'Black']): Posting[] => c.agents.map((a, i) => ({ agent: a.id, color: colors[i] ?? 'Red' }));

describe('R-CAMP-2: after a mission the debrief fates carry over', () => {
  // Seed yard3: the team wins; two agents die, two come back wounded (Hurt, Critical).
  const c = yardCampaign('yard3');
  const f = fight(c, everyone(c));
  const recorded = recordMission(f.campaign, f.report);
  if (!recorded.ok) throw new Error(recorded.reason);
  const after = recorded.campaign;

  it('the dead leave the team, listed in the record and the memorial', () => {
    const dead = f.report.units.filter((u) => u.fate === 'dead');
    expect(dead.length).toBe(2);
    for (const [i, u] of f.report.units.entries()) {
      const a = after.agents[i]!;
      expect(a.status).toBe(u.fate === 'dead' ? 'dead' : 'active');
      if (u.fate === 'dead') {
        expect(a.fell).toEqual({ day: 1, mission: 'm1' });
        expect(a.agent.record?.killedInAction).toBe(true);
      }
    }
    expect(memorial(after).map((m) => m.mission)).toEqual(['The first yard', 'The first yard']);
    expect(recorded.played.agents.map((a) => a.fate)).toEqual(f.report.units.map((u) => u.fate));
  });

  it('the wounded keep their wound boxes and heal them in days of rest', () => {
    for (const [i, u] of f.report.units.entries()) {
      if (u.fate !== 'wounded') continue;
      const r = recoveryOf(after.agents[i]!.agent);
      const { dead: _d, ...boxes } = u.wounds;
      expect(r.wounds).toMatchObject(boxes);
      expect(after.agents[i]!.agent.record?.injuries?.at(-1)).toEqual({ mission: 'm1', worst: u.worst });
    }
    const worst = Math.max(...after.agents.filter((a) => a.status === 'active').map((a) => daysUntilFit(recoveryOf(a.agent))));
    expect(worst).toBeGreaterThan(0);
    const rested = passDays(after, worst);
    if (!rested.ok) throw new Error(rested.reason);
    expect(rested.campaign.day).toBe(1 + worst);
    expect(rested.campaign.played.at(-1)?.daysAfter).toBe(worst);
    for (const a of rested.campaign.agents) if (a.status === 'active') expect(daysUntilFit(recoveryOf(a.agent))).toBe(0);
    expect(rested.healing.every((h) => h.daysLeft === 0)).toBe(true);
  });

  it('every agent that took part earns its EP, and may spend it on the skills it rolled', () => {
    for (const [i, u] of f.report.units.entries()) {
      const a = after.agents[i]!;
      const award = missionAward({ objectives: u.objectives, succeeded: true });
      expect(a.agent.record?.ep).toEqual({ earned: award, spent: 0 });
      expect(recorded.played.agents[i]?.ep).toBe(award);
      if (a.status === 'active') expect(a.window?.rolled).toEqual(skillsRolled(c.agents[i]!.agent, u.rolled).map(rolledKey));
    }
  });

  it('kills and takedowns go on the record', () => {
    expect(after.agents.map((a) => a.agent.record?.kills)).toEqual(f.report.units.map((u) => u.kills));
    expect(after.agents.map((a) => a.agent.record?.takedowns)).toEqual(f.report.units.map((u) => u.takedowns));
  });

  it('prisoners are lost to the team; the mission failed gives no success EP', () => {
    // Seed yard1: the team loses; two of its agents are left on the field, alive, as prisoners.
    const c1 = yardCampaign('yard1');
    const f1 = fight(c1, everyone(c1));
    const r1 = recordMission(f1.campaign, f1.report);
    if (!r1.ok) throw new Error(r1.reason);
    expect(f1.report.succeeded).toBe(false);
    const prisoners = r1.campaign.agents.filter((a) => a.status === 'captured');
    expect(prisoners.length).toBe(2);
    expect(prisoners.every((p) => p.agent.record?.ep?.earned === 1)).toBe(true);
    // A prisoner is not with the team: the days pass without healing it.
    const rested = passDays(r1.campaign, 30);
    if (!rested.ok) throw new Error(rested.reason);
    for (const p of prisoners) expect(recoveryOf(rested.campaign.agents.find((a) => a.id === p.id)!.agent)).toEqual(recoveryOf(p.agent));
  });

  it('the GM may change an award and whether an agent went to hospital', () => {
    const changed = recordMission(f.campaign, f.report, { awards: { a2: 7 }, hospital: { a3: true } });
    if (!changed.ok) throw new Error(changed.reason);
    expect(changed.played.agents[1]).toMatchObject({ ep: 7, adjusted: true });
    expect(changed.campaign.agents[1]?.agent.record?.ep?.earned).toBe(7);
    const critical = recoveryOf(changed.campaign.agents[2]!.agent);
    expect(critical.hospital).toBe(true);
    expect(daysUntilFit(critical)).toBe(daysUntilFit({ ...critical, hospital: false }) / 2);
  });

  it('R-CAMP-3: an agent standing in the zone its side won by reaching completed that objective: +1 EP', () => {
    const standing = f.final.units.find((u) => u.side === 'a' && u.status === 'fighting')!;
    const reached = { ...f.final, objectives: [{ kind: 'reach' as const, side: 'a', name: 'the gate', zone: { x: standing.cell.x, y: standing.cell.y, w: 1, h: 1 } }] };
    const report = missionReport(reached, f.events, 'a');
    expect(report.units.map((u) => u.objectives)).toEqual(f.final.units.filter((u) => u.side === 'a').map((u) => (u.id === standing.id ? 1 : 0)));
    const r = recordMission(f.campaign, report);
    expect(r.ok && r.played.agents.find((a) => a.objectives === 1)?.ep).toBe(3);
  });

  it('a roll\'s trait names the skill it used', () => {
    expect(skillsRolled(TIGER, ['Reactions', 'Rifle with the M16a2 (effective accuracy, R-OPS-11)', 'Body', 'Martial Arts', 'Rifle'])).toEqual(['Rifle', 'Martial Arts']);
  });
});
