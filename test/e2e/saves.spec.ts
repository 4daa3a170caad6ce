import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../helpers/page-guard';

// The load screen in the browser build: the load screen over the browser's storage.
const FIXTURES = path.join('test', 'fixtures', 'saves', 'v1');
const CONSPIRACY = path.join(FIXTURES, 'conspiracy-game.save.json');
const BATTLE = path.join(FIXTURES, 'tactical-battle.save.json');
const SHOTS = 'test-results/screens';

async function openLoadScreen(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Load game', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Load game' })).toBeVisible();
}

test('the load screen imports, lists, exports, deletes, restores and refuses broken files', async ({ page }) => {
  const guard = watchConsole(page);
  await openLoadScreen(page);
  const status = page.getByRole('status');
  const list = page.getByRole('listbox', { name: 'Saved games' });
  await expect(list).toContainText('No saved games yet');
  await expect(page.getByText("Kept in this browser's storage.")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/saves-empty.png` });

  // Import the golden conspiracy game through the import control.
  await page.getByLabel('Import a save file').setInputFiles(CONSPIRACY);
  await expect(status).toHaveText('Imported "Three-Way Split (golden)".');
  const golden = list.getByRole('option', { name: /^Three-Way Split \(golden\) — / });
  await expect(golden).toContainText('Conspiracy game · Turn 10');
  await expect(golden).toHaveAttribute('aria-selected', 'true');
  await expect(golden).toHaveAccessibleName(/^Three-Way Split \(golden\) — Conspiracy game · Turn 10 — saved .+$/);
  await expect(golden.getByRole('img', { name: 'No map picture in this save: 3 seats, turn 10' })).toBeVisible();

  // A battle too: its thumbnail is drawn from the map cells in its summary.
  await page.getByLabel('Import a save file').setInputFiles(BATTLE);
  await expect(status).toHaveText('Imported "Golden skirmish".');
  const battle = list.getByRole('option', { name: /^Golden skirmish — / });
  await expect(battle).toContainText('Tactical battle · Round 5');
  await expect(battle.getByRole('img', { name: 'Map of ascii, 15 by 3 cells' })).toBeVisible();
  const detail = page.getByRole('region', { name: 'Selected save' });
  await expect(detail).toContainText('Golden skirmish');
  await page.screenshot({ path: `${SHOTS}/saves-list.png` });

  // The same file again never replaces the first one: it gets a free name.
  await page.getByLabel('Import a save file').setInputFiles(CONSPIRACY);
  await expect(status).toHaveText('Imported "Three-Way Split (golden) (2)".');
  await expect(list.getByRole('option')).toHaveCount(3);

  // Export: a download of the checked save, named after its title.
  await golden.click();
  const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: 'Export Three-Way Split (golden)' }).click()]);
  expect(download.suggestedFilename()).toBe('three-way-split-golden.blacksite.json');
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as { format: string; kind: string; commands: unknown[] };
  const original = JSON.parse(readFileSync(CONSPIRACY, 'utf8')) as { commands: unknown[] };
  expect(exported.format).toBe('blacksite-save');
  expect(exported.kind).toBe('conspiracy-game');
  expect(exported.commands).toEqual(original.commands);
  await expect(status).toHaveText('Exported "Three-Way Split (golden)" as three-way-split-golden.blacksite.json.');

  // Delete asks first; Escape closes the dialog and deletes nothing.
  const copy = list.getByRole('option', { name: /^Three-Way Split \(golden\) \(2\) — / });
  await copy.click();
  await detail.getByRole('button', { name: 'Delete Three-Way Split (golden) (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete "Three-Way Split (golden) (2)"?' });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/saves-delete-confirm.png` });
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Load game' })).toBeVisible();
  await expect(list.getByRole('option')).toHaveCount(3);
  // ...and the Delete key on the list asks the same question; this time the answer is yes.
  await copy.focus();
  await page.keyboard.press('Delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(status).toHaveText('Deleted "Three-Way Split (golden) (2)".');
  await expect(list.getByRole('option')).toHaveCount(2);

  // A deleted save keeps its last version among the backups, and comes back from there.
  await page.getByRole('button', { name: 'Show the backups of three-way-split-golden-2' }).click();
  const restore = detail.getByRole('button', { name: /^Restore the backup of .+ \(Turn 10 · 33 commands\)$/ });
  await expect(restore).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/saves-backups.png` });
  await restore.click();
  await page.getByRole('dialog', { name: 'Restore this backup?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(status).toHaveText(/^Restored the version of .+\.$/);
  await expect(list.getByRole('option')).toHaveCount(3);
  // The restored save now has a backup of its own history (the deleted version it came from).
  await expect(detail.getByRole('button', { name: /^Restore the backup of / })).toHaveCount(1);

  // A corrupt file is refused with one sentence and stores nothing.
  const cut = readFileSync(CONSPIRACY, 'utf8').slice(0, 2000);
  await page.getByLabel('Import a save file').setInputFiles({ name: 'broken.blacksite.json', mimeType: 'application/json', buffer: Buffer.from(cut) });
  await expect(status).toHaveText(/^"broken\.blacksite\.json" was not imported: this save file is cut off[^.]*\.$/);
  await expect(status).toHaveClass(/error/);
  await page.getByLabel('Import a save file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"title":"shopping"}') });
  await expect(status).toHaveText('"notes.json" was not imported: this file is not a Blacksite save.');
  await expect(list.getByRole('option')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/saves-refused.png` });

  // Keyboard: arrows walk the list.
  await list.getByRole('option').first().focus();
  await page.keyboard.press('End');
  await expect(list.getByRole('option').last()).toBeFocused();
  await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');

  // Saves live in the browser's storage: a reload finds them.
  await page.reload();
  await expect(page.getByRole('listbox', { name: 'Saved games' }).getByRole('option')).toHaveCount(3);

  // Opening hands the save to the screen of its kind, or says plainly that this build has none yet.
  await page.getByRole('listbox', { name: 'Saved games' }).getByRole('option', { name: /^Three-Way Split \(golden\) — / }).click();
  await page.getByRole('button', { name: 'Open Three-Way Split (golden)' }).click();
  await expect(page.getByText(/no screen that plays a conspiracy game yet/).or(page.locator('#app:not([data-route="/load"])'))).toBeVisible();

  expect(guard.errors).toEqual([]);
});

