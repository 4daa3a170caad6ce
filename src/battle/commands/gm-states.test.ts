import { describe, expect, it } from 'vitest';
import { gmLine } from '../gm/gm-line';
import { decisionOf } from '../round/decision';
import { flowAt } from '../round/step';
import { asciiBattle } from '../test-helpers/squads';
import { gmEdits, no, ok, step, unit, withInitiative } from '../test-helpers/gm';

const human = { kind: 'human', seat: 0 } as const;
const line = (events: Parameters<typeof gmEdits>[0]): string => {
  const [e] = gmEdits(events);
  return e ? gmLine(e.edit, e.public) : '';
};

describe('GM states of a unit (dodging, holding, blind, grabbed, out)', () => {
  it('R-OPS-14: a dodge set by the GM spends the turn, so the round moves on; clearing it leaves the turn spent', () => {
    const { map, state } = asciiBattle('a...s\nb....', { controllers: [human, human] });
    const s = withInitiative(state, map, { a1: 2, a2: 1, b1: 0 });
    const r = step(s, map, { type: 'gm.state', unit: 'a1', set: { state: 'dodging', on: true }, public: true });
    expect(unit(r.state, 'a1')).toMatchObject({ dodging: true, turn: { acted: true, done: true } });
    expect(decisionOf(flowAt(r.state, map))).toEqual({ kind: 'turn', units: ['a2'] });
    expect(line(r.events)).toBe('GM: a is dodging until the round ends.');
    expect(no(r.state, map, { type: 'gm.state', unit: 'a1', set: { state: 'dodging', on: true }, public: false })).toBe('a is already dodging.');
    const off = ok(r.state, map, { type: 'gm.state', unit: 'a1', set: { state: 'dodging', on: false }, public: false });
    expect(unit(off, 'a1')).toMatchObject({ dodging: false, turn: { done: true } });
  });

  it('R-OPS-28: the GM makes a unit hold to a lower value or until another acts, and lets it go again', () => {
    const { map, state } = asciiBattle('a...s\nb....', { controllers: [human, human] });
    const s = withInitiative(state, map, { a1: 2, a2: 1, b1: 0 });
    // The acting unit holds until b1 acts: a2 is next, then b1, then a1 right after it.
    let r = step(s, map, { type: 'gm.state', unit: 'a1', set: { state: 'holding', until: { unit: 'b1' } }, public: false });
    expect(line(r.events)).toBe('GM: a holds until s acts.');
    expect(decisionOf(flowAt(r.state, map))).toEqual({ kind: 'turn', units: ['a2'] });
    let t = ok(r.state, map, { type: 'unit.end-turn', unit: 'a2' });
    t = ok(t, map, { type: 'unit.end-turn', unit: 'b1' });
    expect(decisionOf(flowAt(t, map))).toEqual({ kind: 'turn', units: ['a1'] });
    // To a value: b1 goes below a2.
    r = step(s, map, { type: 'gm.state', unit: 'b1', set: { state: 'holding', until: { value: -2 } }, public: false });
    expect(unit(r.state, 'b1')).toMatchObject({ initiative: -2, hold: { kind: 'value', value: -2 } });
    expect(line(r.events)).toBe('GM: s holds until initiative -2.');
    const freed = ok(r.state, map, { type: 'gm.state', unit: 'b1', set: { state: 'holding', until: null }, public: false });
    expect(unit(freed, 'b1').hold).toBeNull();
    expect(no(s, map, { type: 'gm.state', unit: 'a1', set: { state: 'holding', until: { unit: 'a1' } }, public: false })).toBe('a cannot wait for itself.');
    expect(no(freed, map, { type: 'gm.state', unit: 'a2', set: { state: 'holding', until: null }, public: false })).toBe('b is not holding.');
  });

  it('R-OPS-17: blindness for a number of rounds, cleared with 0', () => {
    const { map, state } = asciiBattle('a...s', { controllers: [human, human] });
    const s = withInitiative(state, map, { a1: 2, b1: 0 });
    const r = step(s, map, { type: 'gm.state', unit: 'b1', set: { state: 'blind', rounds: 2 }, public: false });
    expect(unit(r.state, 'b1').blindRounds).toBe(2);
    expect(line(r.events)).toBe('GM: s is blind for 2 rounds.');
    const clear = step(r.state, map, { type: 'gm.state', unit: 'b1', set: { state: 'blind', rounds: 0 }, public: false });
    expect(line(clear.events)).toBe('GM: s can see again.');
    expect(no(clear.state, map, { type: 'gm.state', unit: 'b1', set: { state: 'blind', rounds: 0 }, public: false })).toBe('s is not blind.');
  });

  it('R-OPS-19: a grab only between neighbours, one grip each; a held unit cannot then move on its own', () => {
    const { map, state } = asciiBattle('as..t', { controllers: [human, human] });
    const s = withInitiative(state, map, { a1: 2, b1: 0, b2: 0 });
    expect(no(s, map, { type: 'gm.state', unit: 'b2', set: { state: 'grabbed', by: 'a1' }, public: false })).toBe('a must stand next to t to hold it (R-OPS-19).');
    const r = step(s, map, { type: 'gm.state', unit: 'b1', set: { state: 'grabbed', by: 'a1' }, public: false });
    expect(line(r.events)).toBe('GM: s is held by a.');
    expect(unit(r.state, 'a1').holding).toBe('b1');
    expect(no(r.state, map, { type: 'unit.move', unit: 'a1', to: { x: 0, y: 0 } })).toMatch(/holding someone/);
    const free = step(r.state, map, { type: 'gm.state', unit: 'b1', set: { state: 'grabbed', by: null }, public: false });
    expect(line(free.events)).toBe('GM: s is no longer held.');
    expect(unit(free.state, 'a1').holding).toBeNull();
  });

  it('out: the GM takes a unit out of the fight and brings it back for the next round; wounds that say out keep it out', () => {
    const { map, state } = asciiBattle('a...s\nb....', { controllers: [human, human] });
    let s = withInitiative(state, map, { a1: 2, a2: 1, b1: 0 });
    const r = step(s, map, { type: 'gm.state', unit: 'a1', set: { state: 'out', on: true }, public: true });
    expect(unit(r.state, 'a1').status).toBe('out');
    expect(decisionOf(flowAt(r.state, map))).toEqual({ kind: 'turn', units: ['a2'] });
    expect(line(r.events)).toBe('GM: a is out of the fight.');
    s = step(r.state, map, { type: 'gm.state', unit: 'a1', set: { state: 'out', on: false }, public: true }).state;
    expect(unit(s, 'a1')).toMatchObject({ status: 'fighting', initiative: null, turn: { done: true } });
    const hurt = ok(s, map, { type: 'gm.wounds', unit: 'a2', row: 'nearDeath', marked: 1, public: false });
    expect(no(hurt, map, { type: 'gm.state', unit: 'a2', set: { state: 'out', on: false }, public: false })).toBe("b's wounds keep it out: clear its Incapacitated or Near Death box first.");
  });
});
