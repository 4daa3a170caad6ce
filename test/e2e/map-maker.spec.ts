import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { mapHost, tableReady } from '../helpers/battle-table';
import { watchConsole } from '../helpers/page-guard';

// The map maker (docs/maps.md "Make a map from a picture"), as a GM would use it: import the shipped
// test picture, align the grid, paint walls (Suggest walls, then by hand), a door, cover and two
// spawn zones, save to the library, start a battle on it and see a wall block the line of sight.
// One page for the whole walk; screenshots of each step at 100% and 150% (the maker at 200% too).
const PICTURE = join(import.meta.dirname, '../fixtures/maker/floor-plan.png');
const SHOTS = process.env.MAKER_SHOTS ?? 'test-results/screens';
const GRID = { cell: 48, offsetX: 17, offsetY: 11 };

async function scale(page: Page, s: string): Promise<void> {
  await page.evaluate((v) => document.documentElement.style.setProperty('--ui-scale', v), s);
}

async function shots(page: Page, name: string, scales: readonly string[] = ['1', '1.5']): Promise<void> {
  for (const s of scales) {
    await scale(page, s);
    await page.screenshot({ path: `${SHOTS}/maker-${name}-${Math.round(Number(s) * 100)}.png` });
  }
  await scale(page, '1');
}

/** The screen point over a picture pixel, from where the picture is drawn now. */
async function at(page: Page, px: number, py: number): Promise<{ x: number; y: number }> {
  const box = await page.locator('.mk-picture').boundingBox();
  if (!box) throw new Error('no picture on screen');
  const k = box.width / 1200;
  return { x: box.x + px * k, y: box.y + py * k };
}

/** The screen point at the centre of a cell of the test picture's grid. */
const cell = (page: Page, x: number, y: number) => at(page, GRID.offsetX + (x + 0.5) * GRID.cell, GRID.offsetY + (y + 0.5) * GRID.cell);

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2);
  await page.mouse.move(to.x, to.y);
  await page.mouse.up();
}

async function checked(page: Page): Promise<void> {
  await expect(page.locator('.mk-check-panel')).toHaveAttribute('aria-busy', 'false');
}

