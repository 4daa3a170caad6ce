import { describe, expect, test } from 'vitest';
import { nextStage, type StageFacts } from './stage';

const facts = (humans: string[], toMove: string | null): StageFacts => ({ humans, toMove, isHuman: (s) => humans.includes(s) });

describe('R-HATS-12 hand-over: what the screen shows next', () => {
  test('hot-seat: a new human seat to move gets a hand-over first, then its board', () => {
    expect(nextStage(facts(['a', 'b'], 'a'), null)).toEqual({ kind: 'handover', to: 'a' });
    expect(nextStage(facts(['a', 'b'], 'a'), 'a')).toEqual({ kind: 'board', seat: 'a', computer: null });
    expect(nextStage(facts(['a', 'b'], 'b'), 'a')).toEqual({ kind: 'handover', to: 'b' });
  });
  test('hot-seat: a computer seat plays on a neutral screen', () => {
    expect(nextStage(facts(['a', 'b'], 'c'), 'a')).toEqual({ kind: 'computer', seat: 'c' });
  });
  test('hot-seat: a Bribery defender is handed the table like any seat', () => {
    expect(nextStage(facts(['a', 'b'], 'b'), 'a')).toEqual({ kind: 'handover', to: 'b' });
  });
  test('solo: the one human keeps the board while the computers play', () => {
    expect(nextStage(facts(['a'], 'c'), null)).toEqual({ kind: 'board', seat: 'a', computer: 'c' });
    expect(nextStage(facts(['a'], 'a'), 'a')).toEqual({ kind: 'board', seat: 'a', computer: null });
  });
  test('the end: the result screen, solo and hot-seat alike', () => {
    expect(nextStage(facts(['a'], null), 'a')).toEqual({ kind: 'over' });
    expect(nextStage(facts(['a', 'b'], null), 'b')).toEqual({ kind: 'over' });
  });
});
