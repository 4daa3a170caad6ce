import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapFromAscii } from '../map/ascii-map';
import type { Cell } from './cells';
import { distanceMeters, distanceTiles } from './distance';
import { lineSteps } from './line';
import { lineOfFire, lineOfSight } from './sight';

function unit(units: Readonly<Record<string, readonly Cell[]>>, letter: string): Cell {
  const c = units[letter]?.[0];
  if (!c) throw new Error(`no unit ${letter}`);
  return c;
}

describe('distance (R-OPS-12)', () => {
  it('R-OPS-12: is Euclidean centre to centre, in meters = tiles x metersPerTile', () => {
    const { map } = mapFromAscii(['.....'], { metersPerTile: 2 });
    expect(distanceTiles({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(distanceMeters(map, { x: 0, y: 0 }, { x: 3, y: 4 })).toBe(10);
    expect(distanceMeters({ metersPerTile: 1.5 }, { x: 0, y: 0 }, { x: 1, y: 1 })).toBeCloseTo(1.5 * Math.SQRT2, 12);
  });
});

describe('the line between cell centres', () => {
  it('has one cell per step of the major axis, endpoints excluded', () => {
    expect(lineSteps({ x: 0, y: 0 }, { x: 4, y: 1 })).toEqual([
      { a: { x: 1, y: 0 }, b: undefined },
      // at x = 2 the line is at y = 0.5 exactly: it passes between two cells (a tie)
      { a: { x: 2, y: 1 }, b: { x: 2, y: 0 } },
      { a: { x: 3, y: 1 }, b: undefined },
    ]);
    expect(lineSteps({ x: 2, y: 2 }, { x: 3, y: 3 })).toEqual([]);
  });

  it('is symmetric: the same cells from either end', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }), (dx, dy) => {
        const a = { x: 40, y: 40 };
        const b = { x: 40 + dx, y: 40 + dy };
        const key = (s: { a: Cell; b: Cell | undefined }) =>
          [s.a, s.b].filter((c): c is Cell => c !== undefined).map((c) => `${c.x},${c.y}`).sort().join('|');
        expect(lineSteps(b, a).map(key).reverse()).toEqual(lineSteps(a, b).map(key));
      }),
    );
  });
});

describe('line of sight and line of fire (R-OPS-13)', () => {
  it('R-OPS-13: a blocking tile anywhere on the line stops sight', () => {
    const { map, units } = mapFromAscii(`
      A...#...B
      .........
      C.......D`);
    expect(lineOfSight(map, unit(units, 'A'), unit(units, 'B'))).toBe(false);
    expect(lineOfSight(map, unit(units, 'C'), unit(units, 'D'))).toBe(true);
    expect(lineOfSight(map, unit(units, 'A'), unit(units, 'D'))).toBe(true);
  });

  it('passes a gap between a wall and open ground, not between two walls', () => {
    // From (0,0) to (4,1) the line is exactly between (2,0) and (2,1) at x = 2: a tie.
    const twoWalls = mapFromAscii(`
      A.#..
      ..#.B`);
    expect(lineOfSight(twoWalls.map, unit(twoWalls.units, 'A'), unit(twoWalls.units, 'B'))).toBe(false);
    const oneWall = mapFromAscii(`
      A....
      ..#.B`);
    expect(lineOfSight(oneWall.map, unit(oneWall.units, 'A'), unit(oneWall.units, 'B'))).toBe(true);
  });

  it('sees along a diagonal between two diagonal walls (as symmetric shadowcasting does)', () => {
    const { map, units } = mapFromAscii(`
      A#.
      #..
      ..B`);
    expect(lineOfSight(map, unit(units, 'A'), unit(units, 'B'))).toBe(true);
    const blocked = mapFromAscii(`
      A..
      .#.
      ..B`);
    expect(lineOfSight(blocked.map, unit(blocked.units, 'A'), unit(blocked.units, 'B'))).toBe(false);
  });

  it('cover tiles, water and bushes do not stop sight or fire; windows stop fire only', () => {
    const { map, units } = mapFromAscii(`
      A.o.O.~."..B
      C....+.....D`);
    expect(lineOfFire(map, unit(units, 'A'), unit(units, 'B'))).toBe(true);
    expect(lineOfSight(map, unit(units, 'C'), unit(units, 'D'))).toBe(true);
    expect(lineOfFire(map, unit(units, 'C'), unit(units, 'D'))).toBe(false);
  });

  it('is symmetric on random maps', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('.', '.', '.', '#', 'o', '+'), { minLength: 100, maxLength: 100 }),
        fc.nat(99),
        fc.nat(99),
        (tiles, p, q) => {
          const rows = Array.from({ length: 10 }, (_, y) => tiles.slice(y * 10, y * 10 + 10).join(''));
          const { map } = mapFromAscii(rows);
          const a = { x: p % 10, y: Math.floor(p / 10) };
          const b = { x: q % 10, y: Math.floor(q / 10) };
          expect(lineOfSight(map, a, b)).toBe(lineOfSight(map, b, a));
          expect(lineOfFire(map, a, b)).toBe(lineOfFire(map, b, a));
        },
      ),
    );
  });
});
