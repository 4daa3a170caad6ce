import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../../src/battle/map/ascii-map';
import { flowAt } from '../../src/battle/round/step';
import { asciiBattle } from '../../src/battle/test-helpers/squads';
import { ALL_SEEING, EMPTY_MEMORY, seatView, sidesViewer } from '../../src/battle/view';
import { tableView } from './table-view';
import type { TableMeta } from './setup-model';
import { doorRunsAcross, doorShapes, floorMarks } from '../table/door-shapes';

const meta: TableMeta = { sides: [{ id: 'a', colour: 0, letter: 'A', codeColor: 'blue' }, { id: 'b', colour: 1, letter: 'B', codeColor: 'red' }], agents: {} };

describe('doors drawn on the table (R-OPS-35)', () => {
  it('each state has its own look: closed, locked, open and blown', () => {
    const { map } = mapFromAscii(`
      #|#!#/#|#
      .........`);
    const shapes = doorShapes(map, [
      { x: 1, y: 0, state: 'closed' },
      { x: 3, y: 0, state: 'locked' },
      { x: 5, y: 0, state: 'open' },
      { x: 7, y: 0, state: 'destroyed' },
    ], null);
    expect(shapes.map((s) => s.look)).toEqual(['closed', 'locked', 'open', 'blown']);
    // Nothing hidden (the GM's view): none faded.
    expect(shapes.every((s) => !s.faded)).toBe(true);
  });

  it('the leaf lies along the wall it is in: level in a west-east wall, upright in a north-south one, a two-cell door both cells alike', () => {
    const { map } = mapFromAscii(`
      ##|##
      #...#
      |...#
      |...#
      #####`);
    const doors = new Set(map.doors.map((d) => d.y * map.width + d.x));
    expect(doorRunsAcross(map, doors, 2, 0)).toBe(true);
    expect(doorRunsAcross(map, doors, 0, 2)).toBe(false);
    expect(doorRunsAcross(map, doors, 0, 3)).toBe(false);
  });

  it('a door out of the seat\'s sight is drawn as the seat last saw it, faded; the GM sees it as it is', () => {
    // Side a's room is walled off from the locked door at (6, 2); b stands beyond it.
    const { map, state } = asciiBattle(`
      a...#....
      ....#....
      ######!##
      .........
      ......s..`);
    expect(state.doors).toEqual([{ x: 6, y: 2, state: 'locked' }]);
    // The door was blown open where side a could not see it.
    const now = { ...state, doors: [{ x: 6, y: 2, state: 'destroyed' as const }] };
    const flow = flowAt(now, map);
    const seat = tableView({ view: seatView(flow, sidesViewer('a'), { ...EMPTY_MEMORY, doors: state.doors }), meta, selectedId: null, actingId: null });
    expect(seat.doors).toEqual([{ x: 6, y: 2, state: 'locked' }]);
    const seen = seat.visibility.get(0) ?? new Set<number>();
    expect(doorShapes(map, seat.doors ?? [], seen)).toEqual([{ x: 6, y: 2, look: 'locked', across: true, faded: true }]);
    const gm = tableView({ view: seatView(flow, ALL_SEEING, null), meta, selectedId: null, actingId: null });
    expect(gm.doors).toEqual([{ x: 6, y: 2, state: 'destroyed' }]);
    expect(doorShapes(map, gm.doors ?? [], null)[0]).toMatchObject({ look: 'blown', faded: false });
  });

  it('a door the seat sees is drawn as it is now, not faded', () => {
    const { map, state } = asciiBattle(`
      a..|..s`);
    const now = { ...state, doors: [{ x: 3, y: 0, state: 'open' as const }] };
    const seat = tableView({ view: seatView(flowAt(now, map), sidesViewer('a'), { ...EMPTY_MEMORY, doors: state.doors }), meta, selectedId: null, actingId: null });
    expect(seat.doors).toEqual([{ x: 3, y: 0, state: 'open' }]);
    expect(doorShapes(map, seat.doors ?? [], seat.visibility.get(0) ?? null)[0]).toMatchObject({ look: 'open', faded: false, across: false });
  });
});

describe('weapons on the floor drawn on the table (R-OPS-34)', () => {
  it('the seat\'s table view has the weapons on the floor it sees now, by cell, kind and name; one out of its sight is not drawn; the GM sees all', () => {
    // Side a's room is walled off from the east half, where a knife lies; a shotgun lies by a.
    const { map, state } = asciiBattle(`
      a..#....
      ...#...s`);
    const weapon = { name: 'FN Riot', ammo: '00 buck', magazine: 5, loaded: 5, spares: 2, partials: [], scope: false, laserSight: false, foldingStock: false, firedRound: null };
    const now = {
      ...state,
      floor: [
        { kind: 'firearm' as const, cell: { x: 1, y: 1 }, weapon },
        { kind: 'melee' as const, cell: { x: 5, y: 0 }, name: 'Knife' },
      ],
    };
    const seat = tableView({ view: seatView(flowAt(now, map), sidesViewer('a'), null), meta, selectedId: null, actingId: null });
    expect(seat.floor).toEqual([{ x: 1, y: 1, kind: 'firearm', name: 'FN Riot' }]);
    expect(floorMarks(map, seat.floor ?? [])).toEqual([{ x: 1, y: 1, kind: 'firearm' }]);
    const gm = tableView({ view: seatView(flowAt(now, map), ALL_SEEING, null), meta, selectedId: null, actingId: null });
    expect(gm.floor).toEqual([
      { x: 1, y: 1, kind: 'firearm', name: 'FN Riot' },
      { x: 5, y: 0, kind: 'melee', name: 'Knife' },
    ]);
    // A cell off the map is never drawn.
    expect(floorMarks(map, [...(gm.floor ?? []), { x: 99, y: 0, kind: 'melee', name: 'Club' }]).map((m) => m.kind)).toEqual(['firearm', 'melee']);
  });
});
