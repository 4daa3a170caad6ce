import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadMap } from '../battle/map/load-map';
import { memoryMapSource } from '../battle/map/map-source';
import { summarizeMap } from '../battle/map/summary';
import { newDoc, type MakerDoc } from './doc';
import { makeGrid, type PictureGrid } from './grid';
import { kindById, type PaintKind } from './kinds';
import { EditBuilder, paintCells, rectCells, lineCells } from './paint';
import { openTiledMap } from './tiled-reader';
import { writeTiledMap, type OutFile } from './tiled-writer';

const kind = (id: string): PaintKind => {
  const k = kindById(id);
  if (!k) throw new Error(id);
  return k;
};

function grid(): PictureGrid {
  const g = makeGrid({ width: 1013, height: 707 }, { cell: 50, offsetX: 13, offsetY: 7, metersPerCell: 2 });
  if (typeof g === 'string') throw new Error(g);
  return g;
}

/** A room with walls, a door of each state, cover, light, two spawn zones, an objective and an exit. */
function painted(): MakerDoc {
  const doc = newDoc('Test harbour', { width: 1013, height: 707 }, grid());
  const b = new EditBuilder(doc);
  const paint = (id: string, cells: { x: number; y: number }[]): void => void paintCells(b, doc, cells, { kind: kind(id) });
  paint('wall', rectCells({ x: 1, y: 1 }, { x: 12, y: 10 }, doc.grid, true));
  paint('door-closed', [{ x: 6, y: 1 }]);
  paint('door-open', [{ x: 1, y: 5 }]);
  paint('door-locked', [{ x: 12, y: 5 }]);
  paint('blocks-move', lineCells({ x: 15, y: 2 }, { x: 15, y: 8 }));
  paint('blocks-sight', [{ x: 17, y: 4 }, { x: 17, y: 5 }]);
  paint('partial', [{ x: 4, y: 4 }, { x: 5, y: 4 }, { x: 6, y: 4 }]);
  paint('full', [{ x: 9, y: 7 }]);
  paint('light-dim', rectCells({ x: 2, y: 2 }, { x: 5, y: 3 }, doc.grid));
  paint('light-dark', [{ x: 10, y: 9 }]);
  paint('spawn-a', rectCells({ x: 2, y: 7 }, { x: 4, y: 9 }, doc.grid));
  paint('spawn-b', [...rectCells({ x: 16, y: 10 }, { x: 18, y: 11 }, doc.grid), { x: 19, y: 11 }]);
  paint('objective', rectCells({ x: 8, y: 3 }, { x: 9, y: 4 }, doc.grid));
  paint('exit', [{ x: 0, y: 13 }, { x: 1, y: 13 }]);
  doc.objects = [
    { kind: 'alarm-panel', cells: [{ x: 2, y: 5 }] },
    { kind: 'camera', cells: [{ x: 11, y: 2 }], facing: 225 },
    { kind: 'trip-wire', cells: [{ x: 13, y: 3 }, { x: 13, y: 6 }] },
    { kind: 'terminal', cells: [{ x: 10, y: 8 }] },
    { kind: 'patrol-route', cells: [{ x: 3, y: 3 }, { x: 9, y: 3 }, { x: 9, y: 8 }] },
  ];
  return doc;
}

