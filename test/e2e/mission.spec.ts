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
  // The seat's board: the mission's objectives with their progress, the quiet alarm, the rounds left.
  const strip = page.locator('.ms-strip');
  await expect(strip.locator('.ms-obj-summary')).toContainText(/Objectives 0 of \d+[\s\S]*Hack 0 of 2/);
  await strip.locator('.ms-obj-summary').click();
  await expect(strip.locator('.ms-objective').first()).toBeVisible();
  await expect(strip.locator('.ms-objective').first()).toContainText('Hack 0 of 2');
  await page.screenshot({ path: `${SHOTS}/mission-objectives.png` });
  await strip.locator('.ms-obj-summary').press('Escape');
  await expect(strip.locator('.ms-objective').first()).toBeHidden();
  await expect(strip.locator('[data-alarm="quiet"]')).toHaveText('No alarm');
  await page.screenshot({ path: `${SHOTS}/mission-table.png` });
  // A destination under the cursor: the exact chance to be noticed on the way and the noise ring (R-OPS-40, R-OPS-41).
  await mapHost(page).focus();
  const hover = page.locator('.ms-hover');
  for (const key of ['Shift+ArrowUp', 'Shift+ArrowUp', 'Shift+ArrowDown', 'Shift+ArrowDown', 'Shift+ArrowDown', 'Shift+ArrowDown', 'Shift+ArrowLeft', 'Shift+ArrowUp']) {
    if (/noticed/.test((await hover.textContent()) ?? '')) break;
    await page.keyboard.press(key);
  }
  await expect(hover).toContainText(/At \(\d+, \d+\): noticed \d+(\.\d+)?% .*heard within \d+(\.\d+)? m\./);
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-notice', /^0(\.\d+)?$|^1\.0+$/);
  await page.keyboard.press('v');
  await expect(strip.getByRole('button', { name: 'Sight areas (V)' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SHOTS}/mission-sight.png` });
  const hoverBox = await hover.boundingBox();
  const stripHeight = (await strip.boundingBox())?.height ?? 0;
  for (const scale of ['1.5', '2']) {
    await setScale(page, scale);
    await page.screenshot({ path: `${SHOTS}/mission-table-${scale}.png` });
    // The strip keeps to one row: the map keeps at least a third of the window's height.
    const map = await mapHost(page).boundingBox();
    expect(map?.height ?? 0).toBeGreaterThanOrEqual(720 / 3);
    expect((await strip.boundingBox())?.height ?? 0).toBeLessThanOrEqual(stripHeight * Number(scale) * 1.15);
  }
  await setScale(page, '1');
  // The hover line keeps its height shown or empty, so the map does not jump.
  await page.keyboard.press('Escape');
  expect((await hover.boundingBox())?.height).toBe(hoverBox?.height);
  expect(guard.errors).toEqual([]);
});
