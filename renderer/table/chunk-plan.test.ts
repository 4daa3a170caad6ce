import { describe, expect, it } from 'vitest';
import { chunkResolution, chunksByDistance, evictionOrder } from './chunk-plan';

describe('chunk plan', () => {
  it('bakes at the on-screen scale, between 1/8 and twice the device pixels', () => {
    expect(chunkResolution(1, 1)).toBe(1);
    expect(chunkResolution(1.25, 1)).toBe(1.25);
    expect(chunkResolution(3, 1)).toBe(2);
    expect(chunkResolution(0.3, 1)).toBe(0.3);
    expect(chunkResolution(0.01, 1)).toBe(0.125);
    expect(chunkResolution(1.5, 2)).toBe(3);
  });

  it('orders chunks from the middle of the screen outwards', () => {
    const order = chunksByDistance({ x0: 0, y0: 0, x1: 2, y1: 2 });
    expect(order[0]).toEqual({ cx: 1, cy: 1 });
    expect(order).toHaveLength(9);
  });

  it('evicts the least recently used hidden chunks until within budget', () => {
    const chunks = [
      { key: 1, bytes: 10, lastUsed: 5, visible: false },
      { key: 2, bytes: 10, lastUsed: 1, visible: false },
      { key: 3, bytes: 10, lastUsed: 0, visible: true },
      { key: 4, bytes: 10, lastUsed: 3, visible: false },
    ];
    expect(evictionOrder(chunks, 20)).toEqual([2, 4]);
    expect(evictionOrder(chunks, 100)).toEqual([]);
    expect(evictionOrder(chunks, 0)).toEqual([2, 4, 1]);
  });
});
