import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPath } from '../geometry/movement';
import { loadTiledMap } from '../map/load-tiled-map';
import type { BattleMap } from '../map/types';
import { mapNow } from './doors';

const MAPS = join(__dirname, '../../../maps');
const files = readdirSync(MAPS).filter((f) => f.endsWith('.tmj')).sort();

function load(file: string): BattleMap {
  const path = join(MAPS, file);
  const r = loadTiledMap(readFileSync(path, 'utf8'), { tilesets: (source) => readFileSync(resolve(dirname(path), source), 'utf8') });
  if (!r.ok) throw new Error(`${file}: ${r.reason}`);
  return r.map;
}

describe('doors on the shipped maps (R-OPS-35)', () => {
  const maps = files.map((f) => [f, load(f)] as const);

  it('R-OPS-35: at least two shipped maps have doors, read from the Tiled property `door`, and one has a locked door', () => {
    const withDoors = maps.filter(([, m]) => m.doors.length > 0).map(([f]) => f);
    expect(withDoors.length).toBeGreaterThanOrEqual(2);
    expect(maps.some(([, m]) => m.doors.some((d) => d.state === 'locked'))).toBe(true);
    expect(withDoors).toEqual(expect.arrayContaining(['warehouse.tmj', 'office-floor.tmj', 'compound.tmj']));
  });

  it.each(maps.filter(([, m]) => m.doors.length > 0))('R-OPS-35: %s — every door stands in a walkable doorway between two open cells', (_, m) => {
    for (const d of m.doors) {
      const i = d.y * m.width + d.x;
      expect(m.cells.blocksMove[i]).toBe(0);
      const open = (x: number, y: number) => x >= 0 && y >= 0 && x < m.width && y < m.height && m.cells.blocksMove[y * m.width + x] === 0;
      const across = (open(d.x - 1, d.y) && open(d.x + 1, d.y)) || (open(d.x, d.y - 1) && open(d.x, d.y + 1));
      expect(across, `door at ${d.x},${d.y}`).toBe(true);
    }
  });

  it.each(maps.filter(([, m]) => m.doors.length > 0))('R-OPS-35: %s — every pair of spawn zones meets through the doors and, with every door shut, by a way round', (_, m) => {
    const shut = mapNow({ doors: m.doors }, m);
    for (const a of m.spawnZones) {
      for (const b of m.spawnZones) {
        if (a.side >= b.side) continue;
        const from = { x: a.x, y: a.y };
        const to = { x: b.x, y: b.y };
        expect(findPath(m, from, to), `${a.side}-${b.side}`).toBeDefined();
        expect(findPath(shut, from, to), `${a.side}-${b.side} shut`).toBeDefined();
      }
    }
  });
});