const picture = { path: 'test-harbour.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };

async function load(files: readonly OutFile[], name: string) {
  const r = await loadMap(name, memoryMapSource(Object.fromEntries(files.map((f) => [f.path, f.bytes]))));
  if (!r.ok) throw new Error(r.reason);
  return r;
}

const count = (doc: MakerDoc, channel: keyof MakerDoc['layers'], value: number): number => doc.layers[channel].filter((v) => v === value).length;

describe('the maker writes a Tiled map (.tmj + .tsj + pictures) that the loader reads as painted', () => {
  it('writes the map, its tileset and the tileset picture beside the picture, and nothing else', () => {
    const files = writeTiledMap({ doc: painted(), fileName: 'test-harbour.tmj', picture });
    expect(files.map((f) => f.path)).toEqual(['test-harbour.tmj', 'blacksite-kinds.tsj', 'blacksite-kinds.png', 'test-harbour.png']);
    const map = JSON.parse(strFromU8(files[0]?.bytes ?? new Uint8Array())) as Record<string, unknown>;
    expect(map).toMatchObject({ type: 'map', orientation: 'orthogonal', width: 20, height: 14, tilewidth: 50, tileheight: 50, infinite: false });
    const layers = map['layers'] as { name: string; type: string; offsetx?: number; offsety?: number; layers?: { name: string; visible: boolean }[] }[];
    expect(layers.map((l) => [l.name, l.type])).toEqual([
      ['picture', 'imagelayer'],
      ['Blacksite paint', 'group'],
    ]);
    expect([layers[0]?.offsetx, layers[0]?.offsety]).toEqual([-13, -7]);
    expect(layers[1]?.layers?.map((l) => [l.name, l.visible])).toEqual([
      ['blacksite block', false],
      ['blacksite cover', false],
      ['blacksite doors', false],
      ['blacksite light', false],
      ['blacksite zones', true],
      ['blacksite mission objects', true],
    ]);
  });

  it('map check on the saved files reports exactly what was painted', async () => {
    const doc = painted();
    const r = await load(writeTiledMap({ doc, fileName: 'test-harbour.tmj', picture }), 'test-harbour.tmj');
    const s = summarizeMap(r.map);
    const walls = count(doc, 'block', 1);
    expect(s.cells).toEqual({
      blocksMove: walls + count(doc, 'block', 2),
      blocksSight: walls + count(doc, 'block', 3),
      cover: { partial: count(doc, 'cover', 1), full: count(doc, 'cover', 2) },
    });
    expect(s.cover.block).toBe(walls);
    expect(s.doorStates).toEqual({ closed: 1, open: 1, locked: 1 });
    expect(s.spawnCells).toEqual({ a: 9, b: 7 });
    expect([s.width, s.height, s.metersPerTile]).toEqual([20, 14, 2]);
    expect(r.map.properties['name']).toBe('Test harbour');
    expect(r.map.objectives.map((o) => [o.kind, o.x, o.y, o.w, o.h])).toEqual([['reach', 8, 3, 2, 2]]);
    expect(r.map.images.map((i) => [i.image, i.x, i.y])).toEqual([['test-harbour.png', -13, -7]]);
    // Light and the exit zone, read as covert missions read them (R-OPS-43, R-OPS-45).
    expect(s.light).toMatchObject({ dim: count(doc, 'light', 1), dark: count(doc, 'light', 2) });
    expect(s.exits).toEqual([{ kind: 'exit', name: 'exit', cells: 2, x: 0, y: 13 }]);
    // Mission objects, as covert missions read them (R-OPS-44, R-OPS-45).
    expect(s.devices).toEqual([
      { kind: 'panel', name: 'Alarm panel 1', x: 2, y: 5, cells: 1, facing: null },
      { kind: 'camera', name: 'Camera 1', x: 11, y: 2, cells: 1, facing: 225 },
      { kind: 'tripwire', name: 'Trip wire 1', x: 13, y: 3, cells: 4, facing: null },
    ]);
    expect(s.patrols).toEqual([{ kind: 'patrol', name: 'Patrol 1', points: [{ x: 3, y: 3 }, { x: 9, y: 3 }, { x: 9, y: 8 }], loop: false }]);
    expect(s.objectives).toContainEqual({ kind: 'terminal', name: 'Terminal 1', x: 10, y: 8, difficulty: 1, successes: 2 });
    expect(s.interpretations).toEqual([]);
    expect(s.ignored).toEqual([]);
    expect(s.warnings).toEqual([]);
    expect([...r.files].sort()).toEqual(['blacksite-kinds.png', 'blacksite-kinds.tsj', 'test-harbour.png', 'test-harbour.tmj']);
  });

  it('opens again in the maker with the same cells, grid, title and picture', async () => {
    const doc = painted();
    const files = writeTiledMap({ doc, fileName: 'test-harbour.tmj', picture });
    const r = await load(files, 'test-harbour.tmj');
    const json = JSON.parse(strFromU8(files[0]?.bytes ?? new Uint8Array())) as Record<string, unknown>;
    const opened = openTiledMap(json, r.map);
    if (typeof opened === 'string') throw new Error(opened);
    expect(opened.doc.grid).toEqual(doc.grid);
    expect(opened.doc.title).toBe('Test harbour');
    expect(opened.ownPicture).toEqual({ path: 'test-harbour.png', width: 1013, height: 707 });
    for (const c of ['block', 'cover', 'door', 'light', 'zone'] as const) expect(Array.from(opened.doc.layers[c]), c).toEqual(Array.from(doc.layers[c]));
    expect(opened.doc.objects).toEqual(doc.objects);
    // Written again, the same files.
    const again = writeTiledMap({ doc: opened.doc, fileName: 'test-harbour.tmj', picture });
    expect(again.map((f) => strFromU8(f.bytes))).toEqual(files.map((f) => strFromU8(f.bytes)));
  });
});
