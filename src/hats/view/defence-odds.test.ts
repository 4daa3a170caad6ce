import { describe, expect, test } from 'vitest';
import { opposedChance } from '../rules/rolls';
import { duel, ok } from '../test-helpers/fixtures';
import { applyHatsCommand } from '../flow/play';
import { knowledgeOf } from './knowledge';
import { defenceOdds } from './defence-odds';

describe('R-HATS-8: the Bribery defender is told the odds of each answer, as far as it knows', () => {
  test('each payment raises the chance to refuse; a briber of unknown skill is shown at Fair, Good and Great', () => {
    // Red's Provocateur, in Denver, bribes Blue's Denver Airport with a sweetener (+1).
    const start = duel({ agents: [{ template: 'provocateur', area: 'denver' }] });
    const s = ok(applyHatsCommand(start, { type: 'action.bribe', seat: 'red', actor: 'agent-1', target: 'denver-airport', boost: 1 })).state;
    expect(s.pending?.seat).toBe('blue');
    const odds = defenceOdds(knowledgeOf(s, 'blue'));
    expect(odds?.boost).toBe(1);
    const refuse = odds?.answers.map((a) => a.refuse.map((r) => r.chance)) ?? [];
    // Exact: 1 − the briber's chance at each level (+1 for the sweetener) against Loyalty + the payment (R-CORE-4).
    const loyalty = odds?.loyalty ? odds.loyalty.base + odds.loyalty.mods.reduce((x, m) => x + m.value, 0) : 0;
    expect(refuse[2]?.[1]).toBeCloseTo(1 - opposedChance(1 + 1, loyalty + 2), 12);
    for (const row of refuse) for (let i = 1; i < row.length; i += 1) expect(row[i]).toBeLessThan(row[i - 1] ?? 1);
    for (let level = 0; level < 3; level += 1) expect(refuse[2]?.[level]).toBeGreaterThan(refuse[0]?.[level] ?? 1);
    // The attacker is asked nothing.
    expect(defenceOdds(knowledgeOf(s, 'red'))).toBeNull();
  });
});
