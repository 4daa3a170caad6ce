import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadMap } from '../battle/map/load-map';
import { memoryMapSource } from '../battle/map/map-source';
import { summarizeMap } from '../battle/map/summary';
import { parseXml } from '../battle/map/xml';
import { tmxMap } from '../battle/map/tmx';
import type { BattleMap } from '../battle/map/types';
import { kindById } from './kinds';
import { EditBuilder, paintCells } from './paint';
import { openTiledMap } from './tiled-reader';
import { tilesetFiles, writeTiledMap } from './tiled-writer';
import { stripTmx, writeTmxOnto } from './tmx-onto';

const ROOT = join(__dirname, '../..');
const read = (p: string): Uint8Array => new Uint8Array(readFileSync(join(ROOT, p)));

async function load(name: string, files: Record<string, Uint8Array>): Promise<BattleMap> {
  const r = await loadMap(name, memoryMapSource(files));
  if (!r.ok) throw new Error(r.reason);
  return r.map;
}

/** Paints three walls, a locked door and side c's spawn zone onto an opened map. */
function paintSome(doc: ReturnType<typeof openTiledMap> & object): void {
  if (typeof doc === 'string') throw new Error(doc);
  const b = new EditBuilder(doc.doc);
  const k = (id: string) => {
    const kind = kindById(id);
    if (!kind) throw new Error(id);
    return { kind };
  };
  paintCells(b, doc.doc, [{ x: 2, y: 2 }, { x: 3, y: 2 }, { x: 4, y: 2 }], k('wall'));
  paintCells(b, doc.doc, [{ x: 5, y: 2 }], k('door-locked'));
  paintCells(b, doc.doc, [{ x: 1, y: 5 }, { x: 2, y: 5 }, { x: 1, y: 6 }, { x: 2, y: 6 }], k('spawn-c'));
  doc.doc.objects = [
    { kind: 'camera', cells: [{ x: 6, y: 1 }], facing: 180 },
    { kind: 'patrol-route', cells: [{ x: 1, y: 3 }, { x: 6, y: 3 }] },
  ];
}

