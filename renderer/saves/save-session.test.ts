import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSaveCodec, type SaveFile } from '../../src/save/index';
import { conspiracyKind, GAME_KINDS } from '../../src/save/kinds/index';
import type { HatsCommand, HatsState } from '../../src/hats/index';
import { currentPeriod, currentSave, indicatorText, IRONMAN_NO_UNDO, ironmanSaveName, NOT_REWINDABLE, rewindGame, serialWriter, settledAutosave, shortcutOf, undoGame, type SavableGame, type SaveMeta } from './save-session';

const codec = createSaveCodec(GAME_KINDS);
const loaded = codec.loadAs(conspiracyKind, readFileSync(path.join(__dirname, '..', '..', 'test', 'fixtures', 'saves', 'v1', 'conspiracy-game.save.json'), 'utf8'));
if (!loaded.ok) throw new Error(loaded.reason);
const golden: SaveFile<HatsState, HatsCommand> = loaded.save;
const NOW = new Date('2025-03-04T05:06:07.000Z');
const meta: SaveMeta = { title: 'Three-Way', createdAt: golden.createdAt, appVersion: '0.1.0', rewindable: true };

/** A game screen's side of the controller, over a command log. */
function gameOf(count: number): SavableGame<HatsState, HatsCommand> & { log: HatsCommand[]; now: HatsState } {
  const g = {
    kind: conspiracyKind,
    seed: golden.seed,
    log: golden.commands.slice(0, count),
    now: golden.initialState,
    initialState: () => golden.initialState,
    commands: () => g.log,
    state: () => g.now,
    rewound: (to: { state: HatsState; commands: readonly HatsCommand[] }) => {
      g.now = to.state;
      g.log = [...to.commands];
    },
  };
  for (const c of g.log) {
    const r = conspiracyKind.apply(g.now, c);
    if ('rejected' in r) throw new Error(r.rejected);
    g.now = r.state;
  }
  return g;
}

describe('save session', () => {
  it('builds a save the codec loads back, replay matching', () => {
    const save = currentSave(gameOf(golden.commands.length), meta, NOW);
    expect(save.updatedAt).toBe('2025-03-04T05:06:07.000Z');
    // The Load screen counts a conspiracy game in rounds, as the board does: 10 seat-turns of 3 seats is round 4.
    expect(save.summary).toMatchObject({ title: 'Three-Way', progress: { unit: 'turn', value: 4 } });
    const back = codec.load(JSON.stringify(save));
    expect(back.ok && back.replay.status).toBe('match');
  });

  it('R-HATS-12: undo refuses a command that handed the turn over, with its sentence', () => {
    const g = gameOf(golden.commands.length);
    expect(golden.commands.at(-1)?.type).toBe('turn.end');
    expect(undoGame(g, meta, NOW)).toEqual({ ok: false, reason: 'The turn has been handed over, so it cannot be undone.' });
  });

  it('undo takes back a command that revealed nothing, by replaying the log', () => {
    // Find a point in the golden game where the last command may be undone.
    for (let n = golden.commands.length - 1; n > 0; n -= 1) {
      const g = gameOf(n);
      const r = undoGame(g, meta, NOW);
      if (!r.ok) continue;
      expect(r.commands).toEqual(golden.commands.slice(0, n - 1));
      expect(r.state).toEqual(gameOf(n - 1).now);
      return;
    }
    throw new Error('the golden game has no undoable command');
  });

  it("rewinds to the start of this turn: the state at the turn's first command", () => {
    const g = gameOf(golden.commands.length - 1); // inside turn 9, before its turn.end
    const period = currentPeriod(g, meta, NOW);
    expect(period.word).toBe('turn');
    expect(period.played).toBeGreaterThan(0);
    const r = rewindGame(g, meta, NOW);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.taken).toBe(period.played);
    expect(conspiracyKind.summarize(r.state).progress.value).toBe(period.value);
    expect(r.commands).toEqual(golden.commands.slice(0, golden.commands.length - 1 - period.played));
  });

  it('refuses undo and rewind on a game whose log did not replay', () => {
    const g = gameOf(5);
    expect(undoGame(g, { ...meta, rewindable: false }, NOW)).toEqual({ ok: false, reason: NOT_REWINDABLE });
    expect(rewindGame(g, { ...meta, rewindable: false }, NOW)).toEqual({ ok: false, reason: NOT_REWINDABLE });
  });

  it('words the indicator and reads the shortcuts', () => {
    expect(indicatorText({ state: 'saving' })).toBe('Saving...');
    expect(indicatorText({ state: 'saved', at: new Date(2025, 0, 1, 12, 4), auto: true }, 'en-GB')).toBe('Autosaved 12:04');
    expect(indicatorText({ state: 'saved', at: new Date(2025, 0, 1, 9, 30), auto: false }, 'en-GB')).toBe('Saved 09:30');
    expect(indicatorText({ state: 'failed', reason: 'The disk is full.' })).toBe('Not saved: The disk is full.');
    expect(indicatorText({ state: 'idle', opened: false })).toBe('Not saved yet');
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) =>
      shortcutOf({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(key('s', { ctrlKey: true })).toBe('save');
    expect(key('S', { ctrlKey: true, shiftKey: true })).toBe('save-as');
    expect(key('o', { metaKey: true })).toBe('open');
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('s')).toBeNull();
    expect(key('s', { ctrlKey: true, altKey: true })).toBeNull();
  });

  it('R-CORE-6: an Ironman game refuses undo and rewind, with its sentence', () => {
    const g = { ...gameOf(golden.commands.length - 1), ironman: () => true };
    expect(undoGame(g, meta, NOW)).toEqual({ ok: false, reason: IRONMAN_NO_UNDO });
    expect(rewindGame(g, meta, NOW)).toEqual({ ok: false, reason: IRONMAN_NO_UNDO });
    // The same game, not Ironman, may rewind: the refusal is Ironman's, not the log's.
    expect(rewindGame({ ...g, ironman: () => false }, meta, NOW).ok).toBe(true);
  });

  it("R-CORE-6: an Ironman game's save is named by its title and the minute it began", () => {
    expect(ironmanSaveName('Shadow War', new Date(2025, 2, 4, 9, 5))).toBe('Shadow War (Ironman 2025-03-04 09.05)');
  });
});

