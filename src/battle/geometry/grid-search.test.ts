import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../map/ascii-map';
import { gridSearch } from './grid-search';
import { findPath, reachableCells } from './movement';

const TILES = ['.', '.', '.', '.', '#', 'o', 'O', '"', '~'] as const;

describe('gridSearch (movement.ts on reused buffers)', () => {
  it('R-OPS-27: gives the same reach, paths and costs as reachableCells and findPath, on random maps with units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(TILES.length - 1), { minLength: 192, maxLength: 192 }),
        fc.array(fc.nat(191), { maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(191), fc.nat(191), fc.constantFrom(2, 4, 6, 8.5, 24, Infinity)), { minLength: 1, maxLength: 6 }),
        (w, h, tiles, units, queries) => {
          const rows: string[] = [];
          for (let y = 0; y < h; y++) rows.push(Array.from({ length: w }, (_, x) => TILES[tiles[y * w + x] ?? 0]).join(''));
          const { map } = mapFromAscii(rows);
          const n = w * h;
          const search = gridSearch(map);
          for (const [p, q, meters] of queries) {
            const from = p % n;
            const to = q % n;
            const occupied = units.map((u) => u % n).filter((u) => u !== from);
            const isOccupied = (x: number, y: number) => occupied.includes(y * w + x);
            const cell = (i: number) => ({ x: i % w, y: Math.floor(i / w) });
            const reach = reachableCells(map, cell(from), meters, { isOccupied });
            expect(search.reach(from, meters, occupied)).toEqual(reach.cells.map((c) => c.y * w + c.x));
            const path = findPath(map, cell(from), cell(to), { maxMeters: meters, isOccupied });
            const fast = search.path(from, to, meters, occupied);
            expect(fast?.map(cell)).toEqual(path?.cells);
            if (path) expect(search.pathMeters).toBe(path.meters);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pathUnder: the unbounded path whenever that ends a tile short of the bound; nothing when no way is within it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(TILES.length - 1), { minLength: 192, maxLength: 192 }),
        fc.array(fc.nat(191), { maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(191), fc.nat(191), fc.double({ min: 0, max: 60, noNaN: true })), { minLength: 1, maxLength: 6 }),
        (w, h, tiles, units, queries) => {
          const rows: string[] = [];
          for (let y = 0; y < h; y++) rows.push(Array.from({ length: w }, (_, x) => TILES[tiles[y * w + x] ?? 0]).join(''));
          const { map } = mapFromAscii(rows);
          const n = w * h;
          const search = gridSearch(map);
          for (const [p, q, bound] of queries) {
            const from = p % n;
            const to = q % n;
            const occupied = units.map((u) => u % n).filter((u) => u !== from);
            const full = search.path(from, to, Infinity, occupied);
            const fullMeters = search.pathMeters;
            const under = search.pathUnder(from, to, bound, occupied);
            if (full && fullMeters < bound - map.metersPerTile) {
              expect(under).toEqual(full);
              expect(search.pathMeters).toBe(fullMeters);
            }
            if (!full || fullMeters > bound + 1e-6) expect(under).toBeUndefined();
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('R-OPS-27: never cuts the corner of a wall, but squeezes diagonally past a unit', () => {
    const walled = gridSearch(mapFromAscii(['.#.', '...']).map);
    expect(walled.path(0, 4, Infinity, [])).toEqual([0, 3, 4]);
    const open = gridSearch(mapFromAscii(['...', '...']).map);
    expect(open.path(0, 4, Infinity, [1])).toEqual([0, 4]);
    expect(open.pathMeters).toBeCloseTo(2 * Math.SQRT2, 12);
    expect(open.reach(0, 2, [1])).toEqual([3]);
    expect(open.reach(0, 2, [])).toEqual([1, 3]);
  });
});
