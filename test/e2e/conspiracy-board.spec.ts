/**
 * What a strategy player expects from the Black Hats board, each from a saved game to jump to the
 * moment (test/unit/hats-fixtures.test.ts makes the fixtures): the threat of a rival one Group from
 * winning, the turn report and money ledger, the Groups list, orders from the map; and at the end,
 * the reveal of the true board turn by turn.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../helpers/page-guard';
import { setUiScale } from '../helpers/screen-walk';

const SHOTS = 'test-results/screens';

async function open(page: Page, file: string, title: RegExp): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('blacksite.guide.hats.seen', '1'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Load game', exact: true }).click();
  await page.getByLabel('Import a save file').setInputFiles(file);
  await page.getByRole('button', { name: title }).first().click();
}

test('a rival one Group from winning: the warning, the standings, the turn report and ledger, the Groups list and orders from the map', async ({ page }) => {
  const guard = watchConsole(page);
  await open(page, 'test/fixtures/conspiracy-threat.save.json', /^Open Shadow War: a rival one Group from winning/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Pacific Syndicate' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Briefing' })).toHaveAttribute('aria-selected', 'true');
  // Threat: what is known, what is not, and the warning (src/hats/view/threat.ts).
  const warning = page.locator('.threat-warning[data-level="likely"]');
  await expect(warning).toContainText(/The Illuminated Order could win on its next turn: it holds at least Scale \d+ of 12, and one more Group would do it/);
  await expect(page.locator('.standings tr:not(.own) td').first()).toContainText(/\d+ known/);
  await expect(page.locator('.standings tr:not(.own) td').first()).toContainText('could win next turn');
  // The turn report: its orders of last turn, and the ledger from then to the purse now.
  await expect(page.getByRole('heading', { name: /^Your orders in turn \d+$/ })).toBeVisible();
  const ledger = page.getByRole('table', { name: /^Money since turn \d+$/ });
  await expect(ledger.locator('tr.ledger-start')).toContainText('greenbacks');
  await expect(ledger.locator('tr.ledger-income')).toHaveCount(1);
  const purse = (await page.locator('[data-stat="greenbacks"] .v').textContent()) ?? '';
  await expect(ledger.locator('tr.ledger-now td')).toHaveText(`${purse} greenbacks`);
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/conspiracy-threat-100.png` });
  await ledger.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/conspiracy-ledger-100.png` });

  // The Groups list: all 45, filtered to its own, sorted by Scale; a Group opens its Area.
  await page.getByRole('tab', { name: 'Groups' }).click();
  const rows = page.locator('.groups-list tbody tr');
  await expect(rows).toHaveCount(45);
  await page.getByLabel('Controller').selectOption({ label: 'Yours' });
  const own = await rows.count();
  expect(own).toBeGreaterThan(0);
  await expect(rows.first().locator('td').nth(3)).toHaveText('Yours');
  await page.getByLabel('Controller').selectOption({ label: 'Any controller' });
  await page.getByRole('button', { name: 'Scale', exact: true }).click();
  const scales = (await rows.locator('td.num:nth-child(2)').allTextContents()).map(Number);
  expect(scales).toEqual([...scales].sort((a, b) => b - a));
  await page.getByLabel('Find a Group, Area or Region').fill('Chicago');
  await expect(rows.first()).toContainText('Chicago');
  await page.screenshot({ path: `${SHOTS}/conspiracy-groups-100.png` });
  await rows.first().locator('th .btn.link').click();
  await expect(page.getByRole('heading', { name: 'Chicago', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close the Chicago dossier' })).toBeFocused();
  await page.keyboard.press('Escape');

  // Orders from the map: choose an Agent, its targets are ringed; a click on one opens its orders aimed at it.
  await page.getByRole('tab', { name: /^Operatives/ }).click();
  const choose = page.getByRole('button', { name: 'Target on map' }).first();
  await choose.click();
  await expect(page.locator('.operative.chosen')).toHaveCount(1);
  const target = page.locator('.bh-map .pin.target').first();
  await expect(target).toBeVisible();
  const area = (await target.getAttribute('data-area')) ?? '';
  await page.screenshot({ path: `${SHOTS}/conspiracy-targets-100.png` });
  await target.locator('.pin-glyph').click({ force: true });
  const orders = page.getByRole('dialog', { name: /^Orders for / });
  await expect(orders).toBeVisible();
  const choice = (await orders.getByLabel('Choice').locator('option:checked').textContent()) ?? '';
  const areaName = await page.evaluate((id) => document.querySelector(`.pin[data-area="${id}"] .pin-label`)?.textContent ?? '', area);
  expect(choice).toContain(areaName);
  await expect(orders.locator('.preview')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(orders).toHaveCount(0);

  // A turn of two digits is never cut from the header's line.
  const turn = page.locator('.bh-header .sub .sub-part[data-part="turn"]');
  await expect(turn).toHaveText('Turn 14');
  expect(await turn.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // The log says whether each roll succeeded.
  await page.getByRole('tab', { name: 'Log' }).click();
  await expect(page.locator('.entry-rolls', { hasText: /: (succeeds|fails|a tie: it fails)/ }).first()).toBeVisible();
  // A research not possible now names no price and does not say it "simply happens".
  await page.getByRole('tab', { name: /^Operatives/ }).click();
  const scientist = page.locator('.operative', { hasText: 'Research Great' }).first();
  await scientist.getByRole('button', { name: /^Orders for / }).click();
  const research = page.getByRole('dialog', { name: /^Orders for / });
  await research.getByLabel('Action').selectOption({ label: 'Research' });
  const greyed = research.getByLabel('Choice').locator('optgroup[label="Not possible now"] option:not([disabled])').first();
  await research.getByLabel('Choice').selectOption({ label: (await greyed.textContent()) ?? '' });
  await expect(research.locator('.preview .problem')).toBeVisible();
  await expect(research.locator('.preview .no-roll')).toHaveCount(0);
  await expect(research.locator('.preview .cost', { hasText: 'Free' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // R-HATS-19: dismiss an Agent: asked first, with the upkeep it saves; then it is gone, and the last one is warned of.
  await page.getByRole('button', { name: 'Target on map' }).first().click();
  const agents = await page.locator('.operative:not(.group) .op-name').allTextContents();
  const last = agents.at(-1) ?? '';
  await page.locator('.operative', { hasText: last }).getByRole('button', { name: 'Dismiss…' }).click();
  const dismiss = page.getByRole('dialog', { name: `Dismiss ${last}?` });
  await expect(dismiss).toContainText(/leaves the conspiracy for good: \d+ greenbacks? less upkeep every turn/);
  await expect(dismiss.getByRole('button', { name: `Keep ${last}` })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/conspiracy-dismiss-100.png` });
  await dismiss.getByRole('button', { name: `Dismiss ${last}` }).click();
  await expect(page.getByRole('tab', { name: `Operatives (${agents.length - 1})` })).toBeVisible();
  await expect(page.locator('.side-status .notice')).toContainText(`${last} is dismissed and leaves the conspiracy.`);
  const remaining = agents[0] ?? '';
  await page.locator('.operative', { hasText: remaining }).getByRole('button', { name: 'Dismiss…' }).click();
  await expect(page.getByRole('dialog', { name: `Dismiss ${remaining}?` })).toContainText('It is the last Agent');
  await page.keyboard.press('Escape');

  // At 200% the briefing's warning and ledger are in reach, the map still a third of the window.
  await page.getByRole('tab', { name: 'Briefing' }).click();
  await setUiScale(page, '2');
  await warning.scrollIntoViewIfNeeded();
  await expect(warning).toBeInViewport();
  expect((await page.locator('.map-wrap .bh-map').boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(240);
  await page.screenshot({ path: `${SHOTS}/conspiracy-threat-200.png` });
  await setUiScale(page, '1');
  expect(guard.errors).toEqual([]);
});

test('the end of a game: the result, then the reveal of the true board turn by turn', async ({ page }) => {
  const guard = watchConsole(page);
  await open(page, 'test/fixtures/conspiracy-over.save.json', /^Open Shadow War: a game played to its end/);
  await expect(page.getByRole('button', { name: 'Play again' })).toBeVisible();
  const reveal = page.getByRole('region', { name: 'The reveal: the game as it truly went' });
  await expect(reveal.getByRole('heading', { name: 'The end: the true board' })).toBeVisible();
  // Both conspiracies' Agents and Groups, with their Groups' controllers drawn on the map in their letters.
  await expect(reveal.locator('.reveal-seats > li')).toHaveCount(2);
  await expect(reveal.locator('.reveal-map .chip-letter', { hasText: 'O' }).first()).toBeVisible();
  await expect(reveal.locator('.reveal-map .chip-letter', { hasText: 'S' }).first()).toBeVisible();
  await reveal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/conspiracy-reveal-end-100.png` });
  // Back a turn: what the computer did, every line, with whom it was written to.
  await reveal.getByRole('button', { name: 'Previous turn' }).click();
  await expect(reveal.getByRole('heading', { name: /^After Round \d+ · The (Illuminated Order|Pacific Syndicate)$/ })).toBeVisible();
  await expect(reveal.getByRole('combobox', { name: 'Turn' })).toBeFocused();
  await reveal.getByRole('combobox', { name: 'Turn' }).selectOption({ index: 2 });
  await expect(reveal.getByRole('heading', { name: /^After Round 1 · / })).toBeVisible();
  await expect(reveal.locator('.reveal-lines li').first()).toBeVisible();
  await expect(reveal.locator('.reveal-lines .to', { hasText: /^To The (Illuminated Order|Pacific Syndicate)/ }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/conspiracy-reveal-turn-100.png` });
  await setUiScale(page, '2');
  await reveal.getByRole('button', { name: 'Next turn' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/conspiracy-reveal-200.png` });
  await setUiScale(page, '1');
  expect(guard.errors).toEqual([]);
});
