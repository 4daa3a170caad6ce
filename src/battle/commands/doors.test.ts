import { describe, expect, it } from 'vitest';
import { lineOfSight } from '../geometry/sight';
import { asciiBattle } from '../test-helpers/squads';
import { Steps } from '../test-helpers/steps';
import { mapNow } from '../state/doors';
import { legalActions } from './legal';

/** A wall with a door in it between a1 (west) and b1 (east). */
function doorway(door: '|' | '!' | '/', seed = 'door', gearA = {}) {
  const { map, state } = asciiBattle(`
    ..#...
    a.${door}.s.
    ..#...`, { seed, gearA: { firearms: [{ name: 'Glock 17' }], ...gearA } });
  const steps = new Steps(state, map);
  return steps;
}

describe('doors (R-OPS-35)', () => {
  it('R-OPS-35: a closed door blocks movement, sight and fire; an open one does not', () => {
    const s = doorway('|');
    expect(s.state.doors).toEqual([{ x: 2, y: 1, state: 'closed' }]);
    const closed = mapNow(s.state, s.map);
    expect(lineOfSight(closed, { x: 0, y: 1 }, { x: 4, y: 1 })).toBe(false);
    s.startWith({ a1: 3, b1: 0 });
    expect(s.no({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 })).toMatch(/no line of fire/);
    expect(s.no({ type: 'unit.move', unit: 'a1', to: { x: 3, y: 1 } })).toMatch(/no way|away/);
    const open = doorway('/');
    expect(lineOfSight(mapNow(open.state, open.map), { x: 0, y: 1 }, { x: 4, y: 1 })).toBe(true);
    // A battle whose doors are all open reads the map itself.
    expect(mapNow(open.state, open.map)).toBe(open.map);
  });

  it('R-OPS-35: opening or closing an adjacent unlocked door costs 2 m of the move', () => {
    const s = doorway('|');
    s.startWith({ a1: 3, b1: 0 });
    expect(s.no({ type: 'unit.door', unit: 'a1', at: { x: 2, y: 1 }, action: 'open' })).toMatch(/not next to/);
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 1, y: 1 } });
    s.ok({ type: 'unit.door', unit: 'a1', at: { x: 2, y: 1 }, action: 'open' });
    expect(s.state.doors[0]?.state).toBe('open');
    expect(s.unit('a1').turn).toMatchObject({ moved: 4, acted: false, done: false });
    // 2 m of walk are left: through the doorway, then the shot.
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 2, y: 1 } });
    s.ok({ type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    expect(s.state.prompt?.choices).toEqual(['dodge']);
  });

  it('R-OPS-35: a door cannot be closed on someone in the doorway, nor opened without 2 m of move left', () => {
    const s = doorway('/');
    s.startWith({ a1: 3, b1: 0 });
    s.ok({ type: 'unit.move', unit: 'a1', to: { x: 2, y: 1 } });
    s.ok({ type: 'unit.end-turn', unit: 'a1' });
    s.set('b1', { cell: { x: 3, y: 1 } });
    expect(s.no({ type: 'unit.door', unit: 'b1', at: { x: 2, y: 1 }, action: 'close' })).toMatch(/Someone is in the doorway/);
    const late = doorway('|');
    late.startWith({ a1: 3, b1: 0 });
    late.set('a1', { cell: { x: 1, y: 1 }, turn: { moved: 5, acted: false, done: false } });
    expect(late.no({ type: 'unit.door', unit: 'a1', at: { x: 2, y: 1 }, action: 'open' })).toMatch(/costs 2 m of the move/);
  });

  it('R-OPS-35: a locked door opens by Pick Locks: 3dF vs Good, Fair with a Lock Pick Set; each try is the action', () => {
    const bare = doorway('!');
    bare.startWith({ a1: 3, b1: 0 });
    bare.set('a1', { cell: { x: 1, y: 1 } });
    expect(bare.no({ type: 'unit.door', unit: 'a1', at: { x: 2, y: 1 }, action: 'open' })).toMatch(/locked/);
    bare.ok({ type: 'unit.door', unit: 'a1', at: { x: 2, y: 1 }, action: 'pick' });
    const roll = bare.of('door.changed')[0]?.roll;
    expect(roll?.faces).toHaveLength(3);
    expect(roll?.against).toMatchObject({ kind: 'difficulty', value: 1 });
    expect(bare.unit('a1').turn.acted).toBe(true);
    expect(bare.state.doors[0]?.state).toBe(roll?.outcome === 'success' ? 'open' : 'locked');
    const kit = doorway('!', 'picks', { lockPicks: true });
    kit.startWith({ a1: 3, b1: 0 });
    kit.set('a1', { cell: { x: 1, y: 1 } });
    const legal = legalActions(kit.state, kit.map, 'a1');
    if ('rejected' in legal) throw new Error(legal.rejected);
    const pick = legal.doors[0]?.actions.find((a) => a.action === 'pick');
    // Pick Locks at its default (TECH Fair - 2 = Poor) vs Fair: 3dF >= 2, 4 of 27.
    expect(pick?.chance).toBeCloseTo(4 / 27, 12);
    kit.ok({ type: 'unit.door', unit: 'a1', at: { x: 2, y: 1 }, action: 'pick' });
    expect(kit.of('door.changed')[0]?.roll?.against).toMatchObject({ kind: 'difficulty', value: 0 });
  });

  it('R-OPS-35: kicking a locked door is Body vs Good, the action', () => {
    for (let i = 0; i < 20; i++) {
      const s = doorway('!', `kick-${i}`);
      s.startWith({ a1: 3, b1: 0 });
      s.set('a1', { cell: { x: 1, y: 1 } });
      s.ok({ type: 'unit.door', unit: 'a1', at: { x: 2, y: 1 }, action: 'kick' });
      const e = s.of('door.changed')[0];
      expect(e?.roll?.trait).toEqual({ name: 'Body', value: 1 });
      expect(e?.roll?.against).toMatchObject({ kind: 'difficulty', value: 1 });
      if (e?.to === 'open') return;
    }
    throw new Error('no kick opened the door in 20 tries');
  });

  it('R-OPS-35: a Door Charge destroys the door, no roll; units within 2 m on the far side are -2 on their next action', () => {
    const s = doorway('!', 'charge', { doorCharges: 1 });
    s.startWith({ a1: 3, b1: 0 });
    s.set('a1', { cell: { x: 1, y: 1 } });
    s.set('b1', { cell: { x: 3, y: 1 } });
    s.ok({ type: 'unit.door', unit: 'a1', at: { x: 2, y: 1 }, action: 'charge' });
    const e = s.of('door.changed')[0];
    expect(e).toMatchObject({ action: 'charge', from: 'locked', to: 'destroyed', roll: null, stunned: ['b1'] });
    expect(s.state.doors[0]?.state).toBe('destroyed');
    expect(s.unit('a1')).toMatchObject({ doorCharges: 0, nextActionPenalty: 0 });
    expect(s.unit('b1').nextActionPenalty).toBe(-2);
    expect(s.no({ type: 'unit.door', unit: 'b1', at: { x: 2, y: 1 }, action: 'close' })).toMatch(/blown away/);
  });
});
