import { describe, expect, it } from 'vitest';
import { gmLine } from '../gm/gm-line';
import { mapNow } from '../state/doors';
import { asciiBattle } from '../test-helpers/squads';
import { gmEdits, no, ok, step, withInitiative } from '../test-helpers/gm';

const human = { kind: 'human', seat: 0 } as const;

describe('GM doors (R-OPS-35)', () => {
  it('opens, closes and locks a door where the map has one; a closed door blocks the way and the GM may not put a unit on it', () => {
    const { map, state } = asciiBattle('a.|..s', { controllers: [human, human] });
    let s = withInitiative(state, map, { a1: 2, b1: 0 });
    expect(s.doors).toEqual([{ x: 2, y: 0, state: 'closed' }]);
    expect(no(s, map, { type: 'gm.move', unit: 'a1', to: { x: 2, y: 0 }, public: false })).toBe('The door at (2, 0) is closed: open it first.');
    const r = step(s, map, { type: 'gm.door', at: { x: 2, y: 0 }, state: 'open', public: true });
    const [e] = gmEdits(r.events);
    expect(e && gmLine(e.edit, true)).toBe('GM: the door at (2, 0) is now open.');
    expect(mapNow(r.state, map).cells.blocksMove[2]).toBe(0);
    // Walk through the open door.
    s = ok(r.state, map, { type: 'unit.move', unit: 'a1', to: { x: 2, y: 0 } });
    expect(no(s, map, { type: 'gm.door', at: { x: 2, y: 0 }, state: 'locked', public: false })).toBe('a stands in the doorway at (2, 0).');
    s = ok(s, map, { type: 'unit.move', unit: 'a1', to: { x: 3, y: 0 } });
    s = ok(s, map, { type: 'gm.door', at: { x: 2, y: 0 }, state: 'locked', public: false });
    expect(s.doors[0]?.state).toBe('locked');
    expect(mapNow(s, map).cells.blocksMove[2]).toBe(1);
    expect(no(s, map, { type: 'gm.door', at: { x: 2, y: 0 }, state: 'locked', public: false })).toBe('The door at (2, 0) is already locked.');
    expect(no(s, map, { type: 'gm.door', at: { x: 1, y: 0 }, state: 'open', public: false })).toBe('There is no door at (1, 0).');
  });
});
