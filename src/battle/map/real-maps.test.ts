import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeMapSource } from '../../../main/map-files';
import { SHARED_DIR } from '../../../test/helpers/shared-dir';
import { loadMap } from './load-map';
import { summarizeMap } from './summary';

/**
 * Maps made by other people for other games (test/fixtures/maps/real/README.md names each one's
 * project and licence; ../shared/fixtures/tiled too): each loads through the one loader, and what
 * the conventions of real maps read in it is what a map maker would expect.
 */
const REAL = join(__dirname, '../../../test/fixtures/maps/real');

async function summary(file: string, strict = false) {
  const source = nodeMapSource(file);
  const r = await loadMap(source.name, source, { strict });
  if (!r.ok) throw new Error(`${file}: ${r.reason}`);
  return { ...summarizeMap(r.map), map: r.map, files: r.files };
}

describe('real maps: Tiled library test maps (baylej/tmx)', () => {
  const dir = join(REAL, 'baylej-tmx');

  it.each(['csv.tmx', 'b64zlib.tmx', 'b64zstd.tmx', 'externtileset.tmx', 'objecttemplates.tmx'])('%s loads: 28x18, the same ground in every encoding', async (file) => {
    const s = await summary(join(dir, file));
    expect([s.width, s.height]).toEqual([28, 18]);
    const csv = await summary(join(dir, 'csv.tmx'));
    expect(s.map.layers.map((l) => Array.from(l.gids))).toEqual(csv.map.layers.map((l) => Array.from(l.gids)));
    expect(s.map.images.map((i) => i.image)).toEqual(['bg.jpg']);
  });

  it('objecttemplates.tmx reads its .tx templates and their TSX tileset', async () => {
    const s = await summary(join(dir, 'objecttemplates.tmx'));
    expect([...s.files].sort()).toEqual(['bg.jpg', 'numbers.png', 'objecttemplates.tmx', 'pointtemplate.tx', 'tileset.tsx', 'tiletemplate.tx']);
  });
});

describe('real maps: a Phaser tutorial (mikewesthad/phaser-3-tilemap-blog-posts)', () => {
  const dir = join(REAL, 'phaser-tutorial');

  it('simple-map: its collides=true tiles block; strict, nothing does', async () => {
    const s = await summary(join(dir, 'simple-map.tmx'));
    expect(s.cells.blocksMove).toBe(193);
    expect(s.interpretations[0]).toEqual({ rule: 'tiles with collides=true: blocking', count: 311 });
    expect(s.spawnCells).toEqual({ a: 12, b: 12 });
    expect((await summary(join(dir, 'simple-map.tmx'), true)).cells.blocksMove).toBe(0);
  });

  it('level.tmx: its "Spawn Point" becomes side a, tile objects block through their tile, side b is placed at the far end', async () => {
    const s = await summary(join(dir, 'level.tmx'));
    expect(s.interpretations.map((r) => r.rule)).toEqual([
      'tiles with collides=true: blocking',
      'cells under tile objects (tiles with collides=true: blocking)',
      'objects named like a spawn or start: spawn zones for side a (in map order)',
      "spawn zones placed far apart and out of each other's sight, walled-in areas first (the map has too few): side b",
    ]);
    expect(s.spawnCells).toEqual({ a: 12, b: 12 });
    // The tutorial's tileset picture is not kept in the fixtures.
    expect(s.warnings).toEqual(['The picture "kenney-tileset-64px-extruded.png" is missing (the map names it); the table draws stand-in art in its place.']);
  });

  it('platformer-simple.tmx loads with its walls', async () => {
    const s = await summary(join(dir, 'platformer-simple.tmx'));
    expect([s.width, s.height, s.cells.blocksMove]).toEqual([40, 20, 101]);
  });
});

describe("real maps: Tiled's own Sticker Knight example (image-collection tileset, tile objects, templates)", () => {
  it('sandbox.tmx loads: 79x45, every object read, nothing blocking for the battle', async () => {
    const s = await summary(join(REAL, 'sticker-knight', 'sandbox.tmx'));
    expect([s.width, s.height]).toEqual([79, 45]);
    expect(s.cells.blocksMove).toBe(0);
    expect(s.ignored.find((i) => i.item === 'object property "bodyType"')?.count).toBeGreaterThan(0);
    expect(s.map.tilesets[0]?.tileImages).toBeDefined();
  });
});

describe('real maps: ../shared/fixtures/tiled', () => {
  it('bush-3x3.tmj: its "Colliders" rectangle blocks, its two "player" points become two sides that share no cell', async () => {
    const s = await summary(join(SHARED_DIR, 'fixtures', 'tiled', 'bush-3x3.tmj'));
    expect(s.cells.blocksMove).toBe(1);
    expect(s.spawnCells).toEqual({ a: 4, b: 4 });
  });
});
