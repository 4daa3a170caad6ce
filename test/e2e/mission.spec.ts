import { expect, test, type Page } from '@playwright/test';
import { mapHost, nextTurn, tableReady } from '../helpers/battle-table';
import { watchConsole } from '../helpers/page-guard';

// A covert mission in Chromium (docs/missions.md): the set-up's "Mission", the briefing, the strip.
const SHOTS = process.env.BATTLE_SHOTS ?? 'test-results/screens';

async function setScale(page: Page, scale: string): Promise<void> {
  await page.evaluate((s) => document.documentElement.style.setProperty('--ui-scale', s), scale);
}

test('a shipped mission from the set-up: briefing, strip, badges, hover odds', async ({ page }) => {
  test.setTimeout(300_000);
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByLabel('Kind of battle').selectOption('mission');
  await expect(page.getByLabel('Mission', { exact: true })).toBeVisible();
  await page.getByLabel('Seed').fill('e2e-mission');
  await page.getByLabel('Seed').press('Tab');
  await page.screenshot({ path: `${SHOTS}/mission-setup.png` });
  await page.getByRole('button', { name: 'Start mission' }).click();
  await tableReady(page);
  const briefing = page.locator('dialog.ms-briefing');
  await expect(briefing).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/mission-briefing.png` });
  await briefing.getByRole('button', { name: 'To the table' }).click();
  await expect(page.locator('.ms-strip')).toBeVisible();
  expect(await nextTurn(page)).toBe('turn');
  await page.screenshot({ path: `${SHOTS}/mission-table.png` });
  await mapHost(page).hover();
  await page.keyboard.press('v');
  await page.screenshot({ path: `${SHOTS}/mission-sight.png` });
  for (const scale of ['1.5', '2']) {
    await setScale(page, scale);
    await page.screenshot({ path: `${SHOTS}/mission-table-${scale}.png` });
  }
  expect(guard.errors).toEqual([]);
});
