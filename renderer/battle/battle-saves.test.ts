import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/agents/types';
import { playComputer } from '../../src/battle/ai/driver';
import { debriefOf } from '../../src/battle/debrief/debrief';
import { battleSave, battleSaveSchema } from '../../src/battle/save/battle-kind';
import { battleTableSchema } from '../../src/battle/save/table';
import { recordMission } from '../debrief/records';
import { defaultMeta, metaOfSave, tableOfMeta } from './battle-saves';
import { shippedBattle } from './test-battle';

describe('a battle resumed from a save looks like the battle that was saved', () => {
  it('keeps the chosen side colours, letters, code colours and every agent sheet of the shipped squads', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'saves');
    const chosen = { ...meta, sides: meta.sides.map((s, i) => ({ ...s, colour: [3, 2][i] ?? 0 })) };
    const save = battleSave(state, map, tableOfMeta(chosen));
    // What the store writes is checked with the schema first: the shipped agents pass it.
    const parsed = battleSaveSchema.safeParse(JSON.parse(JSON.stringify(save)));
    if (!parsed.success) throw new Error(parsed.error.message);
    const back = metaOfSave(parsed.data);
    expect(back.sides).toEqual(chosen.sides);
    expect(Object.keys(back.agents).sort()).toEqual(Object.keys(meta.agents).sort());
    expect(Object.keys(back.agents).length).toBe(state.units.length);
    for (const [unit, agent] of Object.entries(meta.agents)) {
      const again = back.agents[unit];
      expect(again?.name).toBe(agent.name);
      expect(again?.attributes).toEqual(agent.attributes);
      expect(again?.skills.map((s) => [s.name, s.rating])).toEqual(agent.skills.map((s) => [s.name, s.rating]));
      expect(again?.gear).toEqual(agent.gear);
    }
  });

  it('a save written before it kept the table: colours by side order, letters from the names, battle stats only', async () => {
    const { map, state } = await shippedBattle(['human', 'veteran'], 'old');
    const meta = metaOfSave(battleSave(state, map));
    expect(meta).toEqual(defaultMeta(state));
    expect(meta.sides.map((s) => s.colour)).toEqual([0, 1]);
    expect(meta.agents).toEqual({});
  });

  it('keeps the roster link, so a battle opened from its save writes the roster agents\' records when it ends (R-OPS-32)', async () => {
    const { map, state, meta } = await shippedBattle(['veteran', 'veteran'], 'roster-save');
    const withRoster = { ...meta, roster: { a1: 'mara-vance', a3: 'owl' } };
    const save = battleSave(state, map, tableOfMeta(withRoster));
    const parsed = battleSaveSchema.safeParse(JSON.parse(JSON.stringify(save)));
    if (!parsed.success) throw new Error(parsed.error.message);
    const back = metaOfSave(parsed.data);
    expect(back.roster).toEqual({ a1: 'mara-vance', a3: 'owl' });
    // A table with no roster agent keeps no roster entry at all.
    expect(tableOfMeta(meta).roster).toBeUndefined();
    expect(metaOfSave(battleSave(state, map, tableOfMeta(meta))).roster).toBeUndefined();

    // The battle played on from the save to its end: the debrief of its log names each unit's fate,
    // and the roster agents behind a1 and a3 get the mission in their records.
    const played = playComputer(parsed.data.battle, map);
    expect(played.state.phase).toBe('over');
    const debrief = debriefOf(state, map, played.commands);
    if ('error' in debrief) throw new Error(debrief.error);
    const first = meta.agents.a1;
    const third = meta.agents.a3;
    if (!first || !third) throw new Error('the shipped squads have no a1 or a3');
    const store = new Map<string, Agent>([['mara-vance', first], ['owl', third]]);
    const client = {
      read: (id: string) => Promise.resolve(store.get(id) ?? first),
      save: (id: string | null, agent: Agent) => {
        store.set(id ?? 'new', agent);
        return Promise.resolve(id ?? 'new');
      },
    };
    expect(await recordMission(client, debrief, back.roster ?? {})).toMatch(/^The roster records of .+ were updated\.$/);
    for (const id of ['mara-vance', 'owl']) expect(store.get(id)?.record?.missions).toBe(1);
  });

  it('the roster link is bounded like the rest of the table: ids of at most 120 characters, 48 entries', () => {
    const base = { sides: [{ id: 'a', colour: 0, letter: 'A', codeColor: 'Red' }], agents: {} };
    expect(battleTableSchema.safeParse({ ...base, roster: { a1: 'x'.repeat(120) } }).success).toBe(true);
    expect(battleTableSchema.safeParse({ ...base, roster: { a1: 'x'.repeat(121) } }).success).toBe(false);
    expect(battleTableSchema.safeParse({ ...base, roster: { a1: '' } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 49 }, (_, i) => [`a${i}`, `agent-${i}`]));
    expect(battleTableSchema.safeParse({ ...base, roster: many }).success).toBe(false);
  });
});
