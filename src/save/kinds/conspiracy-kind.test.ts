import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyHatsCommand, knowledgeOf, legalActionsFor, type HatsState } from '../../hats/index';
import { createSaveCodec } from '../codec';
import { replayLog } from '../replay';
import { rewindToPeriodStart, undoLast } from '../rewind';
import { UPDATED_AT } from '../test-helpers/fixed-times';
import { conspiracySave, playConspiracy, saveOfGame } from '../test-helpers/conspiracy-games';
import { conspiracyKind } from './conspiracy-kind';
import { hatsStateSchema } from './conspiracy-state';
import { GAME_KINDS } from './index';

const codec = createSaveCodec(GAME_KINDS);

describe('conspiracy games in the save format (R-CORE-3)', () => {
  test('a computer-played game saves, loads, replays to its snapshot, and round-trips byte for byte', () => {
    const save = conspiracySave('loyal-opposition', 12, 'ai');
    expect(save.commands.length).toBeGreaterThan(12);
    const text = codec.serialize(save);
    const loaded = codec.load(text);
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.replay).toEqual({ status: 'match' });
    expect(codec.serialize(loaded.save)).toBe(text);
    // Twelve seat-turns of three seats played: seat-turn 13 opens round 5.
    expect(save.snapshot.serial).toBe(13);
    expect(save.snapshot.round).toBe(5);
    expect(loaded.save.summary).toMatchObject({ progress: { unit: 'turn', value: 5 }, mapName: 'Three-Way Split' });
  });

  test('the load list says "Turn N" for the round, as the board does, not for the seat-turn serial', () => {
    // A two-seat game after two seat-turns: the board's header says "Turn 2", seat-turn 3 is under way.
    const game = playConspiracy('two-seats', 2, 'ai', 'shadow-war');
    expect(game.state.seats).toHaveLength(2);
    expect(game.state.serial).toBe(3);
    expect(conspiracyKind.summarize(game.state).progress).toEqual({ unit: 'turn', value: 2 });
    expect(conspiracyKind.summarize(game.state).progress.value).toBe(game.state.round);
    // Rewind still goes back to the start of the seat's own turn.
    expect(conspiracyKind.period?.(game.state)).toBe(3);
  });

  test('property: random legal games replay to the same state, and every state they pass through fits the schema', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.integer({ min: 1, max: 4 }), fc.constantFrom('shadow-war' as const, 'three-way' as const), (seed, turns, scenario) => {
        const game = playConspiracy(seed, turns, 'random', scenario);
        const states: HatsState[] = [];
        const replayed = replayLog(conspiracyKind, game.initialState, game.commands, game.commands.length, (s) => states.push(s));
        expect(replayed.ok && replayed.state).toEqual(game.state);
        for (const s of states) expect(hatsStateSchema.safeParse(JSON.parse(JSON.stringify(s))).success).toBe(true);
        const loaded = codec.load(codec.serialize(saveOfGame(game, seed, scenario)));
        expect(loaded.ok && loaded.replay).toEqual({ status: 'match' });
      }),
      { numRuns: 10 },
    );
  });

  test('a tampered snapshot is reported as a mismatch naming the place', () => {
    const save = conspiracySave('tamper', 4, 'ai');
    const seat = save.snapshot.seats[0]!.id;
    const snap = { ...save.snapshot, conspiracies: { ...save.snapshot.conspiracies, [seat]: { ...save.snapshot.conspiracies[seat]!, greenbacks: 999 } } };
    const loaded = codec.load(codec.serialize({ ...save, snapshot: snap }));
    expect(loaded.ok && loaded.replay.status === 'mismatch' && loaded.replay.reason).toContain(`first difference at conspiracies.${seat}.greenbacks`);
  });
});

describe('rewind and undo of conspiracy games (R-HATS-12)', () => {
  const save = conspiracySave('rewinder', 6, 'ai');

  test('rewind to the start of this turn lands on the first state of the current seat-turn', () => {
    const r = rewindToPeriodStart(conspiracyKind, save, UPDATED_AT);
    if (!r.ok) throw new Error(r.reason);
    expect(r.state.serial).toBe(save.snapshot.serial);
    expect(r.save.commands.at(-1)?.type).toBe('turn.end');
  });

  test('ending a turn cannot be undone: it was handed over', () => {
    const at = save.commands.findIndex((c) => c.type === 'turn.end');
    const cut = { ...save, commands: save.commands.slice(0, at + 1) };
    expect(undoLast(conspiracyKind, cut, UPDATED_AT)).toEqual({ ok: false, reason: 'The turn has been handed over, so it cannot be undone.' });
  });

  test('a quiet move can be undone; an action that rolled dice cannot', () => {
    const start = save.initialState;
    const seat = start.seats[start.seatIndex]!.id;
    const mover = Object.values(start.agents).find((a) => a.owner === seat)!;
    const move = legalActionsFor(knowledgeOf(start, seat), mover.id).find((c) => c.type === 'action.move')!;
    const moved = applyHatsCommand(start, move);
    if ('rejected' in moved) throw new Error(moved.rejected);
    const undone = undoLast(conspiracyKind, { ...save, commands: [move], snapshot: moved.state }, UPDATED_AT);
    const rolledDice = JSON.stringify(moved.state.rng) !== JSON.stringify(start.rng);
    if (rolledDice) expect(undone).toEqual({ ok: false, reason: 'Dice were rolled, so that action cannot be undone.' });
    else expect(undone.ok && undone.save.commands).toEqual([]);
    const hide = { type: 'action.hide' as const, seat, actor: mover.id };
    const hidden = applyHatsCommand(start, hide);
    if ('rejected' in hidden) throw new Error(hidden.rejected);
    expect(undoLast(conspiracyKind, { ...save, commands: [hide], snapshot: hidden.state }, UPDATED_AT)).toEqual({
      ok: false,
      reason: 'Dice were rolled, so that action cannot be undone.',
    });
  });
});
