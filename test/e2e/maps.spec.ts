import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startBattle } from '../helpers/battle-table';
import { watchConsole } from '../helpers/page-guard';

// Your own maps (docs/maps.md "Opening a map in the game"): "Open map…" in the battle set-up takes
// a map with its tilesets and templates (the browser build's picker, or a drop), checks it with the
// one loader, adds it to the map library with a thumbnail and the check's summary; a battle plays
// on it, a save made on it opens again, and once the map is removed the save says which map it needs.
const FEATURES = join(import.meta.dirname, '../fixtures/maps/features');
const SHOTS = process.env.MAP_SHOTS ?? 'test-results/screens';
const YARD = ['compound-yard.tmx', 'yard-tiles.tsx', 'yard-tiles.png', 'plan.png', 'templates/red-spawn.tx', 'templates/crate.tj'].map((f) => join(FEATURES, f));

/** Pixels of about this colour in the table's first terrain chunk: the map's own art is drawn. */
async function terrainPixels(page: Page, [r, g, b]: readonly [number, number, number]): Promise<number> {
  return page.locator('.terrain-chunks canvas').first().evaluate(
    (c: HTMLCanvasElement, rgb) => {
      const ctx = c.getContext('2d');
      if (!ctx) return 0;
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (Math.abs((d[i] ?? 0) - rgb[0]) < 12 && Math.abs((d[i + 1] ?? 0) - rgb[1]) < 12 && Math.abs((d[i + 2] ?? 0) - rgb[2]) < 12) n += 1;
      return n;
    },
    [r, g, b] as const,
  );
}

async function setup(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await expect(page.getByRole('heading', { name: 'Your maps' })).toBeVisible();
}

async function openWithPicker(page: Page, files: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open map…' }).click();
  await (await chooser).setFiles(files);
}

