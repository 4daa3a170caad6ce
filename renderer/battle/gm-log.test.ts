import { describe, expect, it } from 'vitest';
import type { BattleEvent } from '../../src/battle';
import { asciiBattle } from '../../src/battle/test-helpers/squads';
import { record, visibleTo } from './log-model';

describe('GM lines in the table logs', () => {
  it("a private GM line is the GM's alone; a public one reaches every seat", () => {
    const { state } = asciiBattle('a...s');
    const events: BattleEvent[] = [
      { type: 'gm.edit', public: false, edit: { kind: 'moved', unit: 'b1', name: 's', to: { x: 2, y: 0 }, facing: null, released: [] } },
      { type: 'gm.edit', public: true, edit: { kind: 'note', text: 'Sirens in the distance.' } },
    ];
    // Side a sees b1 (in plain sight): still, only the GM sees the private line.
    const r = record(state, events, () => ['a', 'b'], 0);
    expect(r.lines.map((l) => [l.text, l.seenBy])).toEqual([
      ['GM: s moved to (2, 0).', []],
      ['GM: Sirens in the distance.', 'all'],
    ]);
    const [secret, announcement] = r.lines;
    expect(secret && visibleTo(secret.seenBy, ['a'])).toBe(false);
    expect(secret && visibleTo(secret.seenBy, 'all')).toBe(true);
    expect(announcement && visibleTo(announcement.seenBy, ['b'])).toBe(true);
  });
});
