import { describe, expect, it } from 'vitest';
import { asciiBattle } from '../test-helpers/squads';
import { Steps } from '../test-helpers/steps';
import { reloaded, reloadSource } from './actions';
import { legalActions } from './legal';

describe('reloading (R-OPS-15, R-OPS-37)', () => {
  it('R-OPS-37: a reload puts a full spare in and keeps the partly used magazine with its rounds', () => {
    const { map, state } = asciiBattle('a....s', { gearA: { firearms: [{ name: 'Glock 17', spareMagazines: 1 }] } });
    const s = new Steps(state, map);
    s.startWith({ a1: 2, b1: 0 });
    s.set('a1', { weapons: [{ ...s.unit('a1').weapons[0]!, loaded: 5 }] });
    s.ok({ type: 'unit.reload', unit: 'a1' });
    expect(s.unit('a1').weapons[0]).toMatchObject({ loaded: 17, spares: 0, partials: [5] });
    expect(s.of('unit.reloaded')).toEqual([{ type: 'unit.reloaded', unit: 'a1', weapon: 'Glock 17', loaded: 17, spares: 0 }]);
  });

  it('R-OPS-37: with no full spare, the fullest partly used one goes in if it holds more than the weapon', () => {
    const { state } = asciiBattle('a....s', { gearA: { firearms: [{ name: 'Glock 17', spareMagazines: 0 }] } });
    const w = { ...state.units[0]!.weapons[0]!, loaded: 3, partials: [9, 2] };
    expect(reloadSource(w)).toEqual({ full: false, rounds: 9 });
    expect(reloaded(w, 2)).toMatchObject({ loaded: 9, spares: 0, partials: [3, 2] });
    expect(reloadSource({ ...w, loaded: 9, partials: [4] })).toBeNull();
    // An empty magazine is not kept.
    expect(reloaded({ ...w, loaded: 0, spares: 1, partials: [] }, 2).partials).toEqual([]);
    // Saves of format 1 threw the used magazine away.
    expect(reloaded({ ...w, loaded: 5, spares: 1, partials: [] }, 1).partials).toEqual([]);
  });

  it('R-OPS-37: a unit may reload any time it has a spare holding more rounds than the weapon', () => {
    const { map, state } = asciiBattle('a....s', { gearA: { firearms: [{ name: 'Glock 17', spareMagazines: 0 }] } });
    const s = new Steps(state, map);
    s.startWith({ a1: 2, b1: 0 });
    s.set('a1', { weapons: [{ ...s.unit('a1').weapons[0]!, loaded: 6, partials: [4] }] });
    const legal = legalActions(s.state, s.map, 'a1');
    expect('rejected' in legal ? null : legal.reload).toBe(false);
    expect(s.no({ type: 'unit.reload', unit: 'a1' })).toMatch(/no spare magazine .* holding more than its 6 rounds/);
  });
});
