import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../helpers/page-guard';
import { pixelStats } from '../helpers/pixel-stats';

const mapHost = (page: Page) => page.locator('.table-map');

// Software WebGL on a shared two-core machine: creating the renderer can take many seconds.
test.setTimeout(180_000);

async function openPreview(page: Page, query = ''): Promise<void> {
  await page.goto(`/#/table-preview${query}`);
  await expect(page.getByRole('heading', { name: 'Map preview' })).toBeVisible({ timeout: 60_000 });
  await expect(mapHost(page).locator('canvas[data-renderer]')).toHaveAttribute('data-renderer', 'webgl');
  await settle(page);
}

async function camera(page: Page): Promise<{ x: number; y: number; zoom: number }> {
  const host = mapHost(page);
  return {
    x: Number(await host.getAttribute('data-camera-x')),
    y: Number(await host.getAttribute('data-camera-y')),
    zoom: Number(await host.getAttribute('data-zoom')),
  };
}

/** Waits until the map has drawn and stopped moving (easing done, chunks baked). */
async function settle(page: Page): Promise<void> {
  let last = '';
  for (let i = 0; i < 40; i += 1) {
    const now = `${await mapHost(page).getAttribute('data-frames')}`;
    if (now === last && now !== 'null') return;
    last = now;
    await page.waitForTimeout(150);
  }
}

test('the map preview draws a shipped map in WebGL, with tokens, cover and fog', async ({ page }) => {
  const guard = watchConsole(page);
  await openPreview(page);
  const host = mapHost(page);
  await expect(host).toHaveAttribute('data-layers', 'terrain grid cover doors overlays tokens fog ruler effects');

  const shot = await host.screenshot({ path: 'test-results/screens/table-map.png' });
  const stats = await pixelStats(page, shot);
  // A blank or single-colour canvas has a handful of colours; a drawn map has hundreds.
  expect(stats.distinct).toBeGreaterThan(150);
  expect(stats.nonBackground / stats.total).toBeGreaterThan(0.5);
  expect(guard.errors).toEqual([]);
});

