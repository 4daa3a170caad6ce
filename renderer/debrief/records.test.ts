import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/agents/types';
import { TIGER } from '../../src/agents/test-agents';
import type { Debrief, UnitDebrief } from '../../src/battle/debrief/debrief';
import { recordMission } from './records';

const unit = (id: string, over: Partial<UnitDebrief>): UnitDebrief => ({
  unit: id, name: id, side: 'a', fate: 'unhurt', worst: 'none', roundsFired: 0, hitsGiven: 0, hitsTaken: 0, firstAidGiven: 0, firstAidStopped: 0, kills: 0, ...over,
});

describe('roster records after a battle', () => {
  it('R-OPS-32: each roster agent that fought gets the mission, its wounds and kills; the dead are marked killed in action', async () => {
    const store = new Map<string, Agent>([
      ['tiger', { ...TIGER, name: 'Tiger' }],
      ['owl', { ...TIGER, name: 'Owl', record: { missions: 2, wounded: 0, kills: 1, killedInAction: false, revived: 0 } }],
    ]);
    const client = {
      read: (id: string) => {
        const a = store.get(id);
        return a ? Promise.resolve(a) : Promise.reject(new Error('no such agent'));
      },
      save: (id: string | null, agent: Agent) => {
        store.set(id ?? 'new', agent);
        return Promise.resolve(id ?? 'new');
      },
    };
    const debrief = { units: [unit('a1', { kills: 2, worst: 'light', fate: 'wounded' }), unit('a2', { fate: 'dead', worst: 'nearDeath' }), unit('a3', {}), unit('a4', {})] } as unknown as Debrief;
    const said = await recordMission(client, debrief, { a1: 'tiger', a2: 'owl', a4: 'gone' });
    expect(store.get('tiger')?.record).toEqual({ missions: 1, wounded: 1, kills: 2, killedInAction: false, revived: 0 });
    expect(store.get('owl')?.record).toEqual({ missions: 3, wounded: 0, kills: 1, killedInAction: true, revived: 0 });
    expect(said).toBe('The roster records of Tiger, Owl were updated. Not updated: a4 (no such agent).');
    expect(await recordMission(client, debrief, {})).toBe('');
  });
});
