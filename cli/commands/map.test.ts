import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DIR } from '../../test/helpers/shared-dir';
import { memoryIo } from '../io';
import { main } from '../main';

const FIXTURES = join(__dirname, '../../test/fixtures/maps');
const TILED = join(SHARED_DIR, 'fixtures', 'tiled');

async function run(...args: string[]) {
  const io = memoryIo();
  const code = await main(['map', ...args], io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

const noDoors = { doors: 0, doorStates: { closed: 0, open: 0, locked: 0 }, weapons: [] };
/** A map with nothing for covert missions: every cell lit, no devices, patrols, objectives or exits. */
const noMission = (cells: number) => ({ light: { lit: cells, dim: 0, dark: 0, sightRange: null, environment: null }, devices: [], patrols: [], objectives: [], exits: [] });

describe('blacksite map check', () => {
  it('--strict: a real Tiled map is open ground with no spawn zones (the exact JSON shape)', async () => {
    const r = await run('check', join(TILED, 'stone-yard.tmj'), '--json', '--strict');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      width: 16,
      height: 9,
      metersPerTile: 2,
      cover: { partial: 0, full: 0, block: 0 },
      cells: { blocksMove: 0, blocksSight: 0, cover: { partial: 0, full: 0 } },
      spawnZones: {},
      spawnCells: {},
      ...noDoors,
      ...noMission(16 * 9),
      interpretations: [],
      ignored: [],
      // Its tileset pictures were not kept with it (../shared/fixtures/tiled/README.md).
      warnings: [
        'The pictures "OutsideStone.png" and "OutsideWood.png" are missing (the map names them); the table draws stand-in art in their place.',
        'The map has no spawn zones (object rectangles with a "side" property).',
      ],
    });
  });

  it('by default reads its hidden "collision" layer as walls and places two sides, saying so', async () => {
    const r = await run('check', join(TILED, 'stone-yard.tmj'), '--json');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out) as Record<string, unknown>;
    expect(s).toMatchObject({
      cells: { blocksMove: 38, blocksSight: 38, cover: { partial: 0, full: 0 } },
      spawnCells: { a: 12, b: 12 },
      interpretations: [
        { rule: 'tiles in layer "collision" (named like walls): blocking', count: 38 },
        { rule: "spawn zones placed far apart and out of each other's sight, walled-in areas first (the map has too few): sides a, b", count: 2 },
      ],
      // One walled yard: nowhere out of sight.
      warnings: [
        'The pictures "OutsideStone.png" and "OutsideWood.png" are missing (the map names them); the table draws stand-in art in their place.',
        'The sides Blacksite placed can see each other at the start: the map has no place out of sight of the first; give it spawn zones.',
      ],
    });
  });

  it('counts cells, cover and spawn cells the same with external tilesets and zlib, gzip or zstd data', async () => {
    for (const file of ['cover-demo.tmj', 'cover-demo-zlib.tmj', 'cover-demo-gzip.tmj', 'cover-demo-zstd.tmj']) {
      const r = await run('check', join(FIXTURES, file), '--json');
      expect(r.code, file).toBe(0);
      expect(JSON.parse(r.out)).toEqual({
        width: 6,
        height: 4,
        metersPerTile: 1.5,
        cover: { partial: 2, full: 1, block: 2 },
        cells: { blocksMove: 3, blocksSight: 1, cover: { partial: 2, full: 1 } },
        spawnZones: { a: 1, b: 1 },
        spawnCells: { a: 2, b: 2 },
        ...noDoors,
        ...noMission(6 * 4),
        // The map's objective object (R-OPS-45 reads it by name).
        objectives: [{ kind: 'retrieve', name: 'case', x: 2, y: 2 }],
        interpretations: [],
        ignored: [],
        warnings: [
          'The picture "cover-tiles.png" is missing (the map names it); the table draws stand-in art in its place.',
          'The spawn zones of side "a" have room for 2 units; a squad of four needs 4 free cells.',
          'The spawn zones of side "b" have room for 2 units; a squad of four needs 4 free cells.',
        ],
      });
    }
  });

  it('checks a shipped map: four spawn sides, every cover kind, no conventions, no warnings', async () => {
    const r = await run('check', join(__dirname, '../../maps/warehouse.tmj'), '--json');
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out) as { width: number; height: number; cover: Record<string, number>; spawnZones: Record<string, number>; weapons: unknown[]; interpretations: unknown[]; warnings: string[] };
    expect([summary.width, summary.height]).toEqual([60, 60]);
    // R-OPS-34: the two shotguns of its container floor.
    expect(summary.weapons).toEqual([
      { x: 26, y: 29, name: 'FN Riot' },
      { x: 33, y: 30, name: 'FN Riot' },
    ]);
    expect(summary.spawnZones).toEqual({ a: 1, b: 1, c: 1, d: 1 });
    expect(Object.values(summary.cover).every((n) => n > 0)).toBe(true);
    expect(summary.interpretations).toEqual([]);
    expect(summary.warnings).toEqual([]);
  });

  it('says the same in words without --json', async () => {
    const r = await run('check', join(FIXTURES, 'features', 'compound-yard.tmx'));
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        'compound-yard.tmx: 12 x 8 tiles, 1.5 m per tile (18 x 12 m)',
        'cells: 15 block movement, 15 block sight, 1 partial cover, 2 full cover',
        'cover tiles: 1 partial, 2 full, 15 block',
        'spawn zones: side a: 1 zone, 9 cells to start on; side b: 5 zones, 12 cells to start on',
        'doors: 2 (1 open, 1 locked)',
        'weapons on the floor: none',
        'light: all lit',
        'devices: none',
        'patrols and posts: none',
        'objectives: retrieve "intel" at (6, 2)',
        'exits: none',
        'read by convention (--strict turns these off):',
        '  - 6 tiles in layer "Walls" (named like walls): blocking',
        '  - 2 tiles in layers with solid=true: blocking',
        '  - 1 tiles in group "Obstacles" (named like walls): blocking',
        '  - 1 tiles with collides=true: blocking',
        '  - 1 tiles whose collision shapes cover their cell: blocking',
        '  - 4 cells of shapes in object layer "Collisions" (named like collisions): blocking',
        '  - 1 objects named like a spawn or start: spawn zones for side b (in map order)',
        'read and not used:',
        '  - tile property "footstep" (1x)',
        '  - map property "author" (1x)',
        '  - object property "weight" (1x)',
        'no warnings',
      ].join('\n'),
    );
  });

  it('reads a Universal VTT export', async () => {
    const r = await run('check', join(FIXTURES, 'features', 'vault.dd2vtt'), '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ width: 8, height: 6, metersPerTile: 1.5, doors: 2, doorStates: { closed: 1, open: 1, locked: 0 }, spawnCells: { a: 4, b: 4 } });
  });

  it.each([
    ['isometric.tmj', 'The map is isometric; Blacksite plays on orthogonal (square-grid) maps only.'],
    ['features/hexagonal.tmx', 'The map is hexagonal; Blacksite plays on orthogonal (square-grid) maps only.'],
    ['missing-tileset.tmj', 'Tileset "no-such-tiles.tsj" referenced by the map could not be found.'],
    ['out-of-range.tmj', 'Tile layer "cover" uses tile id 77 at cell (2, 1), which no tileset of the map defines.'],
    ['damaged-zlib.tmj', 'Tile layer "cover" has zlib-compressed tile data that is damaged.'],
    ['broken.tmj', /^The map file is not valid JSON/],
    ['features/yard-tiles.tsx', 'The file is a Tiled tileset, not a map.'],
    ['no-such-map.tmj', /^There is no file .*no-such-map\.tmj\.$/],
  ])('refuses %s with exit 1 and one sentence', async (file, sentence) => {
    const r = await run('check', join(FIXTURES, file), '--json');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    if (typeof sentence === 'string') expect(r.err).toBe(sentence);
    else expect(r.err).toMatch(sentence);
  });

  it('answers a wrong call with the usage and exit 2', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('look', 'x.tmj')).code).toBe(2);
    const r = await run('check', 'x.tmj', '--fast');
    expect([r.code, r.err.split('\n')[0]]).toEqual([2, 'blacksite map: unknown option --fast.']);
  });
});
