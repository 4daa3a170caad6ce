import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeMapSource } from '../../../main/map-files';
import { loadMap } from './load-map';
import { memoryMapSource } from './map-source';
import { COVER_BLOCK, COVER_FULL, COVER_NONE, COVER_PARTIAL, type BattleMap } from './types';

const FIXTURES = join(__dirname, '../../../test/fixtures/maps');
const FEATURES = join(FIXTURES, 'features');
const REAL = join(FIXTURES, 'real');

async function fromDisk(file: string, options: { strict?: boolean } = {}) {
  const source = nodeMapSource(file);
  return loadMap(source.name, source, options);
}

async function map(file: string, options: { strict?: boolean } = {}): Promise<BattleMap> {
  const r = await fromDisk(file, options);
  if (!r.ok) throw new Error(r.reason);
  return r.map;
}

const at = (m: BattleMap, x: number, y: number): number => y * m.width + x;
const blocked = (m: BattleMap): string[] => {
  const out: string[] = [];
  for (let i = 0; i < m.width * m.height; i++) if (m.cells.blocksMove[i] === 1) out.push(`${i % m.width},${Math.floor(i / m.width)}`);
  return out;
};

describe('loadMap: TMX with a TSX tileset, templates, tile objects, an image layer (compound-yard.tmx)', () => {
  const file = join(FEATURES, 'compound-yard.tmx');

  it('reads Blacksite properties from the TSX tileset: cover, and a locked door', async () => {
    const m = await map(file);
    expect([m.width, m.height, m.metersPerTile, m.tileWidth]).toEqual([12, 8, 1.5, 16]);
    expect(m.cells.cover[at(m, 2, 3)]).toBe(COVER_FULL);
    expect(m.cells.cover[at(m, 3, 3)]).toBe(COVER_PARTIAL);
    expect(m.doors).toEqual([
      { x: 9, y: 4, state: 'locked' },
      { x: 8, y: 7, state: 'open' },
    ]);
    // A door's cell is not a wall: the battle keeps its state (R-OPS-35).
    expect(m.cells.blocksMove[at(m, 9, 4)]).toBe(0);
    expect(m.properties['name']).toBe('Compound yard');
  });

  it('keeps a side set only in a template (.tx), and a tile object from a .tj template gives its tile\'s cover to its cell', async () => {
    const m = await map(file);
    expect(m.spawnZones.filter((z) => z.side === 'a')).toEqual([{ side: 'a', x: 0, y: 4, w: 3, h: 3 }]);
    expect(m.cells.cover[at(m, 4, 6)]).toBe(COVER_FULL);
  });

  it('reads walls by the conventions of real maps, each counted; --strict reads none of them', async () => {
    const m = await map(file);
    expect(blocked(m)).toEqual(['3,0', '4,0', '5,0', '6,0', '7,0', '8,0', '11,0', '0,1', '1,1', '10,1', '5,5', '7,6', '10,6', '0,7', '1,7']);
    expect(m.cells.cover[at(m, 6, 5)]).toBe(COVER_NONE); // a post whose collision shape covers a sixteenth of its tile
    expect(m.report?.interpretations).toEqual([
      { rule: 'tiles in layer "Walls" (named like walls): blocking', count: 6 },
      { rule: 'tiles in layers with solid=true: blocking', count: 2 },
      { rule: 'tiles in group "Obstacles" (named like walls): blocking', count: 1 },
      { rule: 'tiles with collides=true: blocking', count: 1 },
      { rule: 'tiles whose collision shapes cover their cell: blocking', count: 1 },
      { rule: 'cells of shapes in object layer "Collisions" (named like collisions): blocking', count: 4 },
      { rule: 'objects named like a spawn or start: spawn zones for side b (in map order)', count: 1 },
    ]);
    const b = m.spawnZones.filter((z) => z.side === 'b');
    expect(b.reduce((n, z) => n + z.w * z.h, 0)).toBe(12);
    const strict = await map(file, { strict: true });
    expect(blocked(strict)).toEqual([]);
    expect(strict.report?.interpretations).toEqual([]);
    expect(strict.spawnZones.map((z) => z.side)).toEqual(['a']);
    expect(strict.cells.cover[at(strict, 2, 3)]).toBe(COVER_FULL);
    expect(strict.doors).toHaveLength(2);
  });

  it('reports what it read and did not use', async () => {
    const m = await map(file);
    expect(m.report?.ignored).toEqual([
      { item: 'tile property "footstep"', count: 1 },
      { item: 'map property "author"', count: 1 },
      { item: 'object property "weight"', count: 1 },
    ]);
  });

  it('keeps the image layer for drawing and lists every file the map is made of', async () => {
    const r = await fromDisk(file);
    if (!r.ok) throw new Error(r.reason);
    expect(r.map.images).toEqual([
      { name: 'floor plan', image: 'plan.png', x: 0, y: 0, opacity: 0.5, visible: true, repeatX: false, repeatY: false, below: 0 },
    ]);
    expect([...r.files].sort()).toEqual(['compound-yard.tmx', 'plan.png', 'templates/crate.tj', 'templates/red-spawn.tx', 'yard-tiles.png', 'yard-tiles.tsx']);
    expect(r.map.objectives).toEqual([{ id: 14, name: 'intel', kind: 'retrieve', properties: { objective: 'retrieve', weight: 3 }, x: 6, y: 2, w: 1, h: 1 }]);
  });
});

