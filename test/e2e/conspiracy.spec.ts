import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../helpers/page-guard';
import { endTurn } from '../helpers/hats';

const SHOTS = 'test-results/screens';

async function openTab(page: Page, name: 'Briefing' | 'Operatives' | 'Log'): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('blacksite.guide.hats.seen', '1'));
});

async function newGame(page: Page, seed: string, seats: Record<string, string> = {}): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'New conspiracy game', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New conspiracy game' })).toBeVisible();
  await page.getByLabel('Seed').fill(seed);
  for (const [seat, controller] of Object.entries(seats)) await page.getByLabel(seat).selectOption({ label: controller });
  await page.screenshot({ path: `${SHOTS}/conspiracy-setup.png` });
  await page.getByRole('button', { name: 'Start game' }).click();
}

/** Picks, in the open orders dialog, the first action whose preview shows odds. */
async function chooseActionWithOdds(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  // The possible kinds only (the others, under "Not possible now", preview but do not commit).
  const kinds = await dialog.getByLabel('Action').locator(':scope > option').allTextContents();
  for (const kind of kinds) {
    await dialog.getByLabel('Action').selectOption({ label: kind });
    if ((await dialog.locator('.preview .odds').count()) > 0) return kind;
  }
  throw new Error(`no action with odds among ${kinds.join(', ')}`);
}

