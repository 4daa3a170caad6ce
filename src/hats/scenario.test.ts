import { describe, expect, test } from 'vitest';
import shadowWar from '../../maps/scenarios/shadow-war.json';
import threeWay from '../../maps/scenarios/three-way.json';
import { parseScenario } from './scenario';
import { playGame } from './sim';

describe('scenarios as data (maps/scenarios)', () => {
  test('both scenario files are valid; Shadow War is the default game of R-HATS-11', () => {
    const a = parseScenario(shadowWar);
    const b = parseScenario(threeWay);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok) expect(a.scenario.victory).toMatchObject({ controlScale: 12, lastWithAgents: true });
    if (b.ok) expect(b.scenario.seats).toHaveLength(3);
  });

  test('a bad scenario is refused with one clear sentence', () => {
    const bad = (patch: (s: typeof shadowWar) => unknown) => {
      const r = parseScenario(patch(JSON.parse(JSON.stringify(shadowWar)) as typeof shadowWar));
      return r.ok ? 'accepted' : r.error;
    };
    expect(bad((s) => ({ ...s, seats: [{ ...s.seats[0], groups: ['atlantis-inc'] }, s.seats[1]] }))).toMatch(/unknown Group "atlantis-inc"/);
    expect(bad((s) => ({ ...s, seats: [s.seats[0], { ...s.seats[1], groups: ['wall-street-desk'] }] }))).toMatch(/given to two seats/);
    expect(bad((s) => ({ ...s, victory: { ...s.victory, turnLimit: 0 } }))).toBe('The scenario is damaged: turn limit in the victory is less than 1.');
    expect(bad((s) => ({ ...s, seats: [{ ...s.seats[0], agents: [{ build: { subtlety: 3, resilience: 3, loyalty: 0, versatility: 0, skills: { combat: 2, protect: 0 } }, area: 'boston' }] }, s.seats[1]] }))).toMatch(/at most 5/);
    expect(bad(() => 'nonsense')).toBe('The scenario is damaged: it is text, not a set of fields.');
  });

  test('scenario play-through: the three-seat game ends, with no refused command', () => {
    const r = parseScenario(threeWay);
    if (!r.ok) throw new Error(r.error);
    const game = playGame({ scenario: r.scenario, seed: 'three', levels: { outfit: 'cunning', barons: 'cautious', lodge: 'cunning' } });
    expect(game.rejections).toEqual([]);
    expect(game.state.phase).toBe('over');
    expect(game.state.outcome).toBeTruthy();
  });
});
