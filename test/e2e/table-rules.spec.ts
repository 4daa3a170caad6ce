import { expect, test, type Page } from '@playwright/test';
import { mapHost, tableReady } from '../helpers/battle-table';
import { watchConsole } from '../helpers/page-guard';
import { rulesBattleSave } from '../helpers/rules-battle';

// R-OPS-33..35 at the table, by keyboard: a saved battle on the office floor where a guard's
// hand-to-hand attack asks whether Red Owl blocks (B), then Red Fox's turn beside the locked
// server-room door with a pistol at its feet: its weapon switch (W), pick-up (P) and door
// actions (U, J, K) are buttons with their keys and odds, and the doors are drawn on the map.
// Screenshots at UI scale 100% and 150% (RULES_SHOTS moves them out of test-results).
const SHOTS = process.env.RULES_SHOTS ?? 'test-results/screens';
const SAVE_ID = 'table-rules';

/** Puts the save text where the browser's save store keeps saves (renderer/saves/idb-kv.ts). */
async function storeSave(page: Page, text: string): Promise<void> {
  await page.evaluate(
    async ({ key, value }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('blacksite-saves', 1);
        open.onupgradeneeded = () => {
          if (!open.result.objectStoreNames.contains('records')) open.result.createObjectStore('records');
        };
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('records', 'readwrite');
        tx.objectStore('records').put({ text: value, storedAt: '' }, key);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
      });
      db.close();
    },
    { key: `save/${SAVE_ID}`, value: text },
  );
}

async function openSave(page: Page, scale: string): Promise<void> {
  await page.goto('/#/settings');
  await page.getByLabel('UI scale').selectOption(scale);
  await expect(page.getByRole('status')).toContainText('Saved');
  await page.goto('/#/load');
  const list = page.getByRole('listbox', { name: 'Saved games' });
  await list.getByRole('option', { name: /^Table rules — / }).click();
  await page.getByRole('button', { name: 'Open Table rules' }).click();
  await tableReady(page);
}

const action = (page: Page, id: string) => page.locator(`.bt-side [data-action="${id}"]`);

test('block, weapon switch, pick-up and the door actions at the table, each by its own key, with the doors drawn', async ({ page }) => {
  test.setTimeout(240_000);
  const guard = watchConsole(page);
  const { text, door } = await rulesBattleSave('Table rules');
  const doorId = (what: string) => `door:${door.x},${door.y}:${what}`;

  for (const [scale, pct] of [['1', 100], ['1.5', 150]] as const) {
    // The same save each time (the first visit's autosaves do not change it).
    await page.goto('/');
    await storeSave(page, text);
    await openSave(page, scale);
    const screen = page.locator('.bt-screen');
    // The guard's attack: Red Owl may block (R-OPS-33), its key shown on the button.
    await expect(screen).toHaveAttribute('data-waiting', 'dodge');
    const block = action(page, 'block');
    await expect(block).toBeVisible();
    await expect(block).toHaveAttribute('aria-keyshortcuts', 'B');
    // Its odds first (R-OPS-33): the attacker's chance against the block.
    await expect(block).toContainText(/attacker wins (\d+(\.\d)?%|<0\.1%|>99\.9%)/);
    await page.screenshot({ path: `${SHOTS}/table-block-${pct}.png` });
    await mapHost(page).focus();
    await page.keyboard.press('b');
    await expect(block).toHaveCount(0);

    // On to Red Fox's turn beside the door (Red Owl ends its own turns; a dodge question is declined).
    for (let i = 0; i < 20 && (await action(page, doorId('kick')).count()) === 0; i++) {
      await expect(screen).toHaveAttribute('data-waiting', /^(turn|dodge|over)$/, { timeout: 60_000 });
      const waiting = await screen.getAttribute('data-waiting');
      if (waiting === 'over') throw new Error('the battle ended before Red Fox reached its turn');
      if ((await action(page, doorId('kick')).count()) > 0) break;
      await mapHost(page).focus();
      await page.keyboard.press(waiting === 'dodge' ? 'Shift+D' : 'e');
    }
    // Each action with its key, the odds beside the rolls (R-CORE-4).
    await expect(action(page, 'switch:1')).toHaveAttribute('aria-keyshortcuts', 'W');
    await expect(action(page, 'pick-up:0')).toHaveAttribute('aria-keyshortcuts', 'P');
    await expect(action(page, doorId('kick'))).toHaveAttribute('aria-keyshortcuts', 'K');
    await expect(action(page, doorId('pick'))).toHaveAttribute('aria-keyshortcuts', 'J');
    await expect(action(page, doorId('kick'))).toContainText(/\d+(\.\d)?% to work/);
    await page.screenshot({ path: `${SHOTS}/table-pick-up-${pct}.png` });

    // W: the pistol in hand (free); the attack panel now names it.
    await mapHost(page).focus();
    await page.keyboard.press('w');
    await expect(page.locator('.combat-log')).toContainText('takes the Glock 17 in hand');
    await expect(action(page, 'switch:0')).toHaveAttribute('aria-keyshortcuts', 'W');
    await page.screenshot({ path: `${SHOTS}/table-switch-${pct}.png` });

    // K: kick the locked door (the action): the roll is in the log, the door drawn as it is now.
    await mapHost(page).focus();
    await page.keyboard.press('k');
    await expect(page.locator('.combat-log')).toContainText(/the door at/);
    await page.screenshot({ path: `${SHOTS}/table-door-${pct}.png` });
    await page.getByRole('button', { name: 'Leave' }).click();
  }
  await page.goto('/#/settings');
  await page.getByLabel('UI scale').selectOption('1');
  expect(guard.errors).toEqual([]);
});
