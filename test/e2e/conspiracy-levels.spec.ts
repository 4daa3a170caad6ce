/**
 * The set-up offers the gentler computer level for a first game, named and explained with the
 * others (src/hats/ai/levels.ts), at UI scale 100%, 150% and 200%; a game against it starts.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../helpers/page-guard';
import { endTurn } from '../helpers/hats';

const SHOTS = 'test-results/screens';

async function setScale(page: Page, scale: '1' | '1.5' | '2'): Promise<void> {
  await page.goto('/#/settings');
  await page.getByLabel('UI scale').selectOption(scale);
  await expect(page.getByRole('status')).toContainText('Saved');
}

test('the set-up names and explains each computer level, the timid one first; a game against it starts', async ({ page }) => {
  watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('blacksite.guide.hats.seen', '1'));
  for (const scale of ['2', '1.5', '1'] as const) {
    await setScale(page, scale);
    await page.goto('/');
    await page.getByRole('button', { name: 'New conspiracy game', exact: true }).click();
    const levels = page.getByRole('list', { name: 'Computer levels' });
    await expect(levels.getByRole('listitem')).toHaveText([/^Timid: For a first game\./, /^Cautious: It builds/, /^Cunning: It strikes/]);
    const seat = page.getByLabel('The Pacific Syndicate');
    await expect(seat.locator('option')).toHaveText(['Human', 'Computer (timid)', 'Computer (cautious)', 'Computer (cunning)']);
    await seat.selectOption({ label: 'Computer (timid)' });
    await levels.scrollIntoViewIfNeeded();
    await expect(levels).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/conspiracy-levels-${scale}.png` });
  }
  await page.getByLabel('Seed').fill('e2e-timid');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Illuminated Order' })).toBeVisible();
  // The timid computer plays its turn when the human ends the first one.
  await endTurn(page);
  await expect(page.locator('.bh-header .sub')).toContainText('Turn 2', { timeout: 30_000 });
});
