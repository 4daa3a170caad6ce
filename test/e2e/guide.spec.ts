/**
 * The first-game guides (renderer/guide) on both layers, as a new player meets them: each step rings
 * a real control with an arrow from its card, moves on when the player does the thing, can be left
 * (Esc) and resumed (the rules reference's entry, Shift+F1), stays on screen at 100/150/200% and is
 * never drawn over a hand-over wall.
 */
import { expect, test, type Page } from '@playwright/test';
import { mapHost, nextTurn, tableReady } from '../helpers/battle-table';
import { endTurn } from '../helpers/hats';
import { watchConsole } from '../helpers/page-guard';
import { setUiScale } from '../helpers/screen-walk';

const SHOTS = 'test-results/screens';

/** The guides' progress as kept on this machine (renderer/guide/guide-store.ts). */
const progress = (page: Page): Promise<Record<string, unknown>> => page.evaluate(() => JSON.parse(localStorage.getItem('blacksite.guide.v2') ?? '{}') as Record<string, unknown>);
const card = (page: Page) => page.locator('.guide-card');
const stepIs = async (page: Page, step: string): Promise<void> => expect(card(page)).toHaveAttribute('data-step', step);

/** The card, ring and arrow inside the window, the ring round the step's target, at 100/150/200%. */
async function shotsAtScales(page: Page, name: string): Promise<void> {
  for (const scale of ['1', '1.5', '2']) {
    await setUiScale(page, scale);
    // The guide re-places on resize; a scale change is a layout change the window does not announce.
    await page.evaluate(() => window.dispatchEvent(new Event('resize')));
    const boxes = await page.evaluate(() => {
      const r = (sel: string) => document.querySelector(sel)?.getBoundingClientRect() ?? null;
      return { card: r('.guide-card'), ring: r('[data-guide-ring]'), arrow: r('[data-guide-arrow]'), w: innerWidth, h: innerHeight };
    });
    for (const [what, b] of [['card', boxes.card], ['ring', boxes.ring], ['arrow', boxes.arrow]] as const) {
      expect(b, `${what} at ${scale}`).not.toBeNull();
      if (!b) continue;
      expect(b.left, `${what} at ${scale}`).toBeGreaterThanOrEqual(-1);
      expect(b.top, `${what} at ${scale}`).toBeGreaterThanOrEqual(-1);
      expect(b.right, `${what} at ${scale}`).toBeLessThanOrEqual(boxes.w + 1);
      expect(b.bottom, `${what} at ${scale}`).toBeLessThanOrEqual(boxes.h + 1);
    }
    await page.screenshot({ path: `${SHOTS}/guide-${name}-${Number(scale) * 100}.png` });
  }
  await setUiScale(page, '1');
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
}

/** Clicks a cell of the battle map (32 px tiles, as the shipped warehouse) where the camera shows it. */
async function clickCell(page: Page, x: number, y: number): Promise<void> {
  const host = mapHost(page);
  const box = await host.boundingBox();
  const cam = await host.evaluate((el) => ({ x: Number(el.dataset.cameraX), y: Number(el.dataset.cameraY), zoom: Number(el.dataset.zoom), w: el.clientWidth, h: el.clientHeight }));
  if (!box) throw new Error('no map');
  await host.click({ position: { x: ((x + 0.5) * 32 - cam.x) * cam.zoom + cam.w / 2, y: ((y + 0.5) * 32 - cam.y) * cam.zoom + cam.h / 2 } });
}

/** Leaves with Esc, then resumes from the rules reference's entry, at the same step. */
async function leaveAndResume(page: Page, step: string, label: RegExp): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(card(page)).toHaveCount(0);
  await page.keyboard.press('F1');
  await page.getByRole('button', { name: label }).click();
  await stepIs(page, step);
}

