import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canonicalJson } from './canonical';
import { replayLog } from './replay';
import { periodStarts, rewindTo, rewindToPeriodStart, undoLast } from './rewind';
import { UPDATED_AT } from './test-helpers/fixed-times';
import { skirmishKind } from './test-helpers/skirmish-kind';
import { skirmishSave } from './test-helpers/skirmish-save';

const LATER = '2025-01-02T05:00:00.000Z';
const save = skirmishSave('rewind', 4); // 6 units: 7 commands a round

describe('rewind helpers (by replaying the log)', () => {
  test('rewindTo(n) gives the log cut at n and the state replayed to n', () => {
    const r = rewindTo(skirmishKind, save, 10, LATER);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.save.commands).toEqual(save.commands.slice(0, 10));
    expect(r.save.snapshot).toEqual(r.state);
    expect(r.save.updatedAt).toBe(LATER);
    expect(r.save.createdAt).toBe(save.createdAt);
    expect(r.state.round).toBe(2);
    expect(r.save.summary.progress.value).toBe(2);
    expect(rewindTo(skirmishKind, save, save.commands.length + 1, LATER)).toEqual({
      ok: false,
      reason: `There is no point ${save.commands.length + 1} in this game's log of ${save.commands.length} commands.`,
    });
  });

  test('periodStarts lists where each round began', () => {
    const found = periodStarts(skirmishKind, save);
    expect(found.ok && found.starts).toEqual([
      { period: 1, commands: 0 },
      { period: 2, commands: 7 },
      { period: 3, commands: 14 },
      { period: 4, commands: 21 },
      { period: 5, commands: 28 },
    ]);
  });

  test('rewind to the start of this round, or of a named one', () => {
    const mid = rewindTo(skirmishKind, save, 24, UPDATED_AT);
    if (!mid.ok) throw new Error(mid.reason);
    const start = rewindToPeriodStart(skirmishKind, mid.save, LATER);
    expect(start.ok && start.save.commands.length).toBe(21);
    expect(start.ok && start.state.active).toBe(0);
    const second = rewindToPeriodStart(skirmishKind, save, LATER, 2);
    expect(second.ok && second.save.commands.length).toBe(7);
    expect(rewindToPeriodStart(skirmishKind, save, LATER, 99)).toEqual({ ok: false, reason: "This game's log has no round 99." });
  });

  test('undo takes back a move, but not an attack (it rolled dice) nor an empty log', () => {
    const moveAt = save.commands.findIndex((c) => c.type === 'unit.move');
    const attackAt = save.commands.findIndex((c) => c.type === 'unit.attack');
    const cut = (n: number) => {
      const r = rewindTo(skirmishKind, save, n, UPDATED_AT);
      if (!r.ok) throw new Error(r.reason);
      return r.save;
    };
    const undone = undoLast(skirmishKind, cut(moveAt + 1), LATER);
    expect(undone.ok && undone.save.commands.length).toBe(moveAt);
    expect(undoLast(skirmishKind, cut(attackAt + 1), LATER)).toEqual({ ok: false, reason: 'An attack rolled dice, so it cannot be undone.' });
    expect(undoLast(skirmishKind, cut(0), LATER)).toEqual({ ok: false, reason: 'There is nothing to undo: no command has been played yet.' });
  });

  test('property: rewinding to any point then replaying the rest gives the same final game', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 6 }), fc.nat(), (seed, rounds, pick) => {
        const s = skirmishSave(seed, rounds);
        const n = pick % (s.commands.length + 1);
        const back = rewindTo(skirmishKind, s, n, LATER);
        if (!back.ok) throw new Error(back.reason);
        const rest = replayLog(skirmishKind, back.state, s.commands.slice(n));
        expect(rest.ok && canonicalJson(rest.state)).toBe(canonicalJson(s.snapshot));
      }),
      { numRuns: 150 },
    );
  });
});
