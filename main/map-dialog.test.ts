import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openMapWithDialog, readMapFiles } from './map-dialog';

const FEATURES = path.join(__dirname, '../test/fixtures/maps/features');

describe('Open map… on the desktop (main/map-dialog.ts)', () => {
  it('reads the chosen map and exactly the files it names, the missing images left out', async () => {
    const opened = await openMapWithDialog(() => Promise.resolve({ canceled: false, filePaths: [path.join(FEATURES, 'compound-yard.tmx')] }));
    expect(opened?.name).toBe('compound-yard.tmx');
    expect(opened?.files.map((f) => f.path).sort()).toEqual(['compound-yard.tmx', 'templates/crate.tj', 'templates/red-spawn.tx', 'yard-tiles.tsx']);
    expect(Buffer.from(opened?.files[0]?.data ?? '', 'base64').toString('utf8')).toMatch(/^<\?xml/);
  });

  it('answers null when the dialog is cancelled', async () => {
    expect(await openMapWithDialog(() => Promise.resolve({ canceled: true, filePaths: [] }))).toBeNull();
  });

  it('refuses a map the game cannot use with its sentence', async () => {
    await expect(readMapFiles(path.join(FEATURES, 'hexagonal.tmx'))).rejects.toThrow('The map is hexagonal; Blacksite plays on orthogonal (square-grid) maps only.');
  });
});
