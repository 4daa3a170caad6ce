import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { nodeMapSource } from '../../main/map-files';
import { loadMap } from '../battle/map/load-map';
import { summarizeMap } from '../battle/map/summary';
import { tmxMap } from '../battle/map/tmx';
import { parseXml } from '../battle/map/xml';
import { CHANNELS } from './kinds';
import { floorPlanDoc } from './test-helpers/floor-plan-doc';
import { openTiledMap } from './tiled-reader';
import { writeTiledMap } from './tiled-writer';

/**
 * test/fixtures/maker/tiled: what the maker writes for the painted test picture, and the same map
 * opened and saved again by Tiled 1.8 (Debian's `tiled --export-map json|tmx`): Tiled reads the
 * maker's files as they are, and what it writes back opens in the maker with the same cells.
 */
const DIR = join(__dirname, '../../test/fixtures/maker/tiled');

describe('the maker\'s Tiled files and Tiled\'s own re-saves of them', () => {
  it('the maker still writes exactly the files kept in the fixture', () => {
    const files = writeTiledMap({ doc: floorPlanDoc(), fileName: 'floor-plan.tmj', picture: { path: '../floor-plan.png', bytes: new Uint8Array(readFileSync(join(DIR, '../floor-plan.png'))) } });
    for (const f of files.filter((x) => !x.path.startsWith('..'))) expect(Buffer.from(f.bytes).equals(readFileSync(join(DIR, f.path))), f.path).toBe(true);
  });

  it.each(['floor-plan.tmj', 'resaved-by-tiled-1.8.tmj', 'resaved-by-tiled-1.8.tmx'])('%s opens in the maker with the painted cells, and map check says what was painted', async (file) => {
    const doc = floorPlanDoc();
    const source = nodeMapSource(join(DIR, file));
    const r = await loadMap(source.name, source);
    if (!r.ok) throw new Error(r.reason);
    const text = strFromU8(new Uint8Array(readFileSync(join(DIR, file))));
    const root = file.endsWith('.tmx') ? parseXml(text, 'map') : undefined;
    if (typeof root === 'string') throw new Error(root);
    const json = root ? tmxMap(root) : (JSON.parse(text) as Record<string, unknown>);
    const opened = openTiledMap(json, r.map);
    if (typeof opened === 'string') throw new Error(opened);
    expect(opened.doc.grid).toEqual(doc.grid);
    expect(opened.ownPicture?.path).toBe('../floor-plan.png');
    for (const c of CHANNELS) expect(Array.from(opened.doc.layers[c]), c).toEqual(Array.from(doc.layers[c]));
    const s = summarizeMap(r.map);
    const count = (c: (typeof CHANNELS)[number], v: number): number => doc.layers[c].filter((x) => x === v).length;
    expect(s.cells).toEqual({ blocksMove: count('block', 1) + count('block', 2), blocksSight: count('block', 1) + count('block', 3), cover: { partial: count('cover', 1), full: count('cover', 2) } });
    expect(s.doorStates).toEqual({ closed: 1, open: 1, locked: 1 });
    expect(s.spawnCells).toEqual({ a: 9, b: 9 });
    expect(s.warnings).toEqual([]);
  });
});
