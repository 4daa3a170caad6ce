import { describe, expect, test } from 'vitest';
import { SKILLS, findSkill, splitSkillLabel } from './skills';
import { costTableValue, SKILL_COST_TABLE } from './skill-costs';
import { ATTRIBUTES } from './attributes';

describe('skill table', () => {
  test('every skill row of the text, in its order, with attribute and difficulty', () => {
    // The text's list has 41 named rows (the issue says "40"); "Other" is not a skill.
    expect(SKILLS).toHaveLength(41);
    expect(SKILLS.map((s) => s.name).slice(0, 3)).toEqual(['Acting', 'Awareness', 'Brawling']);
    expect(findSkill('computer hacking')).toMatchObject({ ok: true, value: { attribute: 'MEN', difficulty: 'Hard', hasDefault: false } });
    expect(findSkill('Swimming')).toMatchObject({ ok: true, value: { attribute: 'BODY', difficulty: 'Easy', hasDefault: true } });
  });

  test('R-OPS-8: the table wins over the descriptions (Sniper PER, Operate Heavy TECH)', () => {
    expect(findSkill('Sniper')).toMatchObject({ ok: true, value: { attribute: 'PER' } });
    expect(findSkill('Operate Heavy')).toMatchObject({ ok: true, value: { attribute: 'TECH' } });
  });

  test('R-OPS-7: Hard skills, Knowledge and Language have no default; Knowledge and Language take a field', () => {
    const noDefault = SKILLS.filter((s) => !s.hasDefault).map((s) => s.name);
    expect(noDefault).toContain('Knowledge');
    expect(noDefault).toContain('Language');
    expect(SKILLS.filter((s) => s.difficulty === 'Hard').every((s) => !s.hasDefault)).toBe(true);
    expect(findSkill('Language')).toMatchObject({ ok: true, value: { difficulty: null, field: { kind: 'free' } } });
    expect(splitSkillLabel('Knowledge (History)')).toEqual({ name: 'Knowledge', field: 'History' });
    expect(splitSkillLabel('Rifle')).toEqual({ name: 'Rifle' });
  });

  test('R-OPS-7: the cost table of the text', () => {
    expect(SKILL_COST_TABLE.Easy).toEqual([undefined, undefined, 0, 1, 2, 3]);
    expect(SKILL_COST_TABLE.Average).toEqual([undefined, 0, 1, 2, 3, 4]);
    expect(SKILL_COST_TABLE.Hard).toEqual([0, 1, 2, 3, 4, 5]);
    expect(costTableValue('Hard', -3)).toBe(0);
    expect(costTableValue('Easy', -2)).toBeUndefined();
    expect(costTableValue('Average', 2)).toBe(4);
  });

  test('R-OPS-6: six attributes', () => {
    expect(ATTRIBUTES.map((a) => a.id)).toEqual(['BODY', 'REA', 'PER', 'TECH', 'MEN', 'SOC']);
  });

  test('an unknown skill suggests the closest', () => {
    const r = findSkill('Rifel');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.suggestions).toContain('Rifle');
  });
});
