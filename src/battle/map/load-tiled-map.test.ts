import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DIR } from '../../../test/helpers/shared-dir';
import { loadTiledMap, type LoadOptions } from './load-tiled-map';
import { COVER_BLOCK, COVER_FULL, COVER_NONE, COVER_PARTIAL, FLIP_HORIZONTAL, type BattleMap } from './types';

const FIXTURES = join(__dirname, '../../../test/fixtures/maps');
const TILED = join(SHARED_DIR, 'fixtures', 'tiled');

function load(path: string, extra: Partial<LoadOptions> = {}) {
  const text = readFileSync(path, 'utf8');
  return loadTiledMap(text, {
    tilesets: (source) => {
      try {
        return readFileSync(join(dirname(path), source), 'utf8');
      } catch {
        return undefined;
      }
    },
    ...extra,
  });
}

function loaded(path: string, extra: Partial<LoadOptions> = {}): BattleMap {
  const r = load(path, extra);
  if (!r.ok) throw new Error(r.reason);
  return r.map;
}

const at = (m: BattleMap, x: number, y: number) => y * m.width + x;

describe('loadTiledMap: real Tiled maps from elsewhere', () => {
  it('stone-yard.tmj: its hidden "collision" layer becomes walls; strict, it is open ground with no spawn zones', () => {
    const m = loaded(join(TILED, 'stone-yard.tmj'));
    const walls = m.cells.blocksMove.reduce((a, v) => a + v, 0);
    expect(walls).toBeGreaterThan(0);
    expect(m.report?.interpretations.find((r) => r.rule.startsWith('tiles in layer "collision"'))?.count).toBe(walls);
    const strict = loaded(join(TILED, 'stone-yard.tmj'), { strict: true });
    expect(strict.cells.blocksMove.every((c) => c === 0)).toBe(true);
    expect(strict.spawnZones).toEqual([]);
    expect(strict.warnings.some((w) => w.includes('no spawn zones'))).toBe(true);
  });

  it('bush-3x3.tmj loads as open ground; strict, with no spawn zones', () => {
    const m = loaded(join(TILED, 'bush-3x3.tmj'), { strict: true });
    expect(m.cells.cover.every((c) => c === COVER_NONE)).toBe(true);
    expect(m.cells.blocksMove.every((c) => c === 0)).toBe(true);
    expect(m.spawnZones).toEqual([]);
    expect(m.metersPerTile).toBe(2);
  });

  it('keeps the stone yard size, tilesets and layers for drawing', () => {
    const m = loaded(join(TILED, 'stone-yard.tmj'));
    expect([m.width, m.height, m.tileWidth]).toEqual([16, 9, 64]);
    expect(m.tilesets.map((t) => [t.name, t.firstGid, t.image])).toEqual([
      ['OutsideStone', 1, 'OutsideStone.png'],
      ['wood', 10, 'OutsideWood.png'],
    ]);
    expect(m.layers.map((l) => [l.name, l.visible])).toEqual([
      ['base', true],
      ['stone', true],
      ['collision', false],
    ]);
    expect(m.layers[0]?.gids[0]).toBe(5);
  });
});

