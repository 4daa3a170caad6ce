import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPath } from '../geometry/movement';
import { loadTiledMap } from './load-tiled-map';
import type { BattleMap } from './types';

const MAPS = join(__dirname, '../../../maps');
const files = readdirSync(MAPS).filter((f) => f.endsWith('.tmj')).sort();

function load(file: string): BattleMap {
  const path = join(MAPS, file);
  const r = loadTiledMap(readFileSync(path, 'utf8'), {
    tilesets: (source) => readFileSync(resolve(dirname(path), source), 'utf8'),
  });
  if (!r.ok) throw new Error(`${file}: ${r.reason}`);
  return r.map;
}

describe('shipped maps (maps/*.tmj)', () => {
  it('are at least four, one of them exactly 60x60, all 40-120 tiles a side', () => {
    expect(files).toEqual(expect.arrayContaining(['warehouse.tmj', 'office-floor.tmj', 'compound.tmj', 'woodland-road.tmj']));
    const sizes = files.map((f) => load(f)).map((m) => [m.width, m.height] as const);
    for (const [w, h] of sizes) {
      expect(w).toBeGreaterThanOrEqual(40);
      expect(h).toBeGreaterThanOrEqual(40);
      expect(w).toBeLessThanOrEqual(120);
      expect(h).toBeLessThanOrEqual(120);
    }
    expect(sizes).toContainEqual([60, 60]);
  });

  describe.each(files)('%s', (file) => {
    const map = load(file);

    it('loads without warnings, 2 m a tile, through the shared external tileset', () => {
      expect(map.warnings).toEqual([]);
      expect(map.metersPerTile).toBe(2);
      expect(map.tilesets.map((t) => [t.basePath, t.image])).toEqual([['blacksite-tiles.tsj', '../assets/tiles/blacksite-tiles.png']]);
    });

    it('has cover of every kind', () => {
      const kinds = new Set(map.cells.cover);
      expect([...kinds].sort()).toEqual([0, 1, 2, 3]);
    });

    it('has walkable spawn zones for sides a, b, c and d, connected to each other', () => {
      const sides = map.spawnZones.map((z) => z.side).sort();
      expect(sides).toEqual(['a', 'b', 'c', 'd']);
      for (const z of map.spawnZones) {
        for (let y = z.y; y < z.y + z.h; y++) {
          for (let x = z.x; x < z.x + z.w; x++) expect(map.cells.blocksMove[y * map.width + x], `${z.side} (${x},${y})`).toBe(0);
        }
      }
      const [first, ...others] = map.spawnZones;
      if (!first) throw new Error('no spawn zones');
      for (const z of others) {
        expect(findPath(map, { x: first.x, y: first.y }, { x: z.x, y: z.y }), `${first.side} -> ${z.side}`).toBeDefined();
      }
    });

    it('puts its objectives on the map', () => {
      expect(map.objectives.length).toBeGreaterThan(0);
      for (const o of map.objectives) {
        expect(o.x + o.w).toBeLessThanOrEqual(map.width);
        expect(o.y + o.h).toBeLessThanOrEqual(map.height);
      }
    });
  });

  it('the tileset image is a PNG of the size the tileset declares', () => {
    const tsj = JSON.parse(readFileSync(join(MAPS, 'blacksite-tiles.tsj'), 'utf8')) as { imagewidth: number; imageheight: number; image: string };
    const png = readFileSync(resolve(MAPS, tsj.image));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([tsj.imagewidth, tsj.imageheight]);
  });
});
