import { expect, test, type Page } from '@playwright/test';
import { codeNames, mapHost, round, startBattle } from '../helpers/battle-table';
import { chromiumAxText } from '../helpers/ax-tree';
import { watchConsole } from '../helpers/page-guard';

// A GM table end to end: five rounds with GM edits of every kind (move, facing, wounds, ammunition,
// states by the panel and by single keys, add a random Elite, remove, doors, notes, rolls, templates,
// a ping, the blackout, the computer side held and stepped on its own); the players' display, DOM and
// accessibility tree, never shows what the GM keeps: a unit the players have not seen, a private roll,
// a GM note, the computer's plan. At UI scale 150%: every GM bar control in sight without sideways
// scrolling, the logs row folded for a taller map, who plays each side changed mid-battle, a token
// dragged by mouse; the save reloads with its GM lines.
const SHOTS = process.env.GM_SHOTS ?? 'test-results/screens';
test.use({ actionTimeout: 20_000 });

const SECRET_NOTE = 'Secret note: the vault code is 4471';
const SECRET_ROLL = 'secret reinforcements';
const GHOST = 'Ghost Heron';

async function gmSetUp(page: Page): Promise<{ players: string[]; enemies: string[] }> {
  await page.goto('/');
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByLabel('Table').selectOption('gm');
  await page.getByLabel('Seed').fill('e2e-gm');
  await page.getByLabel('Seed').press('Tab');
  await expect(page.getByLabel('Side 1 played by')).toHaveValue('human');
  await expect(page.getByLabel('Side 1 played by').locator('option[value="gm"]')).toHaveText('The GM, by hand');
  await page.getByLabel('Side 2 played by').selectOption('veteran');
  return { players: await codeNames(page, 1), enemies: await codeNames(page, 2) };
}

/** Everything the players' display shows: its text and its accessibility tree (Playwright's snapshot and Chromium's own). */
async function projectorText(projector: Page): Promise<string> {
  const root = projector.locator('.gm-projector');
  const text = (await root.textContent()) ?? '';
  const aria = await root.ariaSnapshot();
  const ax = await chromiumAxText(projector);
  const units = (await root.getAttribute('data-units')) ?? '';
  return `${text}\n${aria}\n${ax}\n${units}`;
}

/** Presses GM keys with the map focused. */
async function gmKey(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    await mapHost(page).focus();
    await page.keyboard.press(key);
  }
}

/** Every GM bar control inside the window and the bar (no sideways scrolling), the bar one row high. */
async function barFits(page: Page): Promise<void> {
  const fit = await page.locator('.gm-bar').evaluate((bar) => {
    const r = bar.getBoundingClientRect();
    const controls = [...bar.querySelectorAll(':scope > select, :scope > label:not(.visually-hidden), :scope > details > summary, :scope > button')];
    const off = controls.filter((c) => {
      const b = c.getBoundingClientRect();
      return b.left < r.left - 0.5 || b.right > Math.min(r.right, window.innerWidth) + 0.5 || b.bottom > r.bottom + 0.5;
    });
    const tallest = Math.max(...controls.map((c) => c.getBoundingClientRect().height));
    return { off: off.map((c) => c.textContent?.trim() ?? c.tagName), scrolls: bar.scrollWidth > bar.clientWidth, oneRow: r.height < 2 * tallest, controls: controls.length };
  });
  expect(fit).toEqual({ off: [], scrolls: false, oneRow: true, controls: 6 });
}

const mapHeight = async (page: Page): Promise<number> => (await page.locator('.bt-map').boundingBox())?.height ?? 0;

/** Waits until the GM may act: the GM's turn, or a computer side the GM holds ('held'). */
async function gmTurn(page: Page): Promise<string> {
  const screen = page.locator('.bt-screen');
  const held = page.locator('.gm-mover', { hasText: '(held)' });
  await expect(page.locator('.bt-screen[data-waiting="turn"], .bt-screen[data-waiting="dodge"], .bt-screen[data-waiting="over"]').or(held)).toBeVisible({ timeout: 90_000 });
  return (await held.count()) > 0 ? 'held' : ((await screen.getAttribute('data-waiting')) ?? 'over');
}

