/**
 * The hand-over is a wall (R-HATS-12; renderer/ui/wall.ts): while a hand-over or the Bribery
 * defender's private prompt is up, nothing behind it is reached by the mouse, Tab, a shortcut or a
 * screen reader, and focus is on its own button from the first hand-over.
 */
import { expect, test, type Page } from '@playwright/test';
import { chromiumAxText } from '../helpers/ax-tree';
import { watchConsole } from '../helpers/page-guard';
import { endTurn } from '../helpers/hats';
import { setUiScale, unreachable } from '../helpers/screen-walk';

const SHOTS = 'test-results/screens';

/** Every shortcut a screen behind the wall listens for (saves, undo, redo, load, End turn, the rules reference). */
const SHORTCUTS = ['Control+z', 'Control+y', 'Control+Shift+z', 'Control+s', 'Control+Shift+s', 'Control+o', 'e', 'E', 'F1', '?', 'Escape', 'Control+Enter'];

/** What a change behind the wall would show: the address, the toolbar's words, the open dialogs, the game's log length. */
async function tableState(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({
    hash: location.hash,
    toolbar: document.querySelector('.save-toolbar')?.textContent ?? '',
    dialogs: [...document.querySelectorAll('dialog[open]')].map((d) => d.getAttribute('aria-labelledby')),
    help: document.querySelectorAll('.help-dialog, [aria-label="Rules reference"]').length,
  }));
}

/**
 * The wall holds: focus on `button` inside it, Tab and Shift+Tab stay in it, every shortcut and a
 * click on each toolbar button leave the page as it was, and the accessibility tree holds nothing behind it.
 */
async function expectWall(page: Page, wall: string, button: string): Promise<void> {
  const dialog = page.locator(`dialog[data-wall="${wall}"][open]`);
  await expect(dialog).toHaveCount(1);
  await expect(page.getByRole('button', { name: button })).toBeFocused();
  const before = await tableState(page);
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog[data-wall]') !== null), `focus left the wall on ${key}`).toBe(true);
  }
  for (const key of SHORTCUTS) {
    await page.keyboard.press(key);
    await expect(dialog, `the wall after ${key}`).toHaveCount(1);
    expect(await tableState(page), `the page after ${key}`).toBe(before);
  }
  // The mouse: each toolbar button where it is drawn; the wall's backdrop takes the click.
  const toolbarButtons = page.getByRole('toolbar', { name: 'Saving' }).getByRole('button');
  for (let i = 0; i < (await toolbarButtons.count()); i += 1) {
    const box = await toolbarButtons.nth(i).boundingBox();
    if (!box) continue;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await tableState(page), `the page after a click on toolbar button ${i}`).toBe(before);
  }
  // A screen reader is given the wall only.
  const ax = await chromiumAxText(page);
  for (const name of ['Save as…', 'Undo', 'Rewind to the start of this turn', 'Leave game', 'End turn']) expect(ax, `the accessibility tree holds ${name}`).not.toContain(name);
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: button })).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('blacksite.guide.hats.seen', '1'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('hot-seat hand-overs are walls from the first: Tab, every shortcut, the mouse and the accessibility tree reach nothing behind them', async ({ page }) => {
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New conspiracy game', exact: true }).click();
  await page.getByLabel('Seed').fill('e2e-wall');
  await page.getByLabel('The Pacific Syndicate').selectOption({ label: 'Human' });
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { name: 'Pass to The Illuminated Order' })).toBeVisible();
  await expectWall(page, 'handover', 'Show the board to The Illuminated Order');
  await page.screenshot({ path: `${SHOTS}/conspiracy-wall-first.png` });
  // Enter on the focused button shows the board.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'The Illuminated Order' })).toBeVisible();
  await endTurn(page);
  await expect(page.getByRole('heading', { name: 'Pass to The Pacific Syndicate' })).toBeVisible();
  await expectWall(page, 'handover', 'Show the board to The Pacific Syndicate');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'The Pacific Syndicate' })).toBeVisible();
  expect(guard.errors).toEqual([]);
});

test('the Bribery defender\'s private prompt is a wall too, after its hand-over', async ({ page }) => {
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Load game', exact: true }).click();
  await page.getByLabel('Import a save file').setInputFiles('test/fixtures/conspiracy-bribe-pending.save.json');
  await page.getByRole('button', { name: /^Open Shadow War: a Bribery waits/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Pass to The Pacific Syndicate' })).toBeVisible();
  await expect(page.getByText('must answer a Bribery attempt, in private')).toBeVisible();
  await expectWall(page, 'handover', 'Show the board to The Pacific Syndicate');
  await page.keyboard.press('Enter');
  const prompt = page.getByRole('dialog', { name: 'Bribery against Hollywood Studio System' });
  await expect(prompt).toBeVisible();
  await expectWall(page, 'prompt', 'Pay nothing');
  await page.screenshot({ path: `${SHOTS}/conspiracy-wall-prompt.png` });
  // At 200% on 1280x720 the prompt's answers and odds are all in reach.
  await setUiScale(page, '2');
  expect(await unreachable(page.locator('dialog[data-wall="prompt"]'))).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/conspiracy-wall-prompt-200.png` });
  await setUiScale(page, '1');
  await prompt.getByRole('button', { name: 'Pay 5 greenbacks for +1' }).click();
  await expect(page.getByRole('heading', { name: 'Pass to The Illuminated Order' })).toBeVisible();
  await expectWall(page, 'handover', 'Show the board to The Illuminated Order');
  expect(guard.errors).toEqual([]);
});
