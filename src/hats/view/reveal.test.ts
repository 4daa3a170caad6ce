import { describe, expect, test } from 'vitest';
import { applyHatsCommand, newHatsGame } from '../flow/play';
import { playGame } from '../sim';
import type { HatsState } from '../state';
import { duelScenario } from '../test-helpers/fixtures';
import { reveal } from './reveal';

describe('the reveal at the end: every conspiracy\'s Agents and Groups, turn by turn (nothing is secret once it is over, R-HATS-12)', () => {
  test('a duel played by the computers to its turn limit: one step per seat-turn, the last the true end', () => {
    const scenario = duelScenario({}, {}, { turnLimit: 8 });
    const game = playGame({ scenario, seed: 'reveal-1', levels: { red: 'cautious', blue: 'cunning' }, turnLimit: 8 });
    expect(game.state.phase).toBe('over');
    const states: HatsState[] = [newHatsGame({ scenario, seed: 'reveal-1', controllers: { red: 'cautious', blue: 'cunning' }, turnLimit: 8 })];
    for (const c of game.commands) {
      const r = applyHatsCommand(states.at(-1) as HatsState, c);
      if ('rejected' in r) throw new Error(r.rejected);
      states.push(r.state);
    }
    const r = reveal(states, game.commands);
    if (!r) throw new Error('no reveal');
    expect(r.steps[0]?.seat).toBeNull();
    expect(r.steps.length).toBe(game.commands.filter((c) => c.type === 'turn.end').length + 1);
    const end = r.steps.at(-1);
    const final = states.at(-1) as HatsState;
    for (const g of end?.groups ?? []) expect(g.owner).toBe(final.groups[g.id]?.owner);
    expect(end?.agents.map((a) => a.id).sort()).toEqual(Object.keys(final.agents).sort());
    // Each seat's private lines are told, with whom they were written to.
    const lines = r.steps.flatMap((s) => s.lines);
    expect(lines.some((l) => l.to !== 'all' && l.to.includes('red'))).toBe(true);
    expect(lines.some((l) => l.to !== 'all' && l.to.includes('blue'))).toBe(true);
    // While the game is on, nothing is revealed.
    expect(reveal(states.slice(0, 3), game.commands.slice(0, 2))).toBeNull();
  });
});
