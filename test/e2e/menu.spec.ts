import { expect, test } from '@playwright/test';
import { watchConsole } from '../helpers/page-guard';

test('boots to the main menu over a WebGL PixiJS backdrop', async ({ page }) => {
  const guard = watchConsole(page);
  await page.goto('/');
  for (const name of ['New tactical battle', 'New conspiracy game', 'Load game', 'Characters', 'Settings']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  // The browser build cannot quit the app: no Quit button there.
  await expect(page.getByRole('button', { name: 'Quit' })).toHaveCount(0);
  const canvas = page.locator('#stage canvas');
  await expect(canvas).toHaveAttribute('data-renderer', 'webgl');
  await page.screenshot({ path: 'test-results/screens/menu.png' });
  expect(guard.errors).toEqual([]);
});

test('settings change the UI scale and survive a reload', async ({ page }) => {
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByLabel('UI scale').selectOption('1.5');
  await expect(page.getByRole('status')).toContainText('Saved');
  await page.screenshot({ path: 'test-results/screens/settings.png' });
  await page.reload();
  await expect(page.getByLabel('UI scale')).toHaveValue('1.5');
  const scale = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ui-scale'));
  expect(scale.trim()).toBe('1.5');
  await page.getByRole('button', { name: 'Back to the menu' }).click();
  await expect(page.getByRole('button', { name: 'Characters', exact: true })).toBeVisible();
  expect(guard.errors).toEqual([]);
});
