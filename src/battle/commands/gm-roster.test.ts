import { describe, expect, it } from 'vitest';
import { gmLine } from '../gm/gm-line';
import { decisionOf } from '../round/decision';
import { flowAt } from '../round/step';
import { asciiBattle } from '../test-helpers/squads';
import { agentFile, gmEdits, no, ok, step, unit, withInitiative } from '../test-helpers/gm';

const human = { kind: 'human', seat: 0 } as const;

describe('GM reinforcements and removals', () => {
  it('adds a unit from an agent file to any side at a free cell; it rolls initiative from the next round', () => {
    const { map, state } = asciiBattle('a.....s', { controllers: [human, human] });
    let s = withInitiative(state, map, { a1: 2, b1: 0 });
    const file = agentFile('reinforcement', 'Sniper');
    const r = step(s, map, { type: 'gm.add-unit', side: 'b', name: 'Gray Lynx', agent: file, at: { x: 5, y: 0 }, source: 'random', public: false });
    const added = unit(r.state, 'b-r1');
    expect(added).toMatchObject({ side: 'b', name: 'Gray Lynx', cell: { x: 5, y: 0 }, status: 'fighting', initiative: null, turn: { done: true } });
    // The agent's gear is the unit's: a sniper carries a rifle.
    expect(added.weapons.length).toBeGreaterThan(0);
    expect(r.state.gm.added).toBe(1);
    const [e] = gmEdits(r.events);
    expect(e && gmLine(e.edit, e.public)).toBe('GM: Gray Lynx joins Side B at (5, 0), a random agent; acts from the next round.');
    // Not in this round's order.
    expect(decisionOf(flowAt(r.state, map))).toEqual({ kind: 'turn', units: ['a1'] });
    s = ok(ok(r.state, map, { type: 'unit.end-turn', unit: 'a1' }), map, { type: 'unit.end-turn', unit: 'b1' });
    s = ok(ok(s, map, { type: 'round.end' }), map, { type: 'round.start' });
    expect(unit(s, 'b-r1').initiative).not.toBeNull();
  });

  it('names a random agent\'s level in the GM line; older commands without one read as before', () => {
    const { map, state } = asciiBattle('a.....s', { controllers: [human, human] });
    const s = withInitiative(state, map, { a1: 2, b1: 0 });
    const r = step(s, map, { type: 'gm.add-unit', side: 'b', name: 'Red Wolf', agent: agentFile('wolf'), at: { x: 4, y: 0 }, source: 'random', level: 'veteran', public: true });
    const [e] = gmEdits(r.events);
    expect(e && gmLine(e.edit, e.public)).toBe('GM: Red Wolf joins Side B at (4, 0), a random Veteran agent; acts from the next round.');
    expect(no(s, map, { type: 'gm.add-unit', side: 'b', name: 'X', agent: agentFile('x'), at: { x: 4, y: 0 }, source: 'roster', level: 'elite', public: true })).toBe('Only a random agent is drawn at a level.');
  });

  it('refuses an unknown side, a taken cell and a blank code name', () => {
    const { map, state } = asciiBattle('a.....s', { controllers: [human, human] });
    const s = withInitiative(state, map, { a1: 2, b1: 0 });
    const file = agentFile('x');
    expect(no(s, map, { type: 'gm.add-unit', side: 'q', name: 'X', agent: file, at: { x: 2, y: 0 }, source: 'roster', public: false })).toBe('There is no side "q".');
    expect(no(s, map, { type: 'gm.add-unit', side: 'a', name: 'X', agent: file, at: { x: 6, y: 0 }, source: 'roster', public: false })).toBe('s is already at (6, 0).');
    expect(no(s, map, { type: 'gm.add-unit', side: 'a', name: '  ', agent: file, at: { x: 2, y: 0 }, source: 'roster', public: false })).toBe('A unit needs a code name of 1 to 80 characters.');
  });

  it('removes a unit from the order, the acting group, grips and holds; its id is never given again', () => {
    const { map, state } = asciiBattle('as....\nb.....', { controllers: [human, human] });
    let s = withInitiative(state, map, { a1: 2, a2: 1, b1: 1 });
    s = ok(s, map, { type: 'gm.add-unit', side: 'a', name: 'Blue Hare', agent: agentFile('hare'), at: { x: 3, y: 1 }, source: 'shipped', public: false });
    s = ok(s, map, { type: 'gm.state', unit: 'b1', set: { state: 'grabbed', by: 'a1' }, public: false });
    s = ok(s, map, { type: 'gm.state', unit: 'a2', set: { state: 'holding', until: { unit: 'a1' } }, public: false });
    // The acting unit goes: a2 was waiting for it and is released; b1 is no longer held.
    const r = step(s, map, { type: 'gm.remove-unit', unit: 'a1', public: true });
    expect(r.state.units.map((u) => u.id)).toEqual(['a2', 'b1', 'a-r1']);
    expect(r.state.order.flatMap((g) => g.units)).not.toContain('a1');
    expect(unit(r.state, 'b1').heldBy).toBeNull();
    expect(decisionOf(flowAt(r.state, map))).toEqual({ kind: 'turn', units: ['a2'] });
    const [e] = gmEdits(r.events);
    expect(e && gmLine(e.edit, true)).toBe('GM: a is taken off the battle.');
    // Remove the newcomer and add another: a fresh id.
    let t = ok(r.state, map, { type: 'gm.remove-unit', unit: 'a-r1', public: false });
    t = ok(t, map, { type: 'gm.add-unit', side: 'a', name: 'Blue Hare', agent: agentFile('hare'), at: { x: 3, y: 1 }, source: 'shipped', public: false });
    expect(t.units.map((u) => u.id)).toEqual(['a2', 'b1', 'a-r2']);
  });

  it('removing the last of a side ends the battle when the group is done', () => {
    const { map, state } = asciiBattle('a....s', { controllers: [human, human] });
    const s = withInitiative(state, map, { a1: 2, b1: 0 });
    const r = step(s, map, { type: 'gm.remove-unit', unit: 'b1', public: true });
    const end = step(r.state, map, { type: 'unit.end-turn', unit: 'a1' });
    expect(end.state.phase).toBe('over');
    expect(end.state.result?.winner).toBe('a');
    expect(no(end.state, map, { type: 'gm.remove-unit', unit: 'a1', public: false })).toBe('The battle is over.');
  });
});
