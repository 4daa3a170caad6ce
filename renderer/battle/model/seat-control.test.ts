import { describe, expect, it } from 'vitest';
import { chooseDefence, decisionOf, type BattleCommand } from '../../../src/battle';
import { battleSeats, battleWaiting } from '../flow';
import { createSession, type BattleSession } from '../session';
import { shippedBattle } from '../test-battle';
import { seatControl } from './seat-control';
import { viewerOf } from './table-model';

type Sent = Exclude<BattleCommand, { type: 'round.start' | 'round.end' }>;

/** Plays (the computer's steps, a human's dodge answered as the computer would) until `seat` must take a turn. */
function toTurnOf(session: BattleSession, seat: string, maxSteps = 2000): number {
  for (let i = 0; i < maxSteps; i++) {
    const w = battleWaiting(session.flow());
    if (w.kind === 'over') throw new Error('the battle ended');
    if (w.kind === 'seat' && w.task === 'turn' && w.seat === seat) return i;
    const d = decisionOf(session.flow());
    const r =
      w.kind === 'seat' && d.kind === 'defence'
        ? session.send(chooseDefence(session.state(), session.map, 'veteran') as Sent)
        : w.kind === 'seat'
          ? session.send({ type: 'unit.end-turn', unit: d.kind === 'turn' ? (d.units[0] ?? '') : '' })
          : session.aiStep();
    if (!r.ok) throw new Error(r.reason);
  }
  throw new Error('no turn for the seat');
}

describe('solo comforts at the tactical table (seat-control.ts)', () => {
  it('solo: "finish this round" gives the side to the computer, the seat watches with its own eyes and may take it back; next round it is the seat\'s again', async () => {
    const b = await shippedBattle(['human', 'veteran'], 'seat-control');
    const session = createSession({ ...b, mapName: 'warehouse', title: 't' });
    toTurnOf(session, '0');
    const round = session.state().clock.round;
    const board = seatControl({ kind: 'board', seat: '0', task: 'turn' }, session.state().sides, 'recruit', false);
    expect(board.finish?.command).toEqual({ type: 'gm.control', side: 'a', controller: { kind: 'computer', level: 'recruit' }, public: true, seat: 'round' });
    expect(board.toggle?.command).toMatchObject({ seat: 'keep', side: 'a' });
    expect(board.finish?.keys).toBe('End');
    const r = session.send(board.finish?.command as Sent);
    expect(r.ok).toBe(true);
    expect(battleWaiting(session.flow()).kind).toBe('computer');
    // The table's humans stay the same seats, and the watching seat sees through its own side's eyes.
    expect(battleSeats(session.state())).toEqual(['0']);
    const watching = { kind: 'watching', seat: '0', computer: 'a', paused: false, steps: 0 } as const;
    expect(viewerOf(watching, session.state().sides)).toEqual({ kind: 'sides', sides: ['a'] });
    const w = seatControl(watching, session.state().sides, 'recruit', false);
    expect(w.finish).toBeNull();
    expect(w.toggle?.label).toBe(`Take back ${session.state().sides[0]?.name ?? ''}`);
    toTurnOf(session, '0');
    expect(session.state().clock.round).toBe(round + 1);
    expect(session.state().sides[0]?.controller).toEqual({ kind: 'human', seat: 0 });
    // The GM table has its own Sides dialog: no seat's hand-over there.
    expect(seatControl({ kind: 'board', seat: '0', task: 'turn' }, session.state().sides, 'recruit', true)).toEqual({ finish: null, toggle: null });
  });

  it('hot-seat: a side handed over is no longer asked for; the cover offers it back; taken back, its seat is handed the table again', async () => {
    const b = await shippedBattle(['human', 'human'], 'seat-control-2');
    const session = createSession({ ...b, mapName: 'warehouse', title: 't' });
    toTurnOf(session, '1');
    const give = seatControl({ kind: 'board', seat: '1', task: 'turn' }, session.state().sides, 'veteran', false).toggle;
    expect(session.send(give?.command as Sent).ok).toBe(true);
    const w = battleWaiting(session.flow());
    expect(w).toEqual({ kind: 'computer', seat: 'b' });
    const cover = seatControl({ kind: 'cover', computer: 'b', paused: false, steps: 0 }, session.state().sides, 'veteran', false).toggle;
    expect(cover?.command).toEqual({ type: 'gm.control', side: 'b', controller: { kind: 'human', seat: 1 }, public: true, seat: 'back' });
    // Two more rounds: side B is never asked for; seat 0 is.
    const round = session.state().clock.round;
    while (session.state().clock.round < round + 2) {
      const x = battleWaiting(session.flow());
      expect(x.kind === 'seat' ? x.seat : '0').toBe('0');
      toTurnOf(session, '0');
      session.send({ type: 'unit.end-turn', unit: decisionOf(session.flow()).kind === 'turn' ? ((decisionOf(session.flow()) as { units: readonly string[] }).units[0] ?? '') : '' });
    }
    expect(session.state().sides[1]?.controller.kind).toBe('computer');
    expect(session.send({ type: 'gm.control', side: 'b', controller: { kind: 'human', seat: 1 }, public: true, seat: 'back' }).ok).toBe(true);
    expect(toTurnOf(session, '1')).toBeGreaterThanOrEqual(0);
  });
});
