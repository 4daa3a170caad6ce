import { expect, test, type Page } from '@playwright/test';
import { agentNames, codeNames, mapHost, nextTurn, startBattle, tableReady, walkSomewhere } from '../helpers/battle-table';
import { watchConsole } from '../helpers/page-guard';

// A tactical battle saved and opened again from the load screen looks like
// the battle that was saved (side names and chosen colours, the agents' sheets) and its logs
// show the history so far; an undo keeps the logs up to the point it goes back to.
const SHOTS = process.env.BATTLE_SHOTS ?? 'test-results/screens';

const combatLines = (page: Page) => page.locator('.combat-log li');
const diceEntries = (page: Page) => page.getByRole('region', { name: 'Dice log' }).locator('.dice-entry');

/** Waits for the seat's turn, answering a dodge question with no. */
async function seatTurn(page: Page): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const turn = await nextTurn(page);
    if (turn === 'turn') return;
    if (turn === 'over') throw new Error('the battle ended before the seat had a turn');
    await page.keyboard.press('Shift+D');
  }
  throw new Error('the seat never got a turn');
}

test('a battle saved with chosen colours and names opens from the load screen with them, the agents\' sheets and its logs', async ({ page }) => {
  test.setTimeout(300_000);
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByLabel('Seed').fill('e2e-resume');
  await page.getByLabel('Seed').press('Tab');
  await page.getByLabel('Side 1 name').fill('Night Owls');
  await page.getByLabel('Side 1 name').press('Tab');
  // Not the defaults (blue, vermillion): reddish purple and bluish green.
  await page.getByLabel('Side 1 token colour').selectOption('3');
  await page.getByLabel('Side 2 token colour').selectOption('2');
  const mine = await codeNames(page, 1);
  const agents = await agentNames(page, 1);
  expect(agents.length).toBeGreaterThan(0);
  await startBattle(page);
  await page.getByLabel('Computer pace').selectOption('instant');
  await seatTurn(page);

  // Undo a walk (no dice, so it may be taken back): the logs keep everything before it.
  const linesBefore = await combatLines(page).count();
  const diceBefore = await diceEntries(page).count();
  expect(diceBefore).toBeGreaterThan(0);
  expect(await walkSomewhere(page)).toBe(true);
  await expect(combatLines(page)).toHaveCount(linesBefore + 1);
  await page.keyboard.press('Control+z');
  await expect(page.locator('.bt-status')).toContainText('The last command was taken back.');
  await expect(combatLines(page)).toHaveCount(linesBefore);
  await expect(diceEntries(page)).toHaveCount(diceBefore);
  await expect(page.getByRole('region', { name: 'Dice log' })).toContainText('Initiative');
  await page.screenshot({ path: `${SHOTS}/battle-after-undo.png` });

  // Walk again, and save the battle under a name.
  expect(await walkSomewhere(page)).toBe(true);
  const savedLines = await combatLines(page).allTextContents();
  const savedDice = await diceEntries(page).count();
  expect(savedLines.some((l) => l.includes('walks'))).toBe(true);
  const sheet = page.locator('.sheet-panel');
  const savedSheet = (await sheet.textContent()) ?? '';
  // The unit the sheet shows (its code name), to read the same sheet after opening the save.
  const sheetUnit = ((await page.locator('#bt-sheet-title').textContent()) ?? '').slice(2);
  expect(mine).toContain(sheetUnit);
  expect(agents.some((name) => savedSheet.includes(name))).toBe(true);
  await page.keyboard.press('Control+s');
  const saveAs = page.getByRole('dialog', { name: 'Save as' });
  await saveAs.getByLabel('Name').fill('Resume check');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('toolbar', { name: 'Saving' })).toContainText(/Saved \d{1,2}:\d{2}/);
  await page.screenshot({ path: `${SHOTS}/battle-before-save.png` });

  // Back to the menu, then the load screen opens it on the table.
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Load game', exact: true }).click();
  const list = page.getByRole('listbox', { name: 'Saved games' });
  await list.getByRole('option', { name: /^Resume check — / }).click();
  await page.getByRole('button', { name: 'Open Resume check' }).click();
  await tableReady(page);
  await seatTurn(page);

  // The side's name and its chosen colour and letter: every own unit in the tracker wears them.
  await expect(page.locator('.bt-status')).toHaveText('Night Owls: your turn');
  const ownChips = page.locator('li.tu[data-unit^="a"] .chip');
  await expect(ownChips).toHaveCount(mine.length);
  for (const chip of await ownChips.all()) {
    await expect(chip).toHaveClass(/\bc3\b/);
    await expect(chip).toHaveText('N');
  }
  await expect(page.locator('li.tu[data-unit^="b"] .chip.c1')).toHaveCount(0);
  await expect(page.locator('li.tu[data-unit^="b"] .chip.c2')).toHaveCount(await page.locator('li.tu[data-unit^="b"]').count());

  // The unit sheet as the live battle showed it: the agent behind the code name, every part.
  await page.getByRole('list', { name: 'Initiative' }).getByRole('button', { name: new RegExp(`^${sheetUnit}, Night Owls, `) }).click();
  await expect(sheet).toHaveText(savedSheet);
  for (const part of ['Attributes', 'Combat skills', 'Wound track', 'Armor', 'Weapons and ammunition', 'Equipment']) await expect(sheet).toContainText(part);
  await expect(sheet.getByRole('definition').first()).not.toBeEmpty();
  await sheet.screenshot({ path: `${SHOTS}/battle-resumed-sheet.png` });

  // The logs so far, rebuilt from the save's command log.
  await expect(combatLines(page)).toHaveText(savedLines);
  await expect(diceEntries(page)).toHaveCount(savedDice);
  await expect(mapHost(page)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/battle-resumed.png` });
  expect(guard.errors).toEqual([]);
});

/** A solo battle on `map`, left as soon as the seat can act (round 1). */
async function leaveInRoundOne(page: Page, map: string, seed: string): Promise<void> {
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByLabel('Map', { exact: true }).selectOption(map);
  await page.getByLabel('Seed').fill(seed);
  await startBattle(page);
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-waiting', /turn|dodge/, { timeout: 60_000 });
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-round', '1');
  await page.locator('.bt-tools').getByRole('button', { name: 'Leave', exact: true }).click();
}

test('each battle keeps its own autosave, named by map and date: two battles left in round 1 are both kept, Continue offers the newer', async ({ page }) => {
  test.setTimeout(180_000);
  const guard = watchConsole(page);
  await page.goto('/');
  await leaveInRoundOne(page, 'warehouse', 'auto-one');
  const resume = page.locator('.btn.continue');
  await expect(resume).toContainText('Continue: Warehouse');
  await expect(resume).toContainText('Round 1');
  await leaveInRoundOne(page, 'office-floor', 'auto-two');
  await expect(resume).toContainText(/Continue: Office/);

  // Both games are on the load screen, each its own autosave, told apart by map and start.
  await page.getByRole('button', { name: 'Load game', exact: true }).click();
  const list = page.getByRole('listbox', { name: 'Saved games' });
  const autosaves = list.getByRole('option', { name: /\(autosave of the game begun / });
  await expect(autosaves).toHaveCount(2);
  await expect(list.getByRole('option', { name: /^Warehouse: .*\(autosave of the game begun .*Round 1/ })).toHaveCount(1);
  await expect(list.getByRole('option', { name: /^Office.*\(autosave of the game begun .*Round 1/ })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/load-two-autosaves.png` });
  // The first one opens at its round.
  await list.getByRole('option', { name: /^Warehouse: / }).click();
  await page.getByRole('button', { name: /^Open Warehouse: / }).click();
  await tableReady(page);
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-round', '1');
  expect(guard.errors).toEqual([]);
});
