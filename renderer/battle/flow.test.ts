import { describe, expect, it } from 'vitest';
import { applyBattleCommand, computerCommand, type BattleState } from '../../src/battle';
import { humanSides, needsHandOver, waitingFor } from './flow';
import { shippedBattle } from './test-battle';

function started(state: BattleState, map: Parameters<typeof applyBattleCommand>[1]): BattleState {
  const r = applyBattleCommand(state, map, { type: 'round.start' });
  if ('rejected' in r) throw new Error(r.rejected);
  return r.state;
}

describe('who the table waits for (issue 5 point 7)', () => {
  it('a human seat\'s units wait for that seat; computer units for the computer; the end for nobody', async () => {
    const { map, state } = await shippedBattle(['human', 'veteran']);
    expect(waitingFor(state)).toEqual({ kind: 'computer', side: '' });
    const s = started(state, map);
    const w = waitingFor(s);
    const group = s.group?.units ?? [];
    const computerInGroup = group.some((id) => s.units.find((u) => u.id === id)?.side === 'b');
    if (computerInGroup) expect(w).toEqual({ kind: 'computer', side: 'b' });
    else expect(w).toMatchObject({ kind: 'seat', seat: 0, side: 'a', task: 'turn' });
    expect(waitingFor({ ...s, phase: 'over' })).toEqual({ kind: 'over' });
  });

  it('R-OPS-14: the dodge question goes to the seat that owns the attacked unit', async () => {
    const { map, state } = await shippedBattle(['veteran', 'human']);
    let s = started(state, map);
    // The computer plays side a until it asks side b's seat something.
    for (let i = 0; i < 2000 && waitingFor(s).kind === 'computer'; i++) {
      const c = computerCommand(s, map);
      if (!c) break;
      const r = applyBattleCommand(s, map, c);
      if ('rejected' in r) throw new Error(r.rejected);
      s = r.state;
    }
    const w = waitingFor(s);
    if (w.kind === 'seat' && w.task === 'dodge') {
      expect(w.seat).toBe(0);
      expect(s.units.find((u) => u.id === w.unit)?.side).toBe('b');
    } else expect(w).toMatchObject({ kind: 'seat', side: 'b' });
  });

  it('hand-overs happen only in hot-seat, and only when the seat changes', async () => {
    const solo = (await shippedBattle(['human', 'veteran'])).state;
    const hot = (await shippedBattle(['human', 'human'])).state;
    expect(humanSides(solo)).toEqual(['a']);
    expect(humanSides(hot)).toEqual(['a', 'b']);
    expect(needsHandOver(solo, 0, null)).toBe(false);
    expect(needsHandOver(hot, 0, null)).toBe(true);
    expect(needsHandOver(hot, 1, 0)).toBe(true);
    expect(needsHandOver(hot, 1, 1)).toBe(false);
  });
});