describe('loadTiledMap: Blacksite properties', () => {
  const m = loaded(join(FIXTURES, 'cover-demo.tmj'));

  it('reads cover, blocksSight and blocksMove from the external tileset', () => {
    expect(m.cells.cover[at(m, 1, 1)]).toBe(COVER_PARTIAL);
    expect(m.cells.cover[at(m, 2, 1)]).toBe(COVER_FULL);
    expect(m.cells.cover[at(m, 3, 1)]).toBe(COVER_BLOCK);
    // block stops sight and movement unless the tile says otherwise
    expect([m.cells.blocksSight[at(m, 3, 1)], m.cells.blocksMove[at(m, 3, 1)]]).toEqual([1, 1]);
    // water: no cover, no entry, sight passes
    expect([m.cells.cover[at(m, 4, 1)], m.cells.blocksMove[at(m, 4, 1)], m.cells.blocksSight[at(m, 4, 1)]]).toEqual([0, 1, 0]);
    // window: block with blocksSight false still stops fire
    expect([m.cells.blocksSight[at(m, 5, 1)], m.cells.stopsFire[at(m, 5, 1)]]).toEqual([0, 1]);
    expect(m.cells.cover[at(m, 0, 0)]).toBe(COVER_NONE);
  });

  it('masks flip bits but keeps them for drawing', () => {
    const cover = m.layers.find((l) => l.name === 'cover');
    expect(cover?.gids[at(m, 1, 3)]).toBe(2);
    expect(cover?.flips[at(m, 1, 3)]).toBe(FLIP_HORIZONTAL);
    expect(m.cells.cover[at(m, 1, 3)]).toBe(COVER_PARTIAL);
  });

  it('reads metersPerTile, spawn zones in cells and objectives', () => {
    expect(m.metersPerTile).toBe(1.5);
    expect(m.spawnZones).toEqual([
      { side: 'a', x: 0, y: 0, w: 2, h: 1 },
      { side: 'b', x: 4, y: 3, w: 2, h: 1 },
    ]);
    expect(m.objectives).toEqual([
      { id: 3, name: 'case', kind: 'retrieve', properties: { objective: 'retrieve' }, x: 2, y: 2, w: 1, h: 1 },
    ]);
    expect(m.warnings).toEqual([
      'The spawn zones of side "a" have room for 2 units; a squad of four needs 4 free cells.',
      'The spawn zones of side "b" have room for 2 units; a squad of four needs 4 free cells.',
    ]);
    expect(m.tilesets[0]?.basePath).toBe('cover-tiles.tsj');
  });

  it.each(['cover-demo-zlib.tmj', 'cover-demo-gzip.tmj', 'cover-demo-zstd.tmj'])('reads %s exactly like the uncompressed map', (file) => {
    const z = loaded(join(FIXTURES, file));
    expect(Array.from(z.cells.cover)).toEqual(Array.from(m.cells.cover));
    expect(Array.from(z.layers[1]?.flips ?? [])).toEqual(Array.from(m.layers[1]?.flips ?? []));
  });
});