test('a GM battle of five rounds with edits of every kind; the players\' display never shows what the GM keeps', async ({ page, context }) => {
  test.setTimeout(900_000);
  const guard = watchConsole(page);
  const projector = await context.newPage();
  const projectorGuard = watchConsole(projector);
  await projector.setViewportSize({ width: 1600, height: 900 });
  await projector.goto('/#/projector');

  const { players } = await gmSetUp(page);
  await page.screenshot({ path: `${SHOTS}/gm-setup.png` });
  await startBattle(page);
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-table', 'gm');
  await page.getByLabel('Computer pace').selectOption('instant');
  const bar = page.getByRole('toolbar', { name: 'GM controls' });
  await expect(bar).toBeVisible();
  await barFits(page);
  await expect(projector.locator('.gm-projector .bt-proj-map canvas[data-renderer]')).toHaveAttribute('data-renderer', 'webgl', { timeout: 60_000 });

  // The help overlay lists the GM's keys.
  await gmKey(page, '?');
  await expect(page.getByRole('dialog')).toContainText('GM: dice roller');
  await page.keyboard.press('Escape');

  const secrets = [SECRET_NOTE, SECRET_ROLL, GHOST];
  const checkProjector = async (): Promise<void> => {
    const seen = await projectorText(projector);
    for (const s of secrets) expect(seen, `the players' display shows "${s}"`).not.toContain(s);
  };

  let edits = 0;
  for (let step = 0; step < 300 && (await round(page)) <= 5; step++) {
    const waiting = await gmTurn(page);
    if (waiting === 'over') break;
    if (waiting === 'dodge') {
      await gmKey(page, 'Shift+D');
      continue;
    }
    if (waiting === 'held') {
      // The held computer side waits: one step, then it is released and plays on alone.
      const table = async () => `${(await page.locator('.combat-log li').allTextContents()).join('|')}${await page.locator('.bt-screen').getAttribute('data-waiting')}`;
      const before = await table();
      await gmKey(page, '.');
      await expect.poll(table).not.toBe(before);
      await bar.getByRole('button', { name: /^Release all/ }).click();
      continue;
    }
    const r = await round(page);
    if (r > edits && r <= 5) {
      edits = r;
      // The computer's plan shows to the GM while paused.
      await gmKey(page, ',');
      const plan = bar.getByLabel("The computer's next move");
      if (await plan.count()) secrets.push(((await plan.textContent()) ?? '').replace(/^Next: /, ''));
      await gmKey(page, ',');
      await gmEditsOfRound(page, projector, r);
      await checkProjector();
      if (r === 1) await page.screenshot({ path: `${SHOTS}/gm-table.png` });
      if (r === 1) {
        // The Computer drop-down: hold the first computer side on its own.
        await bar.locator('summary', { hasText: /^Computer/ }).click();
        await bar.locator('.gm-hold').first().click();
        await expect(bar.locator('.gm-hold').first()).toHaveText(/: held$/);
        await bar.locator('summary', { hasText: /^Computer/ }).click();
      }
      if (r === 2) await projector.screenshot({ path: `${SHOTS}/gm-projector.png` });
    }
    await gmKey(page, 'e');
  }
  await checkProjector();
  expect(edits).toBeGreaterThanOrEqual(5);
  expect(players.length).toBeGreaterThan(0);
  expect(guard.errors).toEqual([]);
  expect(projectorGuard.errors).toEqual([]);
});

