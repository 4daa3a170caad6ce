import { describe, expect, it } from 'vitest';
import { COVER_BLOCK, COVER_FULL, COVER_PARTIAL, loadTiledMap } from '../../src/battle/map';
import { demoTiledMap } from './demo-map';

describe('demoTiledMap', () => {
  it('loads through the Tiled loader with walls, cover and two spawn zones', () => {
    const loaded = loadTiledMap(demoTiledMap({ width: 64, height: 40, seed: 't' }));
    if (!loaded.ok) throw new Error(loaded.reason);
    const { map } = loaded;
    expect(map.width).toBe(64);
    expect(map.metersPerTile).toBe(2);
    const count = (code: number): number => map.cells.cover.filter((c) => c === code).length;
    expect(count(COVER_BLOCK)).toBeGreaterThan(20);
    expect(count(COVER_PARTIAL)).toBeGreaterThan(5);
    expect(count(COVER_FULL)).toBeGreaterThan(2);
    expect(map.spawnZones.map((z) => z.side)).toEqual(['a', 'b']);
    expect(map.warnings).toEqual([]);
  });

  it('is the same map for the same seed', () => {
    expect(JSON.stringify(demoTiledMap({ width: 40, height: 30, seed: 'x' }))).toBe(
      JSON.stringify(demoTiledMap({ width: 40, height: 30, seed: 'x' })),
    );
  });

  it('fills a 256x256 map for the benchmark', () => {
    const loaded = loadTiledMap(demoTiledMap({ width: 256, height: 256 }));
    expect(loaded.ok && loaded.map.layers.length).toBe(2);
  });
});
