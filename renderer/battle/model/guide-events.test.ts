import { describe, expect, it } from 'vitest';
import { GUIDE_STEPS } from '../../guide/guide-steps';
import { opsCommandEvents, opsUiEvents } from './guide-events';

describe('the table\'s events for the first-battle guide', () => {
  it('selecting a unit, picking a target, moving, shooting and ending the turn are the steps\' own events', () => {
    const steps = new Set(GUIDE_STEPS.ops.map((s) => s.on));
    const events = [
      ...opsUiEvents({ type: 'select', unit: 'a1' }),
      ...opsUiEvents({ type: 'target', unit: 'b1' }),
      ...opsCommandEvents({ type: 'unit.move', unit: 'a1', to: { x: 1, y: 1 } }),
      ...opsCommandEvents({ type: 'unit.run', unit: 'a1', to: { x: 1, y: 1 } }),
      ...opsCommandEvents({ type: 'unit.end-turn', unit: 'a1' }),
    ];
    expect(events).toEqual(['ops.select', 'ops.odds', 'ops.move', 'ops.move', 'ops.end-turn']);
    for (const e of events) expect(steps.has(e)).toBe(true);
  });

  it('clearing a selection or a target, or a command the guide does not teach, is no event', () => {
    expect(opsUiEvents({ type: 'select', unit: null })).toEqual([]);
    expect(opsUiEvents({ type: 'target', unit: null })).toEqual([]);
    expect(opsCommandEvents({ type: 'unit.reload', unit: 'a1' })).toEqual([]);
  });
});