describe('loadMap: other formats', () => {
  it('reads Tiled 1.1 JSON (properties as objects, tileproperties, tiles keyed by id)', async () => {
    const m = await map(join(FEATURES, 'tiled-1.1.json'));
    expect(m.metersPerTile).toBe(2.5);
    expect(m.cells.cover[at(m, 1, 1)]).toBe(COVER_PARTIAL);
    expect(m.cells.cover[at(m, 3, 1)]).toBe(COVER_BLOCK); // solid: true
    expect(m.cells.cover[at(m, 2, 2)]).toBe(COVER_BLOCK); // its collision shape fills the tile
    expect(m.spawnZones).toEqual([
      { side: 'a', x: 0, y: 0, w: 2, h: 1 },
      { side: 'b', x: 3, y: 3, w: 2, h: 1 },
    ]);
  });

  it('crops an infinite map to the bounds of its chunks, with a warning', async () => {
    const m = await map(join(FEATURES, 'infinite.tmx'));
    expect([m.width, m.height]).toEqual([32, 32]);
    expect(m.warnings).toContain('The map is infinite; it is cropped to the 32x32 cells its chunks cover.');
    expect(m.cells.cover[at(m, 15, 15)]).toBe(COVER_NONE);
    expect(m.cells.cover[at(m, 16, 16)]).toBe(COVER_PARTIAL);
    expect(m.spawnZones).toEqual([
      { side: 'a', x: 0, y: 0, w: 2, h: 2 },
      { side: 'b', x: 30, y: 30, w: 2, h: 2 },
    ]);
  });

  it.each([
    ['hexagonal.tmx', 'The map is hexagonal; Blacksite plays on orthogonal (square-grid) maps only.'],
    ['staggered.tmx', 'The map is staggered; Blacksite plays on orthogonal (square-grid) maps only.'],
  ])('refuses %s in one sentence', async (file, reason) => {
    expect(await fromDisk(join(FEATURES, file))).toEqual({ ok: false, reason });
  });

  it('gives the same battle map from the TMX and the JSON save of the same real map', async () => {
    const tmx = await map(join(REAL, 'phaser-tutorial', 'simple-map.tmx'));
    const tmj = await map(join(REAL, 'phaser-tutorial', 'simple-map.json'));
    expect([tmx.width, tmx.height]).toEqual([tmj.width, tmj.height]);
    expect(Array.from(tmx.cells.blocksMove)).toEqual(Array.from(tmj.cells.blocksMove));
    expect(tmx.layers.map((l) => Array.from(l.gids))).toEqual(tmj.layers.map((l) => Array.from(l.gids)));
    expect(tmx.spawnZones).toEqual(tmj.spawnZones);
  });

  it('reads zlib, zstd and CSV layers of a real map the same way', async () => {
    const dir = join(REAL, 'baylej-tmx');
    const [csv, zlib, zstd] = await Promise.all(['csv.tmx', 'b64zlib.tmx', 'b64zstd.tmx'].map((f) => map(join(dir, f))));
    expect(csv?.layers.length).toBeGreaterThan(0);
    for (const other of [zlib, zstd]) expect(other?.layers.map((l) => Array.from(l.gids))).toEqual(csv?.layers.map((l) => Array.from(l.gids)));
  });
});

