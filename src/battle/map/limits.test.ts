import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAP_LIMITS } from './limits';
import { loadMap } from './load-map';
import { memoryMapSource } from './map-source';

/**
 * Untrusted maps (STYLE.md 9; README "Reliability", input limits): each hostile file is
 * refused with one sentence that names the limit, quotes no blob, and comes back in under a second.
 */
async function refusal(name: string, text: string | Uint8Array, extra: Record<string, string> = {}): Promise<string> {
  // CPU time, not wall time: the machine is shared, and other work must not make this fail.
  const t0 = process.cpuUsage();
  const r = await loadMap(name, memoryMapSource({ [name]: text, ...extra }));
  const used = process.cpuUsage(t0);
  const ms = (used.user + used.system) / 1000;
  expect(ms, `${name} took ${ms.toFixed(0)} ms of CPU`).toBeLessThan(1000);
  if (r.ok) throw new Error(`${name} loaded`);
  expect(r.reason.length).toBeLessThanOrEqual(200);
  expect(r.reason).toMatch(/^[A-Z][^\n]*\.$/);
  return r.reason;
}

const base = {
  orientation: 'orthogonal',
  width: 4,
  height: 4,
  tilewidth: 16,
  tileheight: 16,
  tilesets: [{ firstgid: 1, name: 't', tilecount: 1, tilewidth: 16, tileheight: 16, image: 't.png' }],
  layers: [{ type: 'tilelayer', name: 'g', width: 4, height: 4, data: new Array(16).fill(1) }],
};
const json = (patch: Record<string, unknown>): string => JSON.stringify({ ...base, ...patch });

