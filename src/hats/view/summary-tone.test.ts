import { describe, expect, test } from 'vitest';
import { duel, findSeed, apply } from '../test-helpers/fixtures';
import { turnSummary } from './turn-summary';
import { viewFor } from './views';

describe('the briefing\'s tone of a Bribery that worked: a loss for the seat that lost the unit', () => {
  test('Red buys Blue\'s Denver Airport: Blue reads it as a loss at its turn (it was labelled a gain)', () => {
    const bribe = { type: 'action.bribe', seat: 'red', actor: 'agent-1', target: 'denver-airport', boost: 2 } as const;
    const { after } = findSeed(
      (seed) => duel({ agents: [{ template: 'provocateur', area: 'denver' }], greenbacks: 80 }, {}, {}, seed),
      bribe,
      (s) => s.pending !== null && apply(s, { type: 'bribe.defend', seat: 'blue', pay: 0 }).groups['denver-airport']?.owner === 'red',
    );
    const bought = apply(after, { type: 'bribe.defend', seat: 'blue', pay: 0 });
    const blueTurn = apply(bought, { type: 'turn.end', seat: 'red' });
    const line = (s: typeof blueTurn, seat: string) => turnSummary(viewFor(s, seat)).find((l) => l.text.endsWith('takes the money and changes sides.'));
    expect(line(blueTurn, 'blue')?.tone).toBe('loss');
  });
});
