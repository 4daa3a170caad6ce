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
  // Every intruder leaves by the west stairs with the ledger not copied: the mission fails, and its
  // debrief tells each objective's state, the alarm and who noticed whom.
  await page.getByLabel('Computer pace').selectOption('instant');
  const debrief = page.locator('section.debrief');
  for (let i = 0; i < 12 && (await debrief.count()) === 0; i++) {
    const turn = await nextTurn(page);
    if (turn === 'over') break;
    expect(turn).toBe('turn');
    await page.locator('.bt-side').getByRole('button', { name: /^Leave the map/ }).click();
  }
  await expect(debrief).toBeVisible();
  const report = debrief.locator('.mission-report');
  await expect(report.locator('.objectives li').first()).toContainText('Copy the ledger off the Server');
  await expect(report.locator('.objectives li').first()).toContainText('not done');
  await expect(report.locator('.objectives li').first()).toContainText('Hack 0 of 2');
  await expect(report.getByRole('heading', { name: 'The alarm' })).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Who noticed whom' })).toBeVisible();
  await expect(report).toContainText('Out through the exit: ');
  await page.screenshot({ path: `${SHOTS}/mission-debrief.png` });
  await setScale(page, '1.5');
  await page.screenshot({ path: `${SHOTS}/mission-debrief-1.5.png` });
  await setScale(page, '1');
  expect(guard.errors).toEqual([]);
});

test('the GM\'s hand on a mission: awareness, the alarm raised and taken back, a cell darkened', async ({ page }) => {
  test.setTimeout(120_000);
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByLabel('Table').selectOption('gm');
  await page.getByLabel('Kind of battle').selectOption('mission');
  await page.getByLabel('Seed').fill('e2e-mission-gm');
  await page.getByLabel('Seed').press('Tab');
  await page.getByLabel('Defenders played by').selectOption('gm');
  await page.getByRole('button', { name: 'Start mission' }).click();
  await tableReady(page);
  await page.locator('dialog.ms-briefing').getByRole('button', { name: 'To the table' }).click();
  // Keyboard: the alert mark opens the mission panel.
  await mapHost(page).focus();
  await page.keyboard.press('!');
  const panel = page.locator('.gm-mission');
  await expect(panel).toBeVisible();
  const first = panel.getByRole('combobox', { name: /^Awareness of / }).first();
  await expect(first).toHaveValue('unaware');
  await first.selectOption('suspicious');
  await expect(panel.getByRole('combobox', { name: /^Awareness of / }).first()).toHaveValue('suspicious');
  const light = panel.locator('fieldset', { hasText: 'Light' });
  await panel.getByRole('button', { name: /^Make the cursor cell .* dark$/ }).click();
  await expect(light).toContainText(/At \(\d+, \d+\): dark/);
  await panel.getByRole('button', { name: 'Raise the alarm' }).click();
  await expect(page.locator('.ms-strip [data-alarm="raised"]')).toContainText('Alarm since round 1 (gm)');
  await expect(panel).toContainText('Raised in round 1, by the GM.');
  await page.screenshot({ path: `${SHOTS}/mission-gm.png` });
  await setScale(page, '1.5');
  await page.screenshot({ path: `${SHOTS}/mission-gm-1.5.png` });
  await setScale(page, '1');
  // Undo takes the alarm back (it is one command of the log).
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.locator('.ms-strip [data-alarm="quiet"]')).toHaveText('No alarm');
  expect(guard.errors).toEqual([]);
});
