import { describe, expect, test } from 'vitest';
import { applyHatsCommand } from '../flow/play';
import type { HatsCommand } from '../commands';
import type { HatsState } from '../state';
import { duel } from '../test-helpers/fixtures';
import { turnReport } from './turn-report';

function play(start: HatsState, commands: readonly HatsCommand[]): HatsState[] {
  const states = [start];
  for (const c of commands) {
    const r = applyHatsCommand(states.at(-1) as HatsState, c);
    if ('rejected' in r) throw new Error(r.rejected);
    states.push(r.state);
  }
  return states;
}

describe('the turn report: what the seat\'s own orders did, and its money ledger since its last turn (R-HATS-12)', () => {
  test('a Gift bought and a move: each order with what it was told, and the ledger adds up from then to now', () => {
    const commands: HatsCommand[] = [
      { type: 'agent.equip', seat: 'red', agent: 'agent-1', gift: 'wiretaps' },
      { type: 'action.move', seat: 'red', actor: 'agent-1', to: 'denver' },
      { type: 'turn.end', seat: 'red' },
      { type: 'turn.end', seat: 'blue' },
    ];
    const states = play(duel(), commands);
    const report = turnReport(states, commands, 'red');
    expect(report.since).toBe(1);
    expect(report.orders.map((o) => o.command.type)).toEqual(['agent.equip', 'action.move']);
    expect(report.orders[0]?.greenbacks).toBeLessThan(0);
    const start = report.ledger[0];
    const now = report.ledger.at(-1);
    expect(start?.kind).toBe('start');
    expect(now?.kind).toBe('now');
    const moves = report.ledger.slice(1, -1).reduce((n, l) => n + l.amount, 0);
    expect((start?.amount ?? 0) + moves).toBe(now?.amount);
    expect(now?.amount).toBe(states.at(-1)?.conspiracies.red?.greenbacks);
    // This turn's Income and upkeep are lines of their own.
    expect(report.ledger.some((l) => l.kind === 'income' && l.amount > 0)).toBe(true);
    expect(report.ledger.some((l) => l.kind === 'upkeep' && l.amount < 0)).toBe(true);
    // Blue's report knows nothing of Red's orders.
    const blue = turnReport(states.slice(0, 4), commands.slice(0, 3), 'blue');
    expect(blue.orders).toEqual([]);
  });

  test('on a seat\'s first turn there is nothing to report yet', () => {
    expect(turnReport([duel()], [], 'red')).toEqual({ since: null, orders: [], ledger: [] });
  });
});