test('Escape on the load screen goes back to the menu', async ({ page }) => {
  const guard = watchConsole(page);
  await openLoadScreen(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Load game', exact: true })).toBeVisible();
  expect(guard.errors).toEqual([]);
});

test('a game screen saves, autosaves, undoes and rewinds through the save controller', async ({ page }) => {
  const guard = watchConsole(page);
  const { build } = await import('vite');
  const outDir = path.resolve('test-results', 'saves-harness');
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { __APP_VERSION__: '"0.1.0"' },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      lib: { entry: path.resolve('test', 'e2e', 'saves-harness.ts'), formats: ['iife'], name: 'savesHarness', fileName: () => 'saves-harness.js' },
    },
  });
  // Served from the app's own origin, so the page's Content-Security-Policy allows them.
  await page.route('**/__harness/*', (route) => route.fulfill({ path: path.join(outDir, path.basename(new URL(route.request().url()).pathname)) }));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Load game', exact: true })).toBeVisible();
  for (const css of readdirSync(outDir).filter((f) => f.endsWith('.css'))) await page.addStyleTag({ url: `/__harness/${css}` });
  await page.addScriptTag({ url: '/__harness/saves-harness.js' });
  await expect(page.getByRole('heading', { name: 'Harness game' })).toBeVisible();
  const facts = page.locator('#harness-state');
  const toolbar = page.getByRole('toolbar', { name: 'Saving' });
  const indicator = toolbar.locator('.save-indicator');
  const notice = toolbar.locator('.save-notice');
  await expect(facts).toHaveText('Turn 8 · 27 commands');
  await expect(indicator).toHaveText('Not saved yet');

  // Ctrl+S on a game never saved asks for a name.
  await page.keyboard.press('Control+s');
  const saveAs = page.getByRole('dialog', { name: 'Save as' });
  await expect(saveAs.getByLabel('Name')).toHaveValue('Three-Way Split');
  await saveAs.getByLabel('Name').fill('Night shift');
  await page.screenshot({ path: `${SHOTS}/saves-save-as.png` });
  await page.keyboard.press('Enter');
  await expect(saveAs).toHaveCount(0);
  await expect(indicator).toHaveText(/^Saved \d{1,2}:\d{2}/);

  // A move that revealed nothing can be taken back (Ctrl+Z), by replaying the log.
  const next = page.getByRole('button', { name: 'Play the next command' });
  await next.click();
  await expect(facts).toHaveText('Turn 8 · 28 commands');
  await page.keyboard.press('Control+z');
  await expect(notice).toHaveText('The last command was taken back.');
  await expect(facts).toHaveText('Turn 8 · 27 commands');

  // The end of a turn autosaves, and cannot be undone (R-HATS-12).
  await next.click();
  await next.click();
  await expect(facts).toHaveText('Turn 9 · 29 commands');
  await expect(indicator).toHaveText(/^Autosaved \d{1,2}:\d{2}/);
  await page.keyboard.press('Control+z');
  await expect(notice).toHaveText('Cannot undo: the turn has been handed over, so it cannot be undone.');
  await next.click();
  await next.click();
  await next.click();
  await expect(facts).toHaveText('Turn 9 · 32 commands');
  await page.keyboard.press('Control+z');
  await expect(notice).toHaveText('Cannot undo: dice were rolled, so that action cannot be undone.');
  await page.screenshot({ path: `${SHOTS}/saves-controller.png` });

  // The GM's rewind asks first (Escape says no), then replays the log to the start of the seat's turn.
  // Its words name the round ("turn 3"), as the board's header and the load list do; the harness's
  // own line counts seat-turns (serial 9 of three seats is in round 3).
  const rewind = toolbar.getByRole('button', { name: 'Rewind to the start of this turn' });
  await rewind.click();
  const ask = page.getByRole('dialog', { name: 'Rewind to the start of turn 3?' });
  await expect(ask).toContainText('The 3 commands played since are taken back');
  await page.screenshot({ path: `${SHOTS}/saves-rewind-confirm.png` });
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(facts).toHaveText('Turn 9 · 32 commands');
  await rewind.click();
  await ask.getByRole('button', { name: 'Rewind' }).click();
  await expect(notice).toHaveText('Rewound to the start of turn 3.');
  await expect(facts).toHaveText('Turn 9 · 29 commands');

  // Ctrl+S now writes straight back to "Night shift"; Ctrl+O opens the load screen.
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(indicator).toHaveText(/^Saved \d{1,2}:\d{2}/);
  await page.keyboard.press('Control+o');
  await expect(page.getByRole('heading', { name: 'Load game' })).toBeVisible();
  const list = page.getByRole('listbox', { name: 'Saved games' });
  const night = list.getByRole('option', { name: /^Night shift — Conspiracy game · Turn 3 — / });
  await expect(night).toHaveCount(1);
  // The game's autosave holds it as it stood before the rewind (it autosaved first); one autosave
  // for this game, named by when it began.
  const auto = list.getByRole('option', { name: /^Night shift \(autosave of the game begun .+\) — Conspiracy game · Turn 3 — / });
  await expect(list.getByRole('option', { name: /\(autosave/ })).toHaveCount(1);
  await auto.click();
  const detail = page.getByRole('region', { name: 'Selected save' });
  await expect(detail).toContainText('32 commands');
  await night.click();
  await expect(detail).toContainText('29 commands');
  // The first version (seat-turn 8 of round 3, 27 commands) is its backup.
  await expect(detail.getByRole('button', { name: /^Restore the backup of .+ \(Turn 3 · 27 commands\)$/ })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/saves-after-play.png` });
  expect(guard.errors).toEqual([]);
});
