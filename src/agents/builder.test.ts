import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { characterBudget } from '../ops/character/budget';
import { ATTRIBUTE_IDS } from '../ops/data/attributes';
import { addCustomSkill, addFieldSkill, lowerSkill, raiseSkill, removeSkill, setAttribute, setSkillRating, tradeAttribute } from './builder-skills';
import { addFault, addGift, removeFault, setStyle } from './builder-traits';
import type { BuildResult } from './builder-result';
import { checkAgent } from './check';
import { BLANK_AGENT } from './random-agent';
import { FIELD_SKILLS, skillRows } from './skill-rows';
import { TIGER } from './test-agents';
import type { Agent } from './types';

function ok(r: BuildResult): Agent {
  if (!r.ok) throw new Error(r.reason);
  return r.agent;
}

const rowOf = (a: Agent, label: string) => skillRows(a).find((r) => r.label === label);

describe('attributes (R-OPS-6)', () => {
  test('R-OPS-6: four free levels show as 12 skill levels until used; a raise past them costs 3', () => {
    const fresh: Agent = { ...BLANK_AGENT, name: 'A', animal: 'Fox', faults: ['Lazy'] };
    expect(characterBudget(fresh)).toMatchObject({ budget: 48, spent: 0, balance: 48 });
    let a = fresh;
    for (let i = 0; i < 4; i += 1) a = ok(setAttribute(a, 'REA', a.attributes.REA + (i < 3 ? 1 : 0)));
    a = ok(setAttribute(a, 'BODY', 1));
    expect(characterBudget(a)).toMatchObject({ spent: 12, balance: 36 });
    a = ok(setAttribute(a, 'PER', 1));
    expect(characterBudget(a).balance).toBe(33);
  });

  test('R-OPS-6: range Terrible..Superb, refused with a sentence', () => {
    const a = ok(setAttribute(BLANK_AGENT, 'SOC', -3));
    expect(setAttribute(a, 'SOC', -4)).toEqual({ ok: false, reason: 'Social cannot go below Terrible (R-OPS-6).' });
    expect(setAttribute(a, 'MEN', 4)).toEqual({ ok: false, reason: 'Mental cannot go past Superb (R-OPS-6).' });
  });

  test('R-OPS-6: a one-for-one trade leaves the spending unchanged (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ATTRIBUTE_IDS), fc.constantFrom(...ATTRIBUTE_IDS), (from, to) => {
        fc.pre(from !== to);
        const r = tradeAttribute({ ...BLANK_AGENT, faults: ['Lazy'] }, from, to);
        if (!r.ok) return false;
        return characterBudget(r.agent).spent === 0 && r.agent.attributes[from] === -1 && r.agent.attributes[to] === 1;
      }),
    );
  });

  test('R-OPS-7: lowering an attribute brings its skills down to the new cap, and says so', () => {
    const r = setAttribute(TIGER, 'REA', 0);
    const a = ok(r);
    expect(a.skills.find((s) => s.name === 'Rifle')?.rating).toBe(2);
    expect(r.ok && r.notes).toContain('Rifle came down to Great, its new cap (R-OPS-7).');
    expect(checkAgent(a).problems.filter((p) => p.includes('cap'))).toEqual([]);
  });

  test('R-OPS-7: raising an attribute past a bought rating returns the skill to its default', () => {
    const a = ok(setSkillRating({ ...BLANK_AGENT, faults: ['Lazy'] }, { name: 'Awareness', rating: 0 }, -1));
    const r = setAttribute(a, 'PER', 2);
    expect(ok(r).skills).toEqual([]);
    expect(r.ok && r.notes).toEqual(['Awareness is back at its default of Fair.']);
  });
});

