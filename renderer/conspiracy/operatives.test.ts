import { describe, expect, test } from 'vitest';
import { loyaltyText } from './operatives';

describe('an Agent\'s Loyalty on its card', () => {
  test('lowered Loyalty is not called Subversion: unpaid upkeep lowers it too (R-HATS-16), and the state does not say which', () => {
    const traits = { subtlety: 0, resilience: 0, loyalty: 0, versatility: 0 };
    expect(loyaltyText({ traits, loyaltyMod: -2 })).toBe('Poor (-2 from its base Fair: unpaid upkeep or Subversion)');
    expect(loyaltyText({ traits, loyaltyMod: 1 })).toBe('Good (Indoctrinated +1)');
    expect(loyaltyText({ traits, loyaltyMod: 0 })).toBe('Fair');
  });
});
