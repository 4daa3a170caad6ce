import { describe, expect, it } from 'vitest';
import { applyBattleCommand } from '../commands/apply';
import { flowAt } from '../round/step';
import type { BattleState } from '../state/types';
import { asciiBattle } from '../test-helpers/squads';
import { seatView } from './seat-view';
import { trackerOf } from './tracker';
import { ALL_SEEING, sidesViewer } from './viewer';

function withValues(state: BattleState, values: Record<string, number>, acting: string[]): BattleState {
  const units = state.units.map((u) => ({ ...u, initiative: values[u.id] ?? null }));
  return { ...state, phase: 'turns', clock: { round: 1, minutes: 0 }, units, group: { value: values[acting[0] ?? ''] ?? 0, units: acting } };
}

describe('initiative tracker, as a viewer knows it', () => {
  it('R-OPS-4: equal values are one slot, highest first, the acting group marked', () => {
    const { map, state } = asciiBattle('ab.st');
    const s = withValues(state, { a1: 2, b1: 2, a2: 1, b2: 0 }, ['a1', 'b1']);
    const t = trackerOf(seatView(flowAt(s, map), ALL_SEEING, null));
    expect(t.slots.map((x) => [x.value, x.units.map((u) => u.id), x.current])).toEqual([
      [2, ['a1', 'b1'], true],
      [1, ['a2'], false],
      [0, ['b2'], false],
    ]);
    expect(t.slots[0]?.units.every((u) => u.state === 'acting')).toBe(true);
  });

  it('R-OPS-28 and R-OPS-14: holders stand apart with what they wait for; dodgers are marked', () => {
    const { map, state } = asciiBattle('ab.s');
    let s = withValues(state, { a1: 2, a2: 1, b1: 0 }, ['a1']);
    const r = applyBattleCommand(s, map, { type: 'unit.hold', unit: 'a1', until: { unit: 'b1' } });
    if ('rejected' in r) throw new Error(r.rejected);
    s = { ...r.state, units: r.state.units.map((u) => (u.id === 'a2' ? { ...u, dodging: true } : u)) };
    const t = trackerOf(seatView(flowAt(s, map), ALL_SEEING, null));
    expect(t.holding.map((u) => [u.id, u.hold])).toEqual([['a1', 'until s acts']]);
    expect(t.slots.flatMap((x) => x.units).find((u) => u.id === 'a2')?.state).toBe('dodging');
  });

  it('leaves out the units the viewer does not see', () => {
    const { map, state } = asciiBattle('a#########s');
    const s = withValues(state, { a1: 2, b1: 2 }, ['a1', 'b1']);
    const t = trackerOf(seatView(flowAt(s, map), sidesViewer('a'), null));
    expect(t.slots.flatMap((x) => x.units).map((u) => u.id)).toEqual(['a1']);
  });
});