describe('skills (R-OPS-7)', () => {
  test('R-OPS-7: live cost, defaults shown, caps enforced', () => {
    const rifle = rowOf(TIGER, 'Rifle');
    expect(rifle).toMatchObject({ rating: 3, cost: 3, cap: 3, canRaise: false, raiseCost: null, defaultRating: 0 });
    expect(rowOf(TIGER, 'Awareness')).toMatchObject({ rating: -1, defaultRating: -1, bought: false, cost: 0, raiseCost: 1 });
    expect(rowOf(TIGER, 'Stealth')).toMatchObject({ rating: null, lowest: 0, raiseCost: 1 });
    expect(raiseSkill(TIGER, { name: 'Rifle', rating: 0 })).toEqual({
      ok: false,
      reason: 'Rifle cannot go past Superb: skills stop at REA+2 and at Superb (R-OPS-7).',
    });
    expect(setSkillRating(TIGER, { name: 'Swimming', rating: 0 }, 4).ok).toBe(false);
  });

  test('R-OPS-7: every row of the list is shown; per-field skills without default once a field is added', () => {
    const labels = skillRows(BLANK_AGENT).map((r) => r.label);
    // 41 listed skills; Knowledge, Language and Pilot have no default and appear per field (FIELD_SKILLS).
    expect(labels).toHaveLength(41 - 3);
    expect(labels).toContain('Survival');
    expect(labels).not.toContain('Knowledge');
    expect(FIELD_SKILLS.map((s) => s.name)).toEqual(['Knowledge', 'Language', 'Pilot', 'Survival']);
  });

  test('R-OPS-7: a Hard skill is bought at ATT-2 and unbought from there', () => {
    let a = ok(raiseSkill(TIGER, { name: 'Stealth', rating: 0 }));
    expect(rowOf(a, 'Stealth')).toMatchObject({ rating: 0, cost: 1, bought: true });
    a = ok(lowerSkill(a, { name: 'Stealth', rating: 0 }));
    expect(rowOf(a, 'Stealth')).toMatchObject({ rating: null, bought: false });
  });

  test('R-OPS-7: a skill lowered back to its default is no longer bought', () => {
    let a = ok(raiseSkill(TIGER, { name: 'Awareness', rating: 0 }));
    expect(rowOf(a, 'Awareness')).toMatchObject({ rating: 0, cost: 1, bought: true });
    a = ok(lowerSkill(a, { name: 'Awareness', rating: 0 }));
    expect(a.skills).toEqual(TIGER.skills);
    expect(lowerSkill(a, { name: 'Awareness', rating: 0 }).ok).toBe(false);
  });

  test('R-OPS-7: Knowledge per field, Language with its difficulty, Pilot from its list', () => {
    let a = ok(addFieldSkill(TIGER, 'Language', 'Mandarin', 'Hard'));
    expect(rowOf(a, 'Language (Mandarin)')).toMatchObject({ rating: -2, cost: 1, difficulty: 'Hard' });
    expect(addFieldSkill(a, 'Language', 'Mandarin', 'Hard')).toEqual({ ok: false, reason: 'Language (Mandarin) is already on the sheet.' });
    expect(addFieldSkill(a, 'Language', 'German')).toMatchObject({ ok: false });
    expect(addFieldSkill(a, 'Pilot', 'submarine')).toMatchObject({ ok: false });
    a = ok(addFieldSkill(a, 'pilot', 'Helicopter'));
    expect(a.skills.at(-1)).toMatchObject({ name: 'Pilot', field: 'helicopter' });
  });

  test('custom skills: attribute and difficulty chosen, names on the list refused', () => {
    const a = ok(addCustomSkill(TIGER, 'Lip Reading', 'PER', 'Average'));
    expect(rowOf(a, 'Lip Reading')).toMatchObject({ custom: true, rating: -1, cost: 0, attribute: 'PER' });
    expect(addCustomSkill(a, 'rifle', 'PER', 'Easy')).toEqual({ ok: false, reason: 'Rifle is already on the skill list; raise it there.' });
    expect(ok(removeSkill(a, { name: 'Lip Reading' })).skills).toEqual(TIGER.skills);
  });
});

describe('gifts and faults (R-OPS-9)', () => {
  test('R-OPS-9: the running balance follows gifts and faults', () => {
    const a0: Agent = { ...BLANK_AGENT, name: 'A', animal: 'Fox' };
    expect(characterBudget(a0).balance).toBe(48);
    const a1 = ok(addGift(a0, 'lucky'));
    expect(characterBudget(a1).balance).toBe(42);
    const a2 = ok(addFault(ok(addFault(a1, 'Lazy')), 'Greedy'));
    expect(characterBudget(a2).balance).toBe(48);
    expect(characterBudget(a2).trades).toContain('1 extra fault paid for 6 skill levels.');
  });

  test('R-OPS-9: at most three faults; names come from the data', () => {
    let a: Agent = BLANK_AGENT;
    for (const f of ['Lazy', 'Greedy', 'Curious']) a = ok(addFault(a, f));
    expect(addFault(a, 'Coward')).toEqual({ ok: false, reason: 'An agent may have at most 3 faults at creation (R-OPS-9).' });
    expect(addGift(a, 'Lucky Charm')).toMatchObject({ ok: false, reason: expect.stringMatching(/^Unknown gift "Lucky Charm"/) as unknown });
    expect(ok(removeFault(a, 'lazy')).faults).toEqual(['Greedy', 'Curious']);
  });

  test('R-OPS-20: a style needs the Martial Arts skill', () => {
    const a = ok(setStyle({ ...TIGER, skills: [] }, 'judo'));
    expect(checkAgent(a).problems).toContain('The Judo style needs the Martial Arts skill (R-OPS-20).');
    expect(checkAgent(ok(setStyle(TIGER, 'Judo'))).valid).toBe(true);
  });

  test('a draft is kept with its problems listed in words', () => {
    const draft = ok(raiseSkill(BLANK_AGENT, { name: 'Rifle', rating: 0 }));
    expect(checkAgent(draft)).toMatchObject({
      valid: false,
      problems: ['The agent needs a name.', 'The agent needs an animal code name (R-OPS-10).', 'Every agent needs at least one fault (R-OPS-9).'],
    });
  });
});
