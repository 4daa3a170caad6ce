import { describe, expect, test } from 'vitest';
import { rulePieces } from './rule-links';

describe('ruling ids in a screen\'s words become links into the rules reference', () => {
  test('each id is cut out, in order, with the words around it kept whole', () => {
    expect(rulePieces('Damage an Agent armed with the Combat skill adds (R-HATS-7). Higher: Agents die sooner.')).toEqual([
      { kind: 'text', text: 'Damage an Agent armed with the Combat skill adds (' },
      { kind: 'rule', id: 'R-HATS-7' },
      { kind: 'text', text: '). Higher: Agents die sooner.' },
    ]);
    expect(rulePieces('R-CORE-6 and R-OPS-12, then R-HATS-17')).toEqual([
      { kind: 'rule', id: 'R-CORE-6' }, { kind: 'text', text: ' and ' }, { kind: 'rule', id: 'R-OPS-12' }, { kind: 'text', text: ', then ' }, { kind: 'rule', id: 'R-HATS-17' },
    ]);
  });

  test('no id, or something only like one: the text as it is', () => {
    expect(rulePieces('No undo and no rewind.')).toEqual([{ kind: 'text', text: 'No undo and no rewind.' }]);
    expect(rulePieces('R-HATS- and XR-OPS-3x')).toEqual([{ kind: 'text', text: 'R-HATS- and XR-OPS-3x' }]);
    expect(rulePieces('')).toEqual([]);
  });
});
