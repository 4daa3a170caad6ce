import { describe, expect, test } from 'vitest';
import { agentSlots, MAX_AGENT_MARKERS } from './map';

describe('Agent markers beside a pin never run off the map', () => {
  test('up to five diamonds; past that four and a "+N" count, never more slots', () => {
    expect(agentSlots(3)).toEqual({ shown: 3, more: 0 });
    expect(agentSlots(5)).toEqual({ shown: 5, more: 0 });
    expect(agentSlots(6)).toEqual({ shown: 4, more: 2 });
    expect(agentSlots(11)).toEqual({ shown: 4, more: 7 });
    for (let n = 0; n < 30; n += 1) {
      const { shown, more } = agentSlots(n);
      expect(shown + more).toBe(n);
      expect(shown + (more > 0 ? 1 : 0)).toBeLessThanOrEqual(MAX_AGENT_MARKERS);
    }
  });
});
