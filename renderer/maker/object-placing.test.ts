import { describe, expect, it } from 'vitest';
import { placeDown, placeEnd, placePreview, placeUp } from './object-placing';

describe('placing mission objects', () => {
  it('a point object in one press, once per cell', () => {
    expect(placeDown([], 'alarm-panel', undefined, { x: 2, y: 3 })).toEqual({ made: { kind: 'alarm-panel', cells: [{ x: 2, y: 3 }] } });
    expect(placeDown([{ kind: 'alarm-panel', cells: [{ x: 2, y: 3 }] }], 'alarm-panel', undefined, { x: 2, y: 3 })).toEqual({ say: 'There is an alarm panel on that cell already.' });
  });

  it('a camera faces where it is dragged (eighths of a turn, 0 north, clockwise)', () => {
    const down = placeDown([], 'camera', undefined, { x: 5, y: 5 });
    expect(placePreview(down.placing, { x: 5, y: 9 })).toEqual({ kind: 'camera', cells: [{ x: 5, y: 5 }], facing: 180 });
    expect(placeUp(down.placing, { x: 8, y: 2 }).made).toEqual({ kind: 'camera', cells: [{ x: 5, y: 5 }], facing: 45 });
    expect(placeUp(down.placing, { x: 5, y: 5 }).made?.facing).toBe(0);
  });

  it('a trip wire from end to end', () => {
    const down = placeDown([], 'trip-wire', undefined, { x: 1, y: 1 });
    expect(placeUp(down.placing, { x: 4, y: 1 }).made).toEqual({ kind: 'trip-wire', cells: [{ x: 1, y: 1 }, { x: 4, y: 1 }] });
  });

  it('a patrol route through its waypoints, ended by the last pressed again or by Enter', () => {
    let step = placeDown([], 'patrol-route', undefined, { x: 1, y: 1 });
    step = placeDown([], 'patrol-route', step.placing, { x: 6, y: 1 });
    expect(step.say).toContain('2 waypoints');
    expect(placeUp(step.placing, { x: 6, y: 1 }).placing).toEqual(step.placing);
    step = placeDown([], 'patrol-route', step.placing, { x: 6, y: 4 });
    expect(placeDown([], 'patrol-route', step.placing, { x: 6, y: 4 }).made).toEqual({ kind: 'patrol-route', cells: [{ x: 1, y: 1 }, { x: 6, y: 1 }, { x: 6, y: 4 }] });
    expect(placeEnd(step.placing).made?.cells).toHaveLength(3);
    expect(placeEnd(placeDown([], 'patrol-route', undefined, { x: 1, y: 1 }).placing)).toEqual({ say: 'A patrol route needs two waypoints or more.', error: true });
  });
});
