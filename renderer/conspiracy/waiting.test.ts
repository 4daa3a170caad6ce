import { describe, expect, test } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { tableFlowMachine, tableScreen, type TableFlowEvent, type TableScreen } from '../flow/table-flow';
import { conspiracyWaiting, type WaitingFacts } from './waiting';

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
