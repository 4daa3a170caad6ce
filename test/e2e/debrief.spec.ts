import { expect, test, type Page } from '@playwright/test';
import { startBattle } from '../helpers/battle-table';
import { watchConsole } from '../helpers/page-guard';

// After the last shot, the debrief over the table: the result, the minutes,
// each unit's fate and record, the house rules; Play again, New battle, Back to the menu.
// Screenshots at UI scale 100% and 150% (HOUSE_SHOTS moves them out of test-results).
const SHOTS = process.env.HOUSE_SHOTS ?? 'test-results/screens';

async function computerBattle(page: Page, scale: string): Promise<void> {
  await page.goto('/#/settings');
  await page.getByLabel('UI scale').selectOption(scale);
  await expect(page.getByRole('status')).toContainText('Saved');
  await page.goto('/#/battle/new');
  await page.getByLabel('Seed').fill(`debrief-${scale}`);
  await page.getByLabel('Seed').press('Tab');
  await page.getByLabel('Side 1 played by').selectOption('veteran');
  await page.getByLabel('Round limit').fill('6');
  await page.getByLabel('Round limit').press('Tab');
  await startBattle(page);
  await page.getByLabel('Computer pace').selectOption('instant');
}

test('the debrief after a battle: fates, minutes, the record of each unit, and where to go next', async ({ page }) => {
  test.setTimeout(300_000);
  const guard = watchConsole(page);
  await computerBattle(page, '1');
  const debrief = page.locator('section.debrief');
  await expect(debrief).toBeVisible({ timeout: 180_000 });
  await expect(debrief).toContainText('Debrief');
  await expect(debrief).toContainText(/\d+ rounds, /);
  await expect(debrief.getByRole('table', { name: /Red Team/ })).toBeVisible();
  await expect(debrief.getByRole('table', { name: /Compound Guards/ })).toBeVisible();
  for (const col of ['Fate', 'Rounds fired', 'Hits given', 'Hits taken', 'First aid given', 'Kills']) {
    await expect(debrief.getByRole('columnheader', { name: col }).first()).toBeVisible();
  }
  // 4 Red agents and 5 guards, each with a fate.
  await expect(debrief.locator('tbody tr')).toHaveCount(9);
  await expect(debrief).toContainText('Round limit: 6 rounds *');
  await page.screenshot({ path: `${SHOTS}/debrief-100.png` });
  // Keyboard: Escape goes back to the table; the end panel opens it again.
  await page.keyboard.press('Escape');
  await expect(debrief).toHaveCount(0);
  await page.getByRole('button', { name: 'Debrief' }).click();
  await expect(page.locator('section.debrief')).toBeVisible();
  await page.locator('section.debrief').getByRole('button', { name: 'New battle' }).click();
  await expect(page.getByRole('heading', { name: 'New tactical battle' })).toBeVisible();

  await computerBattle(page, '1.5');
  const again = page.locator('section.debrief');
  await expect(again).toBeVisible({ timeout: 180_000 });
  await page.screenshot({ path: `${SHOTS}/debrief-150.png` });
  await again.getByRole('button', { name: 'Back to the menu' }).click();
  await expect(page.getByRole('button', { name: 'New tactical battle' })).toBeVisible();
  await page.goto('/#/settings');
  await page.getByLabel('UI scale').selectOption('1');
  expect(guard.errors).toEqual([]);
});
