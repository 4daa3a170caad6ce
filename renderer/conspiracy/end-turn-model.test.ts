import { describe, expect, test } from 'vitest';
import { viewFor } from '../../src/hats';
import { apply, duel } from '../../src/hats/test-helpers/fixtures';
import { endTurnQuestion, turnHint } from './end-turn-model';

describe('ending a turn with Agents or Groups still able to act asks first (a turn handed on cannot be undone)', () => {
  test('two Agents and an acting Group ready: all three named, Agents by name, the Group marked as one', () => {
    const state = duel({ agents: [{ template: 'killer', area: 'chicago' }, { template: 'recon', area: 'chicago' }], groups: ['board-of-trade', 'texas-rangers'] });
    const view = viewFor(state, 'red');
    const q = endTurnQuestion(view);
    const [a, b] = ['agent-1', 'agent-2'].map((id) => view.agents[id]?.name ?? '');
    expect(q?.ready.map((u) => [u.id, u.group])).toEqual([['agent-1', false], ['agent-2', false], ['texas-rangers', true]]);
    expect(q?.sentence).toBe(`${a}, ${b} and Lone Star Private Security (a Group) can all still act this turn. Ending the turn hands it on, and that cannot be undone.`);
  });

  test('one Agent ready: "can still act", two "can both"; once the one has acted, no question', () => {
    const state = duel();
    const q = endTurnQuestion(viewFor(state, 'red'));
    const name = viewFor(state, 'red').agents['agent-1']?.name ?? '';
    expect(q?.sentence).toBe(`${name} can still act this turn. Ending the turn hands it on, and that cannot be undone.`);
    const pair = duel({ agents: [{ template: 'killer', area: 'chicago' }, { template: 'recon', area: 'chicago' }] });
    const names = ['agent-1', 'agent-2'].map((id) => viewFor(pair, 'red').agents[id]?.name ?? '');
    expect(endTurnQuestion(viewFor(pair, 'red'))?.sentence).toBe(`${names[0]} and ${names[1]} can both still act this turn. Ending the turn hands it on, and that cannot be undone.`);
    const moved = apply(state, { type: 'action.move', seat: 'red', actor: 'agent-1', to: 'detroit' });
    expect(endTurnQuestion(viewFor(moved, 'red'))).toBeNull();
  });

  test('not this seat\'s turn: no question (End turn is disabled there)', () => {
    expect(endTurnQuestion(viewFor(duel(), 'blue'))).toBeNull();
  });
});

describe('the side panel\'s idle line says what the turn still holds (turnHint)', () => {
  test('Agents and a Group ready; then nothing left; not this seat\'s turn', () => {
    const state = duel({ agents: [{ template: 'killer', area: 'chicago' }, { template: 'recon', area: 'chicago' }], groups: ['board-of-trade', 'texas-rangers'] });
    expect(turnHint(viewFor(state, 'red'))).toBe('Your turn: 2 Agents and 1 Group can act. Give orders on Operatives, then End turn (E).');
    expect(turnHint(viewFor(duel(), 'red'))).toBe('Your turn: 1 Agent can act. Give orders on Operatives, then End turn (E).');
    const moved = apply(duel(), { type: 'action.move', seat: 'red', actor: 'agent-1', to: 'detroit' });
    expect(turnHint(viewFor(moved, 'red'))).toBe('Everything of yours has acted this turn. End turn (E) hands it on.');
    expect(turnHint(viewFor(duel(), 'blue'))).toBeNull();
  });
});
