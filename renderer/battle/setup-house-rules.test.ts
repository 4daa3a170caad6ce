import { describe, expect, it } from 'vitest';
import { createBattle } from '../../src/battle';
import { DEFAULT_HOUSE_RULES } from '../../src/battle/state/house-rules';
import { loadShippedMap, shippedMapNames } from '../assets-maps';
import { shippedPool } from './pool';
import { buildSetup, defaultDraft, draftProblems, newSide, withDraftHouseRules } from './setup-model';

const pool = shippedPool();
const maps = shippedMapNames();

describe('house rules in the battle set-up', () => {
  it('start from Settings\' defaults: the round limit and the computer\'s level of the sides it plays', () => {
    const draft = defaultDraft(pool, maps, 'seed', { ...DEFAULT_HOUSE_RULES, maxRounds: 30, computerLevel: 'recruit' });
    expect(draft.maxRounds).toBe(30);
    expect(draft.sides.map((s) => s.controller)).toEqual(['human', 'recruit']);
    expect(newSide(pool, 2, [0, 1], draft.houseRules.computerLevel).controller).toBe('recruit');
  });

  it('R-OPS-15, R-OPS-17, R-OPS-32, R-CORE-6: this battle\'s rules go into its options, so its save keeps them', async () => {
    let draft = defaultDraft(pool, maps, 'seed');
    draft = withDraftHouseRules(draft, { ...draft.houseRules, recoil: 'all-bursts', flashBangRadiusM: 6, evacuationMinutes: 25, ironman: true, maxRounds: 12, computerLevel: 'recruit' });
    expect(draft.maxRounds).toBe(12);
    // A new computer level goes to every side the computer plays; the human seat stays.
    expect(draft.sides.map((s) => s.controller)).toEqual(['human', 'recruit']);
    const { setup } = buildSetup(draft, pool);
    expect(setup.options).toEqual({ recoil: 'all-bursts', flashBangRadiusM: 6, evacuationMinutes: 25, ironman: true, maxRounds: 12, computerLevel: 'recruit' });
    expect(setup.sides[1]?.controller).toEqual({ kind: 'computer', level: 'recruit' });
    const loaded = await loadShippedMap(draft.map);
    if (!loaded.ok) throw new Error(loaded.reason);
    const made = createBattle(loaded.map, setup);
    if (!made.ok) throw new Error(made.reason);
    expect(made.state.options).toMatchObject({ recoil: 'all-bursts', flashBangRadiusM: 6, evacuationMinutes: 25, ironman: true, maxRounds: 12 });
  });

  it('refuses an agent killed in action until a game master revives it', () => {
    const first = pool.agents[0];
    if (!first) throw new Error('no agents');
    const dead = { ...first, key: 'roster:dead', source: 'roster' as const, agent: { ...first.agent, name: 'Mara Dead', record: { missions: 1, wounded: 0, kills: 0, killedInAction: true, revived: 0 } } };
    const p = { ...pool, agents: [...pool.agents, dead] };
    const draft = defaultDraft(p, maps, 'seed');
    const withDead = { ...draft, sides: draft.sides.map((s, i) => (i === 0 ? { ...s, squad: { kind: 'agents' as const, keys: [first.key, 'roster:dead'] } } : s)) };
    expect(draftProblems(withDead, p, maps)).toContain('Mara Dead was killed in action and cannot be sent again unless a game master revives them (Characters).');
    const back = { ...dead, agent: { ...dead.agent, record: { ...dead.agent.record, killedInAction: false, revived: 1 } } };
    const p2 = { ...pool, agents: [...pool.agents, back] };
    expect(draftProblems(withDead, p2, maps)).toEqual([]);
    // The table knows which units are roster agents, to write their records after the battle.
    expect(buildSetup(withDead, p2).meta.roster).toEqual({ a2: 'dead' });
  });
});
