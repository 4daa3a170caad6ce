import { describe, expect, it } from 'vitest';
import { battleSave, battleSaveSchema } from '../../src/battle/save/battle-kind';
import { defaultMeta, metaOfSave, tableOfMeta } from './battle-saves';
import { shippedBattle } from './test-battle';

describe('a battle resumed from a save looks like the battle that was saved (issue 5 with issue 8)', () => {
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
});
