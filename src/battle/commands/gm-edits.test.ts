import { describe, expect, it } from 'vitest';
import { gmLine } from '../gm/gm-line';
import { asciiBattle } from '../test-helpers/squads';
import { gmEdits, no, ok, step, unit, withInitiative } from '../test-helpers/gm';

const human = { kind: 'human', seat: 0 } as const;

describe('GM edits of a unit', () => {
  it('moves any unit to any free cell at no movement cost, turns it, and says so in a GM line', () => {
    const { map, state } = asciiBattle(`
      a....#....s
      .....#.....`, { controllers: [human, human] });
    const s = withInitiative(state, map, { a1: 2, b1: 0 });
    // b1 is not acting and the cell is across a wall: neither matters to the GM.
    const r = step(s, map, { type: 'gm.move', unit: 'b1', to: { x: 1, y: 1 }, facing: 4, public: false });
    expect(unit(r.state, 'b1').cell).toEqual({ x: 1, y: 1 });
    expect(unit(r.state, 'b1').facing).toBe(4);
    expect(unit(r.state, 'b1').turn.moved).toBe(0);
    expect(r.state.group).toEqual(s.group);
    const [line] = gmEdits(r.events);
    expect(line?.public).toBe(false);
    expect(line && gmLine(line.edit, line.public)).toBe('GM: s moved to (1, 1), facing south.');
    // The acting unit keeps its whole walk.
    expect(ok(r.state, map, { type: 'unit.move', unit: 'a1', to: { x: 3, y: 0 } }).units[0]?.cell).toEqual({ x: 3, y: 0 });
  });

  it('refuses a cell that is off the map, a wall, or taken, with the reason, and leaves the state alone', () => {
    const { map, state } = asciiBattle('a.#.s', { controllers: [human, human] });
    const s = withInitiative(state, map, { a1: 1, b1: 0 });
    expect(no(s, map, { type: 'gm.move', unit: 'a1', to: { x: 9, y: 0 }, public: false })).toBe('(9, 0) is off the map.');
    expect(no(s, map, { type: 'gm.move', unit: 'a1', to: { x: 2, y: 0 }, public: false })).toBe('Nobody can stand at (2, 0).');
    expect(no(s, map, { type: 'gm.move', unit: 'a1', to: { x: 4, y: 0 }, public: false })).toBe('s is already at (4, 0).');
    expect(no(s, map, { type: 'gm.move', unit: 'zz', to: { x: 1, y: 0 }, public: false })).toBe('There is no unit "zz".');
    expect(no(s, map, { type: 'gm.face', unit: 'a1', facing: 9, public: false })).toMatch(/0 \(north\) to 7/);
  });

  it('a grab is let go when the GM moves one of the two apart (R-OPS-19 needs them side by side)', () => {
    const { map, state } = asciiBattle('as...', { controllers: [human, human] });
    let s = withInitiative(state, map, { a1: 1, b1: 0 });
    s = ok(s, map, { type: 'gm.state', unit: 'b1', set: { state: 'grabbed', by: 'a1' }, public: false });
    expect(unit(s, 'b1').heldBy).toBe('a1');
    const r = step(s, map, { type: 'gm.move', unit: 'b1', to: { x: 4, y: 0 }, public: true });
    expect(unit(r.state, 'b1').heldBy).toBeNull();
    expect(unit(r.state, 'a1').holding).toBeNull();
    const [line] = gmEdits(r.events);
    expect(line && gmLine(line.edit, true)).toBe('GM: s moved to (4, 0) (a let go).');
  });

  it('R-OPS-22: marking boxes up to Incapacitated takes the unit out and moves the round on; clearing brings it back next round', () => {
    const { map, state } = asciiBattle('a...s\nb....', { controllers: [human, human] });
    let s = withInitiative(state, map, { a1: 2, a2: -1, b1: 0 });
    s = ok(s, map, { type: 'gm.wounds', unit: 'b1', row: 'light', marked: 1, public: false });
    // R-OPS-25: a Light wound bleeds.
    expect(unit(s, 'b1').condition.bleeding).toBe(true);
    expect(no(s, map, { type: 'gm.wounds', unit: 'b1', row: 'light', marked: 3, public: false })).toBe('That row has 2 boxes: mark 0 to 2.');
    // The acting unit is taken out: its group is done, the next one opens.
    const r = step(s, map, { type: 'gm.wounds', unit: 'a1', row: 'incapacitated', marked: 1, public: true });
    expect(unit(r.state, 'a1').status).toBe('out');
    expect(r.state.group?.units).toEqual(['b1']);
    expect(r.events.map((e) => e.type)).toEqual(['gm.edit', 'turn.started']);
    const [line] = gmEdits(r.events);
    expect(line && gmLine(line.edit, true)).toBe("GM: a's Incapacitated: 1 of 1 box marked (out of the fight).");
    s = ok(r.state, map, { type: 'gm.wounds', unit: 'a1', row: 'incapacitated', marked: 0, public: false });
    expect(unit(s, 'a1').status).toBe('fighting');
    expect(unit(s, 'a1').turn.done).toBe(true);
    s = ok(s, map, { type: 'gm.wounds', unit: 'b1', row: 'light', marked: 0, public: false });
    expect(unit(s, 'b1').condition.bleeding).toBe(false);
    s = ok(ok(s, map, { type: 'unit.end-turn', unit: 'b1' }), map, { type: 'unit.end-turn', unit: 'a2' });
    s = ok(ok(s, map, { type: 'round.end' }), map, { type: 'round.start' });
    // Back in the fight, it rolls initiative with everyone (R-OPS-4).
    expect(unit(s, 'a1').initiative).not.toBeNull();
  });

  it('marking death kills; the last side standing wins when the group is done', () => {
    const { map, state } = asciiBattle('a...s', { controllers: [human, human] });
    const s = withInitiative(state, map, { a1: 2, b1: 0 });
    const r = step(s, map, { type: 'gm.wounds', unit: 'b1', row: 'dead', marked: 1, public: true });
    expect(unit(r.state, 'b1').status).toBe('dead');
    const [line] = gmEdits(r.events);
    expect(line && gmLine(line.edit, true)).toBe('GM: s is marked dead.');
    const end = step(r.state, map, { type: 'unit.end-turn', unit: 'a1' });
    expect(end.state.phase).toBe('over');
    expect(end.state.result?.winner).toBe('a');
  });

  it('sets ammunition, spare magazines, flash-bangs and armor within what the gear can hold', () => {
    const { map, state } = asciiBattle('a...s', { controllers: [human, human] });
    let s = withInitiative(state, map, { a1: 2, b1: 0 });
    const mag = unit(s, 'a1').weapons[0]?.magazine ?? 0;
    expect(no(s, map, { type: 'gm.ammo', unit: 'a1', weapon: 0, loaded: mag + 1, spares: 0, public: false })).toBe(`The M16a1's magazine holds 0 to ${mag} rounds.`);
    expect(no(s, map, { type: 'gm.ammo', unit: 'a1', weapon: 3, loaded: 0, spares: 0, public: false })).toBe('a carries no firearm number 4.');
    const r = step(s, map, { type: 'gm.ammo', unit: 'a1', weapon: 0, loaded: 0, spares: 5, public: true });
    expect(unit(r.state, 'a1').weapons[0]).toMatchObject({ loaded: 0, spares: 5 });
    const [line] = gmEdits(r.events);
    expect(line && gmLine(line.edit, true)).toBe("GM: a's M16a1: 0 rounds loaded, 5 spare magazines.");
    s = ok(r.state, map, { type: 'gm.flash-bangs', unit: 'a1', count: 3, public: false });
    expect(unit(s, 'a1').flashBangs).toBe(3);
    // R-OPS-23: armor values only drop from the armor's own (Standard Vest 4/4).
    expect(no(s, map, { type: 'gm.armor', unit: 'a1', ballistic: 5, physical: 4, public: false })).toBe("The Standard Vest's ballistic value is 0 to 4.");
    s = ok(s, map, { type: 'gm.armor', unit: 'a1', ballistic: 2, physical: 3, public: false });
    expect(unit(s, 'a1').armor).toEqual({ name: 'Standard Vest', ballistic: 2, physical: 3 });
    // The unit can still reload: an empty weapon with spares (R-OPS-15).
    s = ok(s, map, { type: 'unit.reload', unit: 'a1' });
    expect(unit(s, 'a1').weapons[0]).toMatchObject({ loaded: mag, spares: 4 });
  });

  it('notes are taken at any time, even after the battle; unit edits not after it or during a dodge question', () => {
    const { map, state } = asciiBattle('a...s', { controllers: [human, human], seed: 'prompt' });
    let s = withInitiative(state, map, { a1: 2, b1: 0 });
    s = ok(s, map, { type: 'unit.attack', unit: 'a1', target: 'b1', mode: 'semi', shots: 1 });
    expect(s.prompt?.unit).toBe('b1');
    expect(no(s, map, { type: 'gm.face', unit: 'a1', facing: 0, public: false })).toBe('s must first say whether to dodge.');
    const r = step(s, map, { type: 'gm.note', text: '  The guards hear the shot.  ', public: false });
    const [line] = gmEdits(r.events);
    expect(line && gmLine(line.edit, false)).toBe('GM note: The guards hear the shot.');
    expect(line && gmLine(line.edit, true)).toBe('GM: The guards hear the shot.');
    expect(no(s, map, { type: 'gm.note', text: '   ', public: false })).toBe('A note needs some text.');
    const over = { ...s, prompt: null, phase: 'over' as const };
    expect(no(over, map, { type: 'gm.move', unit: 'a1', to: { x: 1, y: 0 }, public: false })).toBe('The battle is over.');
    expect(step(over, map, { type: 'gm.note', text: 'Debrief at the van.', public: true }).events).toHaveLength(1);
  });
});