describe('serialWriter (R-CORE-6: a save after every command)', () => {
  /** A write that stays open until the test ends it, recording what it wrote. */
  function pendingWrites() {
    const ends: (() => void)[] = [];
    const wrote: number[] = [];
    let value = 0;
    const write = () => new Promise<boolean>((resolve) => {
      const seen = value;
      ends.push(() => {
        wrote.push(seen);
        resolve(true);
      });
    });
    return { ends, wrote, write, set: (v: number) => { value = v; } };
  }

  it('writes one at a time, and once more after a running write with the newest game', async () => {
    const w = pendingWrites();
    const request = serialWriter(w.write);
    w.set(1);
    const first = request();
    w.set(2);
    const second = request();
    w.set(3);
    const third = request();
    expect(second).toBe(third);
    expect(w.ends).toHaveLength(1);
    w.ends[0]?.();
    await first;
    await Promise.resolve();
    expect(w.ends).toHaveLength(2);
    w.ends[1]?.();
    await second;
    // Two writes for three requests, the last one with the game as it stood when it began.
    expect(w.wrote).toEqual([1, 3]);
    const fourth = request();
    w.ends[2]?.();
    await fourth;
    expect(w.wrote).toEqual([1, 3, 3]);
  });

  it('goes on writing after a failed write', async () => {
    let calls = 0;
    const request = serialWriter(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('disk full')) : Promise.resolve(true);
    });
    const first = request();
    const second = request();
    await expect(first).rejects.toThrow('disk full');
    await expect(second).resolves.toBe(true);
    expect(calls).toBe(2);
  });
});

describe('settledAutosave: round and turn autosaves where the game waits for a person', () => {
  it('writes at once when settled; put off while the computer moves, written at the first settled change, once', async () => {
    let settled = true;
    const writes: number[] = [];
    let n = 0;
    const auto = settledAutosave(() => settled, () => {
      writes.push((n += 1));
      return Promise.resolve(true);
    });
    expect(await auto.request()).toBe(true);
    expect(writes).toEqual([1]);
    // A turn ends and a computer's turn begins: nothing written yet, however often it is asked.
    settled = false;
    expect(await auto.request()).toBe(false);
    expect(await auto.request()).toBe(false);
    expect(auto.changed()).toBeNull();
    expect(writes).toEqual([1]);
    // The computer has played on to a person's turn: one write.
    settled = true;
    expect(await auto.changed()).toBe(true);
    expect(writes).toEqual([1, 2]);
    expect(auto.changed()).toBeNull();
    expect(writes).toEqual([1, 2]);
  });
});
