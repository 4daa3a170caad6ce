import { describe, expect, it } from 'vitest';
import { computerCommand, flowAt, flowSend, type FlowSnapshot } from '../../src/battle';
import { battleSeats, battleWaiting, seatViewer } from './flow';
import { shippedBattle } from './test-battle';

describe('what the tactical table waits for, for the table flow machine', () => {
  it('a human seat\'s units wait for that seat; computer units for the computer; the end for nobody', async () => {
    const { map, state } = await shippedBattle(['human', 'veteran']);
    expect(battleWaiting(flowAt(state, map))).toEqual({ kind: 'computer', seat: null });
    const f = flowSend(flowAt(state, map), { type: 'round.start' });
    const s = f.context.battle;
    const computerInGroup = (s.group?.units ?? []).some((id) => s.units.find((u) => u.id === id)?.side === 'b');
    expect(battleWaiting(f)).toEqual(computerInGroup ? { kind: 'computer', seat: 'b' } : { kind: 'seat', seat: '0', task: 'turn' });
    expect(battleWaiting(flowAt({ ...s, phase: 'over' }, map))).toEqual({ kind: 'over' });
  });

  it('R-OPS-14: the dodge question is a prompt for the seat that owns the attacked unit', async () => {
    const { map, state } = await shippedBattle(['veteran', 'human']);
    let f: FlowSnapshot = flowSend(flowAt(state, map), { type: 'round.start' });
    for (let i = 0; i < 2000 && battleWaiting(f).kind === 'computer'; i++) {
      const c = computerCommand(f);
      if (!c) break;
      f = flowSend(f, c);
      expect(f.context.rejection).toBeNull();
    }
    expect(battleWaiting(f)).toMatchObject({ kind: 'seat', seat: '0' });
  });

  it('names the human seats and their eyes', async () => {
    const solo = (await shippedBattle(['human', 'veteran'])).state;
    const hot = (await shippedBattle(['human', 'human'])).state;
    expect(battleSeats(solo)).toEqual(['0']);
    expect(battleSeats(hot)).toEqual(['0', '1']);
    expect(seatViewer(hot, '1')).toEqual({ kind: 'sides', sides: ['b'] });
  });
});