test('solo game with the defaults: an action through a dialog with exact odds, end turn, the computer plays', async ({ page }) => {
  const guard = watchConsole(page);
  await newGame(page, 'e2e-solo');
  await expect(page.getByRole('heading', { level: 1, name: 'The Illuminated Order' })).toBeVisible();
  await expect(page.locator('.bh-map .pin')).toHaveCount(36);
  // Focus opens on the briefing, not on the save toolbar.
  await expect(page.getByRole('heading', { name: 'Since your last turn' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/conspiracy-board.png` });
  // With no notice yet, the side panel's status slot says what the turn holds and the way on.
  await expect(page.locator('.side-status .turn-hint')).toHaveText('Your turn: 3 Agents can act. Give orders on Operatives, then End turn (E).');

  // The map by keyboard: arrows walk the pins, Enter opens an Area's dossier, Escape closes it.
  await page.getByRole('button', { name: /^Chicago, gateway/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: /^Detroit:/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Detroit', exact: true })).toBeVisible();
  await expect(page.locator('.area-card')).toContainText('Motor City Autoworkers');
  await page.screenshot({ path: `${SHOTS}/conspiracy-area.png` });
  // The dossier is a lit-html template (area-card.ts): the board's re-render on a tab change keeps its nodes.
  const close = page.getByRole('button', { name: 'Close the Detroit dossier' });
  await close.evaluate((el) => el.setAttribute('data-e2e-kept', 'yes'));
  await openTab(page, 'Log');
  await openTab(page, 'Briefing');
  await expect(close).toHaveAttribute('data-e2e-kept', 'yes');
  await page.getByRole('button', { name: /^Detroit:/ }).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('.area-card')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Detroit:/ })).toBeFocused();

  await openTab(page, 'Log');
  const logBefore = await page.locator('.dossier .entry').count();
  await openTab(page, 'Operatives');
  const orders = page.getByRole('button', { name: /^Orders for / });
  let kind = '';
  for (let i = 0; i < (await orders.count()) && kind === ''; i += 1) {
    await orders.nth(i).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    kind = await chooseActionWithOdds(page).catch(() => '');
    if (kind === '') await page.keyboard.press('Escape');
  }
  expect(kind).not.toBe('');
  const dialog = page.getByRole('dialog');
  // The cost, the traits compared and the exact odds, before committing.
  await expect(dialog.locator('.preview .cost')).toContainText(/Cost/);
  await expect(dialog.getByRole('rowheader', { name: 'Yours' }).first()).toBeVisible();
  await expect(dialog.getByRole('rowheader', { name: 'Against' }).first()).toBeVisible();
  await expect(dialog.locator('.preview .odds').first()).toHaveText(/^\w[\w+-]* vs \w[\w+-]*: (\d{1,2}\.\d|>99\.9|<0\.1|100|0)%$/);
  await page.screenshot({ path: `${SHOTS}/conspiracy-orders.png` });
  await dialog.getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openTab(page, 'Log');
  await expect(page.locator('.dossier .entry')).not.toHaveCount(logBefore);

  // The map and the side panel's tabs keep their places while the computer plays: its strip takes
  // the notice's place at the head of the side panel, in a slot of one height.
  const map = page.locator('.map-wrap .bh-map');
  const tabs = page.locator('.side .tabs');
  const before = await map.boundingBox();
  const tabsBefore = await tabs.boundingBox();
  // Agents that could still act: End turn asks first (a turn handed on cannot be undone), names
  // them, and offers their orders instead; Escape goes back, E asks again.
  await openTab(page, 'Operatives');
  const readyNames = await page.locator('.operative.ready:not(.group) .op-name').allTextContents();
  expect(readyNames.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'End turn' }).click();
  const ask = page.getByRole('dialog', { name: 'End your turn?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'End the turn now' })).toBeFocused();
  for (const name of readyNames) await expect(ask.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(ask).toContainText('cannot be undone');
  await page.screenshot({ path: `${SHOTS}/conspiracy-end-ask.png` });
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(page.locator('.bh-header .sub')).toContainText('Turn 1 · your Actions');
  await page.locator('body').press('e');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: readyNames[0] ?? '', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Orders for ${readyNames[0] ?? ''}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('body').press('e');
  await ask.getByRole('button', { name: 'End the turn now' }).click();
  await expect(page.locator('.side-status .banner.computer')).toBeVisible();
  expect(await map.boundingBox()).toEqual(before);
  expect(await tabs.boundingBox()).toEqual(tabsBefore);
  await page.screenshot({ path: `${SHOTS}/conspiracy-computer.png` });
  await expect(page.locator('.bh-header .sub')).toContainText('Turn 2 · your Actions', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'End turn' })).toBeEnabled();
  expect(await map.boundingBox()).toEqual(before);
  // A new turn opens on its briefing; the log has the new round's lines.
  await expect(page.getByRole('tab', { name: 'Briefing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.summary-line').first()).toBeVisible();
  await openTab(page, 'Log');
  await expect(page.locator('.entry-date').first()).toContainText('Turn 2 —');
  expect(guard.errors).toEqual([]);
});

test('hot-seat: the hand-over screen holds none of the last seat\'s secrets; the projector shows only the public board', async ({ page, context }) => {
  const guard = watchConsole(page);
  const projector = await context.newPage();
  const projectorGuard = watchConsole(projector);
  await projector.setViewportSize({ width: 1600, height: 900 });
  await projector.goto('/#/projector');
  await expect(projector.getByRole('heading', { name: 'Waiting for a conspiracy game' })).toBeVisible();

  await newGame(page, 'e2e-hotseat', { 'The Pacific Syndicate': 'Human' });
  await expect(page.getByRole('heading', { name: 'Pass to The Illuminated Order' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the board to The Illuminated Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Illuminated Order' })).toBeVisible();

  await openTab(page, 'Operatives');
  const names1 = await page.locator('.operative:not(.group) .op-name').allTextContents();
  const greenbacks1 = (await page.locator('[data-stat="greenbacks"] .v').textContent()) ?? '';
  await openTab(page, 'Log');
  const privateLog1 = await page.locator('.entry.private .entry-text').allTextContents();
  expect(names1.length).toBeGreaterThan(0);
  expect(privateLog1.length).toBeGreaterThan(0);

  // The Order's player says not to be asked again; that holds for the Order's seat only.
  await page.getByRole('button', { name: 'End turn' }).click();
  await page.getByRole('dialog', { name: 'End your turn?' }).getByLabel('Do not ask again until I leave this game').check();
  await page.getByRole('dialog', { name: 'End your turn?' }).getByRole('button', { name: 'End the turn now' }).click();
  await expect(page.getByRole('heading', { name: 'Pass to The Pacific Syndicate' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/conspiracy-handover.png` });
  const handover = await page.content();
  for (const name of names1) expect(handover, `hand-over shows ${name}`).not.toContain(name);
  for (const line of privateLog1) expect(handover).not.toContain(line);
  expect(handover).not.toContain('Greenbacks');
  expect(handover).not.toContain(`${greenbacks1} left`);
  await expect(page.locator('[data-stat], .operative, .dossier, .bh-map')).toHaveCount(0);

  await page.getByRole('button', { name: 'Show the board to The Pacific Syndicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Pacific Syndicate' })).toBeVisible();
  await openTab(page, 'Operatives');
  const names2 = await page.locator('.operative:not(.group) .op-name').allTextContents();
  expect(names2.length).toBeGreaterThan(0);
  const board2 = await page.content();
  for (const name of names1) expect(board2).not.toContain(name);
  await page.screenshot({ path: `${SHOTS}/conspiracy-board-seat2.png` });

  // The Syndicate's player is still asked (in hot-seat the next player is somebody else).
  await page.getByRole('button', { name: 'End turn' }).click();
  await expect(page.getByRole('dialog', { name: 'End your turn?' })).toBeVisible();
  await page.getByRole('dialog', { name: 'End your turn?' }).getByRole('button', { name: 'End the turn now' }).click();
  await expect(page.getByRole('heading', { name: 'Pass to The Illuminated Order' })).toBeVisible();

  // The projector followed along, and shows only the public board.
  await expect(projector.getByRole('heading', { name: 'Shadow War' })).toBeVisible();
  await expect(projector.locator('.proj-turn')).toHaveText('Turn 2');
  await expect(projector.locator('.bh-map .pin')).toHaveCount(36);
  await projector.screenshot({ path: `${SHOTS}/conspiracy-projector.png` });
  const shown = await projector.content();
  for (const name of [...names1, ...names2]) expect(shown, `projector shows ${name}`).not.toContain(name);
  expect(shown).not.toContain('Eyes only');
  expect(shown).not.toContain('Greenbacks');
  await expect(projector.locator('.chip-letter')).toHaveCount(0);
  expect(guard.errors).toEqual([]);
  expect(projectorGuard.errors).toEqual([]);
});

