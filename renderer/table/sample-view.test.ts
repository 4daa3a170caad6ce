import { describe, expect, it } from 'vitest';
import { loadTiledMap } from '../../src/battle/map';
import { demoTiledMap } from './demo-map';
import { sampleView } from './sample-view';

const loaded = loadTiledMap(demoTiledMap({ width: 48, height: 32, seed: 'preview' }));
if (!loaded.ok) throw new Error(loaded.reason);
const map = loaded.map;

describe('sampleView', () => {
  it('puts two squads on walkable cells, one unit per cell, with every token state on show', () => {
    const v = sampleView(map);
    expect(v.units).toHaveLength(8);
    const cells = new Set(v.units.map((u) => u.y * map.width + u.x));
    expect(cells.size).toBe(8);
    for (const u of v.units) expect(map.cells.blocksMove[u.y * map.width + u.x]).toBe(0);
    for (const s of ['dodge', 'holding', 'grabbed', 'blind', 'out', 'dead'] as const) {
      expect(v.units.some((u) => u.states[s])).toBe(true);
    }
  });

  it('gives each side the cells it sees, its own units included', () => {
    const v = sampleView(map);
    const mine = v.visibility.get(0);
    expect(mine?.size).toBeGreaterThan(50);
    const first = v.units[0];
    expect(first && mine?.has(first.y * map.width + first.x)).toBe(true);
  });

  it('spreads 60 units over a large map', () => {
    const big = loadTiledMap(demoTiledMap({ width: 128, height: 128 }));
    if (!big.ok) throw new Error(big.reason);
    expect(sampleView(big.map, { units: 60 }).units).toHaveLength(60);
  });
});