test('make a map from a picture: grid, walls, door, cover, spawns, save, and a battle on it where a wall blocks sight', async ({ page }) => {
  test.setTimeout(240_000);
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Make a map…' }).click();
  await expect(page.getByRole('heading', { name: 'Make a map' })).toBeVisible();
  await shots(page, 'start');

  // Bad input is refused in one sentence and nothing is kept: not a picture, then a picture cut off.
  const pick = async (files: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'New map from a picture…' }).click();
    await (await chooser).setFiles(files);
  };
  const status = page.locator('.mk-start [role=status]');
  await pick({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Guard rota: Tuesday.') });
  await expect(status).toHaveText('The file "notes.txt" is not a picture the map maker reads (PNG, JPEG or WebP, or a Universal VTT file).');
  await pick({ name: 'cut-off.png', mimeType: 'image/png', buffer: readFileSync(PICTURE).subarray(0, 4096) });
  await expect(status).toHaveText('The file "cut-off.png": The picture could not be read: the file is damaged or cut off.');
  await shots(page, 'refused');
  await expect(page.getByRole('list', { name: 'Maps to edit' }).getByText('(your map)')).toHaveCount(0);

  // Import the picture.
  await pick(PICTURE);
  await expect(page.getByRole('heading', { name: 'Map maker' })).toBeVisible();
  await expect(page.locator('.mk-status')).toContainText('Opened "floor plan" (1200 x 900 px). Align the grid first');
  await shots(page, 'imported', ['1', '1.5', '2']);

  // Align the grid: a box over one cell (C), then the offset typed exactly.
  await page.keyboard.press('c');
  await drag(page, await at(page, GRID.offsetX + 5 * GRID.cell + 1, GRID.offsetY + 5 * GRID.cell + 1), await at(page, GRID.offsetX + 6 * GRID.cell - 1, GRID.offsetY + 6 * GRID.cell - 1));
  await expect(page.locator('#mk-grid-cell')).toHaveValue(/^4[6-9]$/);
  await page.locator('#mk-grid-cell').fill(String(GRID.cell));
  await page.locator('#mk-grid-cell').press('Enter');
  await page.locator('#mk-grid-offsetX').fill(String(GRID.offsetX));
  await page.locator('#mk-grid-offsetX').press('Enter');
  await page.locator('#mk-grid-offsetY').fill(String(GRID.offsetY));
  await page.locator('#mk-grid-offsetY').press('Enter');
  await expect(page.locator('.mk-note')).toContainText('24 x 18 cells, 48 x 36 m');
  await page.locator('#mk-name').fill('Floor plan');
  await shots(page, 'grid', ['1', '1.5', '2']);

  // Saved with nothing painted, the set-up says the map is an open field, with Paint walls back here.
  await page.getByRole('button', { name: 'Save to my maps' }).click();
  await expect(page.locator('.mk-status')).toContainText('Saved "Floor plan" to your maps');
  await page.getByRole('button', { name: 'Play' }).click();
  const advice = page.locator('.map-advice');
  await expect(advice).toContainText('This map: No cell of it blocks movement or sight, so it plays as an open field; and the spawn zones of sides a and b see each other at the start');
  await shots(page, 'advice');
  await advice.getByRole('button', { name: 'Paint walls on this map in the map maker' }).click();
  await expect(page.locator('.mk-status')).toContainText('Editing "Floor plan"');
  await expect(page.locator('.mk-note')).toContainText('24 x 18 cells, 48 x 36 m');

  // Walls: Suggest walls, accept them all; then a wall by hand where the picture has a door gap.
  await page.getByRole('button', { name: 'Suggest walls' }).click();
  await expect(page.locator('.mk-suggest')).toContainText(/\d+ cells outlined in magenta/);
  await shots(page, 'suggested', ['1', '1.5', '2']);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.locator('.mk-status')).toContainText('suggested wall cells painted as walls');
  // A door in the hall's west wall (9, 5), partial cover on the store's crates, two spawn zones.
  await page.locator('.mk-canvas').focus();
  await page.keyboard.press('d');
  await page.mouse.click(...Object.values(await cell(page, 9, 5)) as [number, number]);
  await page.keyboard.press('p');
  await page.mouse.click(...Object.values(await cell(page, 2, 10)) as [number, number]);
  await page.mouse.click(...Object.values(await cell(page, 3, 10)) as [number, number]);
  await page.keyboard.press('1');
  await page.keyboard.press('r');
  await drag(page, await cell(page, 2, 2), await cell(page, 4, 4));
  await page.keyboard.press('2');
  await drag(page, await cell(page, 11, 2), await cell(page, 13, 4));
  await checked(page);
  await expect(page.locator('.mk-summary')).toContainText('spawn cells a 9, b 9');
  // Undo and redo the last spawn zone.
  await page.keyboard.press('Control+z');
  await checked(page);
  // Without side b's zone the loader places side b itself (12 cells), as it would in a battle.
  await expect(page.locator('.mk-summary')).toContainText('spawn cells a 9, b 12.');
  await page.keyboard.press('Control+y');
  await checked(page);
  await expect(page.locator('.mk-summary')).toContainText('spawn cells a 9, b 9');

  // Mission objects: an alarm panel, a camera dragged to face south, a trip wire across the office
  // door, a terminal, and a patrol route through three waypoints (the last clicked again ends it).
  const click = async (x: number, y: number): Promise<void> => {
    const p = await cell(page, x, y);
    await page.mouse.click(p.x, p.y);
  };
  await page.keyboard.press('a');
  await click(5, 9);
  await page.keyboard.press('k');
  await drag(page, await cell(page, 14, 11), await cell(page, 14, 14));
  await page.keyboard.press('t');
  await drag(page, await cell(page, 15, 9), await cell(page, 16, 9));
  await page.keyboard.press('h');
  await click(20, 3);
  await page.keyboard.press('u');
  await click(11, 6);
  await click(15, 6);
  await click(15, 8);
  await click(15, 8);
  await expect(page.locator('.mk-canvas')).toHaveAttribute('data-objects', '5');
  await checked(page);
  await expect(page.locator('.mk-summary')).toContainText('spawn cells a 9, b 9; 3 devices, 1 patrol.');
  await shots(page, 'painted', ['1', '1.5', '2']);
  // Undo takes the patrol route back, redo brings it again.
  await page.keyboard.press('Control+z');
  await expect(page.locator('.mk-canvas')).toHaveAttribute('data-objects', '4');
  await page.keyboard.press('Control+y');
  await expect(page.locator('.mk-canvas')).toHaveAttribute('data-objects', '5');

  // Export: the same files in a .zip, as Tiled opens them.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe('floor-plan.zip');
  const unzipped = unzipSync(new Uint8Array(readFileSync(await zip.path())));
  expect(Object.keys(unzipped).sort()).toEqual(['blacksite-kinds.png', 'blacksite-kinds.tsj', 'floor-plan.png', 'floor-plan.tmj']);
  expect(unzipped['floor-plan.png']?.length).toBe(readFileSync(PICTURE).length);

  // Save, then Play: the set-up opens on the saved map.
  await page.getByRole('button', { name: 'Save to my maps' }).click();
  await expect(page.locator('.mk-status')).toContainText('Saved "Floor plan" to your maps (24 x 18 cells)');
  await expect(page.locator('.mk-check-panel')).not.toContainText('see each other');
  await shots(page, 'saved');
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.locator('#bt-map option:checked')).toHaveText('Floor plan (your map)');
  await expect(page.locator('.map-advice')).toBeHidden();
  await shots(page, 'setup');
  await page.getByRole('button', { name: 'Start battle' }).click();
  await tableReady(page);
  // Side a starts in the store; the hall's wall at x = 9 blocks its sight: along row 2 the cursor
  // reads the store's cells in sight, the wall, and the hall beyond it out of sight.
  const host = mapHost(page);
  await host.focus();
  const cursorSays = host.getByRole('status');
  const said: Record<number, string> = {};
  for (let step = 0; step < 24 && said[10] === undefined; step++) {
    await page.keyboard.press('Shift+ArrowRight');
    const text = (await cursorSays.textContent()) ?? '';
    const m = /^Cell (\d+), (\d+)/.exec(text);
    if (m && m[2] === '2') said[Number(m[1])] = text;
    else if (m) await page.keyboard.press(Number(m[2]) > 2 ? 'Shift+ArrowUp' : 'Shift+ArrowDown');
  }
  expect(said[8]).toMatch(/^Cell 8, 2 · open ground/);
  expect(said[8]).not.toContain('not in sight');
  expect(said[9]).toMatch(/^Cell 9, 2 · wall/);
  expect(said[10]).toMatch(/^Cell 10, 2 · open ground · not in sight/);
  await expect(page.getByRole('list', { name: 'In sight' }).locator('li:not(.own)')).toHaveCount(0);
  await shots(page, 'battle');

  // A shipped map opens in the maker too: its tiles as the picture, its own walls dimmed under the paint.
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Make a map…' }).click();
  await page.getByRole('button', { name: 'Edit Warehouse' }).click();
  await expect(page.locator('.mk-status')).toContainText('Editing "Warehouse". Its own layers are kept as they are');
  await checked(page);
  await expect(page.locator('.mk-check-panel')).toContainText('spawn cells a');
  await shots(page, 'shipped');
  expect(guard.errors).toEqual([]);
});
