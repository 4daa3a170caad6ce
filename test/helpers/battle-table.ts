import { expect, type Locator, type Page } from '@playwright/test';

/** Shared steps of the tactical table's e2e specs (test/e2e/battle*.spec.ts). */

export type Turn = 'turn' | 'dodge' | 'over' | 'handover';

export const mapHost = (page: Page): Locator => page.locator('.bt-map .table-map');

export const round = async (page: Page): Promise<number> => Number((await page.locator('.bt-screen').getAttribute('data-round')) ?? 0);

/** The code names the set-up screen lists for one side ("Gray Panther"...). */
export async function codeNames(page: Page, side: number): Promise<string[]> {
  return page.getByRole('list', { name: `Code names of side ${side}` }).locator('.code').allTextContents();
}

/** The real names of the agents the set-up screen lists for one side. */
export async function agentNames(page: Page, side: number): Promise<string[]> {
  return page.getByRole('list', { name: `Code names of side ${side}` }).locator('.dim').allTextContents();
}

/** Waits until the table waits for a human seat (or the battle is over). */
export async function nextTurn(page: Page): Promise<Turn> {
  // The screen says what it waits for: turn, dodge, handover, over, or computer while it plays.
  const screen = page.locator('.bt-screen');
  await expect(screen).toHaveAttribute('data-waiting', /^(turn|dodge|handover|over)$/, { timeout: 90_000 });
  return ((await screen.getAttribute('data-waiting')) ?? 'over') as Turn;
}

/** Waits until the table's map is drawn in WebGL. */
export async function tableReady(page: Page): Promise<void> {
  await expect(mapHost(page).locator('canvas[data-renderer]')).toHaveAttribute('data-renderer', 'webgl', { timeout: 60_000 });
}

export async function startBattle(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start battle' }).click();
  await tableReady(page);
}

/** Walks the acting unit one cell, trying each direction from where the cursor is. */
export async function walkSomewhere(page: Page): Promise<boolean> {
  const log = page.locator('.combat-log');
  for (const key of ['Shift+ArrowRight', 'Shift+ArrowDown', 'Shift+ArrowUp', 'Shift+ArrowLeft', 'Shift+ArrowLeft']) {
    const before = await log.locator('li', { hasText: 'walks' }).count();
    await mapHost(page).focus();
    await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    if ((await log.locator('li', { hasText: 'walks' }).count()) > before) return true;
  }
  return false;
}
