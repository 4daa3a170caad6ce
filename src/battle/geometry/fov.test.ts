import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../map/ascii-map';
import type { BattleMap } from '../map/types';
import { fieldOfView, VIEW_SEEN } from './fov';
import { lineOfSight } from './sight';

function randomMap(width: number, height: number, walls: readonly boolean[]): BattleMap {
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) row += walls[y * width + x] ? '#' : '.';
    rows.push(row);
  }
  return mapFromAscii(rows).map;
}

describe('fieldOfView', () => {
  it('sees exactly the cells lineOfSight reaches (R-OPS-13), on random maps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 14 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 196, maxLength: 196 }),
        fc.integer({ min: 0, max: 5 }),
        fc.nat(),
        (w, h, noise, density, o) => {
          const map = randomMap(w, h, noise.slice(0, w * h).map((v) => v < density));
          const origin = { x: o % w, y: Math.floor(o / w) % h };
          const view = fieldOfView(map, origin, 100);
          for (let y = 0; y < h; y++) {
            for (let x = 0; x < w; x++) {
              const seen = ((view[y * w + x] ?? 0) & VIEW_SEEN) !== 0;
              expect(seen, `(${x},${y}) from (${origin.x},${origin.y})`).toBe(lineOfSight(map, origin, { x, y }));
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('stops at the radius (Euclidean, in tiles)', () => {
    const { map } = mapFromAscii(['.'.repeat(21)]);
    const view = fieldOfView(map, { x: 10, y: 0 }, 4.5);
    const seen = [...view].map((v) => (v & VIEW_SEEN ? 'x' : '.')).join('');
    expect(seen).toBe('......xxxxxxxxx......');
  });

  it('hides what is behind a wall and lights the wall face', () => {
    const { map, units } = mapFromAscii(`
      A.#..
      .....`);
    const view = fieldOfView(map, units['A']?.[0] ?? { x: 0, y: 0 }, 10);
    const row0 = [...view.slice(0, 5)];
    expect(row0).toEqual([1, 1, 3, 0, 0]);
  });
});