test('a Tiled map opened with its tileset and templates joins the library, plays, saves, and its save names it once removed', async ({ page }) => {
  test.setTimeout(240_000);
  const guard = watchConsole(page);
  await setup(page);
  await openWithPicker(page, YARD);
  const panel = page.getByRole('region', { name: 'Your maps' });
  await expect(panel.getByRole('status')).toContainText('Opened "Compound yard": 12 x 8 cells, 1.5 m each · 2 sides · 15 blocked cells · 2 doors · 7 conventions read.');
  const entry = page.getByRole('list', { name: 'Your maps' }).getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('compound-yard.tmx');
  await expect(entry.locator('img.map-thumb')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.locator('#bt-map')).toHaveValue(/^user:[0-9a-f]{16}:compound-yard\.tmx$/);
  await expect(page.locator('#bt-map option:checked')).toHaveText('Compound yard (your map)');
  await page.screenshot({ path: `${SHOTS}/maps-setup-100.png` });

  await startBattle(page);
  await expect(page.locator('.bt-screen')).toBeVisible();
  // The tileset's picture (yard-tiles.png, kept in the library) is drawn: its ground tile (110, 104, 92).
  await expect.poll(() => terrainPixels(page, [110, 104, 92]), { timeout: 30_000 }).toBeGreaterThan(100);
  await page.keyboard.press('Control+s');
  const saveAs = page.getByRole('dialog', { name: 'Save as' });
  await saveAs.getByLabel('Name').fill('Yard fight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('toolbar', { name: 'Saving' })).toContainText(/Saved \d{1,2}:\d{2}/);
  await page.screenshot({ path: `${SHOTS}/maps-yard-table.png` });

  // The save opens again on the library map.
  const openSave = async (): Promise<void> => {
    await page.getByRole('button', { name: 'Load game', exact: true }).click();
    await page.getByRole('listbox', { name: 'Saved games' }).getByRole('option', { name: /^Yard fight — / }).click();
    await page.getByRole('button', { name: 'Open Yard fight' }).click();
  };
  await page.getByRole('button', { name: 'Leave' }).click();
  await openSave();
  await expect(page.locator('.bt-map .table-map canvas[data-renderer]')).toHaveAttribute('data-renderer', 'webgl', { timeout: 60_000 });

  // Removed from the library, the save says which map it needs.
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByRole('button', { name: 'Remove Compound yard from your maps' }).click();
  await expect(page.getByRole('list', { name: 'Your maps' }).getByRole('listitem')).toHaveCount(0);
  await expect(page.locator('#bt-map')).toHaveValue('warehouse');
  await page.getByRole('button', { name: 'Back to the menu' }).click();
  await openSave();
  await expect(page.getByRole('heading', { name: 'No battle in progress' })).toBeVisible();
  await expect(page.getByText('This battle was fought on your map "compound-yard.tmx", which is not in the map library: open it again with "Open map…" in the battle set-up.')).toBeVisible();
  expect(guard.errors).toEqual([]);
});

test('a Universal VTT file dropped on the library plays with its picture as the terrain; a map that is not one is refused in one sentence', async ({ page }) => {
  test.setTimeout(180_000);
  const guard = watchConsole(page);
  await setup(page);
  const drop = async (name: string, body: Buffer): Promise<void> => {
    const data = await page.evaluateHandle(
      ({ name, b64 }) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const dt = new DataTransfer();
        dt.items.add(new File([bytes], name));
        return dt;
      },
      { name, b64: body.toString('base64') },
    );
    await page.locator('.map-library-panel').dispatchEvent('drop', { dataTransfer: data });
  };
  const panel = page.getByRole('region', { name: 'Your maps' });
  await drop('hexagonal.tmx', readFileSync(join(FEATURES, 'hexagonal.tmx')));
  await expect(panel.getByRole('status')).toHaveText('The map is hexagonal; Blacksite plays on orthogonal (square-grid) maps only.');
  await drop('vault.dd2vtt', readFileSync(join(FEATURES, 'vault.dd2vtt')));
  await expect(panel.getByRole('status')).toContainText('Opened "vault": 8 x 6 cells, 1.5 m each · 2 sides · 20 blocked cells · 2 doors');
  // The vault's spawn rooms hold four: the Compound Guards are five now (since the squads' balance pass, README "Balance of the tactical battles"), so side 2 is the Black Team.
  await page.getByLabel('Side 2 squad').selectOption({ label: 'Black Team (4 agents, shipped squad)' });
  await startBattle(page);
  await page.screenshot({ path: `${SHOTS}/maps-vault-table.png` });
  // The picture is drawn: the room's floor colour (150, 140, 120) shows in the terrain chunks.
  expect(await terrainPixels(page, [150, 140, 120])).toBeGreaterThan(100);
  expect(guard.errors).toEqual([]);
});

test('the set-up screen with your maps at UI scale 150%', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByLabel('UI scale').selectOption('1.5');
  await expect(page.getByRole('status')).toContainText('Saved');
  await page.getByRole('button', { name: 'Back to the menu' }).click();
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await openWithPicker(page, YARD);
  await expect(page.getByRole('list', { name: 'Your maps' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('heading', { name: 'Your maps' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/maps-setup-150.png` });

  // The map preview (the screen of the table benchmarks) opens a library map with its tile art.
  const name = await page.locator('#bt-map').inputValue();
  await page.goto('about:blank');
  await page.goto(`/#/table-preview?map=${encodeURIComponent(name)}&units=6`);
  await expect(page.locator('.table-map canvas[data-renderer]')).toHaveAttribute('data-renderer', 'webgl', { timeout: 60_000 });
  await expect(page.locator('.preview-note')).toContainText('your map compound-yard.tmx 12x8, 6 sample units');
  await expect(page.getByText('Missing tile art', { exact: false })).toHaveCount(0);
  expect(await terrainPixels(page, [110, 104, 92])).toBeGreaterThan(100);
  await page.screenshot({ path: `${SHOTS}/maps-preview-150.png` });
});
