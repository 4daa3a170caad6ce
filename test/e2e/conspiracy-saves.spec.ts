import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../helpers/page-guard';
import { endTurn } from '../helpers/hats';

// Saving on the Black Hats board: save as, autosave after every turn, the GM's rewind, Ctrl+O
// to the load screen, and a conspiracy save opened there going on on the board.
const SHOTS = 'test-results/screens';

/** The board's side panel (Briefing, Operatives, Log). */
async function openTab(page: Page, name: 'Briefing' | 'Operatives' | 'Log'): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
}

/** How many log entries the seat's Log tab shows. */
async function logCount(page: Page): Promise<number> {
  await openTab(page, 'Log');
  return page.locator('.dossier .entry').count();
}

/** Opens the orders of the first actor that has an action, and commits it. */
async function takeAnAction(page: Page): Promise<void> {
  await openTab(page, 'Operatives');
  const orders = page.getByRole('button', { name: /^Orders for / });
  for (let i = 0; i < (await orders.count()); i += 1) {
    await orders.nth(i).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const commit = dialog.getByRole('button', { name: 'Commit' });
    if ((await commit.count()) > 0 && (await commit.isEnabled())) {
      await commit.click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      return;
    }
    await page.keyboard.press('Escape');
  }
  throw new Error('no actor had an action to commit');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('blacksite.guide.hats.seen', '1'));
});

