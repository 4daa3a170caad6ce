import { expect, test, type Page } from '@playwright/test';
import { codeNames, mapHost, nextTurn, round, tableReady } from '../helpers/battle-table';
import { chromiumAxText } from '../helpers/ax-tree';
import { watchConsole } from '../helpers/page-guard';

// The rebuilt table. Secrecy after every hand-over (DOM text, attributes, the
// accessibility tree and storage), the same against the computer, Start battle on the first
// click, the layout at 1280x720 with UI scale 100/150/200% and at 1280x800 with 150% (no control
// cut off), the Rules button, the band words and the hovered cell's cover drawn on the map.
const SHOTS = process.env.TABLE_SHOTS ?? 'test-results/screens';

async function setScale(page: Page, scale: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByLabel('UI scale').selectOption(scale);
  await expect(page.getByRole('status')).toContainText('Saved');
  await page.getByRole('button', { name: 'Back to the menu' }).click();
}

interface Sides {
  readonly red: string[];
  readonly other: string[];
}

async function setUp(page: Page, o: { map?: string; seed: string; hotSeat: boolean }): Promise<Sides> {
  await page.goto('/');
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  if (o.map) await page.getByLabel('Map', { exact: true }).selectOption(o.map);
  if (o.hotSeat) await page.getByLabel('Side 2 played by').selectOption('human');
  // Typed, then Start at once: the first click starts the battle (no Tab, no second click).
  await page.getByLabel('Seed').fill(o.seed);
  const red = await codeNames(page, 1);
  const other = await codeNames(page, 2);
  await page.getByRole('button', { name: 'Start battle' }).click();
  await tableReady(page);
  return { red, other };
}

/** What the page holds that a reader, a script or a screen reader could find. */
async function pageHolds(page: Page): Promise<{ html: string; aria: string; ax: string; storage: string }> {
  const html = await page.locator('#app').evaluate((el) => el.outerHTML);
  const aria = await page.locator('#app').ariaSnapshot();
  const ax = await chromiumAxText(page);
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  return { html, aria, ax, storage };
}

/** The seat's "In sight" list and its logs: the only places an enemy may be named. */
async function allowedText(page: Page): Promise<string> {
  const list = page.getByRole('list', { name: 'In sight' });
  const inSight = (await list.count()) > 0 ? ((await list.textContent()) ?? '') : '';
  const logs = (await page.locator('.bt-logs').textContent()) ?? '';
  return `${inSight}\n${logs}`;
}

/** Contract of point 5: no enemy name anywhere in the page unless in "In sight" or a log line. */
async function checkSecrets(page: Page, enemies: readonly string[], where: string): Promise<void> {
  const held = await pageHolds(page);
  const allowed = await allowedText(page);
  for (const name of enemies) {
    if (allowed.includes(name)) continue;
    expect(held.html, `${where}: the DOM names ${name}`).not.toContain(name);
    expect(held.aria, `${where}: the accessibility tree names ${name}`).not.toContain(name);
    expect(held.ax, `${where}: Chromium's accessibility tree names ${name}`).not.toContain(name);
    expect(held.storage, `${where}: storage names ${name}`).not.toContain(name);
  }
}

/** Point 4: the next seat starts from its own units: the cursor (the flash-bang's cell) is on one of them. */
async function checkFreshStart(page: Page): Promise<void> {
  const own = await page.getByRole('list', { name: 'In sight' }).locator('li.own').allTextContents();
  const throwBtn = page.locator('[data-action="throw"]');
  if ((await throwBtn.count()) === 0) return;
  const label = (await throwBtn.textContent()) ?? '';
  const cell = /\((\d+), (\d+)\)/.exec(label)?.[0];
  expect(cell, 'the flash-bang label names a cell').toBeDefined();
  expect(own.some((t) => t.includes(cell ?? '?')), `the cursor ${cell} is not on an own unit after the hand-over`).toBe(true);
}

/** One step of a seat's turn: attack what is in reach once, else walk or end the turn. */
async function playTurn(page: Page): Promise<void> {
  const targets = (await page.locator('#bt-target option').count()) - 1;
  const attack = page.locator('[data-action="attack"]');
  await mapHost(page).focus();
  if (targets > 0) {
    await page.keyboard.press('t');
    if (await attack.isEnabled()) {
      await page.keyboard.press('a');
      await expect(page.locator('.bt-screen')).not.toHaveAttribute('data-waiting', 'turn', { timeout: 2000 }).catch(() => undefined);
      return;
    }
  }
  await page.keyboard.press('e');
}

