import { describe, expect, it } from 'vitest';
import { flowAt } from '../round/step';
import { Steps } from '../test-helpers/steps';
import { seatView } from '../view/seat-view';
import { sidesViewer } from '../view/viewer';
import { missionBoard } from './board';
import { noticeContest } from './notice';
import { pathNotice, sightAreas } from './preview';
import { missionSight } from './sight';
import { asciiMission } from './test-mission';

/** What a seat is shown of a mission (STYLE.md principle 15), its hover preview (R-CORE-4), the GM's hand. */

const ART = `
a.......s......#..t
.........o.....#...
...............#...`;

function started(o: Parameters<typeof asciiMission>[1] = {}): Steps {
  const { map, state } = asciiMission(ART, { devices: [{ id: 'cam', kind: 'camera', name: 'Yard camera', cells: [{ x: 18, y: 2 }], facing: 0 }], ...o });
  const s = new Steps(state, map);
  s.startWith({ a1: 3, b1: 1, b2: 1 });
  return s;
}

describe('the seat view of a mission', () => {
  it('tells the intruders of the guards they see, with their state, and of no device they have not noticed', () => {
    const s = started();
    const view = seatView(flowAt(s.state, s.map), sidesViewer('a'), null);
    const m = view.known.mission;
    expect(Object.keys(m?.guards ?? {})).toEqual(['b1']);
    expect(m?.guards['b1']?.route).toEqual([]);
    expect(m?.devices).toEqual([]);
    expect(Object.keys(m?.kit ?? {})).toEqual(['a1']);
    const gm = seatView(flowAt(s.state, s.map), sidesViewer('b'), null);
    expect(Object.keys(gm.known.mission?.guards ?? {}).sort()).toEqual(['b1', 'b2']);
    expect(gm.known.mission?.devices.map((d) => d.id)).toEqual(['cam']);
  });

  it('shows a badge on a seen defender once it is suspicious or alerted, and the objectives with their progress', () => {
    const s = started({ objectives: [{ id: 'h', kind: 'hack', name: 'Server', required: true, zone: { x: 1, y: 2, w: 1, h: 1 }, needed: 3 }] });
    s.ok({ type: 'gm.mission', set: { kind: 'awareness', unit: 'b1', to: 'suspicious' }, public: false });
    const board = missionBoard(seatView(flowAt(s.state, s.map), sidesViewer('a'), null));
    expect(board?.badges).toEqual({ b1: 'suspicious' });
    expect(board?.objectives[0]).toMatchObject({ name: 'Server', progress: 'Hack 0 of 3', at: { x: 1, y: 2 } });
    expect(board?.roundsLeft).toBe(30); // round 1 of 30 is still to play
  });
});

describe('the hover preview (R-OPS-40, R-CORE-4)', () => {
  it('gives, cell by cell along the path, the exact chance each defender in view notices the unit there', () => {
    const s = started({ kits: { a: { skills: { Stealth: 1 } } } });
    const known = seatView(flowAt(s.state, s.map), sidesViewer('a'), null).known;
    const path = [{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 1 }, { x: 3, y: 1 }];
    const p = pathNotice(known, s.map, 'a1', path, false);
    const m = s.state.mission;
    if (!p || !m) throw new Error('no preview');
    const guard = s.unit('b1');
    const sight = missionSight(m, s.map);
    const exact = noticeContest(sight, m, guard, { ...s.unit('a1'), cell: { x: 3, y: 1 } }, { x: 3, y: 1 }, false).chance;
    expect(p.chance).toBe(exact);
    expect(p.watchers).toEqual([{ id: 'b1', name: 's', chance: exact, why: 'Spot Hidden vs Stealth' }]);
    expect(p.cells.map((c) => [c.x, c.y])).toEqual([[1, 1], [2, 1], [3, 1]]);
    // The guard beyond the wall and the camera nobody has noticed count for nothing.
    expect(p.watchers.some((w) => w.id === 'b2' || w.id === 'cam')).toBe(false);
    expect(p.noiseMeters).toBe(3);
  });

  it('draws the sight areas of the guards in view', () => {
    const s = started();
    const areas = sightAreas(seatView(flowAt(s.state, s.map), sidesViewer('a'), null).known, s.map);
    expect(areas?.[0 * s.map.width + 5]).toBe(1);
    expect(areas?.[0 * s.map.width + 17]).toBe(0);
  });
});

describe("the GM's hand (mission/gm.ts)", () => {
  it('sets a defender\'s awareness, raises and cancels the alarm, and lights cells, each with a GM line', () => {
    const s = started();
    s.ok({ type: 'gm.mission', set: { kind: 'alarm', raised: true }, public: true });
    expect(s.state.mission?.alarm).toEqual({ raised: true, round: 1, by: 'gm', how: 'gm' });
    expect(Object.values(s.state.mission?.guards ?? {}).every((g) => g.awareness === 'alerted')).toBe(true);
    expect(s.no({ type: 'gm.mission', set: { kind: 'alarm', raised: true }, public: true })).toBe('The alarm is already raised.');
    s.ok({ type: 'gm.mission', set: { kind: 'alarm', raised: false }, public: true });
    expect(s.state.mission?.alarm.raised).toBe(false);
    s.ok({ type: 'gm.mission', set: { kind: 'light', rect: { x: 0, y: 0, w: 2, h: 1 }, level: 'dark' }, public: false });
    expect(s.state.mission?.light).toBe('2K55L');
    const line = s.events.filter((e) => e.type === 'gm.edit').at(-1);
    expect(line?.type === 'gm.edit' && line.edit.kind === 'mission' && line.edit.text).toBe('the cells from (0, 0) to (1, 0) are dark');
    expect(s.no({ type: 'gm.mission', set: { kind: 'awareness', unit: 'a1', to: 'alerted' }, public: false })).toBe('Only a defender has an awareness to set.');
  });
});
