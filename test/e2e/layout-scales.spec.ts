import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { nextTurn, startBattle, tableReady } from '../helpers/battle-table';
import { LAYOUTS, setScale, walkLayouts, type Layout, type ScreenParts } from '../helpers/layout-walk';
import { watchConsole } from '../helpers/page-guard';

// The menu, the load screen and the battle table at UI scale 100%, 150% and 200% (test/helpers/layout-walk.ts LAYOUTS):
// every named control in view or reachable by scrolling its own panel, no squashed panel, the map at
// least a third of the window's height. One page per test; the scale changes in place.
// Screenshots (LAYOUT_SHOTS=<folder>) at 1280x720, one per scale, to look at; CI takes none.
const SHOTS = process.env.LAYOUT_SHOTS;
const shotsOf = (name: string) => (l: Layout): string | null => (SHOTS && l.width === 1280 ? path.join(SHOTS, `layout-${name}-${Math.round(l.scale * 100)}.png`) : null);

const TABLE: ScreenParts = { panels: ['.bt-side', '.bt-logs .combat-log', '.bt-logs .dice-log'], map: '.bt-map' };

async function walk(page: Page, name: string, parts: ScreenParts = {}): Promise<void> {
  await walkLayouts(page, name, parts, { shot: shotsOf(name) });
  // Back to 100% (at the window size it ended on) for the next step.
  await setScale(page, { ...(LAYOUTS[0] as Layout), ...page.viewportSize() });
}

test('the menu, the battle set-up, the load screen and its dialogs at every scale', async ({ page }) => {
  test.setTimeout(180_000);
  const guard = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'New tactical battle' })).toBeVisible();
  await walk(page, 'menu');
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await expect(page.getByRole('button', { name: 'Start battle' })).toBeVisible();
  await walk(page, 'battle-setup');
  // The conspiracy set-up and board: test/e2e/conspiracy-scales.spec.ts.

  // The load screen with a save in it (imported), selected, and its delete question.
  await page.goto('/#/load');
  await page.getByLabel('Import a save file').setInputFiles(path.resolve('test/fixtures/saves/v2/tactical-battle.save.json'));
  const list = page.getByRole('listbox', { name: 'Saved games' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await list.getByRole('option').first().click();
  await expect(page.getByRole('region', { name: 'Selected save' }).getByRole('button', { name: /^Open / })).toBeVisible();
  await walk(page, 'load');
  await page.getByRole('region', { name: 'Selected save' }).getByRole('button', { name: /^Delete / }).click();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await walk(page, 'load-dialog', { root: 'dialog[open]' });
  await page.keyboard.press('Escape');
  // The rules reference over a screen (F1).
  await page.keyboard.press('F1');
  await expect(page.getByRole('dialog', { name: 'Rules reference' })).toBeVisible();
  await walk(page, 'rules-dialog', { root: 'dialog[open]' });
  expect(guard.errors).toEqual([]);
});

test('the battle table at every scale: solo, its dialogs, a hot-seat hand-over and board, the GM table', async ({ page }) => {
  test.setTimeout(240_000);
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByLabel('Seed').fill('layout');
  await startBattle(page);
  await page.getByLabel('Computer pace').selectOption('instant');
  expect(await nextTurn(page)).toMatch(/turn|dodge/);
  await walk(page, 'battle-solo', TABLE);
  // The keys help and the Save as dialog over the table.
  await page.locator('.bt-map .table-map').focus();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keys' })).toBeVisible();
  await walk(page, 'battle-keys', { root: '.bt-cover.help' });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Shift+s');
  await expect(page.getByRole('dialog', { name: 'Save as' })).toBeVisible();
  await walk(page, 'battle-save-as', { root: 'dialog[open]' });
  await page.keyboard.press('Escape');

  // Hot-seat: the hand-over, then a seat's board.
  await page.locator('.bt-tools').getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByLabel('Side 2 played by').selectOption('human');
  await page.getByLabel('Seed').fill('layout-hot');
  await startBattle(page);
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-waiting', 'handover');
  await walk(page, 'battle-handover', { root: 'dialog[open]' });
  await page.getByRole('button', { name: /^Show the board to / }).click();
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-waiting', /turn|dodge/);
  await walk(page, 'battle-hotseat', TABLE);

  // The GM table: its bar over the map, its panel at the head of the side column.
  await page.locator('.bt-tools').getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByLabel('Table').selectOption('gm');
  await page.getByLabel('Seed').fill('layout-gm');
  await page.getByRole('button', { name: 'Start battle' }).click();
  await tableReady(page);
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-waiting', /turn|dodge|computer/);
  await walk(page, 'battle-gm', { ...TABLE, panels: [...(TABLE.panels ?? []), '.bt-side-col'] });
  expect(guard.errors).toEqual([]);
});