describe('map limits: hostile files are refused quickly, in one sentence naming the limit', () => {
  it('100000x100000 cells in under 2 KB', async () => {
    const text = json({ width: 100000, height: 100000, layers: [{ type: 'tilelayer', name: 'g', width: 100000, height: 100000, encoding: 'base64', data: 'AAAA'.repeat(300) }] });
    expect(text.length).toBeLessThan(2048);
    expect(await refusal('big.tmj', text)).toBe('The map is 100000x100000 cells; Blacksite plays maps of at most 1,024 cells a side.');
    const xml = `<map orientation="orthogonal" width="100000" height="100000" tilewidth="16" tileheight="16"><layer name="g" width="100000" height="100000"><data encoding="csv">1</data></layer></map>`;
    expect(await refusal('big.tmx', xml)).toBe('The map is 100000x100000 cells; Blacksite plays maps of at most 1,024 cells a side.');
  });

  it('a tileset of two billion tiles', async () => {
    const text = json({ tilesets: [{ firstgid: 1, name: 'huge', tilecount: 2e9, tilewidth: 16, tileheight: 16, image: 't.png' }] });
    expect(await refusal('tiles.tmj', text)).toBe('Embedded tileset "huge" has over a billion tiles; a tileset may have at most 65,536.');
    const tsx = '<tileset name="huge" tilewidth="16" tileheight="16" tilecount="2000000000" columns="1"><image source="t.png" width="16" height="16"/></tileset>';
    const tmx = '<map orientation="orthogonal" width="1" height="1" tilewidth="16" tileheight="16"><tileset firstgid="1" source="huge.tsx"/><layer name="g" width="1" height="1"><data encoding="csv">1</data></layer></map>';
    expect(await refusal('tiles.tmx', tmx, { 'huge.tsx': tsx })).toBe('Tileset "huge.tsx" has over a billion tiles; a tileset may have at most 65,536.');
  });

  it('a 200,000-point polygon, in JSON and in XML', async () => {
    const polygon = Array.from({ length: 200_000 }, (_, i) => ({ x: i % 7, y: i % 5 }));
    const text = json({ layers: [...base.layers, { type: 'objectgroup', name: 'walls', objects: [{ id: 1, x: 0, y: 0, polygon }] }] });
    expect(await refusal('poly.tmj', text)).toBe('Object 1 in layer "walls" has 200,000 points; a shape may have at most 10,000.');
    const points = polygon.map((p) => `${p.x},${p.y}`).join(' ');
    const tmx = `<map orientation="orthogonal" width="4" height="4" tilewidth="16" tileheight="16"><objectgroup name="walls"><object id="1" x="0" y="0"><polygon points="${points}"/></object></objectgroup></map>`;
    expect(await refusal('poly.tmx', tmx)).toBe('Object 1 has more than 10,000 points (a shape may have at most 10,000).');
  });

  it('5,000 nested group layers, in JSON and in XML', async () => {
    // Written out as text: JSON.stringify itself overflows on 5,000 levels.
    const leaf = JSON.stringify({ type: 'tilelayer', name: 'g', width: 4, height: 4, data: new Array(16).fill(1) });
    const layers = `[${'{"type":"group","name":"","layers":['.repeat(5000)}${leaf}${']}'.repeat(5000)}]`;
    expect(await refusal('deep.tmj', json({ layers: [] }).replace('"layers":[]', `"layers":${layers}`))).toBe('The map nests group layers more than 32 deep (at most 32 levels).');
    const tmx = `<map orientation="orthogonal" width="4" height="4" tilewidth="16" tileheight="16">${'<group>'.repeat(5000)}${'</group>'.repeat(5000)}</map>`;
    expect(await refusal('deep.tmx', tmx)).toBe('The map file nests its elements more than 40 deep (layers may nest at most 32 groups).');
  });

  it('entities declared in a DOCTYPE (the "billion laughs")', async () => {
    const tmx = `<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><map orientation="orthogonal" width="1" height="1" tilewidth="16" tileheight="16"><properties><property name="x" value="&c;"/></properties></map>`;
    expect(await refusal('laughs.tmx', tmx)).toBe('The map file declares entities in its DOCTYPE, which Tiled never writes; Blacksite does not read such XML.');
  });

  it('a compressed layer that inflates far past its size', async () => {
    const bomb = zlibSync(new Uint8Array(50 * 1024 * 1024));
    const data = Buffer.from(bomb).toString('base64');
    expect(data.length).toBeLessThan(100_000);
    expect(await refusal('bomb.tmj', json({ layers: [{ type: 'tilelayer', name: 'g', width: 4, height: 4, encoding: 'base64', compression: 'zlib', data }] }))).toBe(
      'Tile layer "g" has more tile data than its size needs (compressed data that inflates past the layer).',
    );
  });

  it('a file over 32 MB', async () => {
    const big = new Uint8Array(MAP_LIMITS.maxFileBytes + 1).fill(32);
    expect(await refusal('huge.tmj', big)).toBe('The map file "huge.tmj" is larger than 32 MB; a map file may be at most 32 MB.');
  });

  it('a thousand map-sized rectangles in a collision layer of a 1024x1024 map', async () => {
    const objects = Array.from({ length: 1000 }, (_, i) => ({ id: i, x: 0, y: 0, width: 16384, height: 16384 }));
    const data = Buffer.from(zlibSync(new Uint8Array(1024 * 1024 * 4))).toString('base64');
    const text = json({ width: 1024, height: 1024, layers: [{ type: 'tilelayer', name: 'g', width: 1024, height: 1024, encoding: 'base64', compression: 'zlib', data }, { type: 'objectgroup', name: 'Collisions', objects }] });
    expect(text.length).toBeLessThan(100_000);
    expect(await refusal('rects.tmj', text)).toBe("The map's objects and shapes cover too many cells to read (at most 16,777,216 cells and scanlines in all).");
  });

  it('names without quoting a blob: a layer name of a megabyte stays a short sentence', async () => {
    const name = 'x'.repeat(1024 * 1024);
    const reason = await refusal('name.tmj', json({ layers: [{ type: 'tilelayer', name, width: 3, height: 1, data: [1, 1, 1] }] }));
    expect(reason).toBe(`Tile layer "${'x'.repeat(39)}…" is 3x1 but the map is 4x4.`);
  });

  it('more tilesets than a map may name', async () => {
    const tilesets = Array.from({ length: 300 }, (_, i) => ({ firstgid: 1 + i, source: `t${i}.tsj` }));
    expect(await refusal('many.tmj', json({ tilesets }))).toBe('The map uses 300 tilesets; a map may use at most 256.');
  });
});
