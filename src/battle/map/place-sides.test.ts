import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineOfSight } from '../geometry/sight';
import { mapFromAscii } from './ascii-map';
import { loadMap } from './load-map';
import { memoryMapSource } from './map-source';
import { placeSides, type PlacementGround } from './place-sides';
import { spawnCells } from './spawn';
import { DOOR_STATES, type BattleMap, type CellRect } from './types';

/** The ground of an ASCII map ('|' closed, '/' open, '!' locked door). */
function ground(art: readonly string[]): { g: PlacementGround; map: BattleMap } {
  const { map } = mapFromAscii(art);
  const door = new Uint8Array(map.width * map.height);
  for (const d of map.doors) door[d.y * map.width + d.x] = DOOR_STATES.indexOf(d.state) + 1;
  return { map, g: { width: map.width, height: map.height, blocksMove: map.cells.blocksMove, blocksSight: map.cells.blocksSight, door } };
}

const cellsOf = (rects: readonly CellRect[]): { x: number; y: number }[] => rects.flatMap((r) => Array.from({ length: r.w * r.h }, (_, k) => ({ x: r.x + (k % r.w), y: r.y + Math.floor(k / r.w) })));

/** Every pair of cells of the two zones that see each other, with closed and locked doors shut. */
function sightPairs(map: BattleMap, door: Uint8Array, a: readonly CellRect[], b: readonly CellRect[]): number {
  const blocksSight = Uint8Array.from(map.cells.blocksSight);
  door.forEach((d, i) => {
    if (d === 1 || d === 3) blocksSight[i] = 1;
  });
  const shut = { ...map, cells: { ...map.cells, blocksSight } };
  let n = 0;
  for (const p of cellsOf(a)) for (const q of cellsOf(b)) if (lineOfSight(shut, p, q)) n += 1;
  return n;
}

/** Which room (A, B, C...) each zone is in: the letter drawn in the art under its cells. */
const roomsOf = (art: readonly string[], rects: readonly CellRect[]): string[] => [...new Set(cellsOf(rects).map((c) => (art[c.y] ?? '').charAt(c.x)))];

