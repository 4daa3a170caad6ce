import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapFromAscii, mapToAscii } from '../map/ascii-map';
import type { BattleMap } from '../map/types';
import type { Cell } from './cells';
import { findPath, pathInReach, reachableCells } from './movement';

const first = (units: Readonly<Record<string, readonly Cell[]>>, k: string) => units[k]?.[0] as Cell;

/** The reachable area drawn as '*' over the map, for readable expectations. */
function drawReach(map: BattleMap, from: Cell, meters: number, occupied: readonly Cell[] = []): string {
  const reach = reachableCells(map, from, meters, {
    isOccupied: (x, y) => occupied.some((c) => c.x === x && c.y === y),
  });
  const marks = new Map<number, string>(reach.cells.map((c) => [c.y * map.width + c.x, '*']));
  marks.set(from.y * map.width + from.x, '@');
  for (const c of occupied) marks.set(c.y * map.width + c.x, 'X');
  return mapToAscii(map, marks);
}

const trim = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n');

describe('reachableCells (R-OPS-27)', () => {
  it('R-OPS-27: 6 m at 2 m a tile is 3 straight tiles or 2 diagonal ones (2 x 2.83 m)', () => {
    const { map, units } = mapFromAscii(`
      .........
      .........
      .........
      .........
      ....A....
      .........
      .........
      .........
      .........`);
    expect(drawReach(map, first(units, 'A'), 6)).toBe(
      trim(`
      .........
      ....*....
      ..*****..
      ..*****..
      .***@***.
      ..*****..
      ..*****..
      ....*....
      .........`),
    );
  });

  it('R-OPS-27: diagonal steps cost the Euclidean distance', () => {
    const { map } = mapFromAscii(['.....', '.....', '.....']);
    const reach = reachableCells(map, { x: 0, y: 0 }, 100);
    expect(reach.meters[2 * 5 + 2]).toBeCloseTo(2 * 2 * Math.SQRT2, 12);
    expect(reach.meters[2 * 5 + 4]).toBeCloseTo(2 * (2 * Math.SQRT2 + 2), 12);
  });

  it('goes around walls and never cuts a blocking corner, but squeezes past units', () => {
    const { map, units } = mapFromAscii(`
      .....
      .A#..
      ..#..
      .....`);
    const a = first(units, 'A');
    // (2,0) is one diagonal away but the wall at (2,1) forbids cutting its corner: 2 straight steps.
    expect(reachableCells(map, a, 100).meters[0 * 5 + 2]).toBeCloseTo(4, 12);
    expect(
      drawReach(map, a, 4, [{ x: 1, y: 2 }]),
    ).toBe(
      trim(`
      ***..
      *@#..
      *X#..
      .....`),
    );
  });

  it('never enters blocked, occupied or extra-blocked cells', () => {
    const { map, units } = mapFromAscii(`
      A.~.o.O.#.`);
    const reach = reachableCells(map, first(units, 'A'), 100, { isBlocked: (x) => x === 9 });
    expect(reach.cells.map((c) => c.x)).toEqual([1]);
  });

  it('gives the way to any reached cell', () => {
    const { map, units } = mapFromAscii(`
      A.#.
      ..#B
      ....`);
    const reach = reachableCells(map, first(units, 'A'), 100);
    // No corner of the wall is cut, so the way bends round its foot: 1 diagonal + 4 straight steps.
    const way = pathInReach(map, reach, first(units, 'B'));
    expect(way?.[0]).toEqual({ x: 0, y: 0 });
    expect(way?.at(-1)).toEqual(first(units, 'B'));
    expect(way).toHaveLength(6);
    expect(reach.meters[1 * 4 + 3]).toBeCloseTo(2 * (4 + Math.SQRT2), 12);
    expect(pathInReach(map, reach, { x: 2, y: 0 })).toBeUndefined();
  });
});

describe('findPath', () => {
  it('finds the cheapest way around a wall with its cost in meters', () => {
    const { map, units } = mapFromAscii(`
      ..........
      ....#.....
      .A..#...B.
      ....#.....
      ..........`);
    const p = findPath(map, first(units, 'A'), first(units, 'B'));
    // Over the top: 4 diagonals and 3 straight steps, none cutting the wall's corners.
    expect(p?.meters).toBeCloseTo(2 * (3 + 4 * Math.SQRT2), 9);
    expect(p?.cells[0]).toEqual(first(units, 'A'));
    expect(p?.cells.at(-1)).toEqual(first(units, 'B'));
  });

  it('returns undefined when walled off or beyond maxMeters', () => {
    const { map, units } = mapFromAscii(`
      A.#.B`);
    expect(findPath(map, first(units, 'A'), first(units, 'B'))).toBeUndefined();
    const open = mapFromAscii('A...B');
    expect(findPath(open.map, first(open.units, 'A'), first(open.units, 'B'), { maxMeters: 7.9 })).toBeUndefined();
    expect(findPath(open.map, first(open.units, 'A'), first(open.units, 'B'), { maxMeters: 8 })?.meters).toBe(8);
  });

  it('costs what Dijkstra says and makes only legal steps, on random maps', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('.', '.', '.', '#', 'o', '~'), { minLength: 144, maxLength: 144 }),
        fc.nat(143),
        fc.nat(143),
        (tiles, p, q) => {
          const rows = Array.from({ length: 12 }, (_, y) => tiles.slice(y * 12, y * 12 + 12).join(''));
          const { map } = mapFromAscii(rows);
          const a = { x: p % 12, y: Math.floor(p / 12) };
          const b = { x: q % 12, y: Math.floor(q / 12) };
          if (map.cells.blocksMove[p] === 1) return;
          const reach = reachableCells(map, a, 1000);
          const path = findPath(map, a, b);
          const dijkstra = reach.meters[q] ?? Infinity;
          if (p === q) return;
          if (!path) {
            expect(dijkstra).toBe(Infinity);
            return;
          }
          expect(path.meters).toBeCloseTo(dijkstra, 9);
          let sum = 0;
          for (let i = 1; i < path.cells.length; i++) {
            const s = path.cells[i - 1] as Cell;
            const t = path.cells[i] as Cell;
            const dx = t.x - s.x;
            const dy = t.y - s.y;
            expect(Math.max(Math.abs(dx), Math.abs(dy))).toBe(1);
            expect(map.cells.blocksMove[t.y * 12 + t.x]).toBe(0);
            if (dx !== 0 && dy !== 0) {
              expect(map.cells.blocksMove[s.y * 12 + t.x]).toBe(0);
              expect(map.cells.blocksMove[t.y * 12 + s.x]).toBe(0);
            }
            sum += Math.hypot(dx, dy) * 2;
          }
          expect(sum).toBeCloseTo(path.meters, 9);
        },
      ),
    );
  });
});
