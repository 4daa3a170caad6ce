import { describe, expect, it } from 'vitest';
import { loadMap } from './load-map';
import { memoryMapSource, type MapSource } from './map-source';

/** A 2x1 map with a tileset atlas (tiles/atlas.png, beside its .tsj in tiles/) and an image layer. */
const map = JSON.stringify({
  type: 'map',
  orientation: 'orthogonal',
  width: 2,
  height: 1,
  tilewidth: 8,
  tileheight: 8,
  infinite: false,
  tilesets: [{ firstgid: 1, source: 'tiles/ground.tsj' }],
  layers: [
    { type: 'imagelayer', id: 1, name: 'plan', image: 'plan.png', x: 0, y: 0, opacity: 1, visible: true },
    { type: 'tilelayer', id: 2, name: 'ground', width: 2, height: 1, x: 0, y: 0, opacity: 1, visible: true, data: [1, 1] },
  ],
});
const tileset = JSON.stringify({ type: 'tileset', name: 'ground', tilecount: 1, columns: 1, tilewidth: 8, tileheight: 8, image: 'atlas.png', imagewidth: 8, imageheight: 8, margin: 0, spacing: 0 });
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

async function warnings(files: Record<string, Uint8Array | string>, source?: MapSource): Promise<readonly string[]> {
  const r = await loadMap('m.tmj', source ?? memoryMapSource({ 'm.tmj': map, 'tiles/ground.tsj': tileset, ...files }));
  if (!r.ok) throw new Error(r.reason);
  // A 2x1 map has no room for spawn zones: only the pictures' warnings are looked at here.
  return r.map.warnings.filter((w) => w.startsWith('The picture'));
}

describe('pictures a map names but does not come with: a warning, never a refusal', () => {
  it('says nothing when every picture is there', async () => {
    expect(await warnings({ 'tiles/atlas.png': png, 'plan.png': png })).toEqual([]);
  });

  it('names a missing tileset picture by its path from the map', async () => {
    expect(await warnings({ 'plan.png': png })).toEqual(['The picture "tiles/atlas.png" is missing (the map names it); the table draws stand-in art in its place.']);
  });

  it('names every missing picture in one sentence, and an empty file in another', async () => {
    expect(await warnings({})).toEqual(['The pictures "tiles/atlas.png" and "plan.png" are missing (the map names them); the table draws stand-in art in their place.']);
    expect(await warnings({ 'tiles/atlas.png': new Uint8Array(0), 'plan.png': png })).toEqual(['The picture "tiles/atlas.png" is an empty file; the table draws stand-in art in its place.']);
  });

  it('only probes a picture: it is asked for with room for no bytes, so nothing is read', async () => {
    const asked: [string, number][] = [];
    const inner = memoryMapSource({ 'm.tmj': map, 'tiles/ground.tsj': tileset, 'tiles/atlas.png': png, 'plan.png': png });
    const source: MapSource = { read: (path, max) => (asked.push([path, max]), inner.read(path, max)) };
    expect(await warnings({}, source)).toEqual([]);
    expect(asked.filter(([p]) => p.endsWith('.png'))).toEqual([
      ['tiles/atlas.png', 0],
      ['plan.png', 0],
    ]);
  });

  it('says when a picture lies outside the folders Blacksite reads', async () => {
    const inner = memoryMapSource({ 'm.tmj': map, 'tiles/ground.tsj': tileset, 'tiles/atlas.png': png });
    const source: MapSource = { read: (path, max) => (path === 'plan.png' ? Promise.resolve('not-allowed') : inner.read(path, max)) };
    expect(await warnings({}, source)).toEqual([
      'The picture "plan.png" lies outside the folders Blacksite reads (the map\'s folder, below it, or up to two folders above); the table draws stand-in art in its place.',
    ]);
  });
});