async function playHotSeat(page: Page, sides: Sides, rounds: number, shotName: string): Promise<number> {
  let handovers = 0;
  const everyone = [...sides.red, ...sides.other];
  for (let step = 0; step < 600 && (await round(page)) <= rounds; step += 1) {
    const turn = await nextTurn(page);
    if (turn === 'over') break;
    if (turn === 'handover') {
      handovers += 1;
      // The hand-over screen names no unit at all, and the board is hidden.
      const held = await pageHolds(page);
      for (const name of everyone) {
        expect(held.html, `hand-over ${handovers}: DOM names ${name}`).not.toContain(name);
        expect(held.aria, `hand-over ${handovers}: accessibility tree names ${name}`).not.toContain(name);
        expect(held.storage, `hand-over ${handovers}: storage names ${name}`).not.toContain(name);
      }
      await expect(mapHost(page)).toBeHidden();
      if (handovers === 2) await page.screenshot({ path: `${SHOTS}/${shotName}-handover.png` });
      await page.getByRole('button', { name: /^Show the board to / }).click();
      await expect(page.locator('.bt-screen')).not.toHaveAttribute('data-waiting', 'handover');
      // The seat on screen now: which side is it?
      const status = (await page.locator('.bt-status').textContent()) ?? '';
      const own = await page.getByRole('list', { name: 'In sight' }).locator('li.own').allTextContents();
      const redSeat = sides.red.some((n) => own.some((t) => t.includes(n)));
      await checkSecrets(page, redSeat ? sides.other : sides.red, `after hand-over ${handovers} (${status})`);
      await checkFreshStart(page);
      if (handovers === 3) await page.screenshot({ path: `${SHOTS}/${shotName}-board.png` });
      continue;
    }
    if (turn === 'dodge') {
      await page.locator('.bt-dialog [data-action="no-defence"]').click();
      continue;
    }
    // The map describes a unit of this seat (N: next unit); the hand-over must forget it.
    await mapHost(page).focus();
    await page.keyboard.press('n');
    await playTurn(page);
  }
  return handovers;
}

test('Start battle works on the first click after typing in a field', async ({ page }) => {
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByLabel('Side 1 name').fill('Night Owls');
  await page.getByLabel('Seed').fill('first-click');
  await page.getByRole('button', { name: 'Start battle' }).click();
  await tableReady(page);
  await expect(page.locator('.bt-status')).toContainText(/Night Owls|computer|initiative/i);
  expect(guard.errors).toEqual([]);
});

for (const map of ['warehouse', 'office-floor']) {
  test(`hot-seat on ${map}: five rounds, and after every hand-over the page names no enemy outside "In sight" and the logs`, async ({ page }) => {
    test.setTimeout(900_000);
    const guard = watchConsole(page);
    const sides = await setUp(page, { map, seed: `i12-${map}`, hotSeat: true });
    const handovers = await playHotSeat(page, sides, 5, `table-hotseat-${map}`);
    expect(handovers).toBeGreaterThanOrEqual(5);
    expect(await round(page)).toBeGreaterThanOrEqual(5);
    expect(guard.errors).toEqual([]);
  });
}

for (const map of ['compound', 'warehouse']) {
  test(`against the computer on ${map}: five rounds, and the page never names an enemy outside "In sight" and the logs`, async ({ page }) => {
    test.setTimeout(900_000);
    const guard = watchConsole(page);
    const sides = await setUp(page, { map, seed: map === 'compound' ? 'i12-solo' : `i12-solo-${map}`, hotSeat: false });
    await page.getByLabel('Computer pace').selectOption('instant');
    let checks = 0;
    for (let step = 0; step < 600 && (await round(page)) <= 5; step += 1) {
      const turn = await nextTurn(page);
      if (turn === 'over') break;
      await checkSecrets(page, sides.other, `${map} round ${await round(page)}`);
      checks += 1;
      if (turn === 'dodge') {
        await page.locator('.bt-dialog [data-action="no-defence"]').click();
        continue;
      }
      await playTurn(page);
    }
    expect(checks).toBeGreaterThanOrEqual(5);
    expect(guard.errors).toEqual([]);
  });
}

