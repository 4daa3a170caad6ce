import { describe, expect, test } from 'vitest';
import { rewindTo } from './rewind';
import { UPDATED_AT } from './test-helpers/fixed-times';
import { skirmishKind } from './test-helpers/skirmish-kind';
import { skirmishSave } from './test-helpers/skirmish-save';
import { isPrefix, keepRedo, moveTo, rememberRedo, timeline } from './timeline';

const LATER = '2025-01-02T05:00:00.000Z';
const save = skirmishSave('timeline', 4); // 7 commands a round, rounds 1..5

function cut(n: number) {
  const r = rewindTo(skirmishKind, save, n, UPDATED_AT);
  if (!r.ok) throw new Error(r.reason);
  return r.save;
}

describe('the GM timeline: rewind to any round, redo until a new command', () => {
  test('lists every round played with where it began, the current one marked', () => {
    const t = timeline(skirmishKind, cut(24), null);
    expect(t.ok && t.entries).toEqual([
      { period: 1, commands: 0, current: false, restorable: false },
      { period: 2, commands: 7, current: false, restorable: false },
      { period: 3, commands: 14, current: false, restorable: false },
      { period: 4, commands: 21, current: true, restorable: false },
    ]);
  });

  test('after a rewind to round 2 the rounds rewound away stay listed as restorable, and moving there replays them', () => {
    const full = save.commands;
    const back = moveTo(skirmishKind, save, null, 7, LATER);
    if (!back.ok) throw new Error(back.reason);
    const redo = rememberRedo(null, full);
    const t = timeline(skirmishKind, back.save, redo);
    expect(t.ok && t.entries.map((e) => [e.period, e.restorable])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, true],
      [5, true],
    ]);
    // Forward to the start of round 4, then all of it: the very game that was rewound.
    const fwd = moveTo(skirmishKind, back.save, redo, 21, LATER);
    expect(fwd.ok && fwd.state.round).toBe(4);
    const all = moveTo(skirmishKind, back.save, redo, full.length, LATER);
    expect(all.ok && all.state).toEqual(save.snapshot);
  });

  test('redo is kept while the game follows the rewound-away log, and dropped at the first other command', () => {
    const full = save.commands;
    const redo = rememberRedo(null, full);
    expect(keepRedo(redo, full.slice(0, 7))).toBe(redo);
    // The same next command again (R-CORE-5 gives it the same dice): still restorable.
    expect(keepRedo(redo, full.slice(0, 8))).toBe(redo);
    const other: (typeof full)[number] = { type: 'round.end' };
    expect(keepRedo(redo, [...full.slice(0, 7), other])).toBeNull();
    // Everything restored: nothing is left to redo.
    expect(keepRedo(redo, full)).toBeNull();
    // A second rewind from inside the restorable stretch keeps the longest log.
    expect(rememberRedo(redo, full.slice(0, 14))).toBe(redo);
    expect(rememberRedo(full.slice(0, 3), full.slice(0, 14))).toEqual(full.slice(0, 14));
    expect(isPrefix(full.slice(0, 2), full)).toBe(true);
    expect(isPrefix(full, full.slice(0, 2))).toBe(false);
  });
});
