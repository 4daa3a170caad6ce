import { describe, expect, it } from 'vitest';
import { DRAG_IDLE, dragStep, type DragInput, type DragState } from './gm-drag';

const run = (inputs: readonly DragInput[]) => {
  let s: DragState = DRAG_IDLE;
  const effects = [];
  for (const i of inputs) {
    const r = dragStep(s, i);
    s = r.state;
    effects.push(r.effect);
  }
  return { state: s, effects };
};

const onToken = (): DragInput & { type: 'down' } => ({ type: 'down', at: { x: 100, y: 100 }, button: 0, shift: false, unit: 'a1', from: { x: 3, y: 4 } });

describe('GM drag (a VTT\'s token drag)', () => {
  it('a drag on a token puts it where it is let go; the map neither pans nor clicks', () => {
    const r = run([onToken(), { type: 'move', at: { x: 103, y: 100 } }, { type: 'move', at: { x: 160, y: 100 } }, { type: 'up', cell: { x: 5, y: 4 } }]);
    expect(r.effects).toEqual(['stop', 'stop', 'stop', { drop: { unit: 'a1', to: { x: 5, y: 4 } } }]);
    expect(r.state).toEqual(DRAG_IDLE);
  });

  it('a press and release on a token without moving is the map\'s click on its cell', () => {
    expect(run([onToken(), { type: 'move', at: { x: 102, y: 101 } }, { type: 'up', cell: { x: 3, y: 4 } }]).effects).toEqual(['stop', 'stop', { click: { x: 3, y: 4 } }]);
  });

  it('a drag back to its own cell or off the map moves nothing', () => {
    expect(run([onToken(), { type: 'move', at: { x: 140, y: 100 } }, { type: 'up', cell: { x: 3, y: 4 } }]).effects.at(-1)).toBe('stop');
    expect(run([onToken(), { type: 'move', at: { x: 140, y: 100 } }, { type: 'up', cell: null }]).effects.at(-1)).toBe('stop');
  });

  it('a drag on the ground, with Shift (the ruler) or another button is the map\'s own (it pans, measures)', () => {
    const ground: DragInput = { type: 'down', at: { x: 10, y: 10 }, button: 0, shift: false, unit: null, from: { x: 0, y: 0 } };
    expect(run([ground, { type: 'move', at: { x: 80, y: 10 } }, { type: 'up', cell: { x: 2, y: 0 } }]).effects).toEqual(['pass', 'pass', 'pass']);
    expect(dragStep(DRAG_IDLE, { ...onToken(), shift: true }).effect).toBe('pass');
    expect(dragStep(DRAG_IDLE, { ...onToken(), button: 2 }).effect).toBe('pass');
  });
});