/** Every control of the header and the action bar is inside the window and not covered or clipped. */
async function checkNotCutOff(page: Page, where: string, height: number): Promise<void> {
  const controls = page.locator('.bt-top button, .bt-top select, .action-bar button, .action-bar select, .action-bar [data-testid="bar-odds"]');
  const n = await controls.count();
  expect(n).toBeGreaterThan(4);
  for (let i = 0; i < n; i += 1) {
    const c = controls.nth(i);
    if (!(await c.isVisible())) continue;
    const box = await c.boundingBox();
    const label = (await c.getAttribute('aria-label')) ?? (await c.textContent()) ?? '';
    expect(box, `${where}: ${label} has a box`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${where}: ${label} starts left of the window`).toBeGreaterThanOrEqual(0);
    expect(box.y, `${where}: ${label} starts above the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${where}: ${label} is cut off on the right`).toBeLessThanOrEqual(1280 + 0.5);
    expect(box.y + box.height, `${where}: ${label} is cut off below`).toBeLessThanOrEqual(height + 0.5);
    // Its middle is really it: not hidden under another element or clipped by a scroller.
    const hit = await c.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return at !== null && (at === el || el.contains(at) || (el instanceof HTMLLabelElement && at === el.control));
    });
    expect(hit, `${where}: ${label} is covered or clipped`).toBe(true);
  }
}

/** The Rules button opens the rules reference over the table, with the battle's house rules; Escape closes it. */
async function checkRules(page: Page, shot: string): Promise<void> {
  await page.locator('.bt-tools').getByRole('button', { name: 'Rules', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rules reference' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'House rules in force in this game' })).toContainText('R-OPS-15');
  await page.screenshot({ path: `${SHOTS}/${shot}-rules.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** The acting unit's cell, from its "In sight" line. */
async function actingCell(page: Page): Promise<{ x: number; y: number }> {
  const title = (await page.locator('#bt-actions-title').textContent()) ?? '';
  const own = page.getByRole('list', { name: 'In sight' }).locator('li.own');
  for (let i = 0; i < (await own.count()); i += 1) {
    const name = ((await own.nth(i).getByRole('button').textContent()) ?? '').trim();
    const at = /\((\d+), (\d+)\)/.exec((await own.nth(i).textContent()) ?? '');
    if (name && title.includes(name) && at) return { x: Number(at[1]), y: Number(at[2]) };
  }
  throw new Error(`no "In sight" line for ${title}`);
}

/** With an enemy in sight: the B key prints the band words on the map (where their rings are on screen), and the cell under the cursor shows its cover against the enemy. */
async function checkMapWords(page: Page, shot: string): Promise<void> {
  const host = mapHost(page);
  await host.focus();
  await page.keyboard.press('b');
  await expect(host).toHaveAttribute('data-band-words', /\b(Terrible|Poor|Mediocre|Fair|Good|Great|Superb)\b/);
  await page.screenshot({ path: `${SHOTS}/${shot}-bands.png` });
  await page.keyboard.press('b');
  await expect(host).toHaveAttribute('data-band-words', '');
  // The cursor walks from the target back toward the acting unit until a free cell shows its cover.
  const me = await actingCell(page);
  let drawn = false;
  for (let i = 0; i < 60 && !drawn; i += 1) {
    const status = (await host.getAttribute('data-cover-preview')) ?? '';
    if (/cover|line of fire/.test(status)) {
      drawn = true;
      break;
    }
    const at = /\((\d+), (\d+)\)/.exec((await page.locator('[data-action="throw"]').textContent().catch(() => '')) ?? '');
    const cx = at ? Number(at[1]) : me.x;
    const cy = at ? Number(at[2]) : me.y;
    if (cx === me.x && cy === me.y) break;
    await page.keyboard.press(Math.abs(cx - me.x) >= Math.abs(cy - me.y) ? (cx > me.x ? 'Shift+ArrowLeft' : 'Shift+ArrowRight') : cy > me.y ? 'Shift+ArrowUp' : 'Shift+ArrowDown');
  }
  expect(drawn, 'the map draws the cover of a free cell against the enemy in sight').toBe(true);
  const words = (await host.getAttribute('data-cover-preview')) ?? '';
  expect(words.split(', ').every((w) => ['full cover', 'partial cover', 'no cover', 'no line of fire'].includes(w))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/${shot}-cover.png` });
}

const LAYOUTS = [
  { width: 1280, height: 720, scale: '1' },
  { width: 1280, height: 720, scale: '1.5' },
  { width: 1280, height: 720, scale: '2' },
  { width: 1280, height: 800, scale: '1.5' },
] as const;

for (const { width, height, scale } of LAYOUTS) {
  test(`layout at ${width}x${height}, UI scale ${Number(scale) * 100}%: the header, Attack, the odds and End turn are on screen`, async ({ page }) => {
    test.setTimeout(600_000);
    const guard = watchConsole(page);
    await page.setViewportSize({ width, height });
    await setScale(page, scale);
    await setUp(page, { seed: 'i12-layout', hotSeat: false });
    await page.getByLabel('Computer pace').selectOption('instant');
    const pct = Number(scale) * 100;
    const shot = height === 720 ? `table-${pct}` : `table-${width}x${height}-${pct}`;
    let odds = false;
    for (let step = 0; step < 200 && (await round(page)) <= 12; step += 1) {
      const turn = await nextTurn(page);
      if (turn === 'over') break;
      if (turn === 'dodge') {
        await page.locator('.bt-dialog [data-action="no-defence"]').click();
        continue;
      }
      if (step === 0) {
        await checkNotCutOff(page, `${width}x${height} scale ${pct}%`, height);
        await page.screenshot({ path: `${SHOTS}/${shot}.png` });
        await checkRules(page, shot);
      }
      if ((await page.locator('#bt-target option').count()) > 1) {
        await mapHost(page).focus();
        await page.keyboard.press('t');
        await expect(page.getByTestId('bar-odds')).toBeVisible();
        await expect(page.getByRole('region', { name: 'Attack preview' })).toBeVisible();
        await checkNotCutOff(page, `${width}x${height} scale ${pct}% with the odds open`, height);
        await page.screenshot({ path: `${SHOTS}/${shot}-odds.png` });
        if (scale === '1.5') await checkMapWords(page, shot);
        odds = true;
        break;
      }
      await mapHost(page).focus();
      await page.keyboard.press('e');
    }
    expect(odds, 'a target came into reach within 12 rounds').toBe(true);
    expect(guard.errors).toEqual([]);
  });
}
