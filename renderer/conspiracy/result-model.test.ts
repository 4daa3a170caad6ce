import { describe, expect, test } from 'vitest';
import shadowWar from '../../maps/scenarios/shadow-war.json';
import { parseScenario, playGame, type GameStats, type SeatTally } from '../../src/hats';
import { chartTop, COUNT_STEPS, resultModel, roundTicks } from './result-model';

describe('the result screen model', () => {
  test('a verdict per seat, statistics rows, and four charts with a value per round per seat', () => {
    const r = parseScenario(shadowWar);
    if (!r.ok) throw new Error(r.error);
    const game = playGame({ scenario: r.scenario, seed: 'result', levels: { order: 'cautious', syndicate: 'cunning' } });
    const seats = game.state.seats.map((s) => ({ ...s, controller: s.id === 'order' ? 'human' : s.controller }));
    const m = resultModel(game.stats, seats);
    expect(m.verdicts.map((v) => v.won)).toEqual(seats.map((s) => s.id === game.state.winner));
    const winner = m.verdicts.find((v) => v.won);
    if (winner) expect(m.title).toBe(`${winner.name} wins`);
    expect(m.verdicts.find((v) => v.seat === 'order')?.human).toBe(true);
    for (const v of m.verdicts.filter((x) => !x.won)) expect(v.headline).toMatch(/^(Lost: .+ won|Nobody won)/);
    expect(m.charts.map((c) => c.id)).toEqual(['greenbacks', 'scale', 'agents', 'groups']);
    for (const c of m.charts) {
      expect(c.series).toHaveLength(2);
      for (const s of c.series) expect(s.values).toHaveLength(c.rounds.length);
      // x values strictly increase (uPlot draws them in order); the last one is the end of the game.
      for (let i = 1; i < c.rounds.length; i += 1) expect(c.rounds[i]!).toBeGreaterThan(c.rounds[i - 1]!);
    }
    const scale = m.charts.find((c) => c.id === 'scale');
    expect(scale?.series.find((s) => s.seat === 'order')?.values[0]).toBe(6);
    expect(m.rows.map((x) => x.label)).toContain('Technologies developed');
  });

  test('the end of the game is one step after the last round\'s start and is called End; the Scale chart carries the goal', () => {
    const r = parseScenario(shadowWar);
    if (!r.ok) throw new Error(r.error);
    const scenario = { ...r.scenario, victory: { ...r.scenario.victory, turnLimit: 3 } };
    const game = playGame({ scenario, seed: 'result', levels: { order: 'cautious', syndicate: 'cunning' } });
    const m = resultModel(game.stats, game.state.seats, scenario.victory);
    for (const c of m.charts) {
      expect(c.rounds).toEqual([1, 2, 3, 4]);
      expect(c.labels).toEqual(['Round 1', 'Round 2', 'Round 3', 'End']);
    }
    const scale = m.charts.find((c) => c.id === 'scale');
    expect(scale).toMatchObject({ goal: 12, title: 'Scale controlled (12 wins)' });
    expect(m.charts.find((c) => c.id === 'agents')?.goal).toBeNull();
  });
});

describe('a draw reads as a draw for every seat (R-HATS-11)', () => {
  const tally = (): SeatTally => ({ actions: {}, technologies: [], agentsKilled: 0, agentsLost: 0, dismissed: 0, desertions: 0, unpaid: 0, groupsTaken: 0, groupsLost: 0 });
  const seats = [{ id: 'order', name: 'The Illuminated Order', controller: 'human' }, { id: 'syndicate', name: 'The Pacific Syndicate', controller: 'cunning' }];
  const stats = (agents: number): GameStats => ({
    rounds: [1, 2, 2].map((round) => ({ round, seats: { order: { greenbacks: 10, scale: 8, agents, groups: 3 }, syndicate: { greenbacks: 12, scale: 8, agents, groups: 3 } } })),
    seats: { order: tally(), syndicate: tally() },
    winner: null,
    outcome: 'The turn limit is reached with no clear leader: a draw.',
    ending: 'draw',
    lastRound: 2,
  });

  test('equal Scale at the turn limit: "Draw — the turn limit came with no clear leader", never "Lost"', () => {
    const m = resultModel(stats(2), seats);
    expect(m.title).toBe('A draw: nobody wins');
    expect(m.outcome).toBe('The turn limit is reached with no clear leader: a draw.');
    for (const v of m.verdicts) {
      expect(v).toMatchObject({ won: false, verdict: 'draw', word: 'Draw', reason: 'the turn limit came with no clear leader' });
      expect(v.headline).toBe('Draw: the turn limit came with no clear leader.');
      expect(v.headline).not.toMatch(/Lost/);
    }
  });

  test('nobody left with Agents: a draw that says so', () => {
    const m = resultModel({ ...stats(0), outcome: 'Every conspiracy has lost its last Agent: nobody wins.' }, seats);
    for (const v of m.verdicts) expect(v).toMatchObject({ verdict: 'draw', reason: 'every conspiracy lost its last Agent' });
  });

  test('a win still reads Won for the winner and Lost, naming the winner, for the others', () => {
    const m = resultModel({ ...stats(2), winner: 'syndicate', ending: 'turn-limit', outcome: 'At the turn limit The Pacific Syndicate controls the most Scale (8).' }, seats);
    expect(m.verdicts.map((v) => [v.seat, v.word])).toEqual([['order', 'Lost'], ['syndicate', 'Won']]);
    expect(m.verdicts[0]?.reason).toBe('The Pacific Syndicate won at the turn limit, with the most Scale');
  });
});

describe('the charts\' axes', () => {
  test('counts start at 0 and reach over the highest value and the goal', () => {
    expect(chartTop({ goal: 12, series: [{ seat: 'a', name: 'A', values: [6, 7, 9] }] })).toBe(14);
    expect(chartTop({ goal: null, series: [{ seat: 'a', name: 'A', values: [3, 4, 3] }] })).toBe(5);
    expect(chartTop({ goal: null, series: [{ seat: 'a', name: 'A', values: [0, 0] }] })).toBe(2);
  });

  test('count ticks are whole numbers', () => {
    for (const step of COUNT_STEPS) expect(Number.isInteger(step)).toBe(true);
  });

  test('round labels: every round when they fit, fewer when not, and the End always', () => {
    expect(roundTicks([1, 2, 3, 4], 10)).toEqual([1, 2, 3, 4]);
    const long = Array.from({ length: 21 }, (_, i) => i + 1);
    const few = roundTicks(long, 6);
    expect(few.at(-1)).toBe(21);
    expect(few.length).toBeLessThanOrEqual(6);
    // No label crowds the End.
    expect(21 - (few.at(-2) ?? 0)).toBeGreaterThanOrEqual(few[1]! - few[0]!);
    expect(roundTicks([], 5)).toEqual([]);
  });
});
