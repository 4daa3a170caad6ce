import { describe, expect, it } from 'vitest';
import { adviceWords } from './setup-advice';

describe('the set-up\'s word on one of your maps', () => {
  it('names an open field and spawn zones in sight, with a cell pair; says nothing of a good map', () => {
    expect(adviceWords({ noBlocking: false, sight: [], unreachable: [] })).toBeUndefined();
    expect(adviceWords({ noBlocking: true, sight: [{ sides: ['a', 'b'], pairs: [{ a: { x: 23, y: 14 }, b: { x: 0, y: 0 } }] }], unreachable: [] })).toBe(
      'No cell of it blocks movement or sight, so it plays as an open field; and the spawn zones of sides a and b see each other at the start (cell 23, 14 sees cell 0, 0).',
    );
    expect(adviceWords({ noBlocking: false, sight: [{ sides: ['a', 'c'], pairs: [] }], unreachable: [] })).toBe('The spawn zones of sides a and c see each other at the start.');
  });
});