test.beforeEach(async ({ page }) => {
  // A new player on this machine (playwright.config.ts marks the guides seen for every other spec).
  await page.addInitScript(() => {
    localStorage.removeItem('blacksite.guide.ops.seen');
    localStorage.removeItem('blacksite.guide.hats.seen');
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('Black Hats: the guide waits behind the hand-over wall, then walks a first turn on the real controls; Esc leaves, the rules reference resumes', async ({ page }) => {
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New conspiracy game', exact: true }).click();
  await page.getByLabel('Seed').fill('e2e-guide');
  await page.getByLabel('The Pacific Syndicate').selectOption({ label: 'Human' });
  await page.getByRole('button', { name: 'Start game' }).click();
  // Hot-seat: the first hand-over is a wall, and the guide is not drawn over it.
  await expect(page.locator('dialog[data-wall="handover"][open]')).toHaveCount(1);
  await expect(card(page)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'The Illuminated Order' })).toBeVisible();
  await stepIs(page, 'agent');
  await shotsAtScales(page, 'hats-agent');
  // The ring is on the Operatives tab while the Briefing is open, then on the Choose button.
  await page.getByRole('tab', { name: /^Operatives/ }).click();
  await expect(page.locator('[data-guide-ring]')).toBeVisible();
  await page.locator('[data-key^="choose-"]:not([disabled])').first().click();
  await stepIs(page, 'orders');
  await page.locator('[data-key^="orders-"]:not([disabled])').first().click();
  const dialog = page.locator('dialog.orders[open]');
  await expect(dialog).toBeVisible();
  // The odds step rings the dialog's preview, drawn above the modal dialog.
  await stepIs(page, 'odds');
  const ring = await page.locator('[data-guide-ring]').boundingBox();
  const preview = await dialog.locator('[data-guide="order-preview"]').boundingBox();
  expect(ring && preview && ring.x <= preview.x && ring.y <= preview.y).toBe(true);
  await page.screenshot({ path: `${SHOTS}/guide-hats-odds-100.png` });
  await dialog.getByLabel('Action').selectOption({ label: 'Move' });
  const choice = await dialog.getByLabel('Choice').locator('option:not([disabled])').first().getAttribute('value');
  await dialog.getByLabel('Choice').selectOption(choice ?? '0');
  await dialog.getByRole('button', { name: 'Commit' }).click();
  await stepIs(page, 'groups');
  await page.getByRole('tab', { name: 'Groups' }).click();
  await stepIs(page, 'threat');
  await leaveAndResume(page, 'threat', /^Resume the Black Hats guide \(step 5 of 7\)$/);
  await page.getByRole('tab', { name: 'Briefing' }).click();
  await stepIs(page, 'end');
  await endTurn(page);
  // The next seat's hand-over: the guide (on its last step now) hides behind the wall.
  await expect(page.getByRole('heading', { name: 'Pass to The Pacific Syndicate' })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  const kept = await progress(page);
  expect(kept.hats).toMatchObject({ step: 6, status: 'running' });
  expect(guard.errors).toEqual([]);
});

test('Black Ops: a first turn on the real controls (select, odds, move on the ringed walk cells, shoot, end turn); Esc leaves, the rules reference and Shift+F1 resume', async ({ page }) => {
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Load game', exact: true }).click();
  await page.getByLabel('Import a save file').setInputFiles('test/fixtures/guide-battle.save.json');
  await page.getByRole('button', { name: /^Open Guide: a first battle/ }).first().click();
  await tableReady(page);
  // The computer may act first: its shots are answered without a defence.
  for (let turn = await nextTurn(page); turn === 'dodge'; turn = await nextTurn(page)) await page.locator('.bt-dialog [data-action="no-defence"]').click();
  await stepIs(page, 'select');
  await shotsAtScales(page, 'ops-select');
  await page.locator('[data-guide="tracker"] button.linkish').first().click();
  await stepIs(page, 'odds');
  const target = page.locator('[data-guide="target"] select').first();
  const enemy = await target.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).find((v) => v !== '') ?? '');
  await target.selectOption(enemy);
  await stepIs(page, 'move');
  await leaveAndResume(page, 'move', /^Resume the Black Ops guide \(step 3 of 6\)$/);
  await page.keyboard.press('Escape');
  await expect(card(page)).toHaveCount(0);
  await page.keyboard.press('Shift+F1');
  await stepIs(page, 'move');
  // The Move step rings the cells the acting unit can walk to, not the whole map.
  const reach = await page.locator('[data-guide="reach"]').boundingBox();
  const mapBox = await mapHost(page).boundingBox();
  const ringBox = await page.locator('[data-guide-ring]').boundingBox();
  expect(reach && mapBox && ringBox && reach.width * reach.height < mapBox.width * mapBox.height && ringBox.width < mapBox.width).toBe(true);
  await shotsAtScales(page, 'ops-move');
  // A blue cell, clicked: the one above Red Wolf (the fixture's first to act, at (0, 22)).
  await clickCell(page, 0, 21);
  await expect(page.locator('.combat-log li', { hasText: 'walks' })).toHaveCount(1);
  await stepIs(page, 'shoot');
  await shotsAtScales(page, 'ops-shoot');
  // The walk dropped the pinned target: picked again, then Attack.
  await target.selectOption(enemy);
  await page.locator('[data-action="attack"]').click();
  await stepIs(page, 'end');
  await page.locator('[data-action="end-turn"]').click();
  await stepIs(page, 'done');
  await card(page).getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(card(page)).toHaveCount(0);
  const kept = await progress(page);
  expect(kept.ops).toMatchObject({ status: 'done' });
  expect(guard.errors).toEqual([]);
});
