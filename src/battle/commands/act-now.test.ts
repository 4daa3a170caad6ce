import { describe, expect, it } from 'vitest';
import { battleCommandSchema } from '../save/schema';
import type { BattleMap } from '../map/types';
import type { BattleState } from '../state/types';
import { asciiBattle } from '../test-helpers/squads';
import { applyBattleCommand } from './apply';
import type { BattleCommand } from './types';

function ok(state: BattleState, map: BattleMap, c: BattleCommand): BattleState {
  const r = applyBattleCommand(state, map, c);
  if ('rejected' in r) throw new Error(`${c.type} rejected: ${r.rejected}`);
  return r.state;
}
function no(state: BattleState, map: BattleMap, c: BattleCommand): string {
  const r = applyBattleCommand(state, map, c);
  if (!('rejected' in r)) throw new Error(`${c.type} accepted`);
  return r.rejected;
}
function withInitiative(state: BattleState, map: BattleMap, values: Record<string, number>): BattleState {
  const started = ok(state, map, { type: 'round.start' });
  const units = started.units.map((u) => ({ ...u, initiative: values[u.id] ?? u.initiative }));
  const top = Math.max(...units.map((u) => u.initiative ?? -99));
  return { ...started, units, group: { value: top, units: units.filter((u) => u.initiative === top).map((u) => u.id) } };
}

describe('unit.act-now (the tracker\'s "act now" for held units)', () => {
  it('R-OPS-28: a held unit stops waiting and acts together with the group acting now', () => {
    const { map, state } = asciiBattle('a...s...t');
    let s = withInitiative(state, map, { a1: 3, b1: 1, b2: 0 });
    s = ok(s, map, { type: 'unit.hold', unit: 'a1', until: { unit: 'b2' } });
    expect(s.group?.units).toEqual(['b1']);
    const r = applyBattleCommand(s, map, { type: 'unit.act-now', unit: 'a1' });
    if ('rejected' in r) throw new Error(r.rejected);
    expect(r.events).toEqual([{ type: 'unit.acts-now', unit: 'a1', value: 1 }]);
    s = r.state;
    expect(s.group?.units).toEqual(['b1', 'a1']);
    const a1 = s.units.find((u) => u.id === 'a1');
    expect(a1?.hold).toBeNull();
    expect(a1?.initiative).toBe(1);
    // It now takes its turn like any member of the group; the round goes on without it.
    s = ok(s, map, { type: 'unit.end-turn', unit: 'a1' });
    s = ok(s, map, { type: 'unit.end-turn', unit: 'b1' });
    expect(s.group?.units).toEqual(['b2']);
  });

  it('R-OPS-28: refused, with a reason and no change, for a unit that is not holding', () => {
    const { map, state } = asciiBattle('a...s...t');
    const s = withInitiative(state, map, { a1: 3, b1: 1, b2: 0 });
    expect(no(s, map, { type: 'unit.act-now', unit: 'b1' })).toMatch(/not holding/);
    expect(no(state, map, { type: 'unit.act-now', unit: 'a1' })).toMatch(/during the turns/);
  });

  it('is a save-log command', () => {
    expect(battleCommandSchema.safeParse({ type: 'unit.act-now', unit: 'a1' }).success).toBe(true);
  });
});
