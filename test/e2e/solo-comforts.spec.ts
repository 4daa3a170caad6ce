import { expect, test, type Page } from '@playwright/test';
import { mapHost, nextTurn, round, tableReady } from '../helpers/battle-table';
import { watchConsole } from '../helpers/page-guard';

// Solo comforts at the tactical table (renderer/battle/model/seat-control.ts): the computer finishes
// the seat's round (End) and the seat has its turn as usual in the next; the side handed to the
// computer (the button, or Shift+End) is taken back while the computer plays it. Every step is a
// command of the log, named in the combat log. The panel at UI scale 100%, 150% and 200%.
const SHOTS = process.env.TABLE_SHOTS ?? 'test-results/screens';

async function setScale(page: Page, scale: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByLabel('UI scale').selectOption(scale);
  await expect(page.getByRole('status')).toContainText('Saved');
  await page.getByRole('button', { name: 'Back to the menu' }).click();
}

/** A solo battle against the computer, at the seat's first turn (a dodge question answered with no dodge). */
async function soloTurn(page: Page, seed: string): Promise<void> {
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Start battle' }).click();
  await tableReady(page);
  await page.getByLabel('Computer pace').selectOption('instant');
  await toTurn(page);
}

async function toTurn(page: Page): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const t = await nextTurn(page);
    if (t === 'turn') return;
    if (t === 'dodge') await page.locator('.bt-dialog [data-action="no-defence"]').click();
    else throw new Error(`no turn: ${t}`);
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await page.locator('.seat-control').scrollIntoViewIfNeeded();
  await expect(page.locator('.seat-control')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/solo-comforts-${name}.png` });
}

test('solo: the computer finishes my round, takes my side and gives it back; the panel at 100/150/200%', async ({ page }) => {
  test.setTimeout(150_000);
  const guard = watchConsole(page);
  await page.goto('/');
  await soloTurn(page, 'comforts');
  const log = page.locator('.combat-log');
  const panel = page.getByRole('region', { name: 'Computer help' });
  await expect(panel.getByRole('button', { name: /Computer: finish this round/ })).toHaveAttribute('aria-keyshortcuts', 'End');
  await shot(page, '100');

  // End: the computer plays the side's round; the next round the seat has its turn again.
  const before = await round(page);
  await mapHost(page).focus();
  await page.keyboard.press('End');
  await expect(log.locator('li', { hasText: 'lets the computer (veteran) finish this round.' })).toHaveCount(1);
  await toTurn(page);
  expect(await round(page)).toBe(before + 1);
  await expect(log.locator('li', { hasText: "is back in its seat's hands." })).toHaveCount(1);

  // Handed over until taken back: held at a slow pace, the seat watches its own side and takes it back.
  await page.getByLabel('Computer pace').selectOption('slow');
  await panel.getByRole('button', { name: /^Hand .* to the computer/ }).click();
  await expect(log.locator('li', { hasText: 'until its seat takes it back.' })).toHaveCount(1);
  await page.getByRole('group', { name: 'Computer turn controls' }).getByRole('button', { name: 'Pause' }).click();
  const back = panel.getByRole('button', { name: /^Take back/ });
  await expect(back).toBeVisible();
  await shot(page, 'watching-100');
  await page.getByRole('group', { name: 'Computer turn controls' }).getByRole('button', { name: 'Resume' }).click();
  await mapHost(page).focus();
  await page.keyboard.press('Shift+End');
  await expect(log.locator('li', { hasText: 'is taken back by its seat.' })).toHaveCount(1);
  await page.getByLabel('Computer pace').selectOption('instant');
  await toTurn(page);
  await expect(panel.getByRole('button', { name: /Computer: finish this round/ })).toBeVisible();

  for (const scale of ['1.5', '2']) {
    await setScale(page, scale);
    await soloTurn(page, 'comforts');
    await shot(page, `${Number(scale) * 100}`);
  }
  await setScale(page, '1');
  expect(guard.errors).toEqual([]);
});

// The same comforts on the Black Hats board (renderer/conspiracy/model/seat-control.ts): End lets the
// computer finish the seat's turn, Shift+End (or the button) hands the conspiracy over, and the
// take-back is in the header of the seat's own board while the computer plays it. The header at 100/150/200%.
async function hatsGame(page: Page, seed: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'New conspiracy game', exact: true }).click();
  await page.getByLabel('The Pacific Syndicate').selectOption({ label: 'Computer (timid)' });
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Illuminated Order' })).toBeVisible();
}

async function hatsShot(page: Page, name: string): Promise<void> {
  for (const button of await page.locator('.bh-header [data-key^="seat-"]').all()) await expect(button).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/solo-comforts-hats-${name}.png` });
}

test('Black Hats: the computer finishes my turn, takes my conspiracy and gives it back; the header at 100/150/200%', async ({ page }) => {
  test.setTimeout(120_000);
  const guard = watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('blacksite.guide.hats.seen', '1'));
  await hatsGame(page, 'comforts-hats');
  const header = page.locator('.bh-header');
  const menu = header.locator('[data-key="seat-control-menu"]');
  const finish = header.getByRole('button', { name: /Computer: finish this turn/ });
  await menu.click();
  await expect(finish).toHaveAttribute('aria-keyshortcuts', 'End');
  await expect(header.getByRole('button', { name: /Hand The Illuminated Order to the computer/ })).toHaveAttribute('aria-keyshortcuts', 'Shift+End');
  await hatsShot(page, '100');
  await page.keyboard.press('Escape');
  await expect(finish).toBeHidden();
  await expect(menu).toBeFocused();

  // End: the computer plays the rest of the turn, the rival its own; turn 2 is the person's again.
  await page.locator('#bh-board-title').focus();
  await page.keyboard.press('End');
  await expect(header.locator('.sub')).toContainText('Turn 2', { timeout: 30_000 });
  await expect(menu).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Log' }).click();
  await expect(page.locator('#side-panel')).toContainText('lets the computer (timid) finish this turn.');
  await expect(page.locator('#side-panel')).toContainText("is back in its seat's hands.");

  // Handed over until taken back: the seat watches its own board, paused, and takes it back (Shift+End).
  await menu.click();
  await header.getByRole('button', { name: /Hand The Illuminated Order to the computer/ }).click();
  const strip = page.locator('.banner.computer');
  await strip.getByRole('button', { name: 'Pause' }).click();
  await expect(header.getByRole('button', { name: /Take back The Illuminated Order/ })).toHaveAttribute('aria-keyshortcuts', 'Shift+End');
  await expect(header.getByRole('button', { name: /End turn/ })).toBeDisabled();
  await hatsShot(page, 'watching-100');
  await strip.getByRole('button', { name: 'Resume' }).click();
  await page.keyboard.press('Shift+End');
  await expect(menu).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Log' }).click();
  await expect(page.locator('#side-panel')).toContainText('is taken back by its seat.');
  await expect(strip).toHaveCount(0);

  for (const scale of ['1.5', '2']) {
    await setScale(page, scale);
    await hatsGame(page, 'comforts-hats');
    await menu.click();
    await hatsShot(page, `${Number(scale) * 100}`);
  }
  await setScale(page, '1');
  expect(guard.errors).toEqual([]);
});