describe('placeSides: sides placed on a map without spawn zones start far apart, out of sight (R-OPS-13 sight)', () => {
  // A great hall (H) with two side chambers (A, B) through open doorways: the hall is the largest
  // room, and the squads used to start at its two ends, in plain sight of each other.
  const crypt = [
    '....................',
    '.##################.',
    '.#AAAA#HHHHHHH#BBB#.',
    '.#AAAA/HHHHHHH/BBB#.',
    '.#AAAA#HHHHHHH#BBB#.',
    '.######HHHHHHH#####.',
    '......#HHHHHHH#.....',
    '......#########.....',
  ];

  it('a hall with two chambers: the sides start in the two chambers, no cell of one seeing a cell of the other', () => {
    const { g, map } = ground(crypt.map((r) => r.replace(/[AHB]/g, '.')));
    const placed = placeSides(g, []);
    expect(placed.inSight).toBe(false);
    expect(placed.sides).toHaveLength(2);
    const [a = [], b = []] = placed.sides;
    expect([roomsOf(crypt, a), roomsOf(crypt, b)].sort()).toEqual([['A'], ['B']]);
    expect(sightPairs(map, g.door, a, b)).toBe(0);
  });

  it('a building on an open field: both sides start inside, each in its own room, though the field is larger', () => {
    const field = [
      '..............................',
      '..............................',
      '.....##########...............',
      '.....#AAA#BBBB#...............',
      '.....#AAA|BBBB#...............',
      '.....#AAA#BBBB#...............',
      '.....##########...............',
      '..............................',
    ];
    const { g, map } = ground(field.map((r) => r.replace(/[AB]/g, '.')));
    const placed = placeSides(g, []);
    const [a = [], b = []] = placed.sides;
    expect(placed.inSight).toBe(false);
    expect([roomsOf(field, a), roomsOf(field, b)].sort()).toEqual([['A'], ['B']]);
    expect(sightPairs(map, g.door, a, b)).toBe(0);
  });

  it('one open room hides nobody: the sides take its far ends and the placement says they are in sight', () => {
    const { g } = ground(['#########', '#.......#', '#.......#', '#.......#', '#########']);
    const placed = placeSides(g, []);
    expect(placed.sides).toHaveLength(2);
    expect(placed.inSight).toBe(true);
  });

  it('with one side given, the other starts out of its sight', () => {
    const { g, map } = ground(crypt.map((r) => r.replace(/[AHB]/g, '.')));
    const given = [{ side: 'a', x: 2, y: 2, w: 2, h: 2 }];
    const placed = placeSides(g, given);
    expect(placed.sides).toHaveLength(1);
    expect(placed.inSight).toBe(false);
    expect(sightPairs(map, g.door, given, placed.sides[0] ?? [])).toBe(0);
  });

  it('property: zones never overlap, stand on free cells, and when placed out of sight no pair of their cells sees the other', () => {
    const cell = fc.constantFrom('.', '.', '.', '.', '#', '#', '|', '/');
    const art = fc.integer({ min: 4, max: 14 }).chain((w) => fc.array(fc.array(cell, { minLength: w, maxLength: w }).map((r) => r.join('')), { minLength: 4, maxLength: 12 }));
    fc.assert(
      fc.property(art, (rows) => {
        const { g, map } = ground(rows);
        const placed = placeSides(g, []);
        const [a = [], b = []] = placed.sides;
        const ca = cellsOf(a).map((c) => c.y * g.width + c.x);
        const cb = cellsOf(b).map((c) => c.y * g.width + c.x);
        expect(ca.filter((i) => cb.includes(i))).toEqual([]);
        for (const i of [...ca, ...cb]) expect([g.blocksMove[i], g.door[i]]).toEqual([0, 0]);
        if (placed.sides.length === 2 && !placed.inSight) expect(sightPairs(map, g.door, a, b)).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * A Universal VTT file like Dungeondraft's export, from a plan: '#' a wall through the cell, 'D' a
 * closed portal, 'd' an open one (a short segment across the cell), anything else floor.
 */
function uvtt(plan: readonly string[]): string {
  const walls: { x: number; y: number }[][] = [];
  const portals: { position: { x: number; y: number }; bounds: { x: number; y: number }[]; closed: boolean }[] = [];
  plan.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      if (ch === '#') walls.push([{ x: x + 0.3, y: y + 0.5 }, { x: x + 0.7, y: y + 0.5 }]);
      if (ch === 'D' || ch === 'd') portals.push({ position: { x: x + 0.5, y: y + 0.5 }, bounds: [{ x: x + 0.2, y: y + 0.5 }, { x: x + 0.8, y: y + 0.5 }], closed: ch === 'D' });
    });
  });
  return JSON.stringify({ format: 0.3, resolution: { map_origin: { x: 0, y: 0 }, map_size: { x: plan[0]?.length ?? 0, y: plan.length }, pixels_per_grid: 64 }, line_of_sight: walls, portals, image: '' });
}

describe('Universal VTT exports (no spawn zones): the loader starts the sides in different rooms, out of sight', () => {
  const exports: Record<string, readonly string[]> = {
    // A long gallery between a guard room and a shrine, joined by open doorways.
    'gallery.dd2vtt': [
      '##########################',
      '#GGGG#LLLLLLLLLLLLLLL#SSS#',
      '#GGGGdLLLLLLLLLLLLLLLdSSS#',
      '#GGGG#LLLLLLLLLLLLLLL#SSS#',
      '######LLLLLLLLLLLLLLL#####',
      '.....#LLLLLLLLLLLLLLL#....',
      '.....#################....',
    ],
    // A tavern: a common room, a kitchen behind a closed door, a cellar stair behind an open one.
    'tavern.dd2vtt': [
      '####################',
      '#TTTTTTTTTTTTT#KKKK#',
      '#TTTTTTTTTTTTTDKKKK#',
      '#TTTTTTTTTTTTT#KKKK#',
      '#TTTTTTTTTTTTT##d###',
      '#TTTTTTTTTTTTT#CCCC#',
      '####################',
    ],
  };

  it.each(Object.keys(exports))('%s', async (file) => {
    const plan = exports[file] ?? [];
    const r = await loadMap(file, memoryMapSource({ [file]: uvtt(plan) }));
    if (!r.ok) throw new Error(r.reason);
    const m = r.map;
    expect(m.warnings.filter((w) => w.includes('see each other'))).toEqual([]);
    const a = spawnCells(m, 'a');
    const b = spawnCells(m, 'b');
    expect([a.length, b.length]).toEqual([12, 12].map((n, k) => Math.min(n, [a, b][k]?.length ?? 0)));
    const roomA = new Set(a.map((c) => plan[c.y]?.charAt(c.x)));
    const roomB = new Set(b.map((c) => plan[c.y]?.charAt(c.x)));
    expect(roomA.size).toBe(1);
    expect(roomB.size).toBe(1);
    expect([...roomA][0]).not.toBe([...roomB][0]);
    const door = new Uint8Array(m.width * m.height);
    for (const d of m.doors) door[d.y * m.width + d.x] = DOOR_STATES.indexOf(d.state) + 1;
    expect(sightPairs(m, door, a.map((c) => ({ ...c, w: 1, h: 1 })), b.map((c) => ({ ...c, w: 1, h: 1 })))).toBe(0);
  });
});
