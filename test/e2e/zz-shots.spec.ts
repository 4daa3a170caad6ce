import { expect, test } from '@playwright/test';
for (const [w, hgt] of [[1280, 720], [1920, 1080]] as const) {
  for (const scale of ['1', '1.5', '2'] as const) {
    test(`shot ${w} ${scale}`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: hgt });
      await page.addInitScript(() => localStorage.setItem('blacksite.guide.hats.seen', '1'));
      await page.goto('/#/settings');
      await page.getByLabel('UI scale').selectOption(scale);
      await expect(page.getByRole('status')).toContainText('Saved');
      await page.goto('/');
      await page.getByRole('button', { name: 'New conspiracy game', exact: true }).click();
      await page.getByLabel('Seed').fill('e2e-solo');
      await page.screenshot({ path: `test-results/shots/setup-${w}-${scale}.png` });
      await page.getByRole('button', { name: 'Start game' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `test-results/shots/board-${w}-${scale}.png` });
    });
  }
}
