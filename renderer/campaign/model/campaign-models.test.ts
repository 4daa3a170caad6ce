import { describe, expect, it } from 'vitest';
import { recordMission } from '../../../src/campaign/fates';
import { fight, yardCampaign } from '../../../src/campaign/test-helpers/campaign';
import { debriefModel, defaultRest, restModel, spendModel } from './after-model';
import { deployModel, firstDraft, setColor, togglePick } from './deploy-model';
import { missionRows } from './missions-model';
import { rosterModel } from './roster-model';
import { blankMission, missionOf, missionProblems } from './mission-draft';

describe('the campaign screen models', () => {
  const c = yardCampaign('yard3');

  it('the deploy draft picks the fittest, proposes colours (R-CAMP-4) and keeps a colour the player chose', () => {
    const m0 = c.missions[0]!;
    let d = firstDraft(c, m0);
    expect(d.picks.map((p) => p.agent)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(d.picks.map((p) => p.color)).toContain('Blue');
    d = setColor(d, 'a2', 'Green');
    d = togglePick(c, d, 'a1');
    expect(d.picks.find((p) => p.agent === 'a2')).toMatchObject({ color: 'Green', chosen: true });
    const model = deployModel(c, d)!;
    expect(model.candidates.find((x) => x.id === 'a2')?.why).toBe('your choice');
    expect(model.candidates.find((x) => x.id === 'a1')?.picked).toBe(false);
    expect(model.problems).toEqual([]);
    expect(deployModel(c, { ...d, picks: [] })?.problems).toEqual(['The first yard takes 1 to 6 agents.']);
  });

  it('after a mission: the debrief with the rule award and the GM\'s, then EP, then the days that pass', () => {
    const f = fight(c, c.agents.map((a) => ({ agent: a.id, color: 'Red' })));
    const debrief = debriefModel(f.campaign, f.report, { awards: { a2: 9 }, hospital: {} })!;
    expect(debrief.title).toBe('The first yard: mission accomplished');
    expect(debrief.rows.find((r) => r.id === 'a2')).toMatchObject({ rule: 2, award: 9 });
    expect(debrief.fallen).toHaveLength(2);
    const r = recordMission(f.campaign, f.report, { awards: { a2: 9 } });
    if (!r.ok) throw new Error(r.reason);
    const spend = spendModel(r.campaign, false);
    expect(spend.map((s) => s.id)).toEqual(['a2', 'a3']);
    expect(spend[0]?.toSpend).toBe(9);
    expect(spend[0]?.options.some((o) => o.reason === undefined)).toBe(true);
    expect(defaultRest(r.campaign)).toBe(10);
    const rest = restModel(r.campaign, 10);
    expect(rest.map((x) => x.id)).toEqual(['a2', 'a3']);
    expect(rest.every((x) => x.after !== '')).toBe(true);
    const roster = rosterModel(r.campaign);
    expect(roster.memorial.map((m) => m.mission)).toEqual(['The first yard', 'The first yard']);
    expect(roster.active.find((a) => a.id === 'a3')).toMatchObject({ state: 'Wounded', mayRaise: true });
    expect(roster.active.find((a) => a.id === 'a3')?.wounds).toMatch(/Critical Wound/);
  });

  it('the calendar: the next mission is played now, the later ones after their days', () => {
    expect(missionRows(c).map((m) => m.when)).toEqual(['Day 1: next', 'Day 11 (10 days after the one before)']);
  });

  it("a GM's own mission: its problems in words, then the mission", () => {
    const d = { ...blankMission(['warehouse']), title: 'Docks' };
    const enemy = c.missions[0]!.plan.enemy.squad as never;
    expect(missionProblems({ ...d, title: '' }, { maps: ['warehouse'], zones: [], enemy })).toEqual(['The mission needs a title.']);
    expect(missionProblems({ ...d, objective: 0 }, { maps: ['warehouse'], zones: [], enemy })).toEqual(['Pick an objective of this map.']);
    const m = missionOf(c, { ...d, objective: 0 }, { zones: [{ name: 'the gate', zone: { x: 1, y: 2, w: 3, h: 4 } }], enemy });
    expect(m).toMatchObject({ id: 'docks', title: 'Docks', plan: { map: 'warehouse', reach: [{ name: 'the gate' }], enemy: { squad: 'compound-guards.json' } } });
  });
});
