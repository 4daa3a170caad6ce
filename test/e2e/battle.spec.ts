import { expect, test, type Page } from '@playwright/test';
import { codeNames, mapHost, nextTurn, round, startBattle, walkSomewhere } from '../helpers/battle-table';
import { watchConsole } from '../helpers/page-guard';
import { pixelStats } from '../helpers/pixel-stats';

// The tactical table in Chromium, end to end, with the shipped map and agents.
// Screenshots of every screen and state, to look at (BATTLE_SHOTS moves them out of test-results).
const SHOTS = process.env.BATTLE_SHOTS ?? 'test-results/screens';
const CHANCE = /(\d{1,2}\.\d|>99\.9|<0\.1|100|0)%/;

async function setUp(page: Page, seats: { side2Human?: boolean } = {}): Promise<{ mine: string[]; theirs: string[] }> {
  await page.goto('/');
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await expect(page.getByRole('heading', { name: 'New tactical battle' })).toBeVisible();
  // The defaults: a shipped map, shipped squads, one human seat against the computer.
  await expect(page.getByLabel('Map', { exact: true })).toHaveValue('warehouse');
  await expect(page.getByLabel('Side 1 played by')).toHaveValue('human');
  await expect(page.getByLabel('Side 2 played by')).toHaveValue('veteran');
  await page.getByLabel('Seed').fill('e2e-battle');
  await page.getByLabel('Seed').press('Tab');
  if (seats.side2Human) await page.getByLabel('Side 2 played by').selectOption('human');
  const mine = await codeNames(page, 1);
  const theirs = await codeNames(page, 2);
  expect(mine.length).toBeGreaterThan(0);
  expect(theirs.length).toBeGreaterThan(0);
  return { mine, theirs };
}