describe('loadMap: files relative to the map', () => {
  const tileset = '<tileset name="t" tilewidth="8" tileheight="8" tilecount="2" columns="2"><image source="t.png" width="16" height="8"/><tile id="1"><properties><property name="cover" value="full"/></properties></tile></tileset>';
  const tmx = (source: string): string =>
    `<map orientation="orthogonal" width="2" height="1" tilewidth="8" tileheight="8"><tileset firstgid="1" source="${source}"/><layer name="g" width="2" height="1"><data encoding="csv">1,2</data></layer></map>`;

  it('finds a tileset one folder up from a map in a subfolder, and names its image from there', async () => {
    const r = await loadMap('maps/yard.tmx', memoryMapSource({ 'maps/yard.tmx': tmx('../tiles/t.tsx'), 'tiles/t.tsx': tileset }));
    if (!r.ok) throw new Error(r.reason);
    expect(r.map.cells.cover[1]).toBe(COVER_FULL);
    expect(r.map.tilesets[0]?.basePath).toBe('tiles/t.tsx');
    expect(r.files).toEqual(['maps/yard.tmx', 'tiles/t.tsx', 'tiles/t.png']);
  });

  it('looks beside the map for a tileset named by an absolute path, and says so', async () => {
    const r = await loadMap('yard.tmx', memoryMapSource({ 'yard.tmx': tmx('C:\\Users\\gm\\tiles\\t.tsx'), 't.tsx': tileset }));
    if (!r.ok) throw new Error(r.reason);
    expect(r.map.warnings[0]).toBe('The tileset "C:\\Users\\gm\\tiles\\t.tsx" is named by an absolute path; Blacksite looks for "t.tsx" beside the map instead.');
  });

  it('reads the classes of maps/blacksite.tiled-project: a spawn without a side is side a', async () => {
    const tmx = '<map orientation="orthogonal" width="4" height="2" tilewidth="8" tileheight="8"><objectgroup name="o"><object id="1" type="spawn" x="0" y="0" width="16" height="16"/><object id="2" class="spawn" x="16" y="0" width="16" height="16"><properties><property name="side" value="b"/></properties></object></objectgroup></map>';
    const r = await loadMap('m.tmx', memoryMapSource({ 'm.tmx': tmx }), { strict: true });
    if (!r.ok) throw new Error(r.reason);
    expect(r.map.spawnZones).toEqual([
      { side: 'a', x: 0, y: 0, w: 2, h: 2 },
      { side: 'b', x: 2, y: 0, w: 2, h: 2 },
    ]);
  });

  it('refuses a tileset that is missing or broken, naming it', async () => {
    expect(await loadMap('yard.tmx', memoryMapSource({ 'yard.tmx': tmx('t.tsx') }))).toEqual({ ok: false, reason: 'Tileset "t.tsx" referenced by the map could not be found.' });
    const broken = await loadMap('yard.tmx', memoryMapSource({ 'yard.tmx': tmx('t.tsx'), 't.tsx': '<tileset name="t"' }));
    expect(broken.ok ? '' : broken.reason).toMatch(/^The tileset "t\.tsx" is not well-formed XML \(.+\)\.$/);
  });

  it('serves from disk only files the map is made of, in its folder or at most two above', async () => {
    const source = nodeMapSource(join(FEATURES, 'compound-yard.tmx'));
    expect(await source.read('../../../../../../etc/passwd', 1000)).toBe('not-allowed');
    expect(await source.read('../README.md', 1000)).toBe('not-allowed');
    expect(await source.read('nothing-here.tsx', 1000)).toBe('missing');
    expect(await source.read('compound-yard.tmx', 10)).toBe('too-big');
  });

  it('names a tileset the source will not serve, and what it does serve, in one sentence', async () => {
    const files = memoryMapSource({ 'maps/yard.tmx': tmx('../../../../etc/t.tsx') });
    const r = await loadMap('maps/yard.tmx', { read: (path, max) => (path === 'maps/yard.tmx' ? files.read(path, max) : Promise.resolve('not-allowed' as const)) });
    expect(r.ok ? '' : r.reason).toBe(
      'The tileset "../../../etc/t.tsx" is not read: Blacksite reads only map, tileset, template and image files in the map\'s folder, below it or up to two folders above.',
    );
  });
});
