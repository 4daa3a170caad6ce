import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openMapWithDialog, readMapFiles } from './map-dialog';

const FEATURES = path.join(__dirname, '../test/fixtures/maps/features');

describe('Open map… on the desktop (main/map-dialog.ts)', () => {
  it('reads the chosen map and exactly the files it names, its images too', async () => {
    const opened = await openMapWithDialog(() => Promise.resolve({ canceled: false, filePaths: [path.join(FEATURES, 'compound-yard.tmx')] }));
    expect(opened?.name).toBe('compound-yard.tmx');
    expect(opened?.files.map((f) => f.path).sort()).toEqual(['compound-yard.tmx', 'plan.png', 'templates/crate.tj', 'templates/red-spawn.tx', 'yard-tiles.png', 'yard-tiles.tsx']);
    expect(Buffer.from(opened?.files[0]?.data ?? '', 'base64').toString('utf8')).toMatch(/^<\?xml/);
  });

  it('leaves out images that are not there (the table draws stand-in art)', async () => {
    // A folder of its own in the temp folder: on Linux /tmp/x, whose "two folders up" is the root
    // itself (which once refused every file, the map too).
    const dir = mkdtempSync(path.join(tmpdir(), 'blacksite-map-'));
    try {
      for (const f of ['compound-yard.tmx', 'yard-tiles.tsx', 'templates']) cpSync(path.join(FEATURES, f), path.join(dir, f), { recursive: true });
      const files = await readMapFiles(path.join(dir, 'compound-yard.tmx'));
      expect(files.files.map((f) => f.path).sort()).toEqual(['compound-yard.tmx', 'templates/crate.tj', 'templates/red-spawn.tx', 'yard-tiles.tsx']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers null when the dialog is cancelled', async () => {
    expect(await openMapWithDialog(() => Promise.resolve({ canceled: true, filePaths: [] }))).toBeNull();
  });

  it('refuses a map the game cannot use with its sentence', async () => {
    await expect(readMapFiles(path.join(FEATURES, 'hexagonal.tmx'))).rejects.toThrow('The map is hexagonal; Blacksite plays on orthogonal (square-grid) maps only.');
  });
});
