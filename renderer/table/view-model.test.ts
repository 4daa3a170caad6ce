import { describe, expect, it } from 'vitest';
import { cycleUnit, NO_STATES, shownUnits, type TableView, type UnitView } from './view-model';

const unit = (id: string, side: number, x: number, y: number, dead = false): UnitView => ({
  id,
  codeName: id,
  side,
  x,
  y,
  facing: 0,
  wound: 'none',
  states: { ...NO_STATES, dead },
});

const view = (viewer: number | 'gm', seen: number[]): TableView => ({
  units: [unit('a1', 0, 0, 0), unit('a2', 0, 1, 0, true), unit('b1', 1, 5, 5), unit('b2', 1, 6, 6)],
  sides: [
    { name: 'Blue', letter: 'A' },
    { name: 'Red', letter: 'B' },
  ],
  selectedId: null,
  actingId: null,
  weapon: null,
  visibility: new Map([[0, new Set(seen)]]),
  viewer,
});

describe('view model', () => {
  it('never shows an enemy on a cell the viewer cannot see (hot-seat fog, the projector)', () => {
    expect(shownUnits(view(0, [5 * 10 + 5]), 10).map((u) => u.id)).toEqual(['a1', 'a2', 'b1']);
    expect(shownUnits(view(0, []), 10).map((u) => u.id)).toEqual(['a1', 'a2']);
    expect(shownUnits(view('gm', []), 10)).toHaveLength(4);
  });

  it('cycles living shown units, wrapping for N and stopping at the end for Tab', () => {
    const v = view('gm', []);
    expect(cycleUnit(v, 10, null, 1, true)).toBe('a1');
    expect(cycleUnit(v, 10, 'a1', 1, true)).toBe('b1');
    expect(cycleUnit(v, 10, 'b2', 1, true)).toBe('a1');
    expect(cycleUnit(v, 10, 'b2', 1, false)).toBeUndefined();
    expect(cycleUnit(v, 10, 'a1', -1, true)).toBe('b2');
  });
});