async function gmEditsOfRound(page: Page, projector: Page, r: number): Promise<void> {
  const status = page.locator('.bt-status');
  switch (r) {
    case 1: {
      // A private note, a public announcement.
      await gmKey(page, 'Shift+J');
      await page.getByLabel('Text').fill(SECRET_NOTE);
      await page.getByRole('button', { name: 'Write' }).click();
      await expect(page.locator('.combat-log')).toContainText(`GM note: ${SECRET_NOTE}.`);
      await page.getByLabel('Text').fill('Sirens in the distance.');
      await page.getByLabel("Public (on the players' display)").check();
      await page.getByRole('button', { name: 'Write' }).click();
      await page.getByRole('button', { name: 'Close' }).click();
      // A private and a public roll, the odds first.
      await gmKey(page, 'Shift+R');
      await expect(page.locator('#gm-odds-head')).toHaveText('61.7% to reach Fair (0)');
      await page.getByLabel('For').fill(SECRET_ROLL);
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await page.getByLabel('For').fill('the alarm');
      await page.getByLabel('Public (the players see the roll)').check();
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(projector.locator('.gm-proj-lines')).toContainText('GM: Sirens in the distance.');
      await expect(projector.locator('.gm-proj-rolls')).toContainText('GM roll: the alarm');
      break;
    }
    case 2: {
      // Select the acting unit, move it by key, turn it, edit its wounds and ammunition in the panel.
      await gmKey(page, 'Tab', 'Shift+ArrowRight', 'Shift+Enter', ']', 'Shift+E');
      const panel = page.locator('.gm-panel').first();
      await panel.getByLabel('Scratch').fill('1');
      await panel.getByLabel('Scratch').press('Enter');
      const loaded = panel.getByLabel('Loaded').first();
      if (await loaded.count()) {
        await loaded.fill('1');
        await loaded.press('Tab');
      }
      await panel.getByLabel('Blind rounds').fill('1');
      await panel.getByLabel('Blind rounds').press('Tab');
      await page.screenshot({ path: `${SHOTS}/gm-panel.png` });
      // Single keys: a second scratch box, dodging.
      await gmKey(page, 'v');
      await expect(page.locator('.combat-log')).toContainText('Scratch: 2 of 3 boxes marked');
      await gmKey(page, 's');
      break;
    }
    case 3: {
      // A unit added where the players cannot see it, privately: it must never reach their display.
      await gmKey(page, 'Shift+V', 'Shift+A');
      await page.getByLabel('Side', { exact: true }).selectOption({ index: 1 });
      await page.getByLabel('A random agent').check();
      await page.getByLabel('Level').selectOption('elite');
      await page.getByLabel('Code name').fill(GHOST);
      // Far from the players, behind the warehouse's shelves (the map is 60 x 60).
      await page.getByLabel('Cell x').fill('58');
      await page.getByLabel('Cell x').press('Tab');
      await page.getByLabel('Cell y').fill('2');
      await page.getByLabel('Cell y').press('Tab');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByRole('dialog', { name: /add a unit/ })).toHaveCount(0);
      await expect(status).not.toContainText('already');
      await page.getByLabel('View as').selectOption('gm');
      await expect(page.locator('.combat-log')).toContainText(`GM: ${GHOST} joins`);
      await expect(page.locator('.combat-log')).toContainText('a random Elite agent');
      await gmKey(page, 'Shift+V', 'Shift+V');
      break;
    }
    case 4: {
      // Templates (a cone from a start the GM chose too), a ping that rings on the display, the blackout on and off.
      await gmKey(page, 'Tab', 'Shift+ArrowDown', 'Shift+ArrowDown', 'Shift+L', 'Shift+Z', 'Shift+C', 'Shift+U', 'Shift+ArrowRight', 'Shift+ArrowRight', 'Shift+C', 'Shift+G');
      await expect(projector.locator('.gm-proj-templates li')).toHaveCount(4);
      await expect(projector.locator('.gm-proj-ping')).toBeVisible();
      await expect(projector.locator('.gm-projector')).toHaveAttribute('data-ping-rings', /^[1-9]\d*$/);
      await projector.screenshot({ path: `${SHOTS}/gm-projector-templates.png` });
      await page.screenshot({ path: `${SHOTS}/gm-templates.png` });
      await gmKey(page, 'Shift+B');
      await expect(projector.getByRole('img', { name: 'Blackout: a scene change' })).toBeVisible();
      expect(await projector.locator('.gm-projector').getAttribute('data-units')).toBe('');
      await projector.screenshot({ path: `${SHOTS}/gm-projector-blackout.png` });
      await gmKey(page, 'Shift+B', 'Shift+X');
      await expect(projector.locator('.gm-proj-templates li')).toHaveCount(3);
      break;
    }
    case 5: {
      // Told to the players: a unit removed, the door on the cursor if any, the first action of the doors list (nearest first).
      await gmKey(page, 'Shift+P', 'Tab', 'Delete', 'Shift+O', 'Shift+Y');
      const door = page.getByRole('dialog', { name: /doors/ }).getByRole('button', { name: /the door at/ }).first();
      if (await door.count()) await door.click().then(() => expect(page.locator('.combat-log')).toContainText('GM: the door at'));
      await page.getByRole('dialog', { name: /doors/ }).getByRole('button', { name: 'Close', exact: true }).click();
      await gmKey(page, 'Shift+P');
      break;
    }
  }
}

