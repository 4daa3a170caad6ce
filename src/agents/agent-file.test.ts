import { describe, expect, test } from 'vitest';
import { agentFileText, agentToFile, readAgentFile } from './agent-file';
import { checkAgentFile } from './check';
import { TIGER } from './test-agents';

describe('the blacksite-agent v1 file', () => {
  test('an agent survives the round trip through its file, ratings as ladder words', () => {
    const file = agentToFile(TIGER);
    expect(file).toMatchObject({
      format: 'blacksite-agent',
      version: 1,
      attributes: { BODY: 'Good', REA: 'Great', PER: 'Good', TECH: 'Fair', MEN: 'Fair', SOC: 'Fair' },
      skills: [{ name: 'Rifle', rating: 'Superb' }, { name: 'Handgun', rating: 'Great' }, { name: 'Martial Arts', rating: 'Good' }, { name: 'Knowledge', rating: 'Fair', field: 'History' }],
    });
    const back = readAgentFile(JSON.parse(agentFileText(TIGER)));
    expect(back.ok && back.agent).toEqual(TIGER);
  });

  test('ladder words are read without regard to case, below Terrible too (R-CORE-1)', () => {
    const file = { ...agentToFile(TIGER), skills: [{ name: 'electronics', rating: 'terrible-1' }] };
    const read = readAgentFile(file);
    expect(read.ok && read.agent.skills[0]?.rating).toBe(-4);
  });

  test('gear and the optional fields may be left out', () => {
    const { gear: _g, specialty: _s, ...bare } = agentToFile(TIGER);
    const read = readAgentFile(bare);
    expect(read.ok && read.agent.gear).toEqual({ weapons: [], melee: [], armor: null, equipment: [] });
  });

  test('more fields may be added: unknown keys are ignored, known ones keep their meaning', () => {
    const read = readAgentFile({ ...agentToFile(TIGER), portrait: 'tiger.png' });
    expect(read.ok).toBe(true);
  });

  test.each([
    [[1, 2], 'This is not a Blacksite agent file: it is not a JSON object.'],
    [{ name: 'x' }, 'This is not a Blacksite agent file: it has no "format": "blacksite-agent".'],
    [{ format: 'blacksite-save' }, 'This is not a Blacksite agent file: its format is "blacksite-save", not "blacksite-agent".'],
    [{ format: 'blacksite-agent', version: 2 }, 'This agent file was written by a newer Blacksite (version 2); this one reads version 1.'],
  ])('a foreign file is refused with one sentence: %j', (value, reason) => {
    expect(readAgentFile(value)).toEqual({ ok: false, reason });
  });

  test('a malformed agent file names the field and what was expected', () => {
    const file = { ...agentToFile(TIGER), attributes: { ...agentToFile(TIGER).attributes, BODY: 'Goood' } };
    expect(readAgentFile(file)).toEqual({
      ok: false,
      reason: 'This agent file is damaged: BODY in the attributes is not a ladder word such as "Good", "Mediocre" or "Terrible-1".',
    });
    expect(readAgentFile({ ...agentToFile(TIGER), version: 1.23 })).toEqual({ ok: false, reason: 'This agent file is damaged: its version (1.23) is not a whole number.' });
    const noSkills = { ...agentToFile(TIGER), skills: 'Rifle' };
    expect(readAgentFile(noSkills).ok).toBe(false);
    expect(checkAgentFile(noSkills)).toMatchObject({ kind: 'not-agent' });
  });

  test('R-OPS-9: the check gives the budget, the spending and every rollable skill', () => {
    const c = checkAgentFile(agentToFile(TIGER));
    if (c.kind !== 'agent') throw new Error(c.reason);
    expect(c.check.valid).toBe(true);
    expect(c.check.budget).toBe(48);
    // Rifle Superb 3, Handgun Great 2, Martial Arts Good (REA-1, Hard) 2, Knowledge 1; attributes 3*4; one gift 6.
    expect(c.check.spent).toBe(3 + 2 + 2 + 1 + 12 + 6);
    expect(c.check.skills).toMatchObject({ Rifle: 3, 'Knowledge (History)': 0, Awareness: -1, Throwing: 1 });
    expect('Stealth' in c.check.skills).toBe(false); // Hard, unbought: cannot be rolled (R-OPS-7)
  });
});
