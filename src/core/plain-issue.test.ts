import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { plainIssue } from './plain-issue';

/** Schema problems in plain words (README "Reliability"): which item, what is wrong. */
const plain = (schema: z.ZodType, input: unknown, top = 'the agent file'): string => {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('parsed');
  return plainIssue(r.error.issues[0], { input, top });
};

const skill = z.object({ name: z.string(), rating: z.string().refine((w) => w === 'Good', { error: 'expected a ladder word such as "Good"' }) });
const agent = z.object({ version: z.literal(1), metersPerTile: z.number().positive().optional(), skills: z.array(skill).max(2), gear: z.object({ weapons: z.array(z.object({ name: z.string().max(5) })) }).optional() }).strict();
const good = { version: 1, skills: [{ name: 'Pistol', rating: 'Good' }] };

describe('plain words for schema problems', () => {
  it('names the item counted from one, by its name, and what is missing or wrong', () => {
    expect(plain(agent, { ...good, skills: [{ name: 'Pistol', rating: 'Good' }, { name: 'Stealth' }] })).toBe('skill 2 (Stealth) has no rating');
    expect(plain(agent, { ...good, skills: [{ rating: 'Good' }] })).toBe('skill 1 has no name');
    expect(plain(agent, { ...good, skills: [{ name: 'Pistol', rating: 7 }] })).toBe("skill 1 (Pistol)'s rating is a number, not text");
    expect(plain(agent, { ...good, skills: [{ name: 'Pistol', rating: 'Great' }] })).toBe('skill 1 (Pistol)\'s rating is not a ladder word such as "Good"');
  });

  it('says it for the whole file, lists, numbers, text, fixed values and unknown fields', () => {
    expect(plain(agent, { skills: [] })).toBe('the agent file has no version');
    expect(plain(agent, { ...good, version: 1.23 })).toBe('the version is not 1');
    expect(plain(agent, { ...good, skills: [good.skills[0], good.skills[0], good.skills[0]] })).toBe('the agent file has more than 2 skills');
    expect(plain(agent, { ...good, metersPerTile: 0 })).toBe("the meters per tile is 0 or less");
    expect(plain(agent, { ...good, gear: { weapons: [{ name: 'Beretta' }] } })).toBe('the name of weapon 1 (Beretta) of the gear is longer than 5 characters');
    expect(plain(agent, { ...good, colour: 'red' })).toBe('the agent file has a field Blacksite does not know ("colour")');
    expect(plain(agent, 'text')).toBe('the agent file is text, not a set of fields');
    expect(plain(z.object({ kind: z.enum(['a', 'b', 'c']) }), { kind: 'd' })).toBe('the kind is not one of "a", "b" or "c"');
  });

  it('never speaks the schema library\'s own words', () => {
    for (const input of [{}, { ...good, skills: 'x' }, { ...good, skills: [null] }, { ...good, version: '1' }, { ...good, gear: [] }]) {
      expect(plain(agent, input)).not.toMatch(/Invalid|expected \w+, received|received undefined|Too (big|small)|\[\d+\]/);
    }
  });
});
