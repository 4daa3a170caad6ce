import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { orderLinkAttack } from '../helpers/link-fight';
import { watchConsole } from '../helpers/page-guard';

// A Black Hats game with "play fights as firefights" on (R-LINK-1): the Order's Killer attacks the
// Syndicate's Killer in New York; the prompt offers "Play it out" or "Roll". Played out on the office
// floor, the Order's squad handed to the veteran computer (the test does not play a battle by hand; the
// table's pace set to instant), the debrief goes back to the board, where the result lands (R-LINK-2)
// and the log says where it came from. Fixture: test/fixtures/conspiracy-firefight.save.json (the
// Syndicate's Killer moved into New York and spotted by the Order, the option on).
const SHOTS = process.env.HOUSE_SHOTS ?? 'test-results/screens';

async function setScale(page: Page, value: string): Promise<void> {
  await page.goto('/#/settings');
  await page.getByLabel('UI scale').selectOption(value);
  await expect(page.getByRole('status')).toContainText('Saved');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('blacksite.guide.hats.seen', '1'));
});

test('a fight played out as a firefight lands on the board (R-LINK-1..3)', async ({ page }) => {
  test.setTimeout(240_000);
  const guard = watchConsole(page);
  const prompt = await orderLinkAttack(page);
  await expect(prompt).toContainText('Play it out: 4 against 4 on the office floor (a city); you play your squad, the computer the other');
  await expect(prompt).toContainText(/Roll \(R-HATS-7\): the attacker wins \d+\.\d%/);
  await page.screenshot({ path: `${SHOTS}/link-prompt-100.png` });
  await prompt.getByLabel('Your squad played by').selectOption('computer');
  await prompt.getByRole('button', { name: /^Play it out/ }).click();

  // The battle at the Black Ops table: the two Agents' squads, named after them.
  await expect(page.locator('.bt-screen')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/link-battle-100.png` });
  await page.locator('#bt-pace').selectOption('instant');
  await page.getByRole('button', { name: 'Back to the conspiracy board' }).click({ timeout: 120_000 });

  // Back on the board: the fight is settled from the battle (R-LINK-2) and the log says so.
  await expect(page.getByRole('dialog', { name: /attacks/ })).toHaveCount(0);
  await expect(page.getByText(/Ashen Heron attacks Ashen Jackal, played out as a firefight on an office floor, \d+ rounds? \(R-LINK-2\)/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/link-result-100.png` });

  // The save made here holds the battle, and `blacksite save verify` replays it, battle included (R-LINK-3).
  await page.getByRole('toolbar', { name: 'Saving' }).getByRole('button', { name: 'Save', exact: true }).click();
  const naming = page.getByRole('dialog', { name: 'Save as' });
  await naming.getByLabel('Name').fill('Link fight');
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('toolbar', { name: 'Saving' })).toContainText(/Saved/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Load game', exact: true }).click();
  const saved = page.getByRole('listbox').getByRole('option', { name: /^Link fight — / });
  await saved.click();
  const detail = page.getByRole('region', { name: 'Selected save' });
  const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: /^Export / }).click()]);
  const file = await download.path();
  const verified = execFileSync(process.execPath, ['bin/blacksite.mjs', 'save', 'verify', file], { encoding: 'utf8' });
  expect(verified).toContain('replay: the log reproduces the saved state');
  const commands = (JSON.parse(readFileSync(file, 'utf8')) as { commands: { type: string; play?: { mode: string } }[] }).commands;
  expect(commands.some((c) => c.type === 'fight.resolve' && c.play?.mode === 'battle')).toBe(true);
  expect(guard.errors).toEqual([]);
});

test('the prompt at 150%: played out, the battle and the result at 150%', async ({ page }) => {
  test.setTimeout(240_000);
  await setScale(page, '1.5');
  const prompt = await orderLinkAttack(page);
  await expect(prompt.getByRole('button', { name: /^Roll/ })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/link-prompt-150.png` });
  await prompt.getByLabel('Your squad played by').selectOption('computer');
  await prompt.getByRole('button', { name: /^Play it out/ }).click();
  await expect(page.locator('.bt-screen')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/link-battle-150.png` });
  await page.locator('#bt-pace').selectOption('instant');
  await page.getByRole('button', { name: 'Back to the conspiracy board' }).click({ timeout: 120_000 });
  await expect(page.getByText(/Ashen Heron attacks Ashen Jackal, played out as a firefight on an office floor, \d+ rounds? \(R-LINK-2\)/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/link-result-150.png` });
  await setScale(page, '1');
});