test('at UI scale 150%: the GM bar, roller and panel; a GM battle saved opens again as a GM table with its GM lines', async ({ page }) => {
  test.setTimeout(600_000);
  const guard = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByLabel('UI scale').selectOption('1.5');
  await expect(page.getByRole('status')).toContainText('Saved');
  await page.getByRole('button', { name: 'Back to the menu' }).click();
  await gmSetUp(page);
  await page.screenshot({ path: `${SHOTS}/gm-setup-150.png` });
  await startBattle(page);
  await gmTurn(page);
  const log = page.locator('.combat-log');
  const bar = page.getByRole('toolbar', { name: 'GM controls' });
  // The bar in one row, nothing scrolled off; the logs row folds away for a taller map and comes back.
  await barFits(page);
  const viewport = page.viewportSize()?.height ?? 720;
  expect(await mapHeight(page)).toBeGreaterThanOrEqual(0.45 * viewport);
  await bar.getByRole('button', { name: /^Logs/ }).click();
  await expect(page.locator('.bt-logs')).toBeHidden();
  await expect.poll(() => mapHeight(page)).toBeGreaterThanOrEqual(0.65 * viewport);
  await page.screenshot({ path: `${SHOTS}/gm-logs-folded-150.png` });
  await bar.getByRole('button', { name: /^Logs/ }).click();
  await expect(log).toBeVisible();
  // Who plays each side, mid-battle, from the Computer drop-down: the guards by the GM's hand, then the computer again.
  await bar.locator('summary', { hasText: /^Computer/ }).click();
  await page.screenshot({ path: `${SHOTS}/gm-computer-menu-150.png` });
  await bar.getByRole('button', { name: /^Who plays each side/ }).click();
  const sides = page.getByRole('dialog', { name: /who plays each side/ });
  await sides.getByRole('combobox').nth(1).selectOption('gm');
  await expect(log).toContainText('is played by hand (seat 2) from now on');
  await expect(bar.locator('.gm-hold')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/gm-sides-150.png` });
  await sides.getByRole('combobox').nth(1).selectOption('veteran');
  await expect(log).toContainText('is played by the computer (veteran) from now on');
  await expect(bar.locator('.gm-hold')).toHaveCount(1);
  await sides.getByRole('button', { name: 'Close', exact: true }).click();
  await gmKey(page, 'Shift+J');
  await page.getByLabel('Text').fill('Kept for the GM');
  await page.getByRole('button', { name: 'Write' }).click();
  await page.getByLabel('Text').fill('Told to the table');
  await page.getByLabel("Public (on the players' display)").check();
  await page.getByRole('button', { name: 'Write' }).click();
  await page.getByRole('button', { name: 'Close' }).click();
  await gmKey(page, 'Shift+R');
  await page.getByLabel('For').fill('the lock holds');
  await page.screenshot({ path: `${SHOTS}/gm-roller-150.png` });
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await page.getByRole('button', { name: 'Close' }).click();
  await gmKey(page, 'Tab', 'Shift+E');
  await page.screenshot({ path: `${SHOTS}/gm-panel-150.png` });
  await dragSelected(page);
  await expect(log).toContainText('GM note: Kept for the GM.');
  const lines = await log.locator('li').allTextContents();

  await page.keyboard.press('Control+s');
  const saveAs = page.getByRole('dialog', { name: 'Save as' });
  await saveAs.getByLabel('Name').fill('GM reload check');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('toolbar', { name: 'Saving' })).toContainText(/Saved \d{1,2}:\d{2}/);
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Load game', exact: true }).click();
  await page.getByRole('listbox', { name: 'Saved games' }).getByRole('option', { name: /^GM reload check — / }).click();
  await page.getByRole('button', { name: 'Open GM reload check' }).click();
  await expect(mapHost(page).locator('canvas[data-renderer]')).toHaveAttribute('data-renderer', 'webgl', { timeout: 60_000 });
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-table', 'gm');
  await expect(page.getByRole('toolbar', { name: 'GM controls' })).toBeVisible();
  // The same log, GM lines (private ones too) and all, rebuilt from the save's command log.
  await expect(log).toContainText('GM note: Kept for the GM.');
  await expect(log).toContainText('GM: Told to the table.');
  await expect(log).toContainText('GM roll, the lock holds');
  expect((await log.locator('li').allTextContents()).slice(0, lines.length)).toEqual(lines);
  await page.screenshot({ path: `${SHOTS}/gm-reloaded-150.png` });
  expect(guard.errors).toEqual([]);
});

/** Drags the selected unit (the GM panel names it and its cell) two cells up with the mouse: a gm.move. */
async function dragSelected(page: Page): Promise<void> {
  const title = ((await page.locator('.gm-panel h2').first().textContent()) ?? '').trim();
  const m = /^GM: (.+) \((\d+), (\d+)\)$/.exec(title);
  expect(m, title).not.toBeNull();
  const [name, x, y] = [m?.[1] ?? '', Number(m?.[2]), Number(m?.[3])];
  const host = mapHost(page);
  const camera = () => Promise.all(['data-camera-x', 'data-camera-y', 'data-zoom'].map(async (a) => Number(await host.getAttribute(a))));
  // The camera settled (two readings alike), then cells to screen points: the warehouse's tiles are 32 px.
  let last = '';
  await expect.poll(async () => {
    const now = JSON.stringify(await camera());
    const same = now === last;
    last = now;
    return same;
  }).toBe(true);
  const [cx, cy, zoom] = (JSON.parse(last) as number[]).map(Number) as [number, number, number];
  const box = await host.boundingBox();
  if (!box) throw new Error('no map');
  const at = (cell: { x: number; y: number }) => ({ x: box.x + box.width / 2 + ((cell.x + 0.5) * 32 - cx) * zoom, y: box.y + box.height / 2 + ((cell.y + 0.5) * 32 - cy) * zoom });
  const from = at({ x, y });
  const to = at({ x, y: y - 2 });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  await expect(page.locator('.combat-log')).toContainText(`GM: ${name} moved to (${x}, ${y - 2}).`);
}
