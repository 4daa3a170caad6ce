import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import shadowWar from '../../maps/scenarios/shadow-war.json';
import { parseScenario, type Scenario } from '../../src/hats';
import { rulePieces } from '../help/rule-links';
import { parseRulings, searchRules } from '../help/rules-index';
import { houseRules } from './house-rules';
import { ConspiracySession } from './session';

function scenario(): Scenario {
  const r = parseScenario(shadowWar);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

const rulings = parseRulings(readFileSync(resolve(import.meta.dirname, '../../assets/rules/DECISIONS.md'), 'utf8'));

describe('the rules reference during a conspiracy game: fights as firefights (R-LINK-1)', () => {
  test('the house rules list the option: off by default, on when the game was begun with it', () => {
    const controllers = { order: 'human', syndicate: 'cunning' } as const;
    const off = houseRules(new ConspiracySession({ scenario: scenario(), seed: 'house-1', controllers }));
    expect(off.find((r) => r.id === 'R-LINK-1')).toEqual({ id: 'R-LINK-1', name: 'Fights as firefights', value: 'off', note: 'default off' });
    const on = houseRules(new ConspiracySession({ scenario: scenario(), seed: 'house-2', controllers, options: { firefights: true } }));
    expect(on.find((r) => r.id === 'R-LINK-1')?.value).toBe('on: a human seat may play a fight between Agents out as a battle');
  });

  test('the row\'s ruling id is a link, and the link leads to the ruling\'s whole text among the conspiracy\'s rules', () => {
    expect(rulePieces('R-LINK-1')).toEqual([{ kind: 'rule', id: 'R-LINK-1' }]);
    const entry = rulings.find((e) => e.id === 'R-LINK-1');
    expect(entry).toMatchObject({ layer: 'hats', source: 'ruling' });
    expect(entry?.text).toMatch(/^House-rule option "play fights as firefights" \(default off\)\..*The map follows the Area: a city Area an urban map, a wilderness Area the woodland map\.$/);
    expect(searchRules(rulings, 'firefights', ['core', 'hats']).map((h) => h.entry.id)).toContain('R-LINK-1');
    expect(searchRules(rulings, 'firefights', ['core', 'ops']).map((h) => h.entry.id)).not.toContain('R-LINK-1');
    expect(searchRules(rulings, 'R-LINK-2', ['core', 'hats'])[0]?.entry.id).toBe('R-LINK-2');
  });

  test('the campaign rulings are entries too, among the tactical rules', () => {
    expect(rulings.filter((e) => e.id.startsWith('R-CAMP-')).map((e) => [e.id, e.layer])).toEqual([['R-CAMP-1', 'ops'], ['R-CAMP-2', 'ops'], ['R-CAMP-3', 'ops'], ['R-CAMP-4', 'ops']]);
  });
});
