import { describe, expect, it } from 'vitest';
import { asciiBattle } from '../test-helpers/squads';
import { Steps } from '../test-helpers/steps';
import { legalActions } from './legal';

const SNIPER = { firearms: [{ name: 'M24', spareMagazines: 1 }, { name: 'Beretta M92', spareMagazines: 1 }], melee: 'Knife', armor: 'Light Vest' };

function duel(seed = 'hands'): Steps {
  const { map, state } = asciiBattle('as', { seed, gearA: SNIPER, gearB: SNIPER });
  const steps = new Steps(state, map);
  steps.startWith({ a1: 3, b1: 0 });
  return steps;
}

describe('weapons in hand (R-OPS-34)', () => {
  it('R-OPS-34: a unit starts with its first firearm in hand; switching is free once a turn, a second switch is the action', () => {
    const s = duel();
    expect(s.unit('a1')).toMatchObject({ weapon: 0, meleeInHand: false });
    const first = s.ok({ type: 'unit.switch', unit: 'a1', to: 1 });
    expect(first).toContainEqual({ type: 'unit.switched', unit: 'a1', to: 'Beretta M92', free: true });
    expect(s.unit('a1').turn.done).toBe(false);
    // Still its turn: it may fire the pistol it now holds.
    const legal = legalActions(s.state, s.map, 'a1');
    if ('rejected' in legal) throw new Error(legal.rejected);
    expect(legal.switchTo.map((w) => [w.to, w.action])).toEqual([[0, true], ['melee', true], ['none', true]]);
    s.ok({ type: 'unit.switch', unit: 'a1', to: 'melee' });
    expect(s.unit('a1')).toMatchObject({ weapon: -1, meleeInHand: true, turn: { done: true, acted: true } });
  });

  it('R-OPS-34: a strike needs the melee weapon in hand; a shot needs a firearm in hand', () => {
    const s = duel();
    expect(s.no({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'strike' })).toMatch(/in hand first \(R-OPS-34\)/);
    s.ok({ type: 'unit.switch', unit: 'a1', to: 'melee' });
    expect(s.no({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 })).toMatch(/no firearm in hand/);
    s.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'strike' });
    expect(s.state.prompt?.choices).toEqual(['dodge', 'block']);
  });

  it('R-OPS-34: a disarmed weapon falls on its owner\'s cell; picking it up from an adjacent cell is the action', () => {
    for (let i = 0; i < 40; i++) {
      const s = duel(`disarm-${i}`);
      s.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'disarm' });
      // R-OPS-38: nobody is asked to dodge a disarm.
      expect(s.state.prompt).toBeNull();
      const melee = s.of('unit.melee')[0];
      if (!melee?.won) continue;
      expect(s.of('weapon.dropped')).toEqual([{ type: 'weapon.dropped', unit: 'b1', item: 'M24', cell: { x: 1, y: 0 } }]);
      expect(s.unit('b1').weapons.map((w) => w.name)).toEqual(['Beretta M92']);
      expect(s.unit('b1').weapon).toBe(-1);
      expect(s.state.floor).toMatchObject([{ kind: 'firearm', cell: { x: 1, y: 0 }, weapon: { name: 'M24' } }]);
      // b1's turn: it picks its rifle up again (its own cell), as its action.
      const legal = legalActions(s.state, s.map, 'b1');
      if ('rejected' in legal) throw new Error(legal.rejected);
      expect(legal.pickUp).toEqual([{ item: 0, name: 'M24' }]);
      s.ok({ type: 'unit.pick-up', unit: 'b1', item: 0 });
      expect(s.state.floor).toEqual([]);
      expect(s.unit('b1')).toMatchObject({ weapon: 1, turn: { acted: true } });
      expect(s.unit('b1').weapons.map((w) => w.name)).toEqual(['Beretta M92', 'M24']);
      return;
    }
    throw new Error('no disarm succeeded in 40 tries');
  });

  it('R-OPS-34: nothing in hand, nothing to disarm; a weapon out of reach cannot be picked up', () => {
    const { map, state } = asciiBattle('a.s', { gearA: SNIPER, gearB: SNIPER });
    const s = new Steps(state, map);
    s.startWith({ a1: 3, b1: 0 });
    s.state = { ...s.state, floor: [{ kind: 'melee', cell: { x: 2, y: 0 }, name: 'Machete' }] };
    expect(s.no({ type: 'unit.pick-up', unit: 'a1', item: 0 })).toMatch(/not within a's reach/);
    const near = duel();
    near.set('b1', { weapon: -1 });
    expect(near.no({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'disarm' })).toMatch(/holds no weapon/);
  });

  it('R-OPS-34: a unit with a melee weapon and no firearm starts with it in hand', () => {
    const { map, state } = asciiBattle('as', { gearA: { melee: 'Machete' }, gearB: { melee: 'Knife' } });
    expect(state.units[0]).toMatchObject({ melee: 'Machete', meleeInHand: true, weapon: -1 });
    const s = new Steps(state, map);
    s.startWith({ a1: 3, b1: 0 });
    s.ok({ type: 'unit.melee', unit: 'a1', target: 'b1', maneuver: 'strike' });
    expect(s.state.prompt).toMatchObject({ kind: 'defence', unit: 'b1', attack: { maneuver: 'strike' } });
  });
});
