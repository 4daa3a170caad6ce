import { expect, test, type Page } from '@playwright/test';
import { mapHost, nextTurn, tableReady, walkSomewhere } from '../helpers/battle-table';
import { watchConsole } from '../helpers/page-guard';
import { chromiumAxText } from '../helpers/ax-tree';

// A hot-seat hand-over is a wall (renderer/ui/wall.ts, a modal dialog): from the first one, the focus
// is on its own button; no header control and no shortcut behind it can be reached by keyboard or
// mouse, and the accessibility tree holds nothing but the hand-over. The players' display shows only
// units each seat knows (R-OPS-49). One battle, two hand-overs.
const SHOTS = process.env.TABLE_SHOTS ?? 'test-results/screens';

/** Every shortcut of the table, the map, the saves and the help (battle-keys.ts, table/keyboard.ts, saves, help). */
const SHORTCUTS = [
  'Control+z', 'Control+Shift+z', 'Control+y', 'Control+s', 'Control+Shift+s', 'Control+o', 'F1', '?', 'Shift+?',
  'a', 't', 'o', 'e', 'd', 'Shift+d', 'h', 'Shift+h', 'r', 'x', 'i', 'b', 'w', 'Shift+w', 'p', 'u', 'j', 'k', 'Shift+k',
  'n', 'm', 'Shift+m', 'g', 'c', 'f', '1', '3', ',', '.', 'Shift+s', 'ArrowUp', 'Shift+ArrowRight', 'Home', 'PageDown', '+', '-', 'Escape', 'Delete', 'Backspace',
];

interface Where {
  readonly waiting: string | null;
  readonly commands: string | null;
  readonly hash: string;
  readonly title: string;
}

async function where(page: Page): Promise<Where> {
  const screen = page.locator('.bt-screen');
  return {
    waiting: await screen.getAttribute('data-waiting'),
    commands: await screen.getAttribute('data-commands'),
    hash: await page.evaluate(() => window.location.hash),
    title: (await page.locator('#bt-handover-title').textContent()) ?? '',
  };
}

/** The focus is on a control of the hand-over, and nothing but the hand-over is open. */
async function focusOnWall(page: Page, after: string): Promise<void> {
  const on = await page.evaluate(() => {
    const a = document.activeElement;
    return a instanceof HTMLElement && a.closest('.bt-cover.handover') !== null && a.tagName === 'BUTTON' ? (a.textContent ?? '') : `not on the wall: ${a?.tagName} ${a?.className}`;
  });
  expect(on, `after ${after}`).toMatch(/^(Show the board to |Leave)/);
  await expect(page.locator('dialog[open]:not([data-wall]), .bt-cover.help, .debrief'), `after ${after}: something opened`).toHaveCount(0);
}

async function untilHandOver(page: Page): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    const turn = await nextTurn(page);
    if (turn === 'handover') return;
    if (turn === 'dodge') await page.locator('.bt-dialog [data-action="no-defence"]').click();
    else {
      await mapHost(page).focus();
      await page.keyboard.press('e');
    }
  }
  throw new Error('no hand-over came');
}

/** The units the players' display draws are all known to the seat at the board (its own and those in sight). */
async function projectorWithin(page: Page, projector: Page): Promise<void> {
  const known = (await page.getByRole('list', { name: 'In sight' }).textContent()) ?? '';
  // The display hears the table a moment later: wait for its message of this moment.
  await expect
    .poll(async () => ((await projector.locator('.bt-projector').getAttribute('data-units')) ?? '').split('|').filter((name) => name !== '' && !known.includes(name)), { message: 'the display draws a unit this seat does not know' })
    .toEqual([]);
}

test('hot-seat: the hand-over is a wall for the keyboard, the mouse and the screen reader; the display shows what both seats know', async ({ page, context }) => {
  test.setTimeout(240_000);
  const guard = watchConsole(page);
  const projector = await context.newPage();
  await projector.goto('/#/projector');
  await page.goto('/');
  await page.getByRole('button', { name: 'New tactical battle' }).click();
  await page.getByLabel('Side 2 played by').selectOption('human');
  await page.getByLabel('Seed').fill('wall');
  await page.getByRole('button', { name: 'Start battle' }).click();
  await tableReady(page);

  // The first screen of a hot-seat battle is a hand-over, and Enter passes it at once.
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-waiting', 'handover');
  await focusOnWall(page, 'the first hand-over');
  await page.keyboard.press('Enter');
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-waiting', /turn|dodge/);
  await expect(projector.locator('.bt-proj-map canvas[data-renderer]')).toHaveAttribute('data-renderer', 'webgl', { timeout: 60_000 });
  await projectorWithin(page, projector);

  // A command Undo could take back (a walk), then on to the next hand-over.
  expect(await walkSomewhere(page)).toBe(true);
  await untilHandOver(page);
  const before = await where(page);
  expect(Number(before.commands)).toBeGreaterThan(0);
  await focusOnWall(page, 'the second hand-over');
  await page.screenshot({ path: `${SHOTS}/handover-wall.png` });

  // Screen readers: Chromium's accessibility tree (what a screen reader is given) is the hand-over alone.
  const ax = await chromiumAxText(page);
  for (const name of ['Undo', 'Save', 'Rewind', 'Projector', 'Keys (?)', 'Rules', 'Computer pace', 'Initiative', 'Dice log', 'Battle panels']) expect(ax, `the accessibility tree holds ${name}`).not.toContain(name);
  expect(ax).toContain('Show the board to');
  expect(await page.locator('.bt-cover.handover').evaluate((el) => el.matches('dialog[data-wall]:modal'))).toBe(true);

  // Tab and Shift+Tab stay on the wall.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    await focusOnWall(page, `Tab ${i + 1}`);
  }
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Shift+Tab');
    await focusOnWall(page, `Shift+Tab ${i + 1}`);
  }
  await page.getByRole('button', { name: /^Show the board to / }).focus();
  // Every shortcut: nothing changes, nothing opens.
  for (const key of SHORTCUTS) {
    await page.keyboard.press(key);
    expect(await where(page), `after ${key}`).toEqual(before);
    await focusOnWall(page, key);
  }
  // The focus lost to the page: a shortcut does nothing, and Tab brings the focus back to the wall.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
  await page.keyboard.press('e');
  expect(await where(page)).toEqual(before);
  await page.keyboard.press('Tab');
  await focusOnWall(page, 'Tab with the focus on the page');

  // The mouse: a click where each header control is lands on the hand-over.
  const controls = page.locator('.bt-top button, .bt-top select');
  const n = await controls.count();
  expect(n).toBeGreaterThan(6);
  for (let i = 0; i < n; i += 1) {
    const box = await controls.nth(i).boundingBox();
    if (!box) continue;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await where(page), `after a click on header control ${i}`).toEqual(before);
  }
  await expect(page.locator('dialog[open]:not([data-wall]), .bt-cover.help')).toHaveCount(0);

  // The hand-over's own button still works, by keyboard.
  await page.getByRole('button', { name: /^Show the board to / }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bt-screen')).toHaveAttribute('data-waiting', /turn|dodge/);
  await expect(page.locator('dialog[data-wall][open]')).toHaveCount(0);
  await projectorWithin(page, projector);
  expect(guard.errors).toEqual([]);
});
