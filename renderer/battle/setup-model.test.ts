import { describe, expect, it } from 'vitest';
import { createBattle } from '../../src/battle';
import { shippedMapNames } from '../assets-maps';
import { shippedPool } from './pool';
import { buildSetup, defaultDraft, draftProblems, newSide, sideLetters } from './setup-model';

const pool = shippedPool();
const maps = shippedMapNames();

describe('battle set-up', () => {
  it('the defaults start at once: a shipped map, shipped squads, one human seat against the computer', () => {
    const draft = defaultDraft(pool, maps, 'seed');
    expect(maps).toContain(draft.map);
    expect(draft.sides.map((s) => s.controller)).toEqual(['human', 'veteran']);
    expect(draftProblems(draft, pool, maps)).toEqual([]);
    const { setup, meta } = buildSetup(draft, pool);
    expect(setup.sides[0]?.controller).toEqual({ kind: 'human', seat: 0 });
    expect(setup.sides[1]?.controller).toEqual({ kind: 'computer', level: 'veteran' });
    expect(meta.sides.map((s) => s.colour)).toEqual([0, 1]);
  });

  it('R-OPS-10: units go by code name (mission colour + animal); shared colours get Alpha, Beta', () => {
    const draft = defaultDraft(pool, maps, 'seed');
    const { setup, meta } = buildSetup(draft, pool);
    const names = setup.sides[0]?.combatants.map((c) => c.character.name) ?? [];
    expect(names.every((n) => n.startsWith('Red '))).toBe(true);
    expect(Object.keys(meta.agents)).toContain('a1');
    const same = { ...draft, sides: draft.sides.map((s) => ({ ...s, codeColor: 'Red' })) };
    const both = buildSetup(same, pool).setup.sides.map((s) => s.combatants[0]?.character.name ?? '');
    expect(both[0]).toMatch(/^Alpha Red /);
    expect(both[1]).toMatch(/^Beta Red /);
  });

  it('a GM table: the players\' sides share seat 0, the GM\'s own seat 1; the meta says GM; a GM side needs a GM table', () => {
    const draft = defaultDraft(pool, maps, 'seed');
    const three = { ...draft, sides: [...draft.sides, newSide(pool, 2, draft.sides.map((s) => s.colour))] };
    const gm = { ...three, table: 'gm' as const, sides: three.sides.map((s, i) => ({ ...s, controller: i === 0 ? ('human' as const) : i === 1 ? ('gm' as const) : ('veteran' as const) })) };
    expect(draftProblems(gm, pool, maps)).toEqual([]);
    const { setup, meta } = buildSetup(gm, pool);
    expect(setup.sides.map((s) => s.controller)).toEqual([{ kind: 'human', seat: 0 }, { kind: 'human', seat: 1 }, { kind: 'computer', level: 'veteran' }]);
    expect(meta.mode).toBe('gm');
    expect(buildSetup(draft, pool).meta).not.toHaveProperty('mode');
    expect(draftProblems({ ...gm, table: 'seats' }, pool, maps)).toContain('Only a GM table has sides the GM plays by hand.');
    expect(draftProblems({ ...gm, sides: gm.sides.map((s) => ({ ...s, controller: 'veteran' as const })) }, pool, maps)).toContain('A GM table needs a side the players play.');
  });

  it('gives every side its own token letter, so colour is never the only cue', () => {
    expect(sideLetters(['Red Team', 'Rangers', 'Compound Guards', 'R'])).toEqual(['R', 'A', 'C', 'B']);
  });

  it('says in one sentence each what stops the battle', () => {
    const draft = defaultDraft(pool, maps, 'seed');
    const bad = { ...draft, map: 'nowhere', sides: draft.sides.map((s) => ({ ...s, colour: 0, squad: { kind: 'agents' as const, keys: [] } })) };
    const problems = draftProblems(bad, pool, maps);
    expect(problems).toContain('Pick a map.');
    expect(problems).toContain('Each side needs its own colour.');
    expect(problems.some((p) => p.includes('has nobody in it'))).toBe(true);
  });

  it('four sides, humans and computers, deploy on a shipped map', async () => {
    const { loadShippedMap } = await import('../assets-maps');
    const loaded = await loadShippedMap('warehouse');
    if (!loaded.ok) throw new Error(loaded.reason);
    let draft = defaultDraft(pool, maps, 'four');
    draft = { ...draft, sides: [...draft.sides, newSide(pool, 2, [0, 1]), newSide(pool, 3, [0, 1, 2])] };
    draft = { ...draft, sides: draft.sides.map((s, i) => ({ ...s, controller: i % 2 === 0 ? 'human' : 'recruit', codeColor: ['Blue', 'Red', 'Green', 'Black'][i] ?? 'Gray' })) };
    expect(draftProblems(draft, pool, maps)).toEqual([]);
    const { setup } = buildSetup(draft, pool);
    expect(setup.sides.map((s) => s.controller)).toEqual([
      { kind: 'human', seat: 0 },
      { kind: 'computer', level: 'recruit' },
      { kind: 'human', seat: 1 },
      { kind: 'computer', level: 'recruit' },
    ]);
    const made = createBattle(loaded.map, setup);
    expect(made.ok).toBe(true);
  });
});
