import { describe, expect, test } from 'vitest';
import shadowWar from '../../maps/scenarios/shadow-war.json';
import { parseScenario } from './scenario';
import { playGame } from './sim';
import { applyHatsCommand, newHatsGame } from './flow/play';
import { actionKind, statsRecorder } from './stats';
import type { HatsState } from './state';

function scenario() {
  const r = parseScenario(shadowWar);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

describe('game statistics (the result screen and the census)', () => {
  test('a sample per round per seat, and one more at the end; the same when rebuilt from the log', () => {
    const game = playGame({ scenario: scenario(), seed: 'stats', levels: { order: 'cautious', syndicate: 'cunning' } });
    const { rounds } = game.stats;
    expect(rounds[0]?.round).toBe(1);
    expect(rounds.length).toBe(game.state.round + 1);
    for (const r of rounds) expect(Object.keys(r.seats).sort()).toEqual(['order', 'syndicate']);
    const last = rounds.at(-1)?.seats[game.state.winner ?? 'order'];
    expect(last?.greenbacks).toBe(game.state.conspiracies[game.state.winner ?? 'order']?.greenbacks);
    // Rebuilt from the log, as the board does at the end of a game.
    let s: HatsState = newHatsGame({ scenario: scenario(), seed: 'stats', controllers: { order: 'cautious', syndicate: 'cunning' } });
    const again = statsRecorder(s);
    for (const c of game.commands) {
      const r = applyHatsCommand(s, c);
      if ('rejected' in r) throw new Error(r.rejected);
      again.record(s, c, r.state);
      s = r.state;
    }
    expect(again.finish(s)).toEqual(game.stats);
  });

  test('actions are counted by kind, with the variants the census needs', () => {
    expect(actionKind({ type: 'action.protect', seat: 'a', actor: 'b', guard: { kind: 'area', area: 'chicago' } })).toBe('action.protect:area');
    expect(actionKind({ type: 'action.research', seat: 'a', actor: 'b', goal: { kind: 'area', area: 'finance' } })).toBe('action.research:area');
    expect(actionKind({ type: 'conspiracy.recruit', seat: 'a', area: 'x', recruit: { kind: 'template', template: 'recon' }, trainer: { actor: 'b', trait: { kind: 'skill', skill: 'combat' } } })).toBe('conspiracy.recruit:template+trainer');
    const game = playGame({ scenario: scenario(), seed: 'count', levels: { order: 'cunning', syndicate: 'cautious' } });
    const counted = Object.values(game.stats.seats).reduce((n, t) => n + Object.values(t.actions).reduce((a, b) => a + b, 0), 0);
    expect(counted).toBe(game.commands.filter((c) => c.type !== 'turn.end').length);
  });
});