describe('loadTiledMap: refusals are one sentence, never a throw', () => {
  it.each([
    ['isometric.tmj', 'The map is isometric; Blacksite plays on orthogonal (square-grid) maps only.'],
    ['missing-tileset.tmj', 'Tileset "no-such-tiles.tsj" referenced by the map could not be found.'],
    ['out-of-range.tmj', 'Tile layer "cover" uses tile id 77 at cell (2, 1), which no tileset of the map defines.'],
    ['broken.tmj', /^The map file is not valid JSON/],
    ['damaged-zlib.tmj', 'Tile layer "cover" has zlib-compressed tile data that is damaged.'],
  ])('%s', (file, reason) => {
    const r = load(join(FIXTURES, file));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toMatch(typeof reason === 'string' ? new RegExp(`^${reason.replace(/[.()"]/g, '\\$&')}$`) : reason);
      expect(r.reason.trim().split(/(?<=\.)\s+(?=[A-Z])/)).toHaveLength(1);
    }
  });

  const tiny = (patch: Record<string, unknown>) => ({
    orientation: 'orthogonal',
    width: 2,
    height: 1,
    tilewidth: 8,
    tileheight: 8,
    tilesets: [{ firstgid: 1, name: 't', tilecount: 2, columns: 2, tilewidth: 8, tileheight: 8, image: 't.png' }],
    layers: [{ type: 'tilelayer', name: 'g', width: 2, height: 1, data: [1, 2] }],
    ...patch,
  });

  it('loads a tiny embedded-tileset map given as parsed JSON', () => {
    const r = loadTiledMap(tiny({}));
    expect(r.ok && r.map.width).toBe(2);
  });

  it('reads image-collection tilesets with gaps in their ids', () => {
    const r = loadTiledMap(
      tiny({
        tilesets: [
          {
            firstgid: 1,
            name: 'props',
            tilecount: 2,
            tilewidth: 8,
            tileheight: 16,
            tiles: [
              { id: 0, image: 'barrel.png', properties: [{ name: 'cover', type: 'string', value: 'full' }] },
              { id: 4, image: 'sign.png' },
            ],
          },
        ],
        layers: [{ type: 'tilelayer', name: 'g', width: 2, height: 1, data: [1, 5] }],
      }),
    );
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.map.tilesets[0]?.tileImages).toEqual({ 0: 'barrel.png', 4: 'sign.png' });
      expect(Array.from(r.map.cells.cover)).toEqual([COVER_FULL, COVER_NONE]);
    }
  });

  it.each([
    ['a tileset file', { type: 'tileset' }, 'The file is a Tiled tileset, not a map.'],
    ['a missing width', { width: undefined }, /^The map is not in Tiled's format: "width" is wrong/],
    ['a layer of the wrong size', { layers: [{ type: 'tilelayer', name: 'g', width: 3, height: 1, data: [1, 1, 1] }] }, 'Tile layer "g" is 3x1 but the map is 2x1.'],
    ['too few tiles', { layers: [{ type: 'tilelayer', name: 'g', width: 2, height: 1, data: [1] }] }, 'Tile layer "g" has 1 tiles where 2x1 needs 2.'],
    ['a bad cover value', { tilesets: [{ firstgid: 1, name: 't', tilecount: 2, tilewidth: 8, tileheight: 8, tiles: [{ id: 0, properties: [{ name: 'cover', type: 'string', value: 'heavy' }] }] }] }, 'Tileset "t" tile 0 has cover "heavy"; it must be none, partial, full or block.'],
    ['a tileset it was not given', { tilesets: [{ firstgid: 1, source: 'x.tsx' }] }, 'Tileset "x.tsx" referenced by the map could not be found.'],
    ['a bad metersPerTile', { properties: [{ name: 'metersPerTile', type: 'float', value: -1 }] }, 'The map property metersPerTile is -1; it must be a number above 0 and at most 100.'],
    ['a bad door', { tilesets: [{ firstgid: 1, name: 't', tilecount: 2, tilewidth: 8, tileheight: 8, tiles: [{ id: 0, properties: [{ name: 'door', type: 'string', value: 'ajar' }] }] }] }, 'Tileset "t" tile 0 has door "ajar"; it must be closed, open or locked (or true for closed).'],
    ['bad base64', { layers: [{ type: 'tilelayer', name: 'g', width: 2, height: 1, encoding: 'base64', data: '!!!!' }] }, 'Tile layer "g" has tile data that is not valid base64.'],
    ['not an object', null, 'The map file does not hold a Tiled map (expected a JSON object).'],
  ])('refuses %s', (_what, patch, reason) => {
    const r = loadTiledMap(patch === null ? null : tiny(patch));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      if (typeof reason === 'string') expect(r.reason).toBe(reason);
      else expect(r.reason).toMatch(reason);
    }
  });

  it('warns, not refuses, about objects it cannot place exactly', () => {
    const r = loadTiledMap(
      tiny({
        layers: [
          { type: 'tilelayer', name: 'g', width: 2, height: 1, data: [1, 2] },
          {
            type: 'objectgroup',
            name: 'z',
            objects: [
              { id: 1, x: 0, y: 0, width: 8, height: 8, rotation: 45, properties: [{ name: 'side', type: 'string', value: 'a' }] },
              { id: 2, x: 100, y: 100, width: 8, height: 8, properties: [{ name: 'side', type: 'string', value: 'b' }] },
            ],
          },
        ],
      }),
    );
    expect(r.ok).toBe(true);
    if (r.ok) {
      // Turned 45 degrees about its top-left corner, the square reaches into x < 0: clipped to the map.
      expect(r.map.spawnZones[0]).toEqual({ side: 'a', x: 0, y: 0, w: 1, h: 1 });
      expect(r.map.warnings).toEqual([
        'Object 1 in layer "z" is rotated; its bounding box is used.',
        'Object 1 in layer "z" reaches past the map edge and is clipped to it.',
        'Object 2 in layer "z" lies outside the map and is ignored.',
        'The spawn zones of side "a" have room for 1 unit; a squad of four needs 4 free cells.',
        // One side only: the other is placed at the far end (not strict), room for one unit here, in sight on two cells.
        'The spawn zones of side "b" have room for 1 unit; a squad of four needs 4 free cells.',
        'The sides Blacksite placed can see each other at the start: the map has no place out of sight of the first; give it spawn zones.',
      ]);
    }
  });
});
