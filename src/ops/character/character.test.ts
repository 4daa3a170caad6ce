import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  characterBudget,
  characterViolations,
  checkCharacter,
  codeName,
  designateTeams,
  derivedSkills,
  parseCharacter,
  skillCost,
  skillRating,
  type Character,
} from './index';

const tiger: Character = {
  name: 'Jack Doe',
  animal: 'Tiger',
  attributes: { BODY: 1, REA: 2, PER: 1, TECH: 0, MEN: 0, SOC: 0 },
  skills: [
    { name: 'Rifle', rating: 3 },
    { name: 'handgun', rating: 2 },
    { name: 'Martial Arts', rating: 1 },
    { name: 'Knowledge', field: 'History', rating: 0 },
    { name: 'Language', field: 'Russian', difficulty: 'Hard', rating: -2 },
    { name: 'Swimming', rating: 1 },
    { name: 'Survival', field: 'forest', rating: 0 },
  ],
  gifts: ['Combat Reflexes'],
  faults: ['Overconfident'],
};

describe('skill costs and defaults (R-OPS-7)', () => {
  test('R-OPS-7: cost = table value of the rating - table value of the default', () => {
    expect(skillCost('Average', 2, 3, true)).toBe(3); // Rifle Superb with REA Great
    expect(skillCost('Average', 2, 0, true)).toBe(0); // at its default ATT-2
    expect(skillCost('Easy', 0, 1, true)).toBe(2);
    expect(skillCost('Hard', 2, 1, false)).toBe(2); // no default: the table value itself
    expect(skillCost('Easy', 0, 0, false)).toBe(1); // Knowledge: first rating ATT costs 1
  });

  test('R-OPS-7: a floored default is a free gift to weak characters', () => {
    // TECH Terrible: First Aid defaults to Terrible (ATT-2 floored), which is ATT on the table.
    expect(skillCost('Average', -3, -3, true)).toBe(0);
    expect(skillCost('Average', -3, -2, true)).toBe(1);
  });

  test('R-OPS-7: derived ratings: defaults, non-existent Hard skills, per-field skills', () => {
    const skills = derivedSkills(tiger);
    const byLabel = new Map(skills.map((s) => [s.label, s]));
    expect(byLabel.get('Rifle')).toMatchObject({ rating: 3, bought: true, cost: 3 });
    expect(byLabel.get('Handgun')).toMatchObject({ rating: 2, cost: 2 });
    expect(byLabel.get('Awareness')).toMatchObject({ rating: -1, bought: false, cost: 0 }); // PER Good - 2
    expect(byLabel.get('Throwing')).toMatchObject({ rating: 1, bought: false }); // Easy: REA Great - 1
    expect(byLabel.get('Stealth')).toMatchObject({ rating: null, bought: false });
    expect(byLabel.get('Knowledge (History)')).toMatchObject({ rating: 0, cost: 1 });
    expect(byLabel.get('Language (Russian)')).toMatchObject({ rating: -2, cost: 1, difficulty: 'Hard' });
    expect(byLabel.get('Survival (forest)')).toMatchObject({ rating: 0, cost: 2 });
    expect(byLabel.get('Survival')).toMatchObject({ rating: -2, bought: false });
    expect(byLabel.has('Knowledge')).toBe(false);
    expect(skillRating(tiger, 'Survival', 'desert')).toBe(-2);
    expect(skillRating(tiger, 'Knowledge (History)')).toBe(0);
    expect(skillRating(tiger, 'Knowledge', 'Physics')).toBeNull();
    expect(skillRating(tiger, 'stealth')).toBeNull();
  });

  test('R-OPS-7: Hard skills start two below ATT, below Terrible allowed and shown as such', () => {
    const weak: Character = { ...tiger, attributes: { ...tiger.attributes, TECH: -3, REA: 3, BODY: 3 }, skills: [{ name: 'Electronics', rating: -5 }] };
    expect(characterViolations(weak).filter((v) => v.includes('Electronics'))).toEqual([]);
    expect(derivedSkills(weak).find((s) => s.label === 'Electronics')).toMatchObject({ rating: -5, cost: 1 });
  });
});

describe('budget (R-OPS-9)', () => {
  test('R-OPS-9: budget = 30 + 12 + 6 + 6*(faults-1); spent = skills + 3*attributes + 6*gifts', () => {
    const b = characterBudget(tiger);
    expect(b.skillLevels).toBe(3 + 2 + 2 + 1 + 1 + 1 + 2);
    expect(b.attributeLevels).toBe(12);
    expect(b.budget).toBe(48);
    expect(b.spent).toBe(12 + 12 + 6);
    expect(b.balance).toBe(18);
    expect(b.trades).toEqual([]);
  });

  test('R-OPS-9: trades in words: unused attribute levels, no gift, extra faults', () => {
    const b = characterBudget({ ...tiger, attributes: { ...tiger.attributes, REA: 0 }, gifts: [], faults: ['Coward', 'Greedy', 'Lazy'] });
    expect(b.budget).toBe(60);
    expect(b.trades).toEqual([
      '2 unused attribute levels became 6 skill levels.',
      'The unused free gift became 6 skill levels.',
      '2 extra faults paid for 12 skill levels.',
    ]);
  });
});

