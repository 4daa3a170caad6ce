import { describe, expect, it } from 'vitest';
import { agentFromFile, agentToFile, readAgentFile } from './agent-file';
import { deployProblem, describeRecord, NO_RECORD, recordAfterMission, revived } from './service-record';
import { TIGER } from './test-agents';

describe('service records', () => {
  it('R-OPS-32: each battle adds a mission, a wound when it came back hurt, its kills; death marks it killed in action', () => {
    let r = recordAfterMission(undefined, { fate: 'unhurt', worst: 'none', kills: 2 });
    expect(r).toEqual({ missions: 1, wounded: 0, kills: 2, killedInAction: false, revived: 0 });
    r = recordAfterMission(r, { fate: 'wounded', worst: 'serious', kills: 0 });
    r = recordAfterMission(r, { fate: 'prisoner', worst: 'critical', kills: 1 });
    expect(r).toEqual({ missions: 3, wounded: 2, kills: 3, killedInAction: false, revived: 0 });
    expect(describeRecord(r)).toBe('3 missions, wounded twice, 3 kills');
    expect(describeRecord({ ...r, takedowns: 1, objectives: 2, ep: { earned: 7, spent: 4 } })).toBe('3 missions, wounded twice, 3 kills, 1 takedown, 2 objectives, 7 EP earned, 4 spent');
    r = recordAfterMission(r, { fate: 'dead', worst: 'nearDeath', kills: 0 });
    expect(r.killedInAction).toBe(true);
    expect(describeRecord(r)).toBe('4 missions, wounded twice, 3 kills, killed in action');
    expect(describeRecord(undefined)).toBe('No missions yet');
  });

  it('the dead cannot be sent again until a game master revives them', () => {
    const dead = { ...NO_RECORD, missions: 1, killedInAction: true };
    expect(deployProblem('Mara', dead)).toBe('Mara was killed in action and cannot be sent again unless a game master revives them (Characters).');
    const back = revived(dead);
    expect(back).toEqual({ ...dead, killedInAction: false, revived: 1 });
    expect(deployProblem('Mara', back)).toBeUndefined();
    expect(describeRecord(back)).toBe('1 mission, 0 kills, revived once');
    expect(revived(back)).toBe(back);
  });

  it('is kept in the agent file and read back; a bad record is refused', () => {
    const agent = { ...TIGER, record: { missions: 2, wounded: 1, kills: 3, killedInAction: true, revived: 0 } };
    const file = agentToFile(agent);
    expect(file.record).toEqual(agent.record);
    const read = readAgentFile(JSON.parse(JSON.stringify(file)));
    expect(read.ok && read.agent.record).toEqual(agent.record);
    expect(agentFromFile(agentToFile({ ...agent, record: undefined })).record).toBeUndefined();
    const bad = readAgentFile({ ...file, record: { missions: -1, wounded: 0, kills: 0, killedInAction: false } });
    expect(bad.ok).toBe(false);
  });
});

describe('agent files from before campaigns', () => {
  it('an agent file written before records had campaign fields loads, valid, with its record', async () => {
    const { readFileSync } = await import('node:fs');
    const { checkAgent } = await import('./check');
    const read = readAgentFile(JSON.parse(readFileSync('test/fixtures/agents/veteran-before-campaigns.agent.json', 'utf8')));
    if (!read.ok) throw new Error(read.reason);
    // `revived` came later still: a record without it reads as never revived.
    expect(read.agent.record).toEqual({ missions: 3, wounded: 1, kills: 2, killedInAction: false, revived: 0 });
    expect(checkAgent(read.agent).problems).toEqual([]);
    expect(describeRecord(read.agent.record)).toBe('3 missions, wounded once, 2 kills');
  });
});
