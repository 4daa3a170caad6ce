import { describe, expect, test } from 'vitest';
import { aiNextCommand } from './choose';
import { apply, duel, spot, withMoney } from '../test-helpers/fixtures';
import type { HatsState } from '../state';

/** Red's Killer (agent-1, Loyalty Good) in Chicago; Blue's Provocateur (agent-2) beside it offers a bribe with a sweetener. */
function bribed(redMoney: number): HatsState {
  const s = spot(duel({}, { agents: [{ template: 'provocateur', area: 'chicago' }] }), 'blue', 'agent-1');
  const turn = apply(s, { type: 'turn.end', seat: 'red' });
  return withMoney(apply(turn, { type: 'action.bribe', seat: 'blue', actor: 'agent-2', target: 'agent-1', boost: 1 }), 'red', redMoney);
}

describe('R-HATS-8 the computer answers a Bribery of its own', () => {
  test('it pays 5 for +1 when the chance it saves, times what the Bribery would take, is worth more', () => {
    const s = bribed(50);
    expect(s.pending).toMatchObject({ seat: 'red', target: 'agent-1' });
    for (const level of ['cautious', 'cunning'] as const) expect(aiNextCommand(s, 'red', level)).toEqual({ type: 'bribe.defend', seat: 'red', pay: 1 });
  });

  test('it pays nothing when the payment would leave less than its reserve floor', () => {
    expect(aiNextCommand(bribed(8), 'red', 'cautious')).toEqual({ type: 'bribe.defend', seat: 'red', pay: 0 });
  });

  test('it pays nothing for a Group that resists well anyway (Loyalty + Scale, R-HATS-8)', () => {
    // The Motor City Autoworkers: Loyalty Fair + Scale 3 against an unsweetened offer.
    const s = duel({ groups: ['board-of-trade', 'motor-city-unions'] }, { agents: [{ template: 'provocateur', area: 'detroit' }] });
    const turn = apply(s, { type: 'turn.end', seat: 'red' });
    const t = apply(turn, { type: 'action.bribe', seat: 'blue', actor: 'agent-2', target: 'motor-city-unions', boost: 0 });
    expect(t.pending).toMatchObject({ seat: 'red', target: 'motor-city-unions' });
    expect(aiNextCommand(t, 'red', 'cautious')).toEqual({ type: 'bribe.defend', seat: 'red', pay: 0 });
  });
});
