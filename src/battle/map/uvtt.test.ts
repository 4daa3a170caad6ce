import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapToAscii } from './ascii-map';
import { loadMap } from './load-map';
import { memoryMapSource } from './map-source';
import { spawnCells } from './spawn';

const VAULT = join(__dirname, '../../../test/fixtures/maps/features/vault.dd2vtt');

async function vault(extra: Record<string, unknown> = {}, name = 'vault.dd2vtt') {
  const json = { ...(JSON.parse(readFileSync(VAULT, 'utf8')) as Record<string, unknown>), ...extra };
  return loadMap(name, memoryMapSource({ [name]: JSON.stringify(json) }));
}

describe('Universal VTT import (.dd2vtt, .df2vtt, .uvtt)', () => {
  it('turns walls into cells that block, portals into doors, the grid into 1.5 m cells, the picture into the terrain', async () => {
    const r = await vault();
    if (!r.ok) throw new Error(r.reason);
    const m = r.map;
    expect([m.width, m.height, m.metersPerTile, m.tileWidth]).toEqual([8, 6, 1.5, 16]);
    // Walls on grid lines take the cells right of and below them; the pillar's outline blocks too;
    // the two door cells (2,1) and (6,2) are not walls.
    expect(mapToAscii(m)).toBe(['........', '.#.####.', '.#......', '.#.##.#.', '.#.##.#.', '.######.'].join('\n'));
    expect(m.doors).toEqual([
      { x: 2, y: 1, state: 'open' },
      { x: 6, y: 2, state: 'closed' },
    ]);
    expect(m.images).toHaveLength(1);
    expect(m.images[0]).toMatchObject({ x: 0, y: 0, width: 128, height: 96, below: 0 });
    expect(m.images[0]?.image).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(m.report?.interpretations.slice(0, 2)).toEqual([
      { rule: 'cells on walls (line_of_sight): blocking', count: 18 },
      { rule: 'cells on object outlines (objects_line_of_sight): blocking', count: 4 },
    ]);
  });

  it('places two sides inside the walled room, apart, when the file has no spawn zones', async () => {
    const r = await vault();
    if (!r.ok) throw new Error(r.reason);
    const a = spawnCells(r.map, 'a');
    const b = spawnCells(r.map, 'b');
    expect(a.length).toBe(4);
    expect(b.length).toBe(4);
    for (const c of [...a, ...b]) {
      expect(c.x).toBeGreaterThanOrEqual(2);
      expect(c.x).toBeLessThanOrEqual(5);
      expect(c.y).toBeGreaterThanOrEqual(2);
      expect(c.y).toBeLessThanOrEqual(4);
    }
    expect(a.filter((c) => b.some((d) => d.x === c.x && d.y === c.y))).toEqual([]);
  });

  it('reads the same JSON as .df2vtt and .uvtt, and honours map_origin and a metersPerTile', async () => {
    for (const name of ['vault.df2vtt', 'vault.uvtt']) expect((await vault({}, name)).ok).toBe(true);
    const shifted = await vault({
      resolution: { map_origin: { x: 10, y: 10 }, map_size: { x: 8, y: 6 }, pixels_per_grid: 16 },
      line_of_sight: [[{ x: 11, y: 11 }, { x: 14, y: 11 }]],
      objects_line_of_sight: [],
      portals: [],
      metersPerTile: 3,
    });
    if (!shifted.ok) throw new Error(shifted.reason);
    expect(shifted.map.metersPerTile).toBe(3);
    // (11,11)-(14,11) less the origin: cells 1-3 of row 1, and the cell at its end corner.
    expect(mapToAscii(shifted.map).split('\n')[1]).toBe('.####...');
  });

  it('refuses a file that is not Universal VTT JSON, or too big, in one sentence', async () => {
    expect(await loadMap('x.dd2vtt', memoryMapSource({ 'x.dd2vtt': '{"resolution": 3' }))).toEqual({ ok: false, reason: 'The Universal VTT file is not valid JSON (it may be cut off).' });
    const huge = await vault({ resolution: { map_origin: { x: 0, y: 0 }, map_size: { x: 5000, y: 5000 }, pixels_per_grid: 100 } });
    expect(huge).toEqual({ ok: false, reason: 'The map is more than 1,024 grid squares a side; Blacksite plays maps of at most 1,024 cells a side.' });
    const bad = await vault({ resolution: { map_size: { x: 4, y: 4 } } });
    expect(bad.ok ? '' : bad.reason).toBe('The Universal VTT map is not in the Universal VTT format: the resolution has no pixels per grid.');
    const long = await vault({ line_of_sight: [Array.from({ length: 20_000 }, (_, i) => ({ x: i % 8, y: 1 }))] });
    expect(long.ok ? '' : long.reason).toBe('The Universal VTT map has a wall or list longer than Blacksite reads (at most 10,000 points a wall, at most 100,000 walls or doors).');
  });
});
