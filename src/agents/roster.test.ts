import { describe, expect, test } from 'vitest';
import { agentFileText } from './agent-file';
import { copyName, importFile, matchesSearch, rosterIdFor } from './roster';
import { squadToFile } from './squad-file';
import { TIGER } from './test-agents';

const noRefs = () => ({ ok: false as const, reason: 'Not found.' });

describe('roster helpers', () => {
  test('ids are safe file stems, unique in the roster', () => {
    expect(rosterIdFor('Jack Doe', [])).toBe('jack-doe');
    expect(rosterIdFor('Jack Doe', ['jack-doe', 'jack-doe-2'])).toBe('jack-doe-3');
    expect(rosterIdFor('../../Élodie', [])).toBe('elodie');
    expect(rosterIdFor('***', [])).toBe('agent');
  });

  test('duplicates are named "(copy)", then "(copy 2)"', () => {
    expect(copyName('Jack Doe', ['Jack Doe'])).toBe('Jack Doe (copy)');
    expect(copyName('Jack Doe (copy)', ['Jack Doe', 'Jack Doe (copy)'])).toBe('Jack Doe (copy 2)');
  });

  test('search looks at name, animal, specialty, skills, traits and weapons', () => {
    expect(matchesSearch(TIGER, 'tiger')).toBe(true);
    expect(matchesSearch(TIGER, 'assault rifle')).toBe(true);
    expect(matchesSearch(TIGER, 'history m16')).toBe(true);
    expect(matchesSearch(TIGER, 'sniper')).toBe(false);
    expect(matchesSearch(TIGER, '  ')).toBe(true);
  });
});

describe('import (a malformed file is refused with a sentence)', () => {
  test('one agent, or a squad whose agents come in one by one', () => {
    expect(importFile(agentFileText(TIGER), noRefs)).toEqual({ ok: true, kind: 'agent', agents: [TIGER] });
    const squad = importFile(JSON.stringify(squadToFile('Two', [TIGER, TIGER])), noRefs);
    expect(squad).toMatchObject({ ok: true, kind: 'squad', name: 'Two' });
    expect(squad.ok && squad.agents).toHaveLength(2);
  });

  test.each([
    ['{"format": "blacksite-agent", "name": ', 'That file is not JSON, so it is neither an agent nor a squad file.'],
    ['{"format": "blacksite-save", "version": 1}', 'That file is neither a Blacksite agent nor a squad file (its format is "blacksite-save").'],
    ['[1, 2, 3]', 'That file is neither a Blacksite agent nor a squad file.'],
    [
      JSON.stringify({ format: 'blacksite-agent', version: 1, name: 'X', animal: 'Fox', attributes: { BODY: 'Huge' } }),
      'This agent file is damaged: BODY in the attributes is not a ladder word such as "Good", "Mediocre" or "Terrible-1".',
    ],
    [JSON.stringify({ format: 'blacksite-squad', version: 1, name: 'X', agents: ['a.json'] }), 'Agent 1 of the squad (a.json) cannot be read: not found.'],
  ])('refused: %s', (text, reason) => {
    expect(importFile(text, noRefs)).toEqual({ ok: false, reason });
  });
});
