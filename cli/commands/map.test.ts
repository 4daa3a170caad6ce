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

describe('blacksite map check', () => {
  it('prints the exact JSON shape for a real Tiled map (open ground, no spawn zones)', async () => {
    const r = await run('check', join(TILED, 'stone-yard.tmj'), '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      width: 16,
      height: 9,
      metersPerTile: 2,
      cover: { partial: 0, full: 0, block: 0 },
      spawnZones: {},
      warnings: ['The map has no spawn zones (object rectangles with a "side" property).'],
    });
  });

  it('reads the bush fixture too', async () => {
    const r = await run('check', '--json', join(TILED, 'bush-3x3.tmj'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ width: 3, height: 3, cover: { partial: 0, full: 0, block: 0 }, spawnZones: {} });
  });

  it('counts cover by kind and spawn zones by side, with external tilesets and zlib data', async () => {
    for (const file of ['cover-demo.tmj', 'cover-demo-zlib.tmj']) {
      const r = await run('check', join(FIXTURES, file), '--json');
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out)).toEqual({
        width: 6,
        height: 4,
        metersPerTile: 1.5,
        cover: { partial: 2, full: 1, block: 2 },
        spawnZones: { a: 1, b: 1 },
        warnings: [],
      });
    }
  });

  it('checks a shipped map: four spawn sides, every cover kind, no warnings', async () => {
    const r = await run('check', join(__dirname, '../../maps/warehouse.tmj'), '--json');
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out) as { width: number; height: number; cover: Record<string, number>; spawnZones: Record<string, number>; warnings: string[] };
    expect([summary.width, summary.height]).toEqual([60, 60]);
    expect(summary.spawnZones).toEqual({ a: 1, b: 1, c: 1, d: 1 });
    expect(Object.values(summary.cover).every((n) => n > 0)).toBe(true);
    expect(summary.warnings).toEqual([]);
  });

  it('prints a readable summary without --json', async () => {
    const r = await run('check', join(FIXTURES, 'cover-demo.tmj'));
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        'cover-demo.tmj: 6 x 4 tiles, 1.5 m per tile (9 x 6 m)',
        'cover tiles: 2 partial, 1 full, 2 block',
        'spawn zones: side a: 1, side b: 1',
        'no warnings',
      ].join('\n'),
    );
  });

  it.each([
    ['isometric.tmj', 'The map is isometric; Blacksite plays on orthogonal maps only.'],
    ['missing-tileset.tmj', 'Tileset "no-such-tiles.tsj" referenced by the map could not be found.'],
    ['out-of-range.tmj', 'Tile layer "cover" uses tile id 77 at cell (2, 1), which no tileset of the map defines.'],
    ['cover-demo-zstd.tmj', /^Tile layer "cover" is zstd-compressed/],
    ['broken.tmj', /^The map file is not valid JSON/],
    ['infinite.tmj', /^The map is infinite;/],
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