test('a conspiracy game saves as, autosaves each turn, rewinds, and opens again from the load screen on the board', async ({ page }) => {
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New conspiracy game', exact: true }).click();
  await page.getByLabel('Seed').fill('e2e-saves');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Illuminated Order' })).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Saving' });
  const indicator = toolbar.locator('.save-indicator');
  await expect(indicator).toHaveText('Not saved yet');
  const sub = page.locator('.bh-header .sub');
  await expect(sub).toContainText('Turn 1 · your Actions');
  const entries = page.locator('.dossier .entry');
  const logBefore = await logCount(page);

  // An action, then the GM's rewind to the start of the turn takes it back by replaying the log.
  await takeAnAction(page);
  await openTab(page, 'Log');
  await expect(entries).not.toHaveCount(logBefore);
  await toolbar.getByRole('button', { name: 'Rewind to the start of this turn' }).click();
  const ask = page.getByRole('dialog', { name: 'Rewind to the start of turn 1?' });
  await ask.getByRole('button', { name: 'Rewind' }).click();
  await expect(toolbar.locator('.save-notice')).toHaveText('Rewound to the start of turn 1.');
  await openTab(page, 'Log');
  await expect(entries).toHaveCount(logBefore);
  await expect(page.getByRole('button', { name: 'End turn' })).toBeEnabled();

  // The action again; this seed's first order is a move that revealed nothing, so Ctrl+Z takes it back.
  await takeAnAction(page);
  await openTab(page, 'Log');
  await expect(entries).not.toHaveCount(logBefore);
  await page.keyboard.press('Control+z');
  await expect(toolbar.locator('.save-notice')).toHaveText('The last command was taken back.');
  await openTab(page, 'Log');
  await expect(entries).toHaveCount(logBefore);

  // Once more, then Ctrl+S on a game never named asks for a name.
  await takeAnAction(page);
  const logAfter = await logCount(page);
  expect(logAfter).not.toBe(logBefore);
  await page.keyboard.press('Control+s');
  const saveAs = page.getByRole('dialog', { name: 'Save as' });
  await saveAs.getByLabel('Name').fill('Night shift');
  await page.keyboard.press('Enter');
  await expect(saveAs).toHaveCount(0);
  await expect(indicator).toHaveText(/^Saved \d{1,2}:\d{2}/);
  await page.screenshot({ path: `${SHOTS}/conspiracy-saves-board.png` });

  // The end of the turn autosaves once the computer seat has played and handed back (not as its turn begins).
  await endTurn(page);
  await expect(sub).toContainText('Turn 2 · your Actions', { timeout: 60_000 });
  await expect(indicator).toHaveText(/^Autosaved \d{1,2}:\d{2}/);

  // Ctrl+O: the load screen lists the named save as a conspiracy game at the turn it was saved in.
  await page.keyboard.press('Control+o');
  await expect(page.getByRole('heading', { name: 'Load game' })).toBeVisible();
  const list = page.getByRole('listbox', { name: 'Saved games' });
  const named = list.getByRole('option', { name: /^Night shift — / });
  await expect(named).toContainText('Conspiracy game · Turn 1');
  // The autosave holds the game as it stood on leaving: round 2, as the board's header said.
  await expect(list.getByRole('option', { name: /Conspiracy game · Turn 2/ })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/conspiracy-saves-load.png` });

  // Open it: back on the board at that turn, with the action taken, and the game goes on.
  await named.click();
  await page.getByRole('button', { name: 'Open Night shift' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Illuminated Order' })).toBeVisible();
  await expect(sub).toContainText('Turn 1 · your Actions');
  await openTab(page, 'Log');
  await expect(entries).toHaveCount(logAfter);
  await expect(indicator).toHaveText('No changes since it was opened');
  await endTurn(page);
  await expect(sub).toContainText('Turn 2 · your Actions', { timeout: 60_000 });
  expect(guard.errors).toEqual([]);
});

test('R-HATS-12: on a hand-over the save toolbar holds no note of the last seat, and undo and rewind are off', async ({ page }) => {
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New conspiracy game', exact: true }).click();
  await page.getByLabel('Seed').fill('e2e-saves');
  await page.getByLabel('The Pacific Syndicate').selectOption({ label: 'Human' });
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: 'Show the board to The Illuminated Order' }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Saving' });
  await takeAnAction(page);
  await page.keyboard.press('Control+z');
  await expect(toolbar.locator('.save-notice')).not.toBeEmpty();
  await takeAnAction(page);
  await endTurn(page);
  await expect(page.getByRole('heading', { name: 'Pass to The Pacific Syndicate' })).toBeVisible();
  await expect(toolbar.locator('.save-indicator')).toHaveText(/^Autosaved \d{1,2}:\d{2}/);
  await expect(toolbar.locator('.save-notice')).toBeEmpty();
  await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(toolbar.getByRole('button', { name: 'Rewind to the start of this turn' })).toBeDisabled();
  await page.keyboard.press('Control+z');
  await expect(toolbar.locator('.save-notice')).toBeEmpty();
  await page.screenshot({ path: `${SHOTS}/conspiracy-saves-handover.png` });
  await page.getByRole('button', { name: 'Show the board to The Pacific Syndicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Pacific Syndicate' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await expect(toolbar.locator('.save-notice')).toBeEmpty();
  expect(guard.errors).toEqual([]);
});

test('leaving a game in the middle of a turn keeps it: the load screen lists its autosave with the order given', async ({ page }) => {
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New conspiracy game', exact: true }).click();
  await page.getByLabel('Seed').fill('e2e-leave');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Illuminated Order' })).toBeVisible();
  const logBefore = await logCount(page);
  await takeAnAction(page);
  const logAfter = await logCount(page);
  expect(logAfter).not.toBe(logBefore);
  await page.getByRole('button', { name: 'Leave game' }).click();
  await expect(page.getByRole('button', { name: 'New conspiracy game', exact: true })).toBeVisible();
  // The menu offers to continue it, first and focused.
  const resume = page.getByRole('button', { name: /^Continue: / });
  await expect(resume).toContainText('Conspiracy game · Turn 1 · saved');
  await expect(resume).toBeFocused();
  await page.screenshot({ path: 'test-results/screens/menu-continue.png' });
  await page.getByRole('button', { name: /^Load game/ }).click();
  const list = page.getByRole('listbox', { name: 'Saved games' });
  const kept = list.getByRole('option', { name: /Conspiracy game · Turn 1/ });
  await expect(kept).toHaveCount(1);
  await kept.click();
  await page.getByRole('button', { name: /^Open / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Illuminated Order' })).toBeVisible();
  await openTab(page, 'Log');
  await expect(page.locator('.dossier .entry')).toHaveCount(logAfter);
  // And Continue on the menu opens the same game in one click.
  await page.getByRole('button', { name: 'Leave game' }).click();
  await page.getByRole('button', { name: /^Continue: / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Illuminated Order' })).toBeVisible();
  await openTab(page, 'Log');
  await expect(page.locator('.dossier .entry')).toHaveCount(logAfter);
  expect(guard.errors).toEqual([]);
});
