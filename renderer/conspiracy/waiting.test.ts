import { describe, expect, test } from 'vitest';
import { initialTransition, transition } from 'xstate';
import shadowWar from '../../maps/scenarios/shadow-war.json';
import { parseScenario, type HatsCommand, type HatsState } from '../../src/hats';
import { tableFlowMachine, tableScreen, type TableFlowEvent, type TableScreen } from '../flow/table-flow';
import { settledAutosave } from '../saves/save-session';
import { ConspiracySession } from './session';
import { conspiracyWaiting, waitsForPerson, type WaitingFacts } from './waiting';

const facts = (humans: string[], toMove: string | null, defender: string | null = null): WaitingFacts => ({ toMove, defender, isHuman: (s) => humans.includes(s) });

/** The screen after a sequence of game positions (and confirmed hand-overs), as the board drives the machine. */
function screens(humans: string[], steps: readonly (WaitingFacts | 'confirm')[]): TableScreen[] {
  const first = steps[0];
  if (!first || first === 'confirm') throw new Error('start from a position');
  let [snap] = initialTransition(tableFlowMachine, { humans, waiting: conspiracyWaiting(first), pace: 0 });
  const out = [tableScreen(snap)];
  for (const s of steps.slice(1)) {
    const event: TableFlowEvent = s === 'confirm' ? { type: 'handover.confirm' } : { type: 'game.changed', waiting: conspiracyWaiting(s) };
    [snap] = transition(tableFlowMachine, snap, event);
    out.push(tableScreen(snap));
  }
  return out;
}

describe('what the conspiracy board tells the table flow machine', () => {
  test('the end, a computer seat, a human turn and a Bribery defence', () => {
    expect(conspiracyWaiting(facts(['a'], null))).toEqual({ kind: 'over' });
    expect(conspiracyWaiting(facts(['a'], 'c'))).toEqual({ kind: 'computer', seat: 'c' });
    expect(conspiracyWaiting(facts(['a'], 'a'))).toEqual({ kind: 'seat', seat: 'a', task: 'turn' });
    expect(conspiracyWaiting(facts(['a', 'b'], 'b', 'b'))).toEqual({ kind: 'seat', seat: 'b', task: 'prompt' });
  });

  test('R-HATS-12 hot-seat: every change of seat goes through a hand-over, a computer turn is covered', () => {
    const seen = screens(['a', 'b'], [facts(['a', 'b'], 'a'), 'confirm', facts(['a', 'b'], 'b'), 'confirm', facts(['a', 'b'], 'c'), facts(['a', 'b'], 'a')]);
    expect(seen.map((s) => s.kind)).toEqual(['handover', 'board', 'handover', 'board', 'cover', 'handover']);
  });

  test('R-HATS-6 in hot-seat: the defender of a Bribery is handed the table for its answer, then the attacker gets it back', () => {
    const seen = screens(['a', 'b'], [facts(['a', 'b'], 'a'), 'confirm', facts(['a', 'b'], 'b', 'b'), 'confirm', facts(['a', 'b'], 'a')]);
    expect(seen).toEqual([
      { kind: 'handover', seat: 'a', task: 'turn' }, { kind: 'board', seat: 'a', task: 'turn' },
      { kind: 'handover', seat: 'b', task: 'prompt' }, { kind: 'board', seat: 'b', task: 'prompt' },
      { kind: 'handover', seat: 'a', task: 'turn' },
    ]);
  });

  test('solo: the one human keeps the board while the computers play, and never sees a hand-over', () => {
    const seen = screens(['a'], [facts(['a'], 'a'), facts(['a'], 'c'), facts(['a'], 'c'), facts(['a'], 'a'), facts(['a'], null)]);
    expect(seen.map((s) => s.kind)).toEqual(['board', 'watching', 'watching', 'board', 'over']);
  });
});

describe('a turn\'s autosave opens at the turn it names (renderer/saves/README.md "Autosaves open where they say")', () => {
  /**
   * A solo game played as the board controller saves it: each command, a turn's end asking for the
   * autosave first, then the change; the autosave is settled by `waitsForPerson`. Returns the states written.
   */
  function play(settled: (s: ConspiracySession) => boolean): { session: ConspiracySession; written: HatsState[] } {
    const parsed = parseScenario(shadowWar);
    if (!parsed.ok) throw new Error(parsed.error);
    const session = new ConspiracySession({ scenario: parsed.scenario, seed: 'autosave-settled', controllers: { order: 'human', syndicate: 'cunning' } });
    const written: HatsState[] = [];
    const auto = settledAutosave(() => settled(session), () => {
      written.push(session.state());
      return Promise.resolve(true);
    });
    const moved = (command: HatsCommand): void => {
      if (command.type === 'turn.end') void auto.request();
      void auto.changed();
    };
    const end: HatsCommand = { type: 'turn.end', seat: 'order' };
    expect(session.take(end)).toBeNull();
    moved(end);
    for (let step = session.computerStep(); step; step = session.computerStep()) moved(step.command);
    return { session, written };
  }
  const waiting = (session: ConspiracySession) => {
    const toMove = session.toMove();
    return conspiracyWaiting({ toMove, isHuman: (s) => session.seat(s).controller === 'human', defender: toMove === null ? null : session.viewFor(toMove).pending?.seat ?? null });
  };

  test('the human ends turn 1: nothing is written while the computer plays; once, at turn 2 with the human to move, when it hands back', () => {
    const { session, written } = play((s) => waitsForPerson(waiting(s)));
    expect(session.toMove()).toBe('order');
    expect(written).toHaveLength(1);
    expect(written[0]).toBe(session.state());
    expect(written[0]?.round).toBe(2);
  });

  test('unsettled, the same turn was written as the computer\'s turn began: a save that plays that turn on opening', () => {
    const { session, written } = play(() => true);
    expect(written[0]).not.toBe(session.state());
    expect(written[0]?.round).toBe(1);
  });

  test('a Bribery\'s defender and the end of the game are waited for; a computer seat is not', () => {
    expect(waitsForPerson({ kind: 'seat', seat: 'a', task: 'prompt' })).toBe(true);
    expect(waitsForPerson({ kind: 'over' })).toBe(true);
    expect(waitsForPerson({ kind: 'computer', seat: 'c' })).toBe(false);
  });
});
