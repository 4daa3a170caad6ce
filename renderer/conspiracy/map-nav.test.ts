import { expect, test } from 'vitest';
import { MAP } from './map-layout';
import { nextPin } from './map-nav';

test('arrow keys walk the pins by geography', () => {
  expect(nextPin(MAP.areas, 'chicago', 'ArrowRight')).toBe('detroit');
  expect(nextPin(MAP.areas, 'dallas', 'ArrowDown')).toBe('houston');
  expect(nextPin(MAP.areas, 'denver', 'ArrowLeft')).toBe('salt-lake-city');
  expect(nextPin(MAP.areas, 'seattle', 'ArrowDown')).toBe('portland');
});

test('no pin beyond the edge of the map', () => {
  expect(nextPin(MAP.areas, 'san-francisco', 'ArrowLeft')).toBeNull();
  expect(nextPin(MAP.areas, 'miami', 'ArrowDown')).toBeNull();
});

test('every Area can be reached from every other by arrow keys', () => {
  const ids = MAP.areas.map((a) => a.id);
  expect(ids).toHaveLength(36);
  const seen = new Set(['chicago']);
  const queue = ['chicago'];
  while (queue.length > 0) {
    const at = queue.shift() ?? '';
    for (const dir of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const) {
      const next = nextPin(MAP.areas, at, dir);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  expect([...seen].sort()).toEqual([...ids].sort());
});
