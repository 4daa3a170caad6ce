import { describe, expect, it } from 'vitest';
import { UNWOUNDED } from '../../ops/combat/wounds';
import { HEALTHY } from '../../ops/time/condition';
import { unitFates } from '../debrief/fates';
import { asciiBattle, computer } from '../test-helpers/squads';
import { withUnitSet } from '../test-helpers/steps';
import type { BattleState } from '../state/types';
import { endBattle, inDanger } from './aftermath';
import { playComputer } from '../ai/driver';

const bleedingLight = { ...HEALTHY, wounds: { ...UNWOUNDED, light: 1 }, bleeding: true };
const nearDeath = { ...HEALTHY, wounds: { ...UNWOUNDED, incapacitated: 1, nearDeath: 1 }, bleeding: true };

/** Side A won; a2 bleeds, b1 lies near death, b2 is dead. */
function wonWithCasualties(seed: string, evacuationMinutes = 10): BattleState {
  const { state } = asciiBattle(`
    a...s
    b...t`, { seed });
  let s: BattleState = { ...state, options: { ...state.options, evacuationMinutes }, clock: { round: 9, minutes: 0 } };
  s = withUnitSet(s, 'a2', { condition: bleedingLight, minuteFrom: 8 });
  s = withUnitSet(s, 'b1', { condition: nearDeath, status: 'out', minuteFrom: 9 });
  s = withUnitSet(s, 'b2', { condition: { ...HEALTHY, wounds: { ...UNWOUNDED, nearDeath: 1, dead: true } }, status: 'dead' });
  return s;
}

describe('after the battle (R-OPS-32)', () => {
  it('R-OPS-32: the clock runs on in minutes until every casualty is stable or dead', () => {
    for (const seed of ['m1', 'm2', 'm3', 'm4', 'm5']) {
      const s = wonWithCasualties(seed);
      const { state, events } = endBattle(s, { winner: 'a', reason: 'Side A is the last side able to fight.' });
      expect(state.phase).toBe('over');
      expect(state.units.some(inDanger)).toBe(false);
      expect(state.aftermath?.holder).toBe('a');
      const minutes = events.filter((e) => e.type === 'aftermath.minute').length;
      expect(state.aftermath?.minutes).toBe(minutes);
      expect(minutes).toBeGreaterThan(0);
      // Every unit has a settled fate: the living loser left on the field is a prisoner.
      const fates = unitFates(state);
      expect(fates.map((f) => f.fate)).not.toContain('unresolved');
      expect(fates.find((f) => f.unit === 'b2')?.fate).toBe('dead');
      expect(['prisoner', 'dead']).toContain(fates.find((f) => f.unit === 'b1')?.fate);
      expect(['wounded', 'dead']).toContain(fates.find((f) => f.unit === 'a2')?.fate);
      expect(fates.find((f) => f.unit === 'a1')).toMatchObject({ fate: 'unhurt', worst: 'none' });
    }
  });

  it("R-OPS-32: the holder treats its own casualties first, then the others', with its best First Aid", () => {
    const s = wonWithCasualties('order');
    const { events } = endBattle(s, { winner: 'a', reason: 'won' });
    const first = events.filter((e) => e.type === 'first-aid');
    expect(first.length).toBeGreaterThan(0);
    // Minute 1: a2 (own) before b1 (the other side's), both by side A's medic.
    const minuteOne = first.filter((e) => e.minute === 1);
    expect(minuteOne.map((e) => e.patient)).toEqual(['a2', 'b1']);
    for (const e of first) expect(['a1', 'a2']).toContain(e.unit);
    // Side A's units carry a First Aid Kit: +1 (R-OPS-25).
    expect(minuteOne[0]?.roll.modifiers).toContainEqual({ value: 1, reason: 'first aid kit (R-OPS-25)' });
  });

  it('R-OPS-32: after the evacuation minutes, treatment has the hospital +2 instead of the kit (house rule)', () => {
    const later = endBattle(wonWithCasualties('evac', 0), { winner: 'a', reason: 'won' }).events.find((e) => e.type === 'first-aid');
    expect(later?.hospital).toBe(true);
    expect(later?.roll.modifiers).toEqual([{ value: 2, reason: 'hospital (R-OPS-25)' }]);
    const soon = endBattle(wonWithCasualties('evac', 10), { winner: 'a', reason: 'won' }).events.find((e) => e.type === 'first-aid');
    expect(soon?.hospital).toBe(false);
  });

  it('R-OPS-32: after a draw each side still standing treats its own, and nobody is taken prisoner', () => {
    let s = wonWithCasualties('draw');
    s = withUnitSet(s, 'b1', { condition: bleedingLight, status: 'fighting' });
    const { state, events } = endBattle(s, { winner: null, reason: 'No side won within 60 rounds.' });
    for (const e of events) if (e.type === 'first-aid') expect(state.units.find((u) => u.id === e.unit)?.side).toBe(state.units.find((u) => u.id === e.patient)?.side);
    expect(unitFates(state).map((f) => f.fate)).not.toContain('prisoner');
  });

  it('R-OPS-32: every computer battle ends with no casualty left unresolved', () => {
    for (const seed of ['c1', 'c2', 'c3']) {
      const { map, state } = asciiBattle(`
        a..o.....s
        b..o..O..t
        c......""u`, { seed, controllers: [computer('veteran'), computer('recruit')] });
      const end = playComputer(state, map).state;
      expect(end.phase).toBe('over');
      expect(end.units.some(inDanger)).toBe(false);
      expect(unitFates(end).map((f) => f.fate)).not.toContain('unresolved');
    }
  });

  it('R-OPS-32: a battle of ruleset 1 (saves of format 1) ends at its last shot, as it was made', () => {
    const s: BattleState = { ...wonWithCasualties('old'), ruleset: 1 };
    const { state, events } = endBattle(s, { winner: 'a', reason: 'won' });
    expect(events.map((e) => e.type)).toEqual(['battle.over']);
    expect(state.aftermath).toBeNull();
    expect(unitFates(state).find((f) => f.unit === 'b1')?.fate).toBe('unresolved');
  });
});
