import { describe, expect, test } from 'vitest';
import { characterBudget, characterViolations, derivedSkills, parseCharacter, skillRating, type Character } from './index';

const base: Character = {
  name: 'Ann Roe',
  animal: 'Heron',
  attributes: { BODY: 0, REA: 1, PER: 1, TECH: 1, MEN: 1, SOC: 0 },
  skills: [],
  gifts: ['Lucky'],
  faults: ['Curious'],
};

describe('skills not on the list (the text\'s "Other", costed by R-OPS-7)', () => {
  test('R-OPS-7: a custom skill costs and defaults like a listed skill of its difficulty', () => {
    const c: Character = {
      ...base,
      skills: [
        { name: 'Lip Reading', attribute: 'PER', difficulty: 'Average', rating: 1 },
        { name: 'Cryptography', attribute: 'MEN', difficulty: 'Hard', rating: 0 },
      ],
    };
    expect(characterViolations(c)).toEqual([]);
    const all = derivedSkills(c);
    // Custom skills follow the 41 rows of the list.
    expect(all.slice(-2).map((s) => [s.label, s.rating, s.cost, s.custom])).toEqual([
      ['Lip Reading', 1, 2, true], // PER Good: default ATT-2 (table 0), Good = ATT (table 2)
      ['Cryptography', 0, 2, true], // MEN Good, Hard: Fair = ATT-1 = 2
    ]);
    expect(characterBudget(c).skillLevels).toBe(4);
    expect(skillRating(c, 'lip reading')).toBe(1);
  });

  test('R-OPS-7: caps and first ratings hold for custom skills too', () => {
    const c: Character = { ...base, skills: [{ name: 'Lip Reading', attribute: 'PER', difficulty: 'Average', rating: 3 }] };
    expect(characterViolations(c)).toEqual([]);
    const over: Character = { ...base, skills: [{ name: 'Lip Reading', attribute: 'SOC', difficulty: 'Average', rating: 3 }] };
    expect(characterViolations(over).join(' ')).toContain('above its cap of SOC+2 = Great');
  });

  test('an unknown name without attribute and difficulty is refused with one sentence', () => {
    const c: Character = { ...base, skills: [{ name: 'Basket Weaving', rating: 0 }] };
    const v = characterViolations(c);
    expect(v).toHaveLength(1);
    expect(v[0]).toMatch(/^Unknown skill "Basket Weaving"; the closest valid choices are .*; a skill of your own must name its attribute and difficulty\.$/);
  });

  test('R-OPS-8: a listed skill keeps its own attribute and difficulty', () => {
    const c: Character = { ...base, skills: [{ name: 'Sniper', attribute: 'REA', difficulty: 'Hard', rating: 1 }] };
    const v = characterViolations(c).join(' ');
    expect(v).toContain('Sniper is governed by PER');
    expect(v).toContain('Sniper is Average');
  });

  test('the schema accepts and checks the attribute of a custom skill', () => {
    expect(parseCharacter({ ...base, skills: [{ name: 'X', rating: 0, attribute: 'PER', difficulty: 'Easy' }] }).ok).toBe(true);
    const bad = parseCharacter({ ...base, skills: [{ name: 'X', rating: 0, attribute: 'LUCK', difficulty: 'Easy' }] });
    expect(bad.ok).toBe(false);
  });
});
