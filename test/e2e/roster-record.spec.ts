import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../helpers/page-guard';

// Each roster agent's record (missions, wounds, kills); the dead are marked
// killed in action, cannot be sent again, and a game master revives them. Screenshots at 100% and 150%.
const SHOTS = process.env.HOUSE_SHOTS ?? 'test-results/screens';

async function setScale(page: Page, value: string): Promise<void> {
  await page.goto('/#/settings');
  await page.getByLabel('UI scale').selectOption(value);
  await expect(page.getByRole('status')).toContainText('Saved');
}

test('the roster keeps a record; one killed in action cannot be sent until the GM revives them', async ({ page }) => {
  test.setTimeout(180_000);
  const guard = watchConsole(page);
  const medic = JSON.parse(readFileSync('maps/agents/medic.json', 'utf8')) as Record<string, unknown>;
  const veteran = { ...medic, name: 'Ilse Brandt', animal: 'Heron', record: { missions: 3, wounded: 1, kills: 2, killedInAction: false, revived: 0 } };
  const fallen = { ...medic, name: 'Owen Marsh', animal: 'Badger', record: { missions: 5, wounded: 2, kills: 4, killedInAction: true, revived: 0 } };
  await page.goto('/#/characters');
  for (const a of [veteran, fallen]) {
    await page.locator('#import-file').setInputFiles({ name: `${String(a.name)}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(a)) });
    await expect(page.getByRole('table', { name: 'Roster' }).getByRole('row', { name: new RegExp(String(a.name)) })).toBeVisible();
  }
  const roster = page.getByRole('table', { name: 'Roster' });
  await expect(roster.getByRole('row', { name: /Ilse Brandt/ })).toContainText('3 missions, wounded once, 2 kills');
  await expect(roster.getByRole('row', { name: /Owen Marsh/ })).toContainText('Killed in action');
  await expect(roster.getByRole('row', { name: /Owen Marsh/ })).toContainText('5 missions, wounded twice, 4 kills, killed in action');
  await page.screenshot({ path: `${SHOTS}/roster-record-100.png` });

  // The set-up refuses him.
  await page.goto('/#/battle/new');
  await page.getByLabel('Side 1 squad').selectOption('agents');
  await page.getByRole('checkbox', { name: /Owen Marsh/ }).check();
  await expect(page.getByRole('alert').filter({ hasText: 'killed in action' })).toContainText('Owen Marsh was killed in action and cannot be sent again unless a game master revives them (Characters).');
  await expect(page.getByRole('button', { name: 'Start battle' })).toBeDisabled();

  // The game master revives him.
  await setScale(page, '1.5');
  await page.goto('/#/characters');
  await page.getByRole('button', { name: 'Revive Owen Marsh (game master)' }).click();
  await expect(page.getByText('Owen Marsh was revived by the game master and may be sent again.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Roster' }).getByRole('row', { name: /Owen Marsh/ })).toContainText('5 missions, wounded twice, 4 kills, revived once');
  await page.screenshot({ path: `${SHOTS}/roster-record-150.png` });
  await setScale(page, '1');
  expect(guard.errors).toEqual([]);
});
