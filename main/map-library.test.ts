import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MapEntry } from '../src/contract/maps';
import { createMapLibrary } from './map-library';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const entry = (id: string, title = 'Yard', addedAt = '2026-12-01T10:00:00.000Z'): MapEntry => ({
  id,
  name: 'yard.tmx',
  title,
  addedAt,
  thumbnail: PNG,
  summary: { width: 12, height: 8, metersPerTile: 1.5, sides: ['a', 'b'], doors: 2, blocksMove: 15, interpretations: 7, warnings: 0 },
  bytes: 12,
});
const files = { name: 'yard.tmx', files: [{ path: 'yard.tmx', data: Buffer.from('<map/>').toString('base64') }, { path: '../tiles/t.tsx', data: Buffer.from('<tileset/>').toString('base64') }] };

describe('the map library on disk (main/map-library.ts)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'blacksite-maps-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('adds, lists (newest first), reads back byte for byte and removes', async () => {
    const lib = createMapLibrary(dir);
    await lib.add(entry('00000000000000aa', 'Old', '2026-11-01T00:00:00.000Z'), files);
    await lib.add(entry('00000000000000bb', 'New'), files);
    expect((await lib.list()).maps.map((m) => m.title)).toEqual(['New', 'Old']);
    expect(await lib.read('00000000000000bb')).toEqual(files);
    await lib.remove('00000000000000aa');
    expect((await lib.list()).maps.map((m) => m.id)).toEqual(['00000000000000bb']);
    await expect(lib.read('00000000000000aa')).rejects.toThrow('That map is not in the library any more (it may have been removed).');
  });

  it('names its files f0, f1, ... so no path from a map becomes a file name', async () => {
    const lib = createMapLibrary(dir);
    await lib.add(entry('00000000000000cc'), files);
    expect((await readdir(path.join(dir, '00000000000000cc'))).sort()).toEqual(['entry.json', 'f0', 'f1', 'index.json']);
    expect((await readdir(dir)).sort()).toEqual(['00000000000000cc']);
  });

  it('refuses ids that are not library ids, and lists a damaged entry with a sentence', async () => {
    const lib = createMapLibrary(dir);
    await expect(lib.read('../../etc')).rejects.toThrow('That is not a map of the library.');
    await expect(lib.remove('..')).rejects.toThrow('That is not a map of the library.');
    await mkdir(path.join(dir, '00000000000000dd'));
    await writeFile(path.join(dir, '00000000000000dd', 'entry.json'), '{"id": 3');
    expect(await lib.list()).toEqual({ maps: [], unreadable: [{ id: '00000000000000dd', reason: 'This library entry cannot be read (entry.json is missing or not JSON).' }] });
  });
});
