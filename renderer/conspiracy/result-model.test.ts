import { describe, expect, test } from 'vitest';
import shadowWar from '../../maps/scenarios/shadow-war.json';
import { parseScenario, playGame } from '../../src/hats';
import { resultModel } from './result-model';

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
});
