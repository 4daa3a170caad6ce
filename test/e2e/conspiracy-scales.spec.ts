/**
 * The conspiracy set-up, board and dialogs at UI scale 100%, 150% and 200%, on 1280x720 and
 * 1920x1080 (renderer/conspiracy/board-layout.css): the map keeps at least a third of the window's
 * height, no panel is 0 px, and every named control is in view or reachable by scrolling its own
 * panel. One game, walked at every size; a screenshot of each board to look at.
 *
 * In rem (what the layout sees), 1920x1080 at 150% is 1280x720 at 100% (80 x 45rem) and 1920x1080
 * at 100% is roomier than any other size: there the walk reads the board and one tab, not every
 * panel and dialog again.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../helpers/page-guard';
import { box, SCALES, setUiScale, unreachable, VIEWPORTS } from '../helpers/screen-walk';

const SHOTS = 'test-results/screens';

async function reachable(page: Page, selector: string, where: string): Promise<void> {
  const scope = page.locator(selector).last();
  await expect(scope, where).toBeVisible();
  expect(await unreachable(scope), where).toEqual([]);
}

/** Opens a dialog with `open`, checks every control in it, and closes it with `close`. */
async function walkDialog(page: Page, name: string | RegExp, open: () => Promise<void>, where: string): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  expect(await unreachable(dialog), `${where}, dialog ${String(name)}`).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('the set-up, the board and its dialogs at 100%, 150% and 200%, on 1280x720 and 1920x1080', async ({ page }) => {
  test.setTimeout(150_000);
  const guard = watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('blacksite.guide.hats.seen', '1'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('button', { name: 'New conspiracy game', exact: true }).click();
  await page.getByLabel('Seed').fill('e2e-scales');
  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    for (const scale of SCALES) {
      await setUiScale(page, scale);
      await reachable(page, '.bh-setup', `set-up ${vp.width} ${scale}`);
    }
  }
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Illuminated Order' })).toBeVisible();

  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    for (const scale of SCALES) {
      const where = `${vp.width}x${vp.height} at ${Number(scale) * 100}%`;
      await setUiScale(page, scale);
      // The map keeps a third of the window; the side panel's body and the header are never 0 px.
      const map = await box(page.locator('.map-wrap .bh-map'));
      expect(map.height, `${where}: the map's height`).toBeGreaterThanOrEqual(vp.height / 3);
      expect(map.width, `${where}: the map's width`).toBeGreaterThanOrEqual(vp.width / 3);
      expect((await box(page.locator('.side-body'))).height, `${where}: the side panel`).toBeGreaterThanOrEqual(vp.height / 6);
      await reachable(page, '.bh-shell > .save-toolbar', `${where}: toolbar`);
      await reachable(page, '.bh-header', `${where}: header`);
      await reachable(page, '.side .tabs', `${where}: tabs`);
      await reachable(page, '.map-foot', `${where}: legend`);
      await page.screenshot({ path: `${SHOTS}/conspiracy-board-${vp.width}-${Number(scale) * 100}.png` });
      if (vp.width === 1920 && scale !== '2') {
        await page.getByRole('tab', { name: /^Operatives/ }).click();
        await reachable(page, '.side-body', `${where}: Operatives`);
        continue;
      }
      for (const tab of ['Briefing', 'Operatives', 'Groups', 'Log']) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await reachable(page, '.side-body', `${where}: ${tab}`);
      }
      // The dossier opens over the map, inside it.
      await page.getByRole('button', { name: /^Chicago, gateway/ }).click();
      await reachable(page, '.area-card', `${where}: dossier`);
      await page.getByRole('button', { name: 'Close the Chicago dossier' }).click();
      await page.getByRole('tab', { name: /^Operatives/ }).click();
      await walkDialog(page, 'Orders for Amber Heron', () => page.getByRole('button', { name: 'Orders for Amber Heron' }).click(), where);
      await walkDialog(page, 'Recruit an Agent', async () => {
        await page.getByRole('button', { name: 'Recruit…' }).click();
        await page.getByRole('dialog', { name: 'Recruit an Agent' }).getByLabel('Recruit', { exact: true }).selectOption('custom');
      }, where);
      await walkDialog(page, 'Technology', () => page.getByRole('button', { name: 'Technology' }).click(), where);
      await walkDialog(page, 'End your turn?', () => page.getByRole('button', { name: 'End turn' }).click(), where);
      if (vp.width === 1280 && scale === '2') {
        await page.getByRole('button', { name: 'Orders for Amber Heron' }).click();
        await page.screenshot({ path: `${SHOTS}/conspiracy-orders-1280-200.png` });
        await page.keyboard.press('Escape');
      }
    }
  }
  expect(guard.errors).toEqual([]);
});