describe('violations in plain words (R-OPS-6..9)', () => {
  test('a valid agent has none', () => {
    expect(checkCharacter(tiger)).toMatchObject({ valid: true, violations: [] });
  });

  test('R-OPS-6: attributes range Terrible..Superb', () => {
    const v = characterViolations({ ...tiger, attributes: { ...tiger.attributes, BODY: 4, SOC: -4 } });
    expect(v).toContain('Body is Legendary; attributes range from Terrible to Superb (R-OPS-6).');
    expect(v).toContain('Social is Terrible-1; attributes range from Terrible to Superb (R-OPS-6).');
  });

  test('R-OPS-7: caps, defaults, fields, Language difficulty, unknown skills', () => {
    const v = characterViolations({
      ...tiger,
      skills: [
        { name: 'Handgun', rating: 4 },
        { name: 'Acting', rating: 3 },
        { name: 'Rifle', rating: -1 },
        { name: 'Stealth', rating: -1 },
        { name: 'Knowledge', rating: 1 },
        { name: 'Language', field: 'German', rating: 0 },
        { name: 'Pilot', field: 'submarine', rating: 0 },
        { name: 'Rifel', rating: 1 },
      ],
    });
    expect(v).toEqual(
      expect.arrayContaining([
        'Handgun is Legendary; no skill goes past Superb (R-OPS-7).',
        'Acting is Superb, above its cap of SOC+2 = Great (R-OPS-7).',
        'Rifle is Mediocre, below its default of Fair; leave it unbought instead.',
        'Stealth is Mediocre; its first rating is Fair (R-OPS-7).',
        'Knowledge must name its field of study (R-OPS-7).',
        'Language (German) must give its difficulty (Easy, Average or Hard) (R-OPS-7).',
        expect.stringMatching(/^Pilot has no aircraft "submarine"; the closest valid choices are /),
        expect.stringMatching(/^Unknown skill "Rifel"; the closest valid choices are Rifle/),
      ]),
    );
  });

  test('R-OPS-9: one to three faults, known gifts, and no overspending', () => {
    expect(characterViolations({ ...tiger, faults: [] })).toContain('Every agent needs at least one fault (R-OPS-9).');
    expect(characterViolations({ ...tiger, faults: ['Coward', 'Greedy', 'Lazy', 'Glutton'] })).toContain(
      'An agent may have at most 3 faults at creation, not 4 (R-OPS-9).',
    );
    expect(characterViolations({ ...tiger, gifts: ['Luky'] })[0]).toMatch(/^Unknown gift "Luky"; the closest valid choices are Lucky/);
    const rich = { ...tiger, gifts: ['Lucky', 'Patron', 'Reputation', 'Contacts', 'Night Vision'] };
    expect(characterViolations(rich)).toEqual(['The agent spends 54 skill levels but has 48: 6 too many (R-OPS-9).']);
    expect(characterViolations({ ...tiger, gifts: ['Lucky', 'lucky'] })).toContain('The gift lucky is listed twice.');
  });
});

describe('code names (R-OPS-10)', () => {
  test('R-OPS-10: color before animal, a third designation when teams share a color', () => {
    expect(codeName('tiger', 'red')).toBe('Red Tiger');
    expect(codeName('Tiger', 'Red', 'Alpha')).toBe('Alpha Red Tiger');
    expect(codeName('snake')).toBe('Snake');
    expect(designateTeams(['Red', 'Blue', 'red'])).toEqual({ ok: true, designations: ['Alpha', undefined, 'Beta'] });
    expect(designateTeams(['Red', 'Red', 'Red', 'Red'])).toEqual({ ok: false, reason: 'At most 3 teams may share the color Red.' });
  });
});

describe('untrusted character data', () => {
  test('a valid file parses; a broken one is refused with one sentence', () => {
    expect(parseCharacter(JSON.parse(JSON.stringify(tiger)))).toEqual({ ok: true, character: tiger });
    const bad = parseCharacter({ ...tiger, attributes: { ...tiger.attributes, BODY: 'Good' } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toBe('Not a valid character: BODY in the attributes is text, not a number.');
  });
});

describe('properties', () => {
  const attr = fc.integer({ min: -3, max: 3 });
  test('R-OPS-7: any bought rating between the lowest and the cap costs >= 0, and one more level costs exactly one more', () => {
    fc.assert(
      fc.property(attr, fc.constantFrom('Easy' as const, 'Average' as const, 'Hard' as const), fc.boolean(), fc.integer({ min: 0, max: 5 }), (att, diff, hasDefault, step) => {
        const withDefault = hasDefault && diff !== 'Hard';
        const low = withDefault ? Math.max(-3, att + (diff === 'Easy' ? -1 : -2)) : att + { Easy: 0, Average: -1, Hard: -2 }[diff];
        const rating = Math.min(low + step, Math.min(att + 2, 3));
        if (rating < low) return;
        const cost = skillCost(diff, att, rating, withDefault);
        expect(cost).toBeGreaterThanOrEqual(withDefault ? 0 : 1);
        expect(skillCost(diff, att, rating + 1, withDefault)).toBe(cost + 1);
      }),
    );
  });

  test('R-OPS-9: raising one attribute and lowering another leaves the spending unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 }), (a, b) => {
        const base = { ...tiger, skills: [], attributes: { BODY: a, REA: b, PER: 0, TECH: 0, MEN: 0, SOC: 0 } };
        const traded = { ...base, attributes: { ...base.attributes, BODY: a + 1, REA: b - 1 } };
        expect(characterBudget(traded).spent).toBe(characterBudget(base).spent);
      }),
    );
  });
});