test('hot-seat Bribery: the defender answers in private after a hand-over, and the attacker gets the table back', async ({ page }) => {
  const guard = watchConsole(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newGame(page, 'bribe-1', { 'The Pacific Syndicate': 'Human' });
  await page.getByRole('button', { name: 'Show the board to The Illuminated Order' }).click();
  await openTab(page, 'Operatives');
  const agent = (await page.locator('.operative:not(.group) .op-name').first().textContent()) ?? '';
  // Round 1: fly the Agent to the Syndicate's home (gateway to gateway, R-HATS-3).
  await page.getByRole('button', { name: `Orders for ${agent}` }).click();
  await page.getByRole('dialog').getByLabel('Action').selectOption({ label: 'Move' });
  await page.getByRole('dialog').getByLabel('Choice').selectOption({ label: 'Move to Los Angeles' });
  await page.getByRole('dialog').getByRole('button', { name: 'Commit' }).click();
  await endTurn(page);
  await page.getByRole('button', { name: 'Show the board to The Pacific Syndicate' }).click();
  await endTurn(page);
  await page.getByRole('button', { name: 'Show the board to The Illuminated Order' }).click();
  await openTab(page, 'Operatives');

  // Round 2: bribe a Syndicate Group; the preview gives the odds for each answer the defender may give.
  await page.getByRole('button', { name: `Orders for ${agent}` }).click();
  const dialog = page.getByRole('dialog', { name: `Orders for ${agent}` });
  await dialog.getByLabel('Action').selectOption({ label: 'Bribery' });
  await dialog.getByLabel('Choice').selectOption({ label: 'Bribe Hollywood Studio System' });
  await expect(dialog.locator('.preview .odds')).toHaveText(/vs .*: \d/);
  await expect(dialog.locator('.preview .notes')).toContainText('If the defender pays 5');
  await dialog.getByRole('button', { name: 'Commit' }).click();

  await expect(page.getByRole('heading', { name: 'Pass to The Pacific Syndicate' })).toBeVisible();
  await expect(page.getByText('must answer a Bribery attempt, in private')).toBeVisible();
  expect(await page.content()).not.toContain('Greenbacks');
  await page.getByRole('button', { name: 'Show the board to The Pacific Syndicate' }).click();
  const prompt = page.getByRole('dialog', { name: 'Bribery against Hollywood Studio System' });
  await expect(prompt).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/conspiracy-bribe-defence.png` });
  // The answer cannot be dodged with Escape.
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Pay 5 greenbacks for +1' }).click();

  await expect(page.getByRole('heading', { name: 'Pass to The Illuminated Order' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the board to The Illuminated Order' }).click();
  await openTab(page, 'Log');
  await expect(page.locator('.entry-text').first()).toContainText(/Hollywood Studio System (refuses the bribe|takes the money)/);
  expect(guard.errors).toEqual([]);
});
