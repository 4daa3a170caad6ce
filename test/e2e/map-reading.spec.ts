import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { BOMBS } from '../../src/battle/map/test-helpers/map-bombs';
import { watchConsole } from '../helpers/page-guard';

// Reading a map never freezes the window (docs/maps.md "Opening a map in the game"): the map is
// read in a Web Worker; a read that takes more than half a second shows a notice with Cancel; a
// cancelled or refused map never joins the library. The worker's script is held back by the test
// (page.route), so "a read that takes a while" is made by the test, not waited for on a clock.
const FEATURES = join(import.meta.dirname, '../fixtures/maps/features');
const SHOTS = process.env.MAP_SHOTS ?? 'test-results/screens';
const YARD = ['compound-yard.tmx', 'yard-tiles.tsx', 'yard-tiles.png', 'plan.png', 'templates/red-spawn.tx', 'templates/crate.tj'].map((f) => join(FEATURES, f));
const BOMB_DIR = join('test-results', 'map-bombs');

function bombFile(bomb: ReturnType<(typeof BOMBS)[keyof typeof BOMBS]>): string {
  mkdirSync(BOMB_DIR, { recursive: true });
  for (const [name, text] of Object.entries(bomb.files)) writeFileSync(join(BOMB_DIR, name), text);
  return join(BOMB_DIR, bomb.map);
}

async function toSetup(page: Page, scale: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByLabel('UI scale').selectOption(scale);
  await expect(page.getByRole('status')).toContainText('Saved');
  await page.getByRole('button', { name: 'Back to the menu' }).click();
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await expect(page.getByRole('heading', { name: 'Your maps' })).toBeVisible();
}

async function pick(page: Page, files: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open map…' }).click();
  await (await chooser).setFiles(files);
}

test('a slow read shows a notice with Cancel, the window stays usable, and a cancelled or refused map is not kept', async ({ page }) => {
  test.setTimeout(180_000);
  const guard = watchConsole(page);
  const held: Route[] = [];
  await page.route('**/map-worker*.js', (route) => {
    held.push(route);
  });
  const panel = page.getByRole('region', { name: 'Your maps' });
  const entries = page.getByRole('list', { name: 'Your maps' }).getByRole('listitem');
  const notice = panel.locator('.map-progress');

  for (const scale of ['1', '1.5', '2']) {
    await toSetup(page, scale);
    await pick(page, YARD);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Reading "compound-yard.tmx"…');
    // The page still answers while the map is being read: the map select takes a choice.
    await page.locator('#bt-map').selectOption({ index: 1 });
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/map-reading-${Number(scale) * 100}.png` });
    await notice.getByRole('button', { name: 'Cancel opening the map' }).click();
    await expect(notice).toBeHidden();
    await expect(panel.getByRole('status').last()).toHaveText('You stopped reading the map; it was not added to your maps.');
    await expect(entries).toHaveCount(0);
  }
  for (const route of held) await route.abort().catch(() => undefined);
  await page.unroute('**/map-worker*.js');

  // Bombs that once cost gigabytes: refused in one sentence, and not kept.
  const bombs = [BOMBS.zstdWindow(), BOMBS.zstdEightFrames(), BOMBS.overlapping()];
  for (const scale of ['1', '1.5', '2']) {
    await toSetup(page, scale);
    for (const bomb of bombs) {
      await pick(page, [bombFile(bomb)]);
      await expect(panel.locator('.status.error')).toContainText(bomb === bombs[2] ? 'overlap; Tiled never saves that' : 'zstd data');
      await expect(entries).toHaveCount(0);
    }
    await page.getByRole('heading', { name: 'Your maps' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/map-refused-${Number(scale) * 100}.png` });
  }
  await expect(panel.locator('.status.error')).toHaveText('Tilesets "a" (tile ids 1-100) and "b" (from 50) overlap; Tiled never saves that (save the map again in Tiled).');
  // The worker reads an honest map as before.
  await pick(page, YARD);
  await expect(entries).toHaveCount(1);
  expect(guard.errors).toEqual([]);
});
