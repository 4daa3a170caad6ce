import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addQuitStep, checkOperationInput, type OperationInput, type SaveEnvelopeWire } from '../../src/contract';
import type { HatsCommand, HatsState } from '../../src/hats/index';
import { createSaveCodec, replayLog, type SaveFile } from '../../src/save/index';
import { conspiracyKind, GAME_KINDS } from '../../src/save/kinds/index';
import { createQuitCopy } from './quit-copy';
import type { SavableGame, SaveMeta } from './save-session';

const codec = createSaveCodec(GAME_KINDS);
const loaded = codec.loadAs(conspiracyKind, readFileSync(path.join(__dirname, '..', '..', 'test', 'fixtures', 'saves', 'v2', 'conspiracy-game.save.json'), 'utf8'));
if (!loaded.ok) throw new Error(loaded.reason);
const golden: SaveFile<HatsState, HatsCommand> = loaded.save;
const meta: SaveMeta = { title: 'Three-Way', createdAt: golden.createdAt, appVersion: '0.1.0', rewindable: true };
const NOW = new Date('2025-03-04T05:06:07.000Z');

/** The golden game played up to `count` commands, as a screen lends it. */
function gameAt(count: number): SavableGame<HatsState, HatsCommand> & { play(n: number): void; back(n: number): void } {
  let log = golden.commands.slice(0, count);
  const stateOf = (l: readonly HatsCommand[]): HatsState => {
    const r = replayLog(conspiracyKind, golden.initialState, l);
    if (!r.ok) throw new Error(r.reason);
    return r.state;
  };
  let state = stateOf(log);
  return {
    kind: conspiracyKind,
    seed: golden.seed,
    initialState: () => golden.initialState,
    commands: () => log,
    state: () => state,
    rewound: () => undefined,
    play(n) {
      log = [...log, ...golden.commands.slice(log.length, log.length + n)];
      state = stateOf(log);
    },
    back(n) {
      log = log.slice(0, log.length - n);
      state = stateOf(log);
    },
  };
}

/** A host as main/quit-autosave.ts keeps it, recording every message it got (checked by the contract). */
function host() {
  let held: SaveEnvelopeWire | null = null;
  const sent: OperationInput<'saves.keepForQuit'>[] = [];
  return {
    sent,
    held: () => held,
    keepForQuit: (raw: OperationInput<'saves.keepForQuit'>) => {
      const checked = checkOperationInput('saves.keepForQuit', raw);
      if (!checked.ok) return Promise.reject(new Error(checked.error));
      sent.push(raw);
      const input = checked.value;
      if (!('step' in input)) {
        held = input.save;
        return Promise.resolve({ kept: true });
      }
      const next = addQuitStep(held, input.step);
      if (next !== null) held = next;
      return Promise.resolve({ kept: next !== null });
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const kinds = (h: ReturnType<typeof host>) => h.sent.map((m) => ('step' in m ? `step+${m.step.commands.length}` : m.save === null ? 'none' : `whole ${m.save.commands.length}`));

describe('the quit copy handed to the host', () => {
  it('sends the whole game once, then only the new commands, and nothing when nothing changed', async () => {
    const h = host();
    const game = gameAt(10);
    const copy = createQuitCopy({ keepForQuit: h.keepForQuit, game, meta: () => meta, now: () => NOW, failed: (r) => { throw new Error(r); } });
    copy.changed();
    await settle();
    copy.changed();
    copy.changed();
    await settle();
    expect(kinds(h)).toEqual(['whole 10']);
    game.play(3);
    copy.changed();
    await settle();
    copy.changed();
    game.play(1);
    copy.changed();
    await settle();
    expect(kinds(h)).toEqual(['whole 10', 'step+3', 'step+1']);
    // What the host holds is the game as it stands, and it loads like any save.
    const text = codec.serialize(h.held() as SaveFile);
    const back = codec.load(text);
    expect(back.ok && back.replay).toEqual({ status: 'match' });
    expect(back.ok && back.save.commands).toEqual(game.commands());
    expect(back.ok && back.save.summary.progress).toEqual(conspiracyKind.summarize(game.state()).progress);
  });

  it('after an undo, and when the host holds another game, hands over the whole game', async () => {
    const h = host();
    const game = gameAt(12);
    const copy = createQuitCopy({ keepForQuit: h.keepForQuit, game, meta: () => meta, now: () => NOW, failed: (r) => { throw new Error(r); } });
    copy.changed();
    game.back(2);
    copy.changed();
    await settle();
    expect(kinds(h)).toEqual(['whole 12', 'whole 10']);
    // Another window replaced the host's copy: the step is refused, the whole game follows.
    await h.keepForQuit({ save: null });
    game.play(2);
    copy.changed();
    await settle();
    await settle();
    expect(kinds(h)).toEqual(['whole 12', 'whole 10', 'none', 'step+2', 'whole 12']);
    expect(h.held()?.commands).toEqual(game.commands());
  });

  it('a failed hand-over is reported, and the next one is whole; leaving the screen releases the copy', async () => {
    const h = host();
    const game = gameAt(5);
    const failures: string[] = [];
    let down = true;
    const copy = createQuitCopy({
      keepForQuit: (input) => (down ? Promise.reject(new Error('The host is busy.')) : h.keepForQuit(input)),
      game,
      meta: () => meta,
      now: () => NOW,
      failed: (r) => failures.push(r),
    });
    copy.changed();
    await settle();
    expect(failures).toEqual(['The host is busy.']);
    down = false;
    game.play(1);
    copy.changed();
    await settle();
    expect(kinds(h)).toEqual(['whole 6']);
    await copy.release();
    expect(h.held()).toBeNull();
  });
});