test('solo battle with the defaults: move, read the odds, attack, find the roll; the projector shows only what the players see', async ({ page, context }) => {
  test.setTimeout(600_000);
  const guard = watchConsole(page);
  const projector = await context.newPage();
  const projectorGuard = watchConsole(projector);
  await projector.setViewportSize({ width: 1600, height: 900 });
  await projector.goto('/#/projector');

  const { theirs } = await setUp(page);
  await page.screenshot({ path: `${SHOTS}/battle-setup.png` });
  await startBattle(page);
  // The first-battle guide has its own spec (guide.spec.ts); this player has seen it (playwright.config.ts).
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-waiting', 'turn', { timeout: 30_000 });
  await expect(page.locator('.guide-card')).toHaveCount(0);
  await page.getByLabel('Computer pace').selectOption('instant');
  await expect(page.getByRole('list', { name: 'Initiative' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dice log' })).toContainText('Initiative');

  // The map is drawn: many colours, mostly not the background.
  const shot = await mapHost(page).screenshot({ path: `${SHOTS}/battle-table.png` });
  const stats = await pixelStats(page, shot);
  expect(stats.distinct).toBeGreaterThan(20);
  expect(stats.nonBackground / stats.total).toBeGreaterThan(0.3);

  // The projector picked the battle up and draws the same map.
  await expect(projector.locator('.bt-proj-map canvas[data-renderer]')).toHaveAttribute('data-renderer', 'webgl', { timeout: 60_000 });
  const firstProjectedRound = Number((await projector.locator('.bt-projector').getAttribute('data-round')) ?? 0);

  let moved = false;
  let attacked = false;
  let previewShot = false;
  let projectorChecked = false;
  for (let step = 0; step < 400; step += 1) {
    const turn = await nextTurn(page);
    if (turn === 'over') break;
    if ((await round(page)) > 10 && attacked) break;
    if (turn === 'dodge') {
      await page.screenshot({ path: `${SHOTS}/battle-dodge.png` });
      await page.keyboard.press('Shift+D');
      continue;
    }
    if (!moved) {
      moved = await walkSomewhere(page);
      if (moved) await page.screenshot({ path: `${SHOTS}/battle-moved.png` });
    }
    const targets = (await page.locator('#bt-target option').count()) - 1;
    if (targets > 0 && !attacked) {
      await mapHost(page).focus();
      await page.keyboard.press('t');
      const preview = page.getByRole('region', { name: 'Attack preview' });
      await expect(preview).toBeVisible();
      const chance = await preview.getByTestId('hit-chance').textContent();
      expect(chance ?? '').toMatch(CHANCE);
      await expect(preview.getByRole('table')).toContainText('Difficulty');
      await expect(preview.locator('.wound-bar .bar')).toBeVisible();
      if (!previewShot) {
        await page.screenshot({ path: `${SHOTS}/battle-preview.png` });
        previewShot = true;
      }
      const title = (await preview.locator('h3').textContent()) ?? '';
      const [attacker = '', targetName = ''] = title.split('→').map((x) => x.trim());
      const entries = page.getByRole('region', { name: 'Dice log' }).locator('.dice-entry', { hasText: `${attacker} → ${targetName}` });
      const before = await entries.count();
      await page.keyboard.press('a');
      // The roll, with its faces and outcome, in the Dice log.
      await expect(entries).toHaveCount(before + 1);
      const entry = entries.last();
      await expect(entry).toBeVisible();
      await expect(entry).toContainText(/dice \[[−0+ ]+\] = -?\d+/);
      await expect(entry).toContainText(/→ (hit|miss)/);
      await page.screenshot({ path: `${SHOTS}/battle-attacked.png` });
      attacked = true;
      continue;
    }
    if (!projectorChecked && (await round(page)) >= 2) {
      // No enemy the players cannot see is on the projector: not on its map, not in its panels.
      const r = await round(page);
      await expect(projector.locator('.bt-projector')).toHaveAttribute('data-round', String(r), { timeout: 20_000 });
      await page.waitForTimeout(400);
      const visible = await page.getByRole('list', { name: 'Initiative' }).textContent();
      const unseen = theirs.filter((n) => !(visible ?? '').includes(n));
      const drawn = (await projector.locator('.bt-projector').getAttribute('data-units')) ?? '';
      const text = (await projector.content()) ?? '';
      for (const name of unseen) {
        expect(drawn, `projector draws ${name}`).not.toContain(name);
        expect(text, `projector names ${name}`).not.toContain(name);
      }
      await projector.screenshot({ path: `${SHOTS}/battle-projector.png` });
      projectorChecked = true;
    }
    await mapHost(page).focus();
    await page.keyboard.press('e');
  }
  expect(moved).toBe(true);
  expect(attacked).toBe(true);
  // The save controller's toolbar, and an autosave after every round.
  await expect(page.getByRole('toolbar', { name: 'Saving' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Saving' })).toContainText(/Autosaved/);
  expect(projectorChecked).toBe(true);
  expect(Number((await projector.locator('.bt-projector').getAttribute('data-round')) ?? 0)).toBeGreaterThan(firstProjectedRound);

  // The help overlay lists every key.
  await mapHost(page).focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keys' });
  await expect(help).toContainText('End turn');
  await expect(help).toContainText('Next target');
  await page.screenshot({ path: `${SHOTS}/battle-help.png` });
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  expect(guard.errors).toEqual([]);
  expect(projectorGuard.errors).toEqual([]);
});

test('hot-seat: the hand-over hides the board and leaves nothing of the last seat in the page', async ({ page }) => {
  test.setTimeout(300_000);
  const guard = watchConsole(page);
  const { mine, theirs } = await setUp(page, { side2Human: true });
  await startBattle(page);
  let handovers = 0;
  for (let step = 0; step < 30 && handovers < 3; step += 1) {
    const turn = await nextTurn(page);
    if (turn === 'over') break;
    if (turn === 'handover') {
      handovers += 1;
      const html = await page.locator('#app').innerHTML();
      for (const name of [...mine, ...theirs]) expect(html, `hand-over page holds ${name}`).not.toContain(name);
      await expect(mapHost(page)).toBeHidden();
      if (handovers === 1) await page.screenshot({ path: `${SHOTS}/battle-handover.png` });
      await page.getByRole('button', { name: /^Show the board to / }).click();
      continue;
    }
    if (turn === 'dodge') {
      await page.getByRole('button', { name: /^Take it/ }).click();
      continue;
    }
    // A seat sees its own units and never the other seat's unseen ones.
    const own = (await page.locator('.bt-status').textContent()) ?? '';
    const ownNames = own.startsWith('Red Team') ? mine : theirs;
    const otherNames = own.startsWith('Red Team') ? theirs : mine;
    const tracker = (await page.getByRole('list', { name: 'Initiative' }).textContent()) ?? '';
    expect(ownNames.some((n) => tracker.includes(n))).toBe(true);
    if (handovers === 1) await page.screenshot({ path: `${SHOTS}/battle-hotseat-board.png` });
    expect(otherNames.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'End turn' }).click();
  }
  expect(handovers).toBeGreaterThanOrEqual(2);
  expect(guard.errors).toEqual([]);
});