describe('editing an existing Tiled map keeps all of it; the paint goes to a group of its own', () => {
  it('a shipped JSON map (warehouse.tmj): every layer, object and property kept, the paint added, and read back', async () => {
    const files = { 'warehouse.tmj': read('maps/warehouse.tmj'), 'blacksite-tiles.tsj': read('maps/blacksite-tiles.tsj'), '../assets/tiles/blacksite-tiles.png': read('assets/tiles/blacksite-tiles.png') };
    const before = await load('warehouse.tmj', files);
    const json = JSON.parse(strFromU8(files['warehouse.tmj'])) as Record<string, unknown>;
    const opened = openTiledMap(json, before, before);
    if (typeof opened === 'string') throw new Error(opened);
    expect(opened.ownPicture).toBeUndefined();
    expect(opened.doc.base).toBe(before);
    paintSome(opened);
    const written = writeTiledMap({ doc: opened.doc, fileName: 'warehouse.tmj', onto: { json: opened.stripped, nextGid: opened.nextGid } });
    const after = await load('warehouse.tmj', { ...files, ...Object.fromEntries(written.map((f) => [f.path, f.bytes])) });
    const out = JSON.parse(strFromU8(written[0]?.bytes ?? new Uint8Array())) as { layers: { name: string }[]; tilesets: unknown[] };
    // The map's own layers, in order, then the paint.
    expect(out.layers.map((l) => l.name)).toEqual([...(json['layers'] as { name: string }[]).map((l) => l.name), 'Blacksite paint']);
    expect(out.tilesets).toEqual([...(json['tilesets'] as unknown[]), { firstgid: opened.nextGid, source: 'blacksite-kinds.tsj' }]);
    expect(after.objectives).toEqual(before.objectives);
    expect(after.weapons).toEqual(before.weapons);
    expect(after.layers.slice(0, before.layers.length).map((l) => Array.from(l.gids))).toEqual(before.layers.map((l) => Array.from(l.gids)));
    expect(after.spawnZones).toEqual([...before.spawnZones, { side: 'c', x: 1, y: 5, w: 2, h: 2 }]);
    const s = summarizeMap(after);
    expect(s.cover.block).toBe(summarizeMap(before).cover.block + (before.cells.cover[2 * 60 + 2] === 3 ? 0 : 1) + (before.cells.cover[2 * 60 + 3] === 3 ? 0 : 1) + (before.cells.cover[2 * 60 + 4] === 3 ? 0 : 1));
    expect(after.doors.find((d) => d.x === 5 && d.y === 2)?.state).toBe('locked');
    // Opened again: the same paint, the same map underneath.
    const again = openTiledMap(JSON.parse(strFromU8(written[0]?.bytes ?? new Uint8Array())) as Record<string, unknown>, after, before);
    if (typeof again === 'string') throw new Error(again);
    expect(Array.from(again.doc.layers.block)).toEqual(Array.from(opened.doc.layers.block));
    expect(Array.from(again.doc.layers.zone)).toEqual(Array.from(opened.doc.layers.zone));
    const ids = ({ nextlayerid: _l, nextobjectid: _o, ...rest }: Record<string, unknown>) => rest;
    expect(ids(again.stripped)).toEqual(ids(opened.stripped));
  });

  it('a TMX map (compound-yard.tmx): its text kept byte for byte but for the added paint, tileset and properties', async () => {
    const dir = 'test/fixtures/maps/features/';
    const names = ['compound-yard.tmx', 'yard-tiles.tsx', 'yard-tiles.png', 'plan.png', 'templates/red-spawn.tx', 'templates/crate.tj'];
    const files = Object.fromEntries(names.map((n) => [n, read(dir + n)]));
    const text = strFromU8(files['compound-yard.tmx'] ?? new Uint8Array());
    const before = await load('compound-yard.tmx', files);
    const root = parseXml(text, 'map');
    if (typeof root === 'string') throw new Error(root);
    const opened = openTiledMap(tmxMap(root), before, before);
    if (typeof opened === 'string') throw new Error(opened);
    paintSome(opened);
    opened.doc.title = 'Compound yard & co';
    const out = writeTmxOnto(text, opened.doc, opened.nextGid);
    if (typeof out !== 'string') throw new Error(out.problem);
    // Everything of the original is still there, in order: remove what was added and it is the same text.
    const restored = stripTmx(out)
      .replace(' nextlayerid="17" nextobjectid="23"', ' nextlayerid="10" nextobjectid="20"')
      .replace('<property name="name" value="Compound yard &amp; co"/>', '<property name="name" value="Compound yard"/>');
    expect(restored).toBe(text);
    const after = await load('compound-yard.tmx', { ...files, 'compound-yard.tmx': strToU8(out), ...Object.fromEntries(tilesetFiles(16).map((f) => [f.path, f.bytes])) });
    expect(after.properties).toMatchObject({ name: 'Compound yard & co', author: 'Blacksite tests', metersPerTile: 1.5 });
    expect(after.report?.interpretations).toEqual(before.report?.interpretations);
    const sorted = (zones: readonly object[]) => zones.map((z) => JSON.stringify(z)).sort();
    expect(sorted(after.spawnZones)).toEqual(sorted([...before.spawnZones, { side: 'c', x: 1, y: 5, w: 2, h: 2 }]));
    expect(after.doors).toContainEqual({ x: 5, y: 2, state: 'locked' });
    for (const x of [2, 3, 4]) expect(after.cells.blocksMove[2 * 12 + x]).toBe(1);
    expect(after.mission?.devices.map((d) => [d.kind, d.cells, d.facing])).toEqual([['camera', [{ x: 6, y: 1 }], 180]]);
    expect(after.mission?.patrols.map((p) => p.points)).toEqual([[{ x: 1, y: 3 }, { x: 6, y: 3 }]]);
    // And the maker reads its objects back from the TMX.
    const reread = parseXml(out, 'map');
    if (typeof reread === 'string') throw new Error(reread);
    const again = openTiledMap(tmxMap(reread), after, before);
    if (typeof again === 'string') throw new Error(again);
    expect(again.doc.objects).toEqual(opened.doc.objects);
    // Written again over its own output: one paint group, one maker tileset.
    const twice = writeTmxOnto(out, opened.doc, opened.nextGid);
    if (typeof twice !== 'string') throw new Error(twice.problem);
    expect(twice.match(/Blacksite paint/g)).toHaveLength(1);
    expect(twice.match(/blacksite-kinds\.tsj/g)).toHaveLength(1);
  });
});
