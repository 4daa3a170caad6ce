import { describe, expect, it } from 'vitest';
import { agentFileText } from '../agents/agent-file';
import { checkAgent } from '../agents/check';
import { importFile } from '../agents/roster';
import { addAgent, agentForExport, newCampaign, spend } from './campaign';
import { recordMission } from './fates';
import { raiseOptions } from './experience';
import { daysUntilFit } from './healing';
import { recoveryOf } from './recovery';
import { fight, yardCampaign } from './test-helpers/campaign';

describe('agents travel: export from a campaign, the roster, import into another', () => {
  it('the record goes with the agent: missions, kills, EP earned and spent, raises, wounds still healing', () => {
    const c = yardCampaign('yard3');
    const f = fight(c, c.agents.map((a) => ({ agent: a.id, color: 'Red' })));
    // The GM awards a3 ten EP (R-CAMP-3) so that it can afford a raise on a skill it rolled.
    const r = recordMission(f.campaign, f.report, { awards: { a3: 10 } });
    if (!r.ok) throw new Error(r.reason);
    // yard3: a3 comes back with a Critical wound; it spends its EP on the first raise it can afford.
    const a3 = r.campaign.agents.find((a) => a.id === 'a3')!;
    const option = raiseOptions(a3.agent, a3.window, false).find((o) => o.reason === undefined);
    if (!option) throw new Error('a3 can afford no raise');
    const raised = spend(r.campaign, 'a3', option.request, false);
    if (!raised.ok) throw new Error(raised.reason);
    const veteran = agentForExport(raised.campaign, 'a3')!;
    expect(veteran.record?.development).toHaveLength(1);
    expect(veteran.record?.ep?.spent).toBe(option.ep);
    expect(daysUntilFit(recoveryOf(veteran))).toBeGreaterThan(0);

    const imported = importFile(agentFileText(veteran), () => ({ ok: false, reason: 'no references' }));
    if (!imported.ok) throw new Error(imported.reason);
    const back = imported.agents[0]!;
    expect(back).toEqual(veteran);
    expect(checkAgent(back).problems).toEqual([]);

    const other = addAgent(newCampaign({ name: 'Elsewhere', seed: 'x', agents: [], missions: [] }), back);
    if (!other.ok) throw new Error(other.reason);
    const joined = other.campaign.agents[0]!;
    expect(joined.agent.record).toEqual(veteran.record);
    expect(daysUntilFit(recoveryOf(joined.agent))).toBe(daysUntilFit(recoveryOf(veteran)));
    // The EP window belongs to the campaign it was earned in: a new team starts without one.
    expect(joined.window).toBeUndefined();
  });

  it('the dead do not join a team until a game master revives them', () => {
    const c = yardCampaign('yard3');
    const f = fight(c, c.agents.map((a) => ({ agent: a.id, color: 'Red' })));
    const r = recordMission(f.campaign, f.report);
    if (!r.ok) throw new Error(r.reason);
    const dead = r.campaign.agents.find((a) => a.status === 'dead')!;
    const joined = addAgent(newCampaign({ name: 'Elsewhere', seed: 'x', agents: [], missions: [] }), dead.agent);
    expect(joined).toEqual({ ok: false, reason: `${dead.agent.name} was killed in action; a game master must revive them first (Characters).` });
  });
});