test('keys pan and zoom the map, cycle units, move the cursor and measure', async ({ page }) => {
  const guard = watchConsole(page);
  await openPreview(page);
  const host = mapHost(page);
  await expect(host).toBeFocused();
  const start = await camera(page);
  const before = await host.screenshot();

  // Holding an arrow key pans smoothly until it is released (polled: frame rates vary here).
  await page.keyboard.down('ArrowRight');
  await expect.poll(async () => (await camera(page)).x, { timeout: 30_000 }).toBeGreaterThan(start.x + 50);
  await page.keyboard.up('ArrowRight');
  await page.keyboard.down('ArrowDown');
  await expect.poll(async () => (await camera(page)).y, { timeout: 30_000 }).toBeGreaterThan(start.y + 20);
  await page.keyboard.up('ArrowDown');
  await settle(page);
  const panned = await camera(page);
  await page.waitForTimeout(500);
  expect(await camera(page)).toEqual(panned);

  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await settle(page);
  const zoomed = await camera(page);
  expect(zoomed.zoom).toBeCloseTo(start.zoom * 1.25 * 1.25, 2);
  const after = await host.screenshot({ path: 'test-results/screens/table-map-zoomed.png' });
  expect(after.equals(before)).toBe(false);
  await page.keyboard.press('-');
  await settle(page);
  expect((await camera(page)).zoom).toBeCloseTo(start.zoom * 1.25, 2);

  // Tab goes to the next unit and says who it is; the cursor follows.
  const status = host.getByRole('status');
  await page.keyboard.press('Tab');
  await expect(status).toContainText(/Cell \d+, \d+ · .*\(Red team/);
  await expect(host).toBeFocused();

  // Ruler from the selected unit to the cursor, in meters with the band word (R-OPS-12).
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('m');
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Shift+ArrowRight');
  await expect(page.locator('.preview-ruler')).toContainText(/Ruler: \d+\.\d m · (Terrible|Poor|Mediocre|Fair|Good|Great|Superb) \([+-]?\d\)/);
  await expect(status).toContainText('Cell ');
  expect(guard.errors).toEqual([]);
});

test('cover markers, range bands and line of sight toggle on, and the view reads them', async ({ page }) => {
  const guard = watchConsole(page);
  await openPreview(page);
  const host = mapHost(page);
  const plain = await host.screenshot();
  await page.keyboard.press('c');
  await page.keyboard.press('b');
  await page.keyboard.press('l');
  await expect(page.getByRole('button', { name: 'Cover markers' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Range bands' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Line of sight' })).toHaveAttribute('aria-pressed', 'true');
  await expect(host).toHaveAttribute('data-toggles', 'cover bands los grid');
  await settle(page);
  const overlays = await host.screenshot({ path: 'test-results/screens/table-map-overlays.png' });
  expect(overlays.equals(plain)).toBe(false);
  const stats = await pixelStats(page, overlays);
  expect(stats.distinct).toBeGreaterThan(150);

  // The buttons drive the same toggles as the keys.
  await page.getByRole('button', { name: 'Range bands' }).click();
  await expect(host).toHaveAttribute('data-toggles', 'cover los grid');
  expect(guard.errors).toEqual([]);
});

test('a pan slides the drawn map instead of drawing it again, to the same pixels as a fresh draw', async ({ page }) => {
  const guard = watchConsole(page);
  await openPreview(page, '?overlays=1');
  const host = mapHost(page);
  await host.focus();
  const count = async () => ({ frames: Number(await host.getAttribute('data-frames')), redraws: Number(await host.getAttribute('data-redraws')) });
  const before = await count();
  const x0 = (await camera(page)).x;
  await page.keyboard.down('ArrowRight');
  await page.waitForTimeout(100);
  await page.keyboard.up('ArrowRight');
  await settle(page);
  const after = await count();
  expect((await camera(page)).x).toBeGreaterThan(x0);
  // Some of the pan's frames only moved the last drawing (canvas-slide.ts).
  expect(after.frames - before.frames).toBeGreaterThan(after.redraws - before.redraws);
  // The map alone: the panel's toggle buttons ease their border when pressed.
  await page.addStyleTag({ content: '.preview-panel { visibility: hidden; }' });
  const slid = await host.screenshot();
  // Line of sight off and on again: the same picture, drawn afresh at the camera's place.
  await page.keyboard.press('l');
  await page.keyboard.press('l');
  await expect.poll(async () => (await count()).redraws).toBeGreaterThan(after.redraws);
  await settle(page);
  const drawn = await host.screenshot();
  expect(slid.equals(drawn)).toBe(true);
  expect(guard.errors).toEqual([]);
});

test('reduced motion is followed while the map is open: the system setting changes, the next zoom jumps', async ({ page }) => {
  const guard = watchConsole(page);
  await openPreview(page);
  const host = mapHost(page);
  await host.focus();
  await expect(host).toHaveAttribute('data-motion', 'on');
  const redrawsFor = async (key: string): Promise<number> => {
    const r0 = Number(await host.getAttribute('data-redraws'));
    await page.keyboard.press(key);
    await settle(page);
    return Number(await host.getAttribute('data-redraws')) - r0;
  };
  // With motion, a zoom step eases over several drawn frames (camera.ts easeCamera).
  expect(await redrawsFor('-')).toBeGreaterThan(2);
  // The system asks for reduced motion (Motion "system", the default): html and the map follow at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'off');
  await expect(host).toHaveAttribute('data-motion', 'off');
  expect(await redrawsFor('=')).toBe(1);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(host).toHaveAttribute('data-motion', 'on');
  expect(await redrawsFor('-')).toBeGreaterThan(2);
  expect(guard.errors).toEqual([]);
});

test('a generated map with every token state, seen by the game master', async ({ page }) => {
  const guard = watchConsole(page);
  await openPreview(page, '?map=generated&viewer=gm');
  const host = mapHost(page);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await settle(page);
  await host.screenshot({ path: 'test-results/screens/table-map-tokens.png' });
  expect(guard.errors).toEqual([]);
});
